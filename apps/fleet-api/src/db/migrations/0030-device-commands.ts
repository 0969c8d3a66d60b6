import { sql, type Kysely } from 'kysely';

/**
 * Commands back to devices (immobiliser, locate, watch commands): one row per command, queued for the device's
 * identifier and protocol as they were when it was sent, written to the device by the instance holding its
 * connection (claimed `queued` -> `sent` in one update, so two instances never both write it), then answered,
 * unanswered after the answer timeout, or expired when the device never connected.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('device_commands')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('asset_id', 'integer', (c) => c.notNull().references('assets.id').onDelete('cascade'))
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('protocol', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('params', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('queued').check(sql`state in ('queued', 'sent', 'answered', 'unanswered', 'expired')`))
    .addColumn('answer', 'text')
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_by_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz')
    .addColumn('answered_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('device_commands_asset_idx').on('device_commands').columns(['asset_id', 'created_at']).execute();
  await db.schema.createIndex('device_commands_open_idx').on('device_commands').columns(['identifier', 'state', 'id']).where(sql.ref('state'), 'in', sql`('queued', 'sent')`).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('device_commands').execute();
}
