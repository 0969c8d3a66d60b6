import { sql, type Kysely } from 'kysely';

/**
 * Alert deliveries: a rule's webhook (URL and the secret its payloads are signed with) and the delivery log of every
 * e-mail and webhook an alert sends, tried again with back-off until delivered or out of tries; any instance may
 * take a due one (the log is the durable queue).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('alert_rules').addColumn('webhook_url', 'text').execute();
  await db.schema.alterTable('alert_rules').addColumn('webhook_secret', 'text').execute();
  await db.schema
    .createTable('alert_deliveries')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('alert_id', 'bigint', (c) => c.notNull().references('alerts.id').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('secret', 'text')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_status', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('alert_deliveries_due_idx').on('alert_deliveries').columns(['state', 'next_at']).execute();
  await db.schema.createIndex('alert_deliveries_alert_idx').on('alert_deliveries').column('alert_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('alert_deliveries').execute();
  await db.schema.alterTable('alert_rules').dropColumn('webhook_secret').execute();
  await db.schema.alterTable('alert_rules').dropColumn('webhook_url').execute();
}
