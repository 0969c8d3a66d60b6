import { indexAt, interpolateHeading } from './track';
import type { PlaybackFrame, PlaybackTrack } from './types';

/** A blank frame, to be filled by `frameInto` (allocate once, reuse every animation frame). */
export function createFrame(): PlaybackFrame {
  return { t: 0, lat: 0, lng: 0, heading: 0, index: -1, status: 'Inactive', speed: 0 };
}

/**
 * Fills `out` with the asset's state at `t` and returns it; allocates nothing.
 * - `t` is clamped to [track.start, track.end] (before the first point the asset stays at it, after the last likewise);
 *   `out.t` is the clamped time.
 * - lat/lng are linearly interpolated between the point at or before `t` and the next one; heading along the shortest
 *   arc (`interpolateHeading`).
 * - `index` is the last point at or before `t` (the last of equal times); `status` and `speed` are that point's
 *   (speed is deliberately NOT interpolated, so it always agrees with the status: a Parked point never shows 20 km/h).
 * - Empty track: position 0/0, heading 0, index -1, status 'Inactive', speed 0.
 */
export function frameInto(track: PlaybackTrack, t: number, out: PlaybackFrame): PlaybackFrame {
  const n = track.length;
  if (n === 0) {
    out.t = track.start;
    out.lat = 0;
    out.lng = 0;
    out.heading = 0;
    out.index = -1;
    out.status = 'Inactive';
    out.speed = 0;
    return out;
  }
  const tc = t < track.start ? track.start : t > track.end ? track.end : t === t ? t : track.start; // NaN → start
  const last = n - 1;
  let i = indexAt(track, tc);
  if (i < 0) i = 0;
  out.t = tc;
  out.index = i;
  const p = track.points[i]!;
  out.status = p.status;
  out.speed = p.speed;
  if (i >= last) {
    out.lat = track.lats[last]!;
    out.lng = track.lngs[last]!;
    out.heading = track.headings[last]!;
    return out;
  }
  const t0 = track.times[i]!;
  const t1 = track.times[i + 1]!;
  const f = t1 > t0 ? (tc - t0) / (t1 - t0) : 0;
  const lat0 = track.lats[i]!;
  const lng0 = track.lngs[i]!;
  out.lat = lat0 + (track.lats[i + 1]! - lat0) * f;
  out.lng = lng0 + (track.lngs[i + 1]! - lng0) * f;
  out.heading = interpolateHeading(track.headings[i]!, track.headings[i + 1]!, f);
  return out;
}

/** The asset's state at `t` (see `frameInto`); allocates only the returned object. */
export function frameAt(track: PlaybackTrack, t: number): PlaybackFrame {
  return frameInto(track, t, createFrame());
}
