import type { Kysely } from 'kysely';

/** Alert rules of the "inactive" type: how many hours without a report make an asset inactive. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('alert_rules').addColumn('inactive_hours', 'integer', (c) => c.notNull().defaultTo(24)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('alert_rules').dropColumn('inactive_hours').execute();
}
