import { FUTURE_TOLERANCE_MS } from './limits';

/**
 * Fastest speed a land, sea or air tracker of a fleet can truly report, km/h. Airliners cruise at ~900 km/h; a
 * higher reading is a GPS or decoding glitch (Traccar's and Wialon's filters drop such jumps the same way).
 */
export const MAX_PLAUSIBLE_SPEED_KMH = 1_000;

/** Why a reported position is kept out of history and the live state. */
export type PositionFilterReason = 'future' | 'zero-coordinates' | 'invalid-coordinates' | 'impossible-speed';

/** Every reason, in the order they are checked. */
export const POSITION_FILTER_REASONS: readonly PositionFilterReason[] = ['invalid-coordinates', 'zero-coordinates', 'future', 'impossible-speed'];

/** A text for the log per reason. */
export const POSITION_FILTER_TEXTS: Readonly<Record<PositionFilterReason, string>> = {
  future: 'time more than 24 h ahead of the server clock',
  'zero-coordinates': 'latitude and longitude both 0 (no fix)',
  'invalid-coordinates': 'coordinates not finite or outside -90..90 / -180..180',
  'impossible-speed': `speed above ${MAX_PLAUSIBLE_SPEED_KMH} km/h`,
};

/** What the filter reads of a position: device time (ms since epoch), degrees, km/h. */
export interface FilterablePosition {
  time: number;
  lat: number;
  lng: number;
  speed?: number | null;
}

/**
 * Whether a reported position is implausible, like the filters of the most trusted trackers: a time more than a
 * day (`FUTURE_TOLERANCE_MS`) ahead of `now` (a wrong device clock would otherwise freeze the live position until
 * that date), coordinates that are not finite or out of range, 0/0 (a tracker without a fix), or a speed above
 * {@link MAX_PLAUSIBLE_SPEED_KMH}.
 * @param now the server's time, ms since epoch
 * @returns the reason to drop it, or null when it is plausible
 */
export function filterPosition(p: FilterablePosition, now: number): PositionFilterReason | null {
  if (!Number.isFinite(p.lat) || !Number.isFinite(p.lng) || Math.abs(p.lat) > 90 || Math.abs(p.lng) > 180) return 'invalid-coordinates';
  if (p.lat === 0 && p.lng === 0) return 'zero-coordinates';
  if (!(p.time <= now + FUTURE_TOLERANCE_MS)) return 'future';
  if (p.speed !== undefined && p.speed !== null && !(p.speed <= MAX_PLAUSIBLE_SPEED_KMH)) return 'impossible-speed';
  return null;
}

/**
 * Whether a stored time lies more than a day ahead of `now`: state written from such a report (before the filter
 * existed) is replaced by the next plausible report instead of blocking every newer one.
 */
export function isFutureTime(time: number, now: number): boolean {
  return time > now + FUTURE_TOLERANCE_MS;
}
