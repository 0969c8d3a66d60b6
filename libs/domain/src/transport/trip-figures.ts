/**
 * The figures of trips, defined once for the trip view, the lists, the driver, client and transporter views: the ETA
 * of the next stop, each stop's delay against its window, lateness, and on-time performance.
 */
import { haversineKm } from '../reports/geo';
import type { StopState, TripDisplayStatus, TripStatus } from './transport';

/**
 * Roads are longer than the straight line: the road distance estimated from the great-circle one (the usual detour
 * factor of road networks, ~1.3 in Peninsular Malaysia's towns and highways).
 */
export const ROAD_CIRCUITY = 1.3;
/** The speed assumed while none is known (stopped, or no recent moving fixes), km/h. */
export const DEFAULT_TRIP_SPEED_KMH = 45;
/** The slowest average speed an ETA uses (a vehicle crawling in traffic still gets there), km/h. */
export const MIN_ETA_SPEED_KMH = 15;
/** A stop reached within this long after its window's end is still on time, ms. */
export const ON_TIME_GRACE_MS = 5 * 60_000;

/** The remaining road distance to a place, km (great-circle x ROAD_CIRCUITY). */
export function roadDistanceKm(from: { lat: number; lng: number }, to: { lat: number; lng: number }): number {
  return haversineKm(from.lat, from.lng, to.lat, to.lng) * ROAD_CIRCUITY;
}

/**
 * The average moving speed of recent fixes (time order, km/h): the mean of the fixes at moving speed among them; null
 * without any (the vehicle stood).
 */
export function recentSpeedKmh(fixes: readonly { speed: number }[], movingSpeedKmh = 5): number | null {
  const moving = fixes.filter((f) => f.speed >= movingSpeedKmh);
  return moving.length === 0 ? null : moving.reduce((s, f) => s + f.speed, 0) / moving.length;
}

/**
 * The ETA at the next stop, ms: now plus the remaining road distance at the recent moving speed (at least
 * MIN_ETA_SPEED_KMH; DEFAULT_TRIP_SPEED_KMH without one). With the distance, km, and the speed used, km/h.
 */
export function etaAt(now: number, position: { lat: number; lng: number }, target: { lat: number; lng: number }, recentKmh: number | null): { eta: number; distanceKm: number; speedKmh: number } {
  const distanceKm = roadDistanceKm(position, target);
  const speedKmh = Math.max(MIN_ETA_SPEED_KMH, recentKmh ?? DEFAULT_TRIP_SPEED_KMH);
  return { eta: Math.round(now + (distanceKm / speedKmh) * 3_600_000), distanceKm: Math.round(distanceKm * 10) / 10, speedKmh: Math.round(speedKmh) };
}

/** A stop as the figures read it. */
export interface StopTiming {
  state: StopState;
  windowFrom: number | null;
  windowTo: number | null;
  arrivedAt: number | null;
}

/**
 * A stop's delay, ms: how long after its window's end it was reached (0 on time, within the grace), or — not reached
 * yet at `now` — how far `now` (or its ETA, when later) is past that end; null without a window.
 */
export function stopDelayMs(stop: StopTiming, now: number, eta: number | null = null): number | null {
  if (stop.windowTo === null) return null;
  const at = stop.arrivedAt ?? (stop.state === 'skipped' ? null : Math.max(now, eta ?? now));
  if (at === null) return null;
  const late = at - stop.windowTo;
  return late > ON_TIME_GRACE_MS ? late : 0;
}

/** Whether a trip is late: a stop reached after its window, or not reached while its window is over (or its ETA is). */
export function isTripLate(stops: readonly StopTiming[], now: number, etaOfNext: number | null = null): boolean {
  const next = stops.findIndex((s) => s.state === 'pending');
  return stops.some((s, i) => (stopDelayMs(s, now, i === next ? etaOfNext : null) ?? 0) > 0);
}

/** What a trip shows on the board: its status, or late while it is under way and late. */
export function tripDisplayStatus(status: TripStatus, late: boolean): TripDisplayStatus {
  return late && (status === 'dispatched' || status === 'en-route' || status === 'at-stop') ? 'late' : status;
}

/** A finished or running trip as the performance reads it. */
export interface TripOutcome {
  status: TripStatus;
  stops: readonly StopTiming[];
  /** Goods carried (the drops'): pieces and kg. */
  quantity: number;
  weightKg: number;
}

/** On-time performance of trips: completed trips, those on time, the average delay of the late stops. */
export interface OnTimeFigures {
  /** Trips in the period (cancelled ones left out). */
  trips: number;
  completed: number;
  /** Completed trips whose every windowed stop was reached on time. */
  onTime: number;
  /** onTime / completed, %, one decimal; null without a completed trip. */
  onTimePercent: number | null;
  /** Stops with a window that were reached. */
  stopsReached: number;
  lateStops: number;
  /** The mean delay of the late stops, minutes (one decimal); null without a late stop. */
  averageDelayMin: number | null;
  cancelled: number;
  /** Goods of the completed trips. */
  quantity: number;
  weightKg: number;
}

/** The on-time figures of trips (of a client, a driver, a transporter). */
export function onTimeFigures(trips: readonly TripOutcome[]): OnTimeFigures {
  let completed = 0;
  let onTime = 0;
  let stopsReached = 0;
  let lateStops = 0;
  let delay = 0;
  let cancelled = 0;
  let quantity = 0;
  let weightKg = 0;
  for (const t of trips) {
    if (t.status === 'cancelled') {
      cancelled += 1;
      continue;
    }
    let late = false;
    for (const s of t.stops) {
      if (s.arrivedAt === null || s.windowTo === null) continue;
      stopsReached += 1;
      const d = stopDelayMs(s, s.arrivedAt) ?? 0;
      if (d > 0) {
        lateStops += 1;
        delay += d;
        late = true;
      }
    }
    if (t.status === 'completed') {
      completed += 1;
      if (!late) onTime += 1;
      quantity += t.quantity;
      weightKg += t.weightKg;
    }
  }
  return {
    trips: trips.length - cancelled,
    completed,
    onTime,
    onTimePercent: completed === 0 ? null : Math.round((onTime / completed) * 1000) / 10,
    stopsReached,
    lateStops,
    averageDelayMin: lateStops === 0 ? null : Math.round(delay / lateStops / 6_000) / 10,
    cancelled,
    quantity,
    weightKg: Math.round(weightKg * 10) / 10,
  };
}
