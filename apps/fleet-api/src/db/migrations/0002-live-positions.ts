import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * Live data and points of interest: the positions store, the newest state per asset, POIs with the users' POI
 * groups, and per-tenant settings (status thresholds).
 * Frozen once released: change the schema in a new migration, never here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenants').addColumn('settings', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`)).execute();

  /** The report columns positions and asset_state share. Units: degrees, km/h, metres, litres, %, °C, V, km. */
  const reportColumns = (t: CreateTableBuilder<string, string>): CreateTableBuilder<string, string> =>
    t
      .addColumn('lat', 'double precision', (c) => c.notNull())
      .addColumn('lng', 'double precision', (c) => c.notNull())
      .addColumn('speed', 'double precision', (c) => c.notNull().defaultTo(0))
      .addColumn('heading', 'double precision', (c) => c.notNull().defaultTo(0))
      .addColumn('altitude', 'double precision')
      .addColumn('satellites', 'smallint')
      .addColumn('valid', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('ignition', 'boolean')
      .addColumn('inputs', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('input_names', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('fuel_litres', 'double precision')
      .addColumn('fuel_percent', 'double precision')
      .addColumn('temperature', 'double precision')
      .addColumn('voltage', 'double precision')
      .addColumn('odometer', 'double precision')
      .addColumn('address', 'text')
      .addColumn('attributes', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`));

  // Append-only. The primary key doubles as the per-asset history index (asset, time range) and makes a re-sent
  // report (same asset, same device time) a no-op under ON CONFLICT DO NOTHING. No foreign keys: their per-row
  // trigger costs about a quarter of the insert time, and the ingest path checks the asset before it inserts.
  await reportColumns(
    db.schema
      .createTable('positions')
      .addColumn('asset_id', 'integer', (c) => c.notNull())
      .addColumn('device_id', 'integer')
      .addColumn('time', 'timestamptz', (c) => c.notNull())
      .addColumn('server_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)),
  )
    .addPrimaryKeyConstraint('positions_pkey', ['asset_id', 'time'])
    .execute();

  await reportColumns(
    db.schema
      .createTable('asset_state')
      .addColumn('asset_id', 'integer', (c) => c.primaryKey().references('assets.id').onDelete('cascade'))
      .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('time', 'timestamptz', (c) => c.notNull()),
  )
    .addColumn('stationary_since', 'timestamptz')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('asset_state_tenant_idx').on('asset_state').column('tenant_id').execute();

  await db.schema
    .createTable('pois')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('ring', 'jsonb', (c) => c.notNull())
    .addColumn('groups', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('meta', 'jsonb', (c) => c.notNull().defaultTo(sql`'{"type":"","color":""}'::jsonb`))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('pois_tenant_idx').on('pois').column('tenant_id').execute();

  await db.schema
    .createTable('poi_groups')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('poi_groups_pkey', ['user_id', 'name'])
    .execute();
}

/** Drops everything `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['poi_groups', 'pois', 'asset_state', 'positions']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('tenants').dropColumn('settings').execute();
}
