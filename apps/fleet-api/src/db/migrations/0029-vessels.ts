import { sql, type Kysely } from 'kysely';

/**
 * Vessel monitoring (page key vms): the register of the company's boats (one row per boat asset), the zones they sail
 * between (ports, anchorages, fishing zones, protected areas, EEZ: MultiPolygon coordinates), the company's vessel
 * settings (silent after N hours, the public page's delay and its unguessable id), and the agency of a Vessel agency
 * user (who then sees the vessels of that agency only).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vessels')
    .addColumn('asset_id', 'integer', (c) => c.primaryKey().references('assets.id').onDelete('cascade'))
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('registration', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('call_sign', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mmsi', 'text', (c) => c.notNull().defaultTo('').check(sql`mmsi = '' or mmsi ~ '^[0-9]{9}$'`))
    .addColumn('gear_type', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('length_m', 'float8', (c) => c.check(sql`length_m > 0`))
    .addColumn('home_port', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('agency', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('vessels_tenant_idx').on('vessels').columns(['tenant_id', 'agency']).execute();

  await db.schema
    .createTable('vessel_zones')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('polygons', 'jsonb', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index vessel_zones_name_idx on vessel_zones (tenant_id, lower(name))`.execute(db);

  await db.schema
    .createTable('vessel_settings')
    .addColumn('tenant_id', 'uuid', (c) => c.primaryKey().references('tenants.id').onDelete('cascade'))
    .addColumn('silent_hours', 'float8', (c) => c.notNull().defaultTo(6))
    .addColumn('public_delay_min', 'integer', (c) => c.notNull().defaultTo(60))
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema.alterTable('users').addColumn('vessel_agency', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('vessel_agency').execute();
  await db.schema.dropTable('vessel_settings').execute();
  await db.schema.dropTable('vessel_zones').execute();
  await db.schema.dropTable('vessels').execute();
}
