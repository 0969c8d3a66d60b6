import { DEFAULT_STATUS_THRESHOLDS, type StatusThresholds } from '../status';
import { datePartsIn } from '../time-format';
import { stepDistanceKm, type DistanceFix } from './distance';
import type { ReportPoint } from './report-types';

/** A trip: from the first Moving point after a stop to the start of the next stop (or the last point). */
export interface Trip {
  /** ms since epoch */
  start: number;
  end: number;
  startLat: number;
  startLng: number;
  endLat: number;
  endLng: number;
  startAddress: string | null;
  endAddress: string | null;
  /**
   * km, by the one definition (`trackDistanceKm`): the steps from the fix before the trip's first Moving point (where
   * it left the stop) to its last point, so that trips and stops add up to the period's distance.
   */
  distanceKm: number;
  /** km/h, highest point speed */
  maxSpeed: number;
  /** km/h, distance / duration */
  avgSpeed: number;
  /** ms */
  durationMs: number;
  /** ms spent below the moving speed inside the trip (stationary spells shorter than a stop) */
  idleMs: number;
}

/** A stop: a stationary spell (speed below the moving speed) of at least `parkAfterMs` (3 min). */
export interface Stop {
  /** ms since epoch: first stationary point */
  start: number;
  /** ms since epoch: first Moving point after the stop, or the last point */
  end: number;
  lat: number;
  lng: number;
  address: string | null;
  /** ms */
  durationMs: number;
  /** ms of the stop with ignition on (engine idling) */
  idleMs: number;
}

export interface TripSegmentation {
  trips: Trip[];
  stops: Stop[];
}

/** Points sorted by time: the input itself when already sorted, else a sorted copy (the input is never mutated). */
export function sortByTime<T extends { time: number }>(points: readonly T[]): T[] {
  for (let i = 1; i < points.length; i++) {
    if ((points[i] as T).time < (points[i - 1] as T).time) return [...points].sort((a, b) => a.time - b.time);
  }
  return points as T[];
}

/**
 * Splits a track into trips and stops (`before`: the last fix before the track, when known, so that a trip starting at
 * the first point counts the step that arrives there). Moving: speed >= `movingSpeedKmh` (5 km/h). A stop is a stationary spell
 * lasting >= `parkAfterMs` (3 min), measured from its first stationary point to the next Moving point (or the last
 * point). Shorter stationary spells stay inside the trip and count as its idle time. A trip starts at the first Moving
 * point after a stop (or after the start of the track) and ends at the first point of the next stop.
 */
export function segmentTrips(
  input: readonly ReportPoint[],
  thresholds: StatusThresholds = DEFAULT_STATUS_THRESHOLDS,
  before: DistanceFix | null = null,
): TripSegmentation {
  const points = sortByTime(input);
  const n = points.length;
  const trips: Trip[] = [];
  const stops: Stop[] = [];
  if (n === 0) return { trips, stops };
  const moving = (p: ReportPoint) => p.speed >= thresholds.movingSpeedKmh;
  // Mark stop spells: [startIdx, endIdx] where endIdx is the next moving index or n - 1.
  const stopSpells: [number, number][] = [];
  let i = 0;
  while (i < n) {
    if (moving(points[i] as ReportPoint)) {
      i++;
      continue;
    }
    let j = i;
    while (j < n && !moving(points[j] as ReportPoint)) j++;
    const endIdx = j < n ? j : n - 1;
    const startP = points[i] as ReportPoint;
    const endP = points[endIdx] as ReportPoint;
    if (endP.time - startP.time >= thresholds.parkAfterMs) stopSpells.push([i, endIdx]);
    i = j;
  }
  for (const [s, e] of stopSpells) {
    const p = points[s] as ReportPoint;
    let idleMs = 0;
    for (let k = s; k < e; k++) {
      const a = points[k] as ReportPoint;
      if (a.ignition === true) idleMs += (points[k + 1] as ReportPoint).time - a.time;
    }
    const end = (points[e] as ReportPoint).time;
    stops.push({ start: p.time, end, lat: p.lat, lng: p.lng, address: p.address, durationMs: end - p.time, idleMs });
  }
  // Trips lie between stops.
  const bounds: [number, number][] = [];
  let cursor = 0;
  for (const [s, e] of stopSpells) {
    if (s > cursor) bounds.push([cursor, s]);
    cursor = e;
  }
  bounds.push([cursor, n - 1]);
  for (const [from, to] of bounds) {
    let s = from;
    while (s <= to && !moving(points[s] as ReportPoint)) s++;
    if (s > to) continue;
    const e = to;
    if (e <= s) continue;
    const a = points[s] as ReportPoint;
    const b = points[e] as ReportPoint;
    // The step that leaves the stop (or arrives from before the track) is the trip's first.
    const departure = s > 0 ? (points[s - 1] as ReportPoint) : before;
    let distanceKm = departure ? stepDistanceKm(departure, a, thresholds.movingSpeedKmh) : 0;
    let idleMs = 0;
    let maxSpeed = 0;
    for (let k = s; k <= e; k++) {
      const p = points[k] as ReportPoint;
      if (k < e) {
        const q = points[k + 1] as ReportPoint;
        distanceKm += stepDistanceKm(p, q, thresholds.movingSpeedKmh);
        if (!moving(p)) idleMs += q.time - p.time;
      }
      if (k < e || moving(p)) maxSpeed = Math.max(maxSpeed, p.speed);
    }
    const durationMs = b.time - a.time;
    trips.push({
      start: a.time,
      end: b.time,
      startLat: a.lat,
      startLng: a.lng,
      endLat: b.lat,
      endLng: b.lng,
      startAddress: a.address,
      endAddress: b.address,
      distanceKm,
      maxSpeed,
      avgSpeed: durationMs > 0 ? distanceKm / (durationMs / 3_600_000) : 0,
      durationMs,
      idleMs,
    });
  }
  return { trips, stops };
}

/** Distance of one local calendar day. */
export interface DailyMileage {
  /** 'YYYY-MM-DD' in the report's zone */
  date: string;
  /** 'D/M/YYYY' in the report's zone */
  label: string;
  /** ms since epoch of the day's first point */
  firstTime: number;
  /** km */
  distanceKm: number;
  /** km; null when no point of the day carries an odometer */
  startOdometer: number | null;
  endOdometer: number | null;
}

/**
 * Kilometres per local calendar day in `timeZone`, by the one definition (`stepDistanceKm`): each step counts for the
 * day of its later point, the first one arriving from `before` (the last fix before the period) when known.
 */
export function dailyMileage(input: readonly ReportPoint[], timeZone: string, before: DistanceFix | null = null): DailyMileage[] {
  const points = sortByTime(input);
  const days = new Map<string, DailyMileage>();
  const out: DailyMileage[] = [];
  let prev: DistanceFix | null = before;
  for (const p of points) {
    const d = datePartsIn(p.time, timeZone);
    const key = `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
    let day = days.get(key);
    if (!day) {
      day = { date: key, label: `${d.day}/${d.month}/${d.year}`, firstTime: p.time, distanceKm: 0, startOdometer: null, endOdometer: null };
      days.set(key, day);
      out.push(day);
    }
    if (p.odometer !== null) {
      if (day.startOdometer === null) day.startOdometer = p.odometer;
      day.endOdometer = p.odometer;
    }
    if (prev) day.distanceKm += stepDistanceKm(prev, p);
    prev = p;
  }
  return out;
}
