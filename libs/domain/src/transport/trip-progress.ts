/**
 * A trip's progress from where its vehicle really is: each stop's arrival and departure detected from the vehicle's
 * positions against the stop's geofence (never typed in), and the trip's status from them. Pure: positions in,
 * progress out, one fix at a time (`stepTrip`) so that the server can carry it on as positions arrive.
 *
 * Arrival: the vehicle inside the fence for ARRIVAL_DWELL_MS, or inside and stopped; it arrived when it entered. A
 * vehicle driving through (a stop on the way to another) has not arrived. Departure: outside the fence for
 * DEPARTURE_CONFIRM_MS (a fix just outside, GPS wander, does not count); it departed when it left. Stops may be
 * reached out of order (the driver's choice); a stop whose vehicle is gone for good is left pending until the trip
 * ends, then skipped.
 */
import { haversineKm, pointInRing } from '../reports/geo';
import { DEFAULT_STATUS_THRESHOLDS } from '../status';
import type { StopState, TripStatus } from './transport';

/** How long the vehicle must be inside a stop's fence to have arrived (unless it stopped there), ms. */
export const ARRIVAL_DWELL_MS = 60_000;
/** How long it must be outside to have departed, ms. */
export const DEPARTURE_CONFIRM_MS = 60_000;

/** Where a stop is: a POI's polygon, or a circle around an address. */
export type StopFence = { kind: 'ring'; ring: readonly (readonly [number, number])[] } | { kind: 'circle'; lat: number; lng: number; radiusM: number };

/** Whether a position is inside a fence. */
export function insideFence(fence: StopFence, lat: number, lng: number): boolean {
  return fence.kind === 'ring' ? pointInRing(lng, lat, fence.ring) : haversineKm(lat, lng, fence.lat, fence.lng) * 1000 <= fence.radiusM;
}

/** A fence's centre (a ring's vertex mean), for distances and ETAs. */
export function fenceCentre(fence: StopFence): { lat: number; lng: number } {
  if (fence.kind === 'circle') return { lat: fence.lat, lng: fence.lng };
  const pts = fence.ring.length > 1 && fence.ring[0]![0] === fence.ring[fence.ring.length - 1]![0] && fence.ring[0]![1] === fence.ring[fence.ring.length - 1]![1] ? fence.ring.slice(0, -1) : fence.ring;
  const n = Math.max(1, pts.length);
  return { lat: pts.reduce((s, p) => s + p[1], 0) / n, lng: pts.reduce((s, p) => s + p[0], 0) / n };
}

/** One stop's progress. */
export interface StopProgress {
  state: StopState;
  /** When the vehicle entered the fence on the visit that counted, ms. */
  arrivedAt: number | null;
  /** When it left, ms. */
  departedAt: number | null;
  /** Inside since (an arrival not confirmed yet), ms. */
  insideSince: number | null;
  /** Outside since (a departure not confirmed yet), ms. */
  outsideSince: number | null;
}

/** A trip's progress: its stops in order, and when the vehicle first moved after dispatch. */
export interface TripProgress {
  stops: StopProgress[];
  /** The first fix at moving speed after dispatch, ms; null before. */
  movedAt: number | null;
}

/** The fields of a fix the progress reads. */
export interface ProgressFix {
  /** ms since epoch */
  time: number;
  lat: number;
  lng: number;
  /** km/h */
  speed: number;
}

/** The progress of a trip nothing happened to yet. */
export function startProgress(stops: number): TripProgress {
  return { stops: Array.from({ length: stops }, () => ({ state: 'pending' as const, arrivedAt: null, departedAt: null, insideSince: null, outsideSince: null })), movedAt: null };
}

/**
 * The progress after one more fix (fixes in time order; an older fix than the last one applied changes nothing the
 * caller has not filtered out). Pure: returns a new progress, the old one untouched.
 */
export function stepTrip(progress: TripProgress, fences: readonly StopFence[], fix: ProgressFix, movingSpeedKmh = DEFAULT_STATUS_THRESHOLDS.movingSpeedKmh): TripProgress {
  const stopped = fix.speed < movingSpeedKmh;
  const stops = progress.stops.map((s, i) => {
    const fence = fences[i];
    if (!fence || s.state === 'departed' || s.state === 'skipped') return s;
    const inside = insideFence(fence, fix.lat, fix.lng);
    if (s.state === 'pending') {
      if (!inside) return s.insideSince === null ? s : { ...s, insideSince: null };
      const since = s.insideSince ?? fix.time;
      if (stopped || fix.time - since >= ARRIVAL_DWELL_MS) return { ...s, state: 'arrived' as const, arrivedAt: since, insideSince: null };
      return s.insideSince === null ? { ...s, insideSince: since } : s;
    }
    // Arrived: departed once outside long enough.
    if (inside) return s.outsideSince === null ? s : { ...s, outsideSince: null };
    const since = s.outsideSince ?? fix.time;
    if (fix.time - since >= DEPARTURE_CONFIRM_MS) return { ...s, state: 'departed' as const, departedAt: since, outsideSince: null };
    return s.outsideSince === null ? { ...s, outsideSince: since } : s;
  });
  return { stops, movedAt: progress.movedAt ?? (stopped ? null : fix.time) };
}

/**
 * A trip's status from its progress: at a stop while the vehicle is at one; completed once every stop is departed
 * (or the last stop was reached and its proof of delivery taken, `podAtLast`); en route once it moved or left a stop;
 * else dispatched. Planned and cancelled trips stay as they are.
 */
export function tripStatusOf(current: TripStatus, progress: TripProgress, podAtLast = false): TripStatus {
  if (current === 'planned' || current === 'cancelled' || current === 'completed') return current;
  const stops = progress.stops;
  const last = stops[stops.length - 1];
  if (stops.length > 0 && (stops.every((s) => s.state === 'departed') || (podAtLast && last && last.state !== 'pending'))) return 'completed';
  if (stops.some((s) => s.state === 'arrived')) return 'at-stop';
  if (progress.movedAt !== null || stops.some((s) => s.state === 'departed')) return 'en-route';
  return 'dispatched';
}

/** When the trip was completed: the last departure (or the last stop's arrival when its proof ended the trip). */
export function completedAtOf(progress: TripProgress): number | null {
  const times = progress.stops.flatMap((s) => [s.departedAt, s.arrivedAt]).filter((t): t is number => t !== null);
  return times.length === 0 ? null : Math.max(...times);
}
