/**
 * The one definition of distance (README "Definitions"): every report, screen and export that shows kilometres
 * driven takes them from here.
 *
 * The distance of a stretch of track is the sum of its steps, a step being the way from one fix to the next:
 * - the odometer increase, when both fixes carry an odometer that did not run backwards and did not jump further
 *   than the asset could have driven in the time between them (`ODOMETER_MAX_KMH`): the device's own count is the
 *   most faithful figure (it follows the road, not the straight line between fixes, and never loses a step);
 * - otherwise the great-circle (haversine) distance between the fixes, except that GPS jitter is suppressed: a step
 *   between two stationary fixes (both below the moving speed) shorter than `JITTER_RADIUS_M` counts 0.
 *
 * A step belongs to the stretch (day, trip, period) of its later fix. So a period's distance includes the step that
 * arrives at its first fix from the fix before the period, when that is known: days then add up exactly to the week.
 */
import { DEFAULT_STATUS_THRESHOLDS } from '../status';
import { haversineKm } from './geo';

/** The fields of a fix the distance reads. */
export interface DistanceFix {
  /** ms since epoch */
  time: number;
  lat: number;
  lng: number;
  /** km/h */
  speed: number;
  /** km; null without an odometer */
  odometer: number | null;
}

/** Stationary GPS steps shorter than this are jitter, metres. */
export const JITTER_RADIUS_M = 100;
/** An odometer increase faster than this is a jump (a device reset or replacement), not driving, km/h. */
export const ODOMETER_MAX_KMH = 250;
/** Slack on the odometer bound for fixes close in time (rounding, late odometer updates), km. */
const ODOMETER_SLACK_KM = 0.5;

/** Distance from fix `a` to the next fix `b`, km (see the module comment). */
export function stepDistanceKm(a: DistanceFix, b: DistanceFix, movingSpeedKmh = DEFAULT_STATUS_THRESHOLDS.movingSpeedKmh): number {
  if (a.odometer !== null && b.odometer !== null) {
    const delta = b.odometer - a.odometer;
    const hours = Math.max(0, b.time - a.time) / 3_600_000;
    if (delta >= 0 && delta <= hours * ODOMETER_MAX_KMH + ODOMETER_SLACK_KM) return delta;
  }
  const km = haversineKm(a.lat, a.lng, b.lat, b.lng);
  if (a.speed < movingSpeedKmh && b.speed < movingSpeedKmh && km * 1000 < JITTER_RADIUS_M) return 0;
  return km;
}

/**
 * Distance of a track (fixes in time order), km: the sum of its steps, plus the step from `before` (the last fix
 * before the track, when known) to its first fix.
 */
export function trackDistanceKm(points: readonly DistanceFix[], before: DistanceFix | null = null): number {
  let km = 0;
  let prev = before;
  for (const p of points) {
    if (prev) km += stepDistanceKm(prev, p);
    prev = p;
  }
  return km;
}

/**
 * The odometer a report or the playback shows, km: the tracker's odometer plus the asset's offset (set in the
 * administration so that it matches the vehicle's dashboard). Distances are differences, so the offset never changes
 * one. Null without a tracker odometer.
 */
export function dashboardOdometerKm(trackerKm: number | null, offsetKm: number): number | null {
  return trackerKm === null ? null : trackerKm + offsetKm;
}
