import { DERIVED_EVENT_TYPES, VESSEL_LIMITS, daysAtSea, tripsInPeriod, vesselTripsOf, type PortCall, type VesselActivity } from '@fleet/domain';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** How far before a period the departure of a trip under way at its start is looked for, ms (a long trip: 60 days). */
export const TRIP_LOOKBACK_MS = 60 * 86_400_000;
/** Port calls and fishing events listed at most. */
export const ACTIVITY_LIST_MAX = 200;

/**
 * The vessels' activity over a period: their trips (departure to arrival) and the days at sea of each, trips and days
 * per vessel, the recent port calls and fishing-activity events (newest first), and their positions for the heat map
 * (every k-th report, at most VESSEL_LIMITS.heatPointsMax).
 */
export async function vesselActivity(db: Kysely<DB>, vessels: readonly { assetId: number; name: string }[], from: number, to: number, now: number): Promise<Omit<VesselActivity, 'success'>> {
  const ids = vessels.map((v) => v.assetId);
  if (ids.length === 0) return { trips: [], perVessel: [], portCalls: [], fishing: [], heat: [] };
  const nameOf = new Map(vessels.map((v) => [v.assetId, v.name]));
  const events = await db
    .selectFrom('events')
    .select(['asset_id', 'time', 'type', 'lat', 'lng', 'details'])
    .where('asset_id', '=', sql<number>`any(${ids}::int[])`)
    .where('type', 'in', [DERIVED_EVENT_TYPES.portArrival, DERIVED_EVENT_TYPES.portDeparture, DERIVED_EVENT_TYPES.fishing])
    .where('time', '>=', new Date(from - TRIP_LOOKBACK_MS))
    .where('time', '<', new Date(to))
    .orderBy('time')
    .execute();
  const zoneOf = (d: Record<string, unknown>) => (typeof d['zone'] === 'string' ? d['zone'] : '');
  const calls = new Map<number, PortCall[]>();
  const portCalls: VesselActivity['portCalls'] = [];
  const fishing: VesselActivity['fishing'] = [];
  for (const e of events) {
    const time = e.time.getTime();
    const base = { assetId: e.asset_id, name: nameOf.get(e.asset_id) ?? '', time, lat: e.lat, lng: e.lng };
    if (e.type === DERIVED_EVENT_TYPES.fishing) {
      if (time >= from) fishing.push({ ...base, minutes: Number(e.details['minutes'] ?? 0), zone: zoneOf(e.details) || null });
      continue;
    }
    const kind = e.type === DERIVED_EVENT_TYPES.portArrival ? 'arrival' : 'departure';
    const list = calls.get(e.asset_id) ?? [];
    list.push({ assetId: e.asset_id, time, kind, port: zoneOf(e.details) });
    calls.set(e.asset_id, list);
    if (time >= from) portCalls.push({ ...base, port: zoneOf(e.details), kind });
  }
  const trips: VesselActivity['trips'] = [];
  const perVessel: VesselActivity['perVessel'] = [];
  for (const v of vessels) {
    const all = vesselTripsOf(calls.get(v.assetId) ?? []).filter((t) => t.start < to && (t.end ?? now) > from);
    for (const t of all) trips.push({ ...t, name: v.name, days: daysAtSea(t, Math.min(now, to)) });
    perVessel.push({ assetId: v.assetId, name: v.name, ...tripsInPeriod(all, from, to, now) });
  }
  trips.sort((a, b) => b.start - a.start);
  portCalls.reverse();
  fishing.reverse();

  const range = (q: ReturnType<typeof positionsOf>) => q.where('time', '>=', new Date(from)).where('time', '<', new Date(to));
  const positionsOf = () => db.selectFrom('positions').where('asset_id', '=', sql<number>`any(${ids}::int[])`);
  const count = Number((await range(positionsOf()).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
  const every = Math.max(1, Math.ceil(count / VESSEL_LIMITS.heatPointsMax));
  const heatRows = await sql<{ lat: number; lng: number }>`
    select lat, lng from (
      select lat, lng, row_number() over (order by asset_id, time) as rn from positions
      where asset_id = any(${ids}::int[]) and time >= ${new Date(from)} and time < ${new Date(to)}
    ) x where rn % ${every} = 0 limit ${VESSEL_LIMITS.heatPointsMax}`.execute(db);
  const heat = heatRows.rows.map((r) => [Math.round(r.lng * 1e5) / 1e5, Math.round(r.lat * 1e5) / 1e5] as [number, number]);
  return { trips, perVessel, portCalls: portCalls.slice(0, ACTIVITY_LIST_MAX), fishing: fishing.slice(0, ACTIVITY_LIST_MAX), heat };
}
