import { sql, type Kysely } from 'kysely';

/**
 * Real devices: a device that reports before anyone registered it becomes an unassigned device row with no tenant
 * (`tenant_id` null) until an Administrator claims it, and its records wait in `device_backlog` — one row per device
 * and device time, so a record the device sends again is not stored twice. Claiming moves the backlog into positions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('devices').alterColumn('tenant_id', (c) => c.dropNotNull()).execute();
  await db.schema
    .createTable('device_backlog')
    .addColumn('identifier', 'text', (c) => c.notNull().references('devices.identifier').onDelete('cascade').onUpdate('cascade'))
    .addColumn('time', 'timestamptz', (c) => c.notNull())
    .addColumn('record', 'jsonb', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('device_backlog_pkey', ['identifier', 'time'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('device_backlog').ifExists().execute();
  await sql`delete from devices where tenant_id is null`.execute(db);
  await db.schema.alterTable('devices').alterColumn('tenant_id', (c) => c.setNotNull()).execute();
}
