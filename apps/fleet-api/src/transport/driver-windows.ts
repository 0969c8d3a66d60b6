import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** A span during which a driver was on a vehicle, ms. */
export interface DriverWindow {
  driverId: number;
  driverName: string;
  assetId: number;
  from: number;
  to: number;
}

/**
 * Who drove which vehicle when, within [from, to): the assignments (by hand, and by the key the vehicle's reader
 * reported) and the trips (dispatch to completion or cancellation) of the drivers of a company, of some drivers or
 * some vehicles. Overlapping spans of one driver on one vehicle are merged; an open span ends at `now`.
 */
export async function driverWindows(db: Db, tenantId: string, filter: { driverIds?: readonly number[]; assetIds?: readonly number[] }, from: number, to: number, now: number): Promise<DriverWindow[]> {
  const drivers = filter.driverIds === undefined ? sql`` : sql`and d.id = any(${[...filter.driverIds]}::int[])`;
  const assets = (column: string) => (filter.assetIds === undefined ? sql`` : sql`and ${sql.ref(column)} = any(${[...filter.assetIds]}::int[])`);
  const rows = await sql<{ driver_id: number; driver_name: string; asset_id: number; from_time: Date; to_time: Date | null }>`
    select d.id as driver_id, d.name as driver_name, a.asset_id, a.from_time, a.to_time
    from driver_assignments a join drivers d on d.id = a.driver_id
    where d.tenant_id = ${tenantId} ${drivers} ${assets('a.asset_id')}
      and a.from_time < ${new Date(to)} and (a.to_time is null or a.to_time > ${new Date(from)})
    union all
    select d.id, d.name, t.asset_id, t.dispatched_at, coalesce(t.completed_at, t.cancelled_at)
    from trips t join drivers d on d.id = t.driver_id
    where t.tenant_id = ${tenantId} and t.dispatched_at is not null ${drivers} ${assets('t.asset_id')}
      and t.dispatched_at < ${new Date(to)} and coalesce(t.completed_at, t.cancelled_at, ${new Date(now)}) > ${new Date(from)}`.execute(db);
  const spans = rows.rows
    .map((r) => ({ driverId: r.driver_id, driverName: r.driver_name, assetId: r.asset_id, from: Math.max(from, new Date(r.from_time).getTime()), to: Math.min(to, r.to_time === null ? now : new Date(r.to_time).getTime()) }))
    .filter((w) => w.to > w.from)
    .sort((a, b) => a.driverId - b.driverId || a.assetId - b.assetId || a.from - b.from);
  const merged: DriverWindow[] = [];
  for (const w of spans) {
    const last = merged[merged.length - 1];
    if (last && last.driverId === w.driverId && last.assetId === w.assetId && w.from <= last.to) last.to = Math.max(last.to, w.to);
    else merged.push({ ...w });
  }
  return merged;
}

/** The driver on a vehicle at a time among the windows (the latest that began), or null. */
export function driverAt(windows: readonly DriverWindow[], assetId: number, time: number): DriverWindow | null {
  let found: DriverWindow | null = null;
  for (const w of windows) if (w.assetId === assetId && w.from <= time && time < w.to && (!found || w.from > found.from)) found = w;
  return found;
}
