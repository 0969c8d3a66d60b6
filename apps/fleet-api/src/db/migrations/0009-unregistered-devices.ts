import { sql, type Kysely } from 'kysely';

/**
 * Identifiers nobody registered are no longer devices of nobody (tenant null, listed to every company's
 * Administrators, claimable by the first): they live in `unregistered_devices`, which no company lists, with their
 * source address, first and last report and the counts of records kept and dropped (the bounds of
 * devices/unregistered-repository.ts). Their records stay in `device_backlog`, which therefore no longer references
 * `devices`. Today's tenant-null devices move there with their backlog, and `devices.tenant_id` is NOT NULL again:
 * every device belongs to the company that claimed it. Works on a database holding data, PGlite or PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('unregistered_devices')
    .addColumn('identifier', 'text', (c) => c.primaryKey())
    .addColumn('protocol', 'text', (c) => c.notNull())
    .addColumn('source_address', 'text')
    .addColumn('first_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('records_kept', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('records_dropped', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('unregistered_devices_last_seen_idx').on('unregistered_devices').column('last_seen_at').execute();

  // The backlog's reference to devices (its name is PostgreSQL's default; looked up rather than assumed).
  const { rows } = await sql<{ conname: string }>`
    select conname from pg_constraint where conrelid = 'device_backlog'::regclass and contype = 'f'`.execute(db);
  for (const { conname } of rows) await sql`alter table device_backlog drop constraint ${sql.id(conname)}`.execute(db);

  await sql`
    insert into unregistered_devices (identifier, protocol, source_address, first_seen_at, last_seen_at, records_kept)
    select d.identifier, d.protocol, null, d.created_at, coalesce(d.last_seen_at, d.created_at),
      (select count(*) from device_backlog b where b.identifier = d.identifier)
    from devices d where d.tenant_id is null`.execute(db);
  await sql`delete from devices where tenant_id is null`.execute(db);
  await db.schema.alterTable('devices').alterColumn('tenant_id', (c) => c.setNotNull()).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('devices').alterColumn('tenant_id', (c) => c.dropNotNull()).execute();
  await sql`
    insert into devices (tenant_id, identifier, protocol, model, asset_id, last_seen_at)
    select null, u.identifier, u.protocol, '', null, u.last_seen_at from unregistered_devices u
    on conflict (identifier) do nothing`.execute(db);
  await sql`delete from device_backlog b where not exists (select 1 from devices d where d.identifier = b.identifier)`.execute(db);
  await sql`
    alter table device_backlog add constraint device_backlog_identifier_fkey foreign key (identifier)
    references devices (identifier) on delete cascade on update cascade`.execute(db);
  await db.schema.dropTable('unregistered_devices').execute();
}
