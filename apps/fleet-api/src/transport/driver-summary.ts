import { DERIVED_EVENT_TYPES, eventTitle, fatigueEvents, summaryParts, type ReportPoint, type TransportTrip } from '@fleet/domain';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { streamReportPoints } from '../reports/report-data';
import { driverWindows } from './driver-windows';
import { listTrips } from './trip-view';

/** Event types a driver is judged by (the vehicle's own alarms of harsh driving among them). */
const DRIVER_EVENT_TYPES = [DERIVED_EVENT_TYPES.overspeed, DERIVED_EVENT_TYPES.harshBraking, DERIVED_EVENT_TYPES.harshAcceleration, DERIVED_EVENT_TYPES.harshCornering, DERIVED_EVENT_TYPES.crash];

/**
 * A driver's period on the vehicles the caller sees: their trips, and — over the spans they were on a vehicle
 * (assignments, reader keys, trips) — the driving time and distance by the Summary's definitions (summaryParts), the
 * fatigue spells (more than 4 h of driving without a 30 min break) and their overspeed and harsh-driving events.
 */
export async function driverSummary(db: Kysely<DB>, tenantId: string, driverId: number, visible: readonly number[], from: number, to: number, now: number) {
  const [trips, windows] = await Promise.all([
    listTrips(db, tenantId, { assetIds: visible, driverId, from, to }, now),
    driverWindows(db, tenantId, { driverIds: [driverId], assetIds: visible }, from, to, now),
  ]);
  const names = new Map((await db.selectFrom('assets').select(['id', 'name']).where('id', '=', sql<number>`any(${[...new Set(windows.map((w) => w.assetId)), -1]}::int[])`).execute()).map((a) => [a.id, a.name]));
  let drivingMs = 0;
  let distanceKm = 0;
  const events: { time: number; type: string; title: string; assetId: number; assetName: string; speed: number | null }[] = [];
  for (const w of windows) {
    const points: ReportPoint[] = [];
    for await (const page of streamReportPoints(db, w.assetId, w.from, w.to - 1)) points.push(...page);
    const parts = summaryParts(points);
    drivingMs += parts.drivingMs;
    distanceKm += parts.distanceKm;
    for (const f of fatigueEvents(points)) events.push({ time: f.exceededAt, type: 'fatigue', title: `Fatigue: ${Math.round(f.drivingMs / 60_000)} min of driving without a break`, assetId: w.assetId, assetName: names.get(w.assetId) ?? '', speed: null });
    const stored = await db
      .selectFrom('events')
      .select(['time', 'type', sql<number | null>`(details->>'speed')::float8`.as('speed')])
      .where('asset_id', '=', w.assetId)
      .where('time', '>=', new Date(w.from))
      .where('time', '<', new Date(w.to))
      .where('type', 'in', DRIVER_EVENT_TYPES)
      .orderBy('time')
      .limit(1_000)
      .execute();
    for (const e of stored) events.push({ time: new Date(e.time).getTime(), type: e.type, title: eventTitle(e.type), assetId: w.assetId, assetName: names.get(w.assetId) ?? '', speed: e.speed === null ? null : Number(e.speed) });
  }
  events.sort((a, b) => a.time - b.time);
  return { trips: trips as TransportTrip[], drivingHours: Math.round((drivingMs / 3_600_000) * 10) / 10, distanceKm: Math.round(distanceKm * 10) / 10, events };
}
