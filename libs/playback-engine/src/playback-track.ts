import type { PlaybackRoutePoint } from '@fleet/domain';
import { createTrack } from './track';
import type { PlaybackTrack } from './types';

/**
 * Prepares a route for replay: the points sorted by `t` (a stable-sorted copy when the input is out of order; the input
 * array is never mutated; equal times allowed), the columnar lookup arrays of `createTrack`, the ascending times of the
 * event points (`event !== null`) and the period `start`/`end` (0/0 for an empty route).
 */
export function createPlaybackTrack(points: readonly PlaybackRoutePoint[]): PlaybackTrack {
  const sorted = isSortedByTime(points) ? points : [...points].sort((a, b) => a.t - b.t);
  const track = createTrack(sorted);
  const n = sorted.length;
  let eventCount = 0;
  for (let i = 0; i < n; i++) if (sorted[i]!.event !== null) eventCount++;
  const events = new Float64Array(eventCount);
  for (let i = 0, k = 0; i < n; i++) {
    const p = sorted[i]!;
    if (p.event !== null) events[k++] = p.t;
  }
  return {
    ...track,
    points: sorted,
    events,
    start: n > 0 ? track.times[0]! : 0,
    end: n > 0 ? track.times[n - 1]! : 0,
  };
}

function isSortedByTime(points: readonly PlaybackRoutePoint[]): boolean {
  for (let i = 1; i < points.length; i++) if (points[i]!.t < points[i - 1]!.t) return false;
  return true;
}
