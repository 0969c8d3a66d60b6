import { sql, type Kysely } from 'kysely';

/**
 * Alerts: a company's rules over derived events (which types, which assets or groups, the calendar, the cool-down,
 * the channels) and the alerts they raised, with their acknowledgement. An alert keeps the asset's name and the
 * rule's name as they were, so that the inbox reads the same after a rename or a deleted rule.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('alert_rules')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('event_types', sql`text[]`, (c) => c.notNull())
    .addColumn('asset_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('group_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('severity', 'text', (c) => c.notNull())
    .addColumn('days', sql`smallint[]`, (c) => c.notNull())
    .addColumn('from_minute', 'smallint', (c) => c.notNull())
    .addColumn('to_minute', 'smallint', (c) => c.notNull())
    .addColumn('cooldown_minutes', 'integer', (c) => c.notNull())
    .addColumn('notify_web', 'boolean', (c) => c.notNull())
    .addColumn('emails', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('alert_rules_tenant_idx').on('alert_rules').column('tenant_id').execute();

  await db.schema
    .createTable('alerts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('rule_id', 'integer', (c) => c.references('alert_rules.id').onDelete('set null'))
    .addColumn('rule_name', 'text', (c) => c.notNull())
    .addColumn('asset_id', 'integer', (c) => c.notNull().references('assets.id').onDelete('cascade'))
    .addColumn('asset_name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('severity', 'text', (c) => c.notNull())
    .addColumn('time', 'timestamptz', (c) => c.notNull())
    .addColumn('lat', 'float8')
    .addColumn('lng', 'float8')
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('acknowledged_at', 'timestamptz')
    .addColumn('acknowledged_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('acknowledged_by_name', 'text')
    .addColumn('comment', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The inbox reads a company's period newest first; the cool-down reads a rule's last alert for an asset.
  await db.schema.createIndex('alerts_tenant_time_idx').on('alerts').columns(['tenant_id', 'time desc']).execute();
  await db.schema.createIndex('alerts_rule_asset_idx').on('alerts').columns(['rule_id', 'asset_id', 'time desc']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('alerts').execute();
  await db.schema.dropTable('alert_rules').execute();
}
