import { sql, type Kysely } from 'kysely';

/**
 * Positions at volume: `positions` becomes a table partitioned by RANGE (time), one partition per calendar month in
 * UTC named `positions_yYYYYmMM`, plus a DEFAULT partition `positions_default` that takes any report outside the
 * monthly partitions (a very old or far-future device time is stored, never refused). Same columns, defaults,
 * primary key (asset_id, time) (the partition key is part of it) and indexes as before.
 * The existing rows move in this migration's transaction: the new table is created with partitions from the oldest
 * stored month (at most the previous month) to three months ahead of now, the rows are copied, the old table dropped
 * and the new one renamed. positions/partitions.ts keeps creating months ahead at start and daily afterwards.
 * Self-contained on purpose (no import of partitions.ts): frozen once released.
 */

const DAY_MS = 86_400_000;

/** First instant (UTC) of the month `offset` months after the month of `time`. */
function monthStart(time: number, offset = 0): Date {
  const d = new Date(time);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1));
}

const partitionName = (start: Date) =>
  `positions_y${start.getUTCFullYear()}m${String(start.getUTCMonth() + 1).padStart(2, '0')}`;

/** The non-constraint index definitions of a table (the primary key is re-added as a constraint). */
async function indexDefinitions(db: Kysely<unknown>, table: string): Promise<string[]> {
  const { rows } = await sql<{ def: string }>`
    select pg_get_indexdef(i.indexrelid) as def
    from pg_index i
    where i.indrelid = ${table}::regclass
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
    order by i.indexrelid`.execute(db);
  // A partitioned table's index reads `ON ONLY`: recreate it on the table and its partitions.
  return rows.map((r) => r.def.replace(' ON ONLY ', ' ON '));
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const indexes = await indexDefinitions(db, 'positions');
  const { rows } = await sql<{ oldest: Date | null }>`select min(time) as oldest from positions`.execute(db);
  const now = Date.now();
  const oldest = rows[0]?.oldest?.getTime();
  // The previous month too: a first demo start backfills up to 30 days.
  const first = monthStart(Math.min(oldest ?? now, now - 31 * DAY_MS));
  const last = monthStart(now, 3);

  await sql`create table positions_partitioned (like positions including defaults including constraints including storage including comments)
    partition by range (time)`.execute(db);
  for (let start = first; start <= last; start = monthStart(start.getTime(), 1)) {
    const end = monthStart(start.getTime(), 1);
    await sql`create table ${sql.id(partitionName(start))} partition of positions_partitioned
      for values from (${sql.lit(start.toISOString())}) to (${sql.lit(end.toISOString())})`.execute(db);
  }
  await sql`create table positions_default partition of positions_partitioned default`.execute(db);
  await sql`insert into positions_partitioned select * from positions`.execute(db);
  await sql`drop table positions`.execute(db);
  await sql`alter table positions_partitioned rename to positions`.execute(db);
  // Built after the copy (one sort instead of per-row index inserts); cascades to every partition.
  await sql`alter table positions add constraint positions_pkey primary key (asset_id, time)`.execute(db);
  for (const def of indexes) await sql.raw(def).execute(db);
}

/** Back to one plain table (the rows move back; the partitions are dropped with the partitioned table). */
export async function down(db: Kysely<unknown>): Promise<void> {
  const indexes = await indexDefinitions(db, 'positions');
  await sql`create table positions_plain (like positions including defaults including constraints including storage including comments)`.execute(db);
  await sql`insert into positions_plain select * from positions`.execute(db);
  await sql`drop table positions`.execute(db);
  await sql`alter table positions_plain rename to positions`.execute(db);
  await sql`alter table positions add constraint positions_pkey primary key (asset_id, time)`.execute(db);
  for (const def of indexes) await sql.raw(def).execute(db);
}
