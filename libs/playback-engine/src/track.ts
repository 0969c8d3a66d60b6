/**
 * A replayable track: points sorted by time with O(log n) lookup of the segment around any instant.
 * Pure data in, data out; the clock belongs to the caller (`sampleAt(track, t)`).
 */

/** One recorded point. */
export interface TrackPoint {
  /** Time, ms since epoch. */
  t: number;
  /** Latitude, degrees. */
  lat: number;
  /** Longitude, degrees. */
  lng: number;
  /** Heading, degrees clockwise from north. */
  heading: number;
}

/** A track prepared for lookup: columnar arrays for cache-friendly binary search. */
export interface Track {
  readonly times: Float64Array;
  readonly lats: Float64Array;
  readonly lngs: Float64Array;
  readonly headings: Float64Array;
  readonly length: number;
}

/** Prepares a track. Points must be sorted by time (equal times allowed); throws otherwise. */
export function createTrack(points: readonly TrackPoint[]): Track {
  const n = points.length;
  const times = new Float64Array(n);
  const lats = new Float64Array(n);
  const lngs = new Float64Array(n);
  const headings = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const p = points[i]!;
    if (i > 0 && p.t < times[i - 1]!) throw new Error(`Track points are not sorted by time at index ${i}`);
    times[i] = p.t;
    lats[i] = p.lat;
    lngs[i] = p.lng;
    headings[i] = p.heading;
  }
  return { times, lats, lngs, headings, length: n };
}

/**
 * Index of the last point at or before `t` (binary search); -1 before the first point.
 * With equal times the last of them is returned.
 */
export function indexAt(track: Track, t: number): number {
  let lo = 0;
  let hi = track.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (track.times[mid]! <= t) {
      found = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return found;
}

/** Heading between a and b at fraction f (0..1), along the shortest arc, in [0, 360). */
export function interpolateHeading(a: number, b: number, f: number): number {
  const delta = ((((b - a) % 360) + 540) % 360) - 180;
  return (((a + delta * f) % 360) + 360) % 360;
}

/** An interpolated state of the track at an instant. */
export interface TrackSample {
  lat: number;
  lng: number;
  heading: number;
  /** Index of the point at or before the instant (clamped to the track). */
  index: number;
}

/**
 * Position and heading at `t`, linearly interpolated between the surrounding points; clamped to the first and last
 * point outside the track. Returns null for an empty track.
 */
export function sampleAt(track: Track, t: number): TrackSample | null {
  if (track.length === 0) return null;
  const i = indexAt(track, t);
  if (i < 0) return { lat: track.lats[0]!, lng: track.lngs[0]!, heading: track.headings[0]!, index: 0 };
  const last = track.length - 1;
  if (i >= last) return { lat: track.lats[last]!, lng: track.lngs[last]!, heading: track.headings[last]!, index: last };
  const t0 = track.times[i]!;
  const t1 = track.times[i + 1]!;
  const f = t1 > t0 ? (t - t0) / (t1 - t0) : 0;
  return {
    lat: track.lats[i]! + (track.lats[i + 1]! - track.lats[i]!) * f,
    lng: track.lngs[i]! + (track.lngs[i + 1]! - track.lngs[i]!) * f,
    heading: interpolateHeading(track.headings[i]!, track.headings[i + 1]!, f),
    index: i,
  };
}
