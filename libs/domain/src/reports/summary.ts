import { engineMsBetween } from '../engine-hours';
import { datePartsIn, formatDuration } from '../time-format';
import { detectFuelEvents, estimateTankLitres, smoothFuel } from './fuel';
import type { ReportAssetInput, ReportPoint, ReportRow } from './report-types';
import { base, round } from './report-row-helpers';
import { trackDistanceKm, type DistanceFix } from './distance';
import { segmentTrips, type DailyMileage } from './trips';

/**
 * Version of the definitions behind `SummaryParts` (distance, driving, fuel...). Stored parts carry it; the server
 * recomputes stored parts of another version. Bump it whenever a figure's definition changes.
 * 2: distance by `trackDistanceKm` over every step (was: the sum of trip distances, odometer ends).
 * 3: engine time (`engineMs`, the engine-hours meter's definition) added.
 */
export const SUMMARY_PARTS_VERSION = 3;

/**
 * The mergeable figures of a Summary over some stretch of time (a whole period, or one day of it). Summaries of
 * consecutive stretches merge into the summary of the whole: sums add up, maxima take the larger, the odometer and
 * fuel keep the first start and the last end. The server stores one per asset and closed day, so that a month's
 * Summary for a thousand assets reads 30,000 small records instead of tens of millions of positions.
 */
export interface SummaryParts {
  /** First and last point time, ms; null when there were no points. */
  firstTime: number | null;
  lastTime: number | null;
  points: number;
  distanceKm: number;
  drivingMs: number;
  idleMs: number;
  trips: number;
  stops: number;
  maxSpeed: number;
  /** Fuel used (start − end + refuelled − drained), litres; null without fuel readings. */
  fuelUsed: number | null;
  refuels: number;
  refuelled: number;
  drained: number;
  startOdometer: number | null;
  endOdometer: number | null;
  /** Engine time, ms: the engine-hours meter's steps (engineMsBetween), the one from `before` included. */
  engineMs: number;
}

/**
 * The summary figures of one asset's points (time order). A trip crossing the end of the points is cut there. The
 * distance is the one definition (`trackDistanceKm`) over every step, including the step from `before` (the last fix
 * before the points, when known), so that the parts of consecutive days add up to the period's distance.
 */
export function summaryParts(points: readonly ReportPoint[], before: (DistanceFix & { ignition?: boolean | null }) | null = null): SummaryParts {
  const { trips, stops } = segmentTrips(points, undefined, before);
  const distanceKm = trackDistanceKm(points, before);
  let tripMs = 0;
  let tripIdle = 0;
  for (const t of trips) {
    tripMs += t.durationMs;
    tripIdle += t.idleMs;
  }
  const idleMs = tripIdle + stops.reduce((a, s) => a + s.idleMs, 0);
  let maxSpeed = 0;
  let engineMs = 0;
  let prev: { time: number; ignition: boolean | null } | null = before ? { time: before.time, ignition: before.ignition ?? null } : null;
  let startOdometer: number | null = null;
  let endOdometer: number | null = null;
  for (const p of points) {
    if (p.speed > maxSpeed) maxSpeed = p.speed;
    if (prev) engineMs += engineMsBetween(prev, p);
    prev = p;
    if (p.odometer !== null) {
      if (startOdometer === null) startOdometer = p.odometer;
      endOdometer = p.odometer;
    }
  }
  const smoothed = smoothFuel(points);
  const events = detectFuelEvents(points, estimateTankLitres(points));
  let refuels = 0;
  let refuelled = 0;
  let drained = 0;
  for (const e of events) {
    if (e.kind === 'refuel') {
      refuels++;
      refuelled += e.amount;
    } else drained += e.amount;
  }
  const first = smoothed[0];
  const last = smoothed[smoothed.length - 1];
  return {
    firstTime: points[0]?.time ?? null,
    lastTime: points[points.length - 1]?.time ?? null,
    points: points.length,
    distanceKm,
    drivingMs: tripMs - tripIdle,
    idleMs,
    trips: trips.length,
    stops: stops.length,
    maxSpeed,
    fuelUsed: first && last ? Math.max(0, first.litres - last.litres + refuelled - drained) : null,
    refuels,
    refuelled,
    drained,
    startOdometer,
    endOdometer,
    engineMs,
  };
}

/** Summary figures of nothing (no points). */
export const EMPTY_SUMMARY_PARTS: Readonly<SummaryParts> = Object.freeze(summaryParts([]));

/** Merges the summaries of consecutive stretches (any order; they are put in time order) into one. */
export function mergeSummaryParts(parts: readonly SummaryParts[]): SummaryParts {
  const list = parts.filter((p) => p.points > 0).sort((a, b) => (a.firstTime ?? 0) - (b.firstTime ?? 0));
  const out: SummaryParts = { ...EMPTY_SUMMARY_PARTS };
  for (const p of list) {
    out.firstTime ??= p.firstTime;
    out.lastTime = p.lastTime;
    out.points += p.points;
    out.distanceKm += p.distanceKm;
    out.drivingMs += p.drivingMs;
    out.idleMs += p.idleMs;
    out.trips += p.trips;
    out.stops += p.stops;
    out.maxSpeed = Math.max(out.maxSpeed, p.maxSpeed);
    if (p.fuelUsed !== null) out.fuelUsed = (out.fuelUsed ?? 0) + p.fuelUsed;
    out.refuels += p.refuels;
    out.refuelled += p.refuelled;
    out.drained += p.drained;
    out.startOdometer ??= p.startOdometer;
    if (p.endOdometer !== null) out.endOdometer = p.endOdometer;
    out.engineMs += p.engineMs ?? 0;
  }
  return out;
}

/** The Summary report row of an asset from its figures. */
export function summaryRowFromParts(asset: Pick<ReportAssetInput, 'assetId' | 'assetName' | 'assetGroup'>, s: SummaryParts): ReportRow {
  return {
    ...base(asset, s.firstTime ?? 0),
    assetGroup: asset.assetGroup,
    distance: round(s.distanceKm),
    drivingTime: formatDuration(s.drivingMs),
    drivingMs: s.drivingMs,
    idling: formatDuration(s.idleMs),
    idlingMs: s.idleMs,
    trips: s.trips,
    stops: s.stops,
    maxSpeed: s.maxSpeed,
    avgSpeed: s.drivingMs > 0 ? round(s.distanceKm / (s.drivingMs / 3_600_000), 1) : 0,
    fuel: s.fuelUsed === null ? null : round(s.fuelUsed),
    refuels: s.refuels,
    refuelled: round(s.refuelled),
    drained: round(s.drained),
    startOdometer: s.startOdometer === null ? null : round(s.startOdometer),
    endOdometer: s.endOdometer === null ? null : round(s.endOdometer),
  };
}

/**
 * The Mileage report row of one day: from `dailyMileage` over positions, or from a day's stored parts
 * (`mileageFromParts`): one row shape for both.
 */
export function mileageRow(asset: Pick<ReportAssetInput, 'assetId' | 'assetName' | 'assetGroup'>, d: Omit<DailyMileage, 'date'>): ReportRow {
  return {
    ...base(asset, d.firstTime),
    assetGroup: asset.assetGroup,
    date: d.label,
    mileage: round(d.distanceKm),
    startOdometer: d.startOdometer === null ? null : round(d.startOdometer),
    endOdometer: d.endOdometer === null ? null : round(d.endOdometer),
  };
}

/** One day's Mileage figures from its summary parts (`day` 'YYYY-MM-DD'); null for a day without positions. */
export function mileageFromParts(day: string, s: SummaryParts): DailyMileage | null {
  if (s.points === 0 || s.firstTime === null) return null;
  const [year, month, date] = day.split('-').map(Number);
  return { date: day, label: `${date}/${month}/${year}`, firstTime: s.firstTime, distanceKm: s.distanceKm, startOdometer: s.startOdometer, endOdometer: s.endOdometer };
}

/** One local calendar day of a period, cut to the period: [start, end) in ms, and whether it is the whole day. */
export interface DayWindow {
  /** 'YYYY-MM-DD' in the zone. */
  day: string;
  start: number;
  end: number;
  whole: boolean;
}

/** The instant of a zone's wall-clock time (DST-safe: corrected once by the offset found at the guess). */
function zonedInstant(year: number, month: number, day: number, timeZone: string): number {
  const guess = Date.UTC(year, month - 1, day);
  const p = datePartsIn(guess, timeZone);
  const offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - guess;
  const first = guess - offset;
  const q = datePartsIn(first, timeZone);
  const offset2 = Date.UTC(q.year, q.month - 1, q.day, q.hour, q.minute, q.second) - first;
  return guess - offset2;
}

/** Splits [from, to] into the zone's calendar days (the first and last possibly partial). */
export function dayWindows(from: number, to: number, timeZone: string): DayWindow[] {
  const out: DayWindow[] = [];
  const endExclusive = to + 1;
  let p = datePartsIn(from, timeZone);
  let dayStart = zonedInstant(p.year, p.month, p.day, timeZone);
  while (dayStart < endExclusive) {
    const next = new Date(Date.UTC(p.year, p.month - 1, p.day + 1));
    const nextStart = zonedInstant(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), timeZone);
    const start = Math.max(from, dayStart);
    const end = Math.min(endExclusive, nextStart);
    const day = `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
    if (end > start) out.push({ day, start, end, whole: start === dayStart && end === nextStart });
    dayStart = nextStart;
    p = datePartsIn(nextStart, timeZone);
  }
  return out;
}
