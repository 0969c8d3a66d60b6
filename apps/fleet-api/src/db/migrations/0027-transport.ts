import { sql, type Kysely } from 'kysely';

/**
 * Transport management (page key tms): drivers (with the key a vehicle's reader reports), transporters and their
 * vehicles, clients and their sites (POIs), trips of ordered stops with time windows and goods, whose arrivals and
 * departures are detected from the vehicle's positions (the progress kept with the trip so that any instance carries
 * it on), proofs of delivery, and who drove which vehicle when (driver assignments: by hand, by trip, by device key).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const day = (c: string) => sql`check (${sql.ref(c)} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')`;

  await db.schema
    .createTable('drivers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('licence_class', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('licence_expiry', 'text', (c) => c.modifyEnd(day('licence_expiry')))
    .addColumn('driver_key', 'text')
    .addColumn('asset_id', 'integer', (c) => c.references('assets.id').onDelete('set null'))
    .addColumn('photo_url', 'text')
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index drivers_name_idx on drivers (tenant_id, lower(name))`.execute(db);
  await sql`create unique index drivers_key_idx on drivers (tenant_id, lower(driver_key)) where driver_key is not null`.execute(db);

  for (const table of ['transporters', 'transport_clients'] as const) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('contact', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await sql`create unique index ${sql.raw(`${table}_name_idx`)} on ${sql.table(table)} (tenant_id, lower(name))`.execute(db);
  }
  await db.schema.alterTable('assets').addColumn('transporter_id', 'integer', (c) => c.references('transporters.id').onDelete('set null')).execute();
  await db.schema
    .createTable('transport_client_sites')
    .addColumn('client_id', 'integer', (c) => c.notNull().references('transport_clients.id').onDelete('cascade'))
    .addColumn('poi_id', 'integer', (c) => c.notNull().references('pois.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('transport_client_sites_pk', ['client_id', 'poi_id'])
    .execute();

  await db.schema
    .createTable('trips')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('client_id', 'integer', (c) => c.references('transport_clients.id').onDelete('set null'))
    .addColumn('asset_id', 'integer', (c) => c.notNull().references('assets.id').onDelete('cascade'))
    .addColumn('driver_id', 'integer', (c) => c.references('drivers.id').onDelete('set null'))
    .addColumn('transporter_id', 'integer', (c) => c.references('transporters.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('planned', 'dispatched', 'en-route', 'at-stop', 'completed', 'cancelled')`))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    /** The first stop's window start and the last one's end (else the creation time): what a period lists. */
    .addColumn('planned_start', 'timestamptz', (c) => c.notNull())
    .addColumn('planned_end', 'timestamptz', (c) => c.notNull())
    .addColumn('dispatched_at', 'timestamptz')
    .addColumn('completed_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('cancel_reason', 'text', (c) => c.notNull().defaultTo(''))
    /** The detection's state (domain TripProgress) and the time of the last fix it read. */
    .addColumn('progress', 'jsonb')
    .addColumn('progress_at', 'timestamptz')
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_by_name', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('trips_number_unique', ['tenant_id', 'number'])
    .execute();
  await db.schema.createIndex('trips_tenant_status_idx').on('trips').columns(['tenant_id', 'status']).execute();
  await db.schema.createIndex('trips_asset_idx').on('trips').columns(['asset_id', 'status']).execute();
  await db.schema.createIndex('trips_planned_idx').on('trips').columns(['tenant_id', 'planned_start']).execute();
  await db.schema
    .createTable('trip_stops')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('trip_id', 'integer', (c) => c.notNull().references('trips.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('pickup', 'drop')`))
    .addColumn('poi_id', 'integer', (c) => c.references('pois.id').onDelete('set null'))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lat', 'float8', (c) => c.notNull())
    .addColumn('lng', 'float8', (c) => c.notNull())
    .addColumn('radius_m', 'float8', (c) => c.notNull())
    .addColumn('window_from', 'timestamptz')
    .addColumn('window_to', 'timestamptz')
    .addColumn('goods', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'float8', (c) => c.notNull().defaultTo(0))
    .addColumn('weight_kg', 'float8', (c) => c.notNull().defaultTo(0))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending').check(sql`state in ('pending', 'arrived', 'departed', 'skipped')`))
    .addColumn('arrived_at', 'timestamptz')
    .addColumn('departed_at', 'timestamptz')
    .addColumn('pod_files', 'jsonb')
    .addColumn('pod_note', 'text')
    .addColumn('pod_received_by', 'text')
    .addColumn('pod_at', 'timestamptz')
    .addColumn('pod_by', 'text')
    .addUniqueConstraint('trip_stops_seq_unique', ['trip_id', 'seq'])
    .execute();

  await db.schema
    .createTable('driver_assignments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('driver_id', 'integer', (c) => c.notNull().references('drivers.id').onDelete('cascade'))
    .addColumn('asset_id', 'integer', (c) => c.notNull().references('assets.id').onDelete('cascade'))
    .addColumn('from_time', 'timestamptz', (c) => c.notNull())
    .addColumn('to_time', 'timestamptz')
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('manual', 'device')`))
    .execute();
  await db.schema.createIndex('driver_assignments_asset_idx').on('driver_assignments').columns(['asset_id', 'from_time']).execute();
  await db.schema.createIndex('driver_assignments_driver_idx').on('driver_assignments').columns(['driver_id', 'from_time']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['driver_assignments', 'trip_stops', 'trips', 'transport_client_sites']) await db.schema.dropTable(table).execute();
  await db.schema.alterTable('assets').dropColumn('transporter_id').execute();
  for (const table of ['transport_clients', 'transporters', 'drivers']) await db.schema.dropTable(table).execute();
}
