/**
 * A drivable track: a polyline with a physically plausible speed profile. Targets come from the speed limits (times
 * a driver factor and smoothed noise) and from the turns (lateral acceleration on the turn radius); a forward pass
 * limits acceleration and a backward pass braking, so the vehicle starts and ends at rest, slows before bends and
 * accelerates after them. Between profile points acceleration is constant, which makes sampling exact.
 */
import { headingDiffDeg, METRES_PER_DEG_LAT, type GeoPoint } from './geo';
import type { Random } from './prng';

const DEG = Math.PI / 180;

/** How a track is driven. Speeds m/s, accelerations m/s², lengths metres. */
export interface TrackOptions {
  /** Acceleration, m/s². */
  accel: number;
  /** Braking, m/s². */
  decel: number;
  /** Lateral acceleration allowed in turns, m/s². */
  lateralAccel: number;
  /** Slowest speed through a sharp turn, m/s. */
  minTurnSpeed: number;
  /** Longest piece between profile points, metres. */
  maxStepM: number;
  /** Multiplier on the speed limits (driver style; above 1 is speeding). */
  speedFactor: number;
  /** Amplitude of the smoothed speed noise, share of the target (0.05 = +-5 %). */
  speedNoise: number;
  /** Span over which a turn is taken, metres (bounds the radius at junctions). */
  cornerSpanM: number;
}

/** Defaults of {@link TrackOptions} (a car). */
export const TRACK_DEFAULTS: Readonly<TrackOptions> = Object.freeze({
  accel: 1.8,
  decel: 2.5,
  lateralAccel: 2.5,
  minTurnSpeed: 2,
  maxStepM: 60,
  speedFactor: 0.95,
  speedNoise: 0.06,
  cornerSpanM: 20,
});

/** A polyline with arrival times and speeds at its points. */
export interface Track {
  lat: Float64Array;
  lng: Float64Array;
  /** Distance from the start, metres. */
  s: Float64Array;
  /** Speed at each point, m/s. */
  v: Float64Array;
  /** Time from the start at each point, seconds. */
  t: Float64Array;
  /** Heading of the piece from point i to i + 1, degrees. */
  heading: Float32Array;
  /** Length, metres. */
  lengthM: number;
  /** Duration, ms (rounded). */
  durationMs: number;
}

/** One sampled state on a track. */
export interface TrackSample {
  lat: number;
  lng: number;
  /** km/h */
  speedKmh: number;
  heading: number;
  /** Distance from the start, metres. */
  distanceM: number;
}

/**
 * Builds a track through `points` where `limitsKmh[i]` is the limit between point i and i + 1. Returns null when the
 * path is shorter than 1 m.
 */
export function buildTrack(points: readonly GeoPoint[], limitsKmh: readonly number[], options: TrackOptions, rng: Random): Track | null {
  // Pieces between distinct points, in local flat metres (the cosine of the first latitude serves the whole track:
  // under 0.3 % error over 200 km of latitude at Malaysian latitudes).
  const count = points.length;
  const pLat = new Float64Array(count);
  const pLng = new Float64Array(count);
  const len = new Float64Array(count);
  const hdg = new Float64Array(count);
  const lim = new Float64Array(count);
  const kx = count > 0 ? METRES_PER_DEG_LAT * Math.cos(points[0]!.lat * DEG) : 0;
  let kept = 0;
  let total = 0;
  for (let i = 0; i < count; i += 1) {
    const p = points[i]!;
    if (kept > 0) {
      const dy = (p.lat - pLat[kept - 1]!) * METRES_PER_DEG_LAT;
      const dx = (p.lng - pLng[kept - 1]!) * kx;
      const d = Math.sqrt(dx * dx + dy * dy);
      if (d < 0.5) continue;
      const h = Math.atan2(dx, dy) / DEG;
      len[kept - 1] = d;
      hdg[kept - 1] = h < 0 ? h + 360 : h;
      lim[kept - 1] = limitsKmh[i - 1] ?? limitsKmh[limitsKmh.length - 1] ?? 30;
      total += d;
    }
    pLat[kept] = p.lat;
    pLng[kept] = p.lng;
    kept += 1;
  }
  const pieces = kept - 1;
  if (pieces <= 0 || total < 1) return null;

  // Densify; original interior points carry the turn speed and the lower of the adjacent limits.
  const counts = new Int32Array(pieces);
  let m = 1;
  for (let i = 0; i < pieces; i += 1) {
    counts[i] = Math.max(pieces === 1 ? 2 : 1, Math.ceil(len[i]! / options.maxStepM));
    m += counts[i]!;
  }
  const lat = new Float64Array(m);
  const lng = new Float64Array(m);
  const s = new Float64Array(m);
  const v = new Float64Array(m);
  const t = new Float64Array(m);
  const heading = new Float32Array(m - 1);
  let x = 0;
  let j = 0;
  for (let i = 0; i < pieces; i += 1) {
    const n = counts[i]!;
    const limit = (lim[i]! / 3.6) * options.speedFactor;
    let vertexTarget = limit;
    if (i > 0) {
      vertexTarget = Math.min(limit, (lim[i - 1]! / 3.6) * options.speedFactor);
      const theta = headingDiffDeg(hdg[i - 1]!, hdg[i]!) * DEG;
      if (theta > 0.08) {
        const span = Math.min(len[i - 1]!, len[i]!, options.cornerSpanM);
        const radius = span / (2 * Math.tan(Math.min(theta, 3.1) / 2));
        vertexTarget = Math.min(vertexTarget, Math.max(options.minTurnSpeed, Math.sqrt(options.lateralAccel * radius)));
      }
    }
    const step = len[i]! / n;
    // Smoothed noise: an AR(1) walk over the pieces whose memory is ~300 m of road (uniform innovations, unit variance).
    const rho = Math.exp(-len[i]! / 300);
    x = rho * x + Math.sqrt(1 - rho * rho) * 3.4641 * (rng.float() - 0.5);
    const target = limit * Math.max(0.3, 1 + options.speedNoise * Math.max(-2.5, Math.min(2.5, x)));
    const a0 = pLat[i]!;
    const b0 = pLng[i]!;
    const da = (pLat[i + 1]! - a0) / n;
    const db = (pLng[i + 1]! - b0) / n;
    for (let k = 0; k < n; k += 1) {
      lat[j] = a0 + da * k;
      lng[j] = b0 + db * k;
      if (j > 0) s[j] = s[j - 1]! + step;
      v[j] = k === 0 ? Math.min(vertexTarget, target) : target;
      heading[j] = hdg[i]!;
      j += 1;
    }
  }
  lat[j] = pLat[pieces]!;
  lng[j] = pLng[pieces]!;
  s[j] = total;

  // v holds the targets; now the forward (acceleration) and backward (braking) passes.
  v[0] = 0;
  for (let i = 1; i < m; i += 1) v[i] = Math.min(v[i]!, Math.sqrt(v[i - 1]! * v[i - 1]! + 2 * options.accel * (s[i]! - s[i - 1]!)));
  v[m - 1] = 0;
  for (let i = m - 2; i >= 0; i -= 1) v[i] = Math.min(v[i]!, Math.sqrt(v[i + 1]! * v[i + 1]! + 2 * options.decel * (s[i + 1]! - s[i]!)));
  for (let i = 1; i < m; i += 1) {
    const mean = (v[i - 1]! + v[i]!) / 2;
    t[i] = t[i - 1]! + (mean > 1e-6 ? (s[i]! - s[i - 1]!) / mean : 0);
  }
  return { lat, lng, s, v, t, heading, lengthM: total, durationMs: Math.max(1000, Math.round(t[m - 1]! * 1000)) };
}

/** Samples a track `elapsedMs` after its start (clamped to its ends) into `out`. */
export function sampleTrack(track: Track, elapsedMs: number, out: TrackSample): TrackSample {
  const { t, s, v } = track;
  const m = t.length;
  const end = t[m - 1]!;
  const time = Math.max(0, Math.min(end, (elapsedMs / track.durationMs) * end));
  let lo = 0;
  let hi = m - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (t[mid]! <= time) lo = mid;
    else hi = mid;
  }
  const dt = t[hi]! - t[lo]!;
  const tau = time - t[lo]!;
  const v0 = v[lo]!;
  const v1 = v[hi]!;
  const acc = dt > 0 ? (v1 - v0) / dt : 0;
  const along = Math.min(s[hi]! - s[lo]!, v0 * tau + 0.5 * acc * tau * tau);
  const piece = s[hi]! - s[lo]!;
  const f = piece > 0 ? along / piece : 0;
  out.lat = track.lat[lo]! + (track.lat[hi]! - track.lat[lo]!) * f;
  out.lng = track.lng[lo]! + (track.lng[hi]! - track.lng[lo]!) * f;
  out.speedKmh = Math.max(0, (v0 + acc * tau) * 3.6);
  out.heading = track.heading[Math.min(lo, track.heading.length - 1)]!;
  out.distanceM = s[lo]! + along;
  return out;
}
