import { sql, type Kysely } from 'kysely';

/**
 * Issue #14, administration without SQL:
 * - companies can be suspended by the installation's operator (`tenants.status` 'active' | 'suspended');
 * - a Client sees the assets given to them and every asset of the groups given to them (`user_asset_groups`);
 * - assets carry what an operator sets up: plate / registration, fuel tank (L) and fuel type, speed limit (km/h),
 *   odometer and engine-hours offsets (to match the dashboard), and `deleted_at` (deleted from the lists while their
 *   history stays, unless purged on purpose);
 * - devices keep the firmware they report;
 * - users signed in through an OpenID Connect provider are linked by issuer and subject (`user_identities`);
 * - the audit log: who changed what and when, per company.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenants').addColumn('status', 'text', (c) => c.notNull().defaultTo('active')).execute();
  await sql`alter table tenants add constraint tenants_status_check check (status in ('active', 'suspended'))`.execute(db);

  await db.schema
    .createTable('user_asset_groups')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('asset_groups.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_asset_groups_pk', ['user_id', 'group_id'])
    .execute();

  await db.schema
    .alterTable('assets')
    .addColumn('plate', 'text')
    .addColumn('fuel_tank_l', 'double precision')
    .addColumn('fuel_type', 'text')
    .addColumn('speed_limit_kmh', 'double precision')
    .addColumn('odometer_offset_km', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('engine_hours_offset_h', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted_at', 'timestamptz')
    .execute();

  await db.schema.alterTable('devices').addColumn('firmware', 'text').execute();

  await db.schema
    .createTable('user_identities')
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_identities_pk', ['issuer', 'subject'])
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('actor_id', 'uuid')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('object_kind', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text')
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema.createIndex('audit_log_tenant_at_idx').on('audit_log').columns(['tenant_id', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('user_identities').execute();
  await db.schema.alterTable('devices').dropColumn('firmware').execute();
  await db.schema
    .alterTable('assets')
    .dropColumn('plate')
    .dropColumn('fuel_tank_l')
    .dropColumn('fuel_type')
    .dropColumn('speed_limit_kmh')
    .dropColumn('odometer_offset_km')
    .dropColumn('engine_hours_offset_h')
    .dropColumn('deleted_at')
    .execute();
  await db.schema.dropTable('user_asset_groups').execute();
  await sql`alter table tenants drop constraint tenants_status_check`.execute(db);
  await db.schema.alterTable('tenants').dropColumn('status').execute();
}
