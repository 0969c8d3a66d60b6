import { EARTH_RADIUS_KM, type PlaybackRoutePoint } from '@fleet/domain';
import { localDayOf } from './local-day';

/** Options of {@link simplifyRoute}; every entry says its unit. */
export interface SimplifyRouteOptions {
  /** Largest distance a dropped point may lie from the drawn line, metres. @default 10 */
  toleranceM?: number;
  /**
   * Target number of points: while more are kept the tolerance doubles (the points that must stay stay whatever the
   * budget). @default Infinity
   */
  maxPoints?: number;
  /** Zone of the day boundaries kept (the first and last point of each local day). Without it none are kept. */
  timeZone?: string;
}

/** Defaults of {@link SimplifyRouteOptions}. */
export const SIMPLIFY_DEFAULTS = { toleranceM: 10, maxPoints: Infinity } as const;

/** What the simplifier reads of a point (a PlaybackRoutePoint fits). */
export type SimplifiablePoint = Pick<PlaybackRoutePoint, 't' | 'lat' | 'lng' | 'status' | 'event' | 'overspeed'>;

const M_PER_DEG = (EARTH_RADIUS_KM * 1000 * Math.PI) / 180;

/**
 * The points that must stay on any simplified route: the first and last, every event point (stop, move, ignition,
 * overspeed, POI), both sides of every status change (so each stop keeps its first and last sample and the player
 * shows the right status at every instant), both sides of every overspeed change, and with a zone the first and last
 * point of each local day. Returns a 0/1 flag per point.
 */
export function mustKeep(points: readonly SimplifiablePoint[], timeZone?: string): Uint8Array {
  const n = points.length;
  const keep = new Uint8Array(n);
  if (n === 0) return keep;
  keep[0] = 1;
  keep[n - 1] = 1;
  let dayTo = timeZone ? localDayOf(points[0]!.t, timeZone).to : Infinity;
  for (let i = 1; i < n; i++) {
    const p = points[i]!;
    const q = points[i - 1]!;
    if (p.event !== null) keep[i] = 1;
    if (p.status !== q.status || p.overspeed !== q.overspeed) keep[i] = keep[i - 1] = 1;
    if (p.t >= dayTo) {
      keep[i] = keep[i - 1] = 1;
      dayTo = localDayOf(p.t, timeZone!).to;
    }
  }
  return keep;
}

/**
 * Simplifies a route for drawing (Douglas–Peucker in metres on a local equirectangular projection): between two
 * points that must stay (see {@link mustKeep}), a point is kept when it lies farther than the tolerance from the line
 * through the kept points around it, so the drawn line follows the roads within the tolerance instead of cutting
 * corners. With `maxPoints`, the tolerance doubles until the route fits (never below what must stay).
 * @returns the indices kept (ascending) and the tolerance that was used, metres
 */
export function simplifyRoute(points: readonly SimplifiablePoint[], options: SimplifyRouteOptions = {}): SimplifiedRoute {
  const n = points.length;
  const maxPoints = options.maxPoints ?? SIMPLIFY_DEFAULTS.maxPoints;
  const anchors = mustKeep(points, options.timeZone);
  let tolerance = options.toleranceM ?? SIMPLIFY_DEFAULTS.toleranceM;
  let keep = douglasPeucker(points, anchors, tolerance);
  // Each doubling roughly halves the kept points; 30 rounds reach any route's size.
  for (let round = 0; round < 30 && count(keep) > maxPoints; round++) {
    tolerance = tolerance > 0 ? tolerance * 2 : 1;
    keep = douglasPeucker(points, anchors, tolerance);
  }
  const kept: number[] = [];
  for (let i = 0; i < n; i++) if (keep[i] === 1) kept.push(i);
  return { kept, toleranceM: tolerance };
}

/** What {@link simplifyRoute} gives. */
export interface SimplifiedRoute {
  /** Indices of the points kept, ascending. */
  kept: number[];
  /** The tolerance used (the asked one, or larger to meet `maxPoints`), metres. */
  toleranceM: number;
}

function count(flags: Uint8Array): number {
  let c = 0;
  for (let i = 0; i < flags.length; i++) c += flags[i]!;
  return c;
}

/** Distance of point p from the segment a–b, metres (all three projected around a). */
function segmentDistanceM(p: SimplifiablePoint, a: SimplifiablePoint, b: SimplifiablePoint): number {
  const kx = Math.cos((a.lat * Math.PI) / 180) * M_PER_DEG;
  const bx = (b.lng - a.lng) * kx;
  const by = (b.lat - a.lat) * M_PER_DEG;
  const px = (p.lng - a.lng) * kx;
  const py = (p.lat - a.lat) * M_PER_DEG;
  const len2 = bx * bx + by * by;
  const f = len2 > 0 ? Math.max(0, Math.min(1, (px * bx + py * by) / len2)) : 0;
  return Math.hypot(px - f * bx, py - f * by);
}

/** Douglas–Peucker between consecutive anchors, iterative (no recursion depth limit); returns the kept flags. */
function douglasPeucker(points: readonly SimplifiablePoint[], anchors: Uint8Array, toleranceM: number): Uint8Array {
  const keep = Uint8Array.from(anchors);
  const stack: number[] = [];
  let prev = -1;
  for (let i = 0; i < points.length; i++) {
    if (anchors[i] !== 1) continue;
    if (prev >= 0 && i - prev > 1) stack.push(prev, i);
    prev = i;
  }
  while (stack.length > 0) {
    const b = stack.pop()!;
    const a = stack.pop()!;
    let worst = -1;
    let worstD = toleranceM;
    for (let k = a + 1; k < b; k++) {
      const d = segmentDistanceM(points[k]!, points[a]!, points[b]!);
      if (d > worstD) {
        worstD = d;
        worst = k;
      }
    }
    if (worst < 0) continue;
    keep[worst] = 1;
    if (worst - a > 1) stack.push(a, worst);
    if (b - worst > 1) stack.push(worst, b);
  }
  return keep;
}

/**
 * How far the drawn line strays from the route: the largest distance of any point from the line through the kept
 * points around it, metres (0 when every point is kept). Used to prove a simplification keeps the road shape.
 */
export function maxDeviationM(points: readonly SimplifiablePoint[], kept: readonly number[]): number {
  let worst = 0;
  for (let k = 1; k < kept.length; k++) {
    const a = kept[k - 1]!;
    const b = kept[k]!;
    for (let i = a + 1; i < b; i++) worst = Math.max(worst, segmentDistanceM(points[i]!, points[a]!, points[b]!));
  }
  return worst;
}
