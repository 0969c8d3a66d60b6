import { sql, type Kysely } from 'kysely';

/**
 * Alert rules over conditions held for a while (speeding over the rule's own limit for N seconds, a temperature out of
 * range for N minutes, a stay in a POI longer than N minutes): their figures, and the episodes under way per rule and
 * asset (and POI for a dwell), kept in the database so that a restart or another instance carries them on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('alert_rules')
    .addColumn('speed_limit_kph', 'integer', (c) => c.notNull().defaultTo(80))
    .addColumn('speeding_seconds', 'integer', (c) => c.notNull().defaultTo(30))
    .addColumn('temperature_min_c', 'double precision')
    .addColumn('temperature_max_c', 'double precision')
    .addColumn('temperature_minutes', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('dwell_minutes', 'integer', (c) => c.notNull().defaultTo(30))
    .addColumn('poi_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .execute();
  await db.schema
    .createTable('alert_episodes')
    .addColumn('rule_id', 'integer', (c) => c.notNull().references('alert_rules.id').onDelete('cascade'))
    .addColumn('asset_id', 'integer', (c) => c.notNull().references('assets.id').onDelete('cascade'))
    // The POI of a dwell; 0 for the other conditions.
    .addColumn('subject', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('since', 'timestamptz', (c) => c.notNull())
    .addColumn('last_at', 'timestamptz', (c) => c.notNull())
    .addColumn('told_at', 'timestamptz')
    .addColumn('worst', 'double precision')
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addPrimaryKeyConstraint('alert_episodes_pk', ['rule_id', 'asset_id', 'subject'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('alert_episodes').execute();
  await db.schema
    .alterTable('alert_rules')
    .dropColumn('speed_limit_kph')
    .dropColumn('speeding_seconds')
    .dropColumn('temperature_min_c')
    .dropColumn('temperature_max_c')
    .dropColumn('temperature_minutes')
    .dropColumn('dwell_minutes')
    .dropColumn('poi_ids')
    .execute();
}
