import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * Monthly partitions of `positions` (migration 0007): `positions_yYYYYmMM` holds [1st of the month, 1st of the next)
 * in UTC; `positions_default` takes whatever no monthly partition covers, so no report is ever refused.
 */

/** Months created ahead of the current one. */
export const PARTITION_MONTHS_AHEAD = 3;

/** Partition maintenance period (creation ahead and retention), ms. */
export const PARTITION_MAINTENANCE_MS = 86_400_000;

const DEFAULT_PARTITION = 'positions_default';
const NAME = /^positions_y(\d{4})m(\d{2})$/;

/** First instant (UTC) of the month `offset` months after the month of `time`. */
export function monthStart(time: number, offset = 0): Date {
  const d = new Date(time);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1));
}

/** The partition name of the month starting at `start`. */
export function partitionName(start: Date): string {
  return `positions_y${start.getUTCFullYear()}m${String(start.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** A monthly partition. */
export interface MonthPartition {
  name: string;
  /** First instant of the month, ms since epoch (UTC). */
  from: number;
  /** First instant of the next month. */
  to: number;
}

/** The monthly partitions attached to `positions`, oldest first (the DEFAULT partition is not listed). */
export async function listPartitions(db: Kysely<DB>): Promise<MonthPartition[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'positions'::regclass`.execute(db);
  const out: MonthPartition[] = [];
  for (const { name } of rows) {
    const m = NAME.exec(name);
    if (!m) continue;
    const from = Date.UTC(Number(m[1]), Number(m[2]) - 1, 1);
    out.push({ name, from, to: monthStart(from, 1).getTime() });
  }
  return out.sort((a, b) => a.from - b.from);
}

/**
 * Creates the monthly partitions missing from the current month (of `now`) to `monthsAhead` months ahead. Idempotent
 * and safe from several servers at once (each month is created in its own transaction under a lock, after a
 * re-check).
 * Rows the DEFAULT partition holds for a month being created are moved into the new partition in the same
 * transaction (PostgreSQL refuses to create a partition over rows its default partition holds for that range; moving
 * rather than refusing keeps the partitions complete, and such rows are rare: the future months are created three
 * months ahead). The transaction takes an ACCESS EXCLUSIVE lock on `positions` (creating a partition needs it
 * anyway): concurrent ingests wait for it, typically milliseconds, once a month.
 * @returns the names of the partitions created, with how many rows moved into each from the DEFAULT partition.
 */
export async function ensurePartitions(
  db: Kysely<DB>,
  now: number,
  monthsAhead = PARTITION_MONTHS_AHEAD,
): Promise<{ name: string; moved: number }[]> {
  const existing = new Set((await listPartitions(db)).map((p) => p.name));
  const created: { name: string; moved: number }[] = [];
  for (let i = 0; i <= monthsAhead; i += 1) {
    const from = monthStart(now, i);
    const name = partitionName(from);
    if (existing.has(name)) continue;
    const to = monthStart(now, i + 1);
    const moved = await db.transaction().execute(async (trx) => {
      await sql`lock table positions in access exclusive mode`.execute(trx);
      if ((await listPartitions(trx)).some((p) => p.name === name)) return undefined;
      const lo = sql.lit(from.toISOString());
      const hi = sql.lit(to.toISOString());
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from ${sql.id(DEFAULT_PARTITION)} where time >= ${lo} and time < ${hi}`.execute(trx);
      const n = rows[0]?.n ?? 0;
      if (n > 0) {
        await sql`create temporary table positions_moving (like positions) on commit drop`.execute(trx);
        await sql`with gone as (delete from ${sql.id(DEFAULT_PARTITION)} where time >= ${lo} and time < ${hi} returning *)
          insert into positions_moving select * from gone`.execute(trx);
      }
      await sql`create table ${sql.id(name)} partition of positions for values from (${lo}) to (${hi})`.execute(trx);
      if (n > 0) await sql`insert into positions select * from positions_moving`.execute(trx);
      return n;
    });
    if (moved !== undefined) created.push({ name, moved });
  }
  return created;
}

/**
 * Retention: drops the monthly partitions that end at or before `cutoff` and deletes the DEFAULT partition's rows
 * older than `cutoff`. Never touches the month of `now` or later, whatever `cutoff` says.
 * @returns the partitions dropped and how many rows the DEFAULT partition lost.
 */
export async function dropPartitionsOlderThan(
  db: Kysely<DB>,
  cutoff: number,
  now: number = Date.now(),
): Promise<{ dropped: string[]; defaultRowsDeleted: number }> {
  const limit = Math.min(cutoff, monthStart(now).getTime());
  const dropped: string[] = [];
  for (const p of await listPartitions(db)) {
    if (p.to > limit) continue;
    await sql`drop table if exists ${sql.id(p.name)}`.execute(db);
    dropped.push(p.name);
  }
  const result = await sql`delete from ${sql.id(DEFAULT_PARTITION)} where time < ${sql.lit(new Date(limit).toISOString())}`.execute(db);
  return { dropped, defaultRowsDeleted: Number(result.numAffectedRows ?? 0) };
}

/** Where maintenance reports. */
export interface PartitionLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Options of `startPartitionMaintenance`. */
export interface PartitionMaintenanceOptions {
  db: Kysely<DB>;
  log: PartitionLog;
  /** Months of positions kept before the current month (POSITION_RETENTION_MONTHS); 0 keeps them forever. */
  retentionMonths: number;
  now?: () => number;
  /** @default PARTITION_MAINTENANCE_MS */
  intervalMs?: number;
}

/**
 * One maintenance pass: creates the months ahead and, with a retention, drops whole months older than
 * `retentionMonths` before the current month (the current month plus that many full months are kept).
 */
export async function maintainPartitions(options: Omit<PartitionMaintenanceOptions, 'intervalMs'>): Promise<void> {
  const now = (options.now ?? Date.now)();
  const created = await ensurePartitions(options.db, now);
  if (created.length > 0) options.log.info({ created }, 'position partitions created');
  if (options.retentionMonths > 0) {
    const cutoff = monthStart(now, -options.retentionMonths).getTime();
    const { dropped, defaultRowsDeleted } = await dropPartitionsOlderThan(options.db, cutoff, now);
    if (dropped.length > 0 || defaultRowsDeleted > 0) {
      options.log.info({ dropped, defaultRowsDeleted, before: new Date(cutoff).toISOString() }, 'position retention: old partitions dropped');
    }
  }
}

/**
 * Runs `maintainPartitions` now (awaited: the months ahead exist before the first ingest) and then every day.
 * @returns a stop function (the timer does not keep the process alive).
 */
export async function startPartitionMaintenance(options: PartitionMaintenanceOptions): Promise<() => void> {
  await maintainPartitions(options);
  const timer = setInterval(() => {
    maintainPartitions(options).catch((error: unknown) => options.log.error({ err: error }, 'position partition maintenance failed'));
  }, options.intervalMs ?? PARTITION_MAINTENANCE_MS);
  timer.unref();
  return () => clearInterval(timer);
}
