import type { TrafficSegment } from '@fleet/domain';

/** One recent report of a moving vehicle. */
export interface TrafficSample {
  /** The vehicle: consecutive reports of one vehicle say which road lies between them. */
  assetId: number;
  /** ms since epoch */
  time: number;
  lat: number;
  lng: number;
  /** km/h, > 0 */
  speed: number;
  /** degrees clockwise from north */
  heading: number;
}

/** The road a sample was snapped to. */
export interface RoadMatch {
  /** Same key for both directions of a two-way road, so that they are drawn once. */
  key: string;
  /** [lng, lat] pairs. */
  path: [number, number][];
  /** The road's limit (maxspeed, else its class default), km/h. */
  limitKmh: number;
  /** The snapper's own reference of the matched road (its directed edge id), for {@link RoadsBetween}. */
  ref?: number;
}

/** Snaps a report to a road edge nearby, or null when none is close enough. */
export type SnapToRoad = (sample: TrafficSample) => RoadMatch | null;

/**
 * The roads driven between two snapped reports of one vehicle (without the two reports' own roads): the edges of the
 * route from the first to the second, or null when there is no plausible one (too long a detour, unreachable).
 */
export type RoadsBetween = (from: RoadMatch, to: RoadMatch, straightMetres: number) => RoadMatch[] | null;

/** Tuning of the fleet-derived traffic layer; units given per entry. */
export interface FleetTrafficOptions {
  /** Side of a grid cell that keys a stretch off the road graph, degrees (0.0045 ≈ 500 m). @default 0.0045 */
  cellDeg: number;
  /** The limit assumed off the road graph, km/h (open-road limit of Malaysian trunk roads). @default 80 */
  cellLimitKmh: number;
  /** Two reports of one vehicle at most this far apart in time are one drive between them, ms. @default 180000 */
  maxGapMs: number;
  /** ... and at most this far apart in space, metres (a longer jump is a gap in the data, not a road). @default 6000 */
  maxStepMetres: number;
}

export const FLEET_TRAFFIC_DEFAULTS: FleetTrafficOptions = { cellDeg: 0.0045, cellLimitKmh: 80, maxGapMs: 180_000, maxStepMetres: 6000 };

interface Bucket {
  path: [number, number][];
  limitKmh: number;
  sum: number;
  n: number;
}

const round7 = (v: number) => Math.round(v * 1e7) / 1e7;

/** Flat-earth distance between two reports, metres (short steps). */
function stepMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const kx = 111_320 * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180);
  return Math.hypot((b.lng - a.lng) * kx, (b.lat - a.lat) * 110_574);
}

/**
 * The traffic layer from the fleet's own recent reports. A report's speed goes to the road it snaps to; the stretch
 * between two consecutive reports of one vehicle (within `maxGapMs` and `maxStepMetres`) was driven at their mean
 * speed, so it goes to every road of the route between them (on the road graph) or, off the graph (highways between
 * towns), to the straight stretch between them, keyed by the grid cells of its ends so that vehicles on the same
 * stretch share it. A lone report off the graph draws a short stretch along its heading. A segment's speed is the
 * mean of what it got and its ratio that mean over the road's limit. Pure.
 */
export function buildTrafficSegments(
  samples: Iterable<TrafficSample>,
  snap: SnapToRoad,
  options: Partial<FleetTrafficOptions> & { between?: RoadsBetween } = {},
): TrafficSegment[] {
  const { cellDeg, cellLimitKmh, maxGapMs, maxStepMetres } = { ...FLEET_TRAFFIC_DEFAULTS, ...options };
  const buckets = new Map<string, Bucket>();
  const add = (key: string, path: [number, number][], limitKmh: number, speed: number) => {
    let bucket = buckets.get(key);
    if (!bucket) buckets.set(key, (bucket = { path, limitKmh, sum: 0, n: 0 }));
    bucket.sum += speed;
    bucket.n += 1;
  };
  const cellOf = (s: { lat: number; lng: number }) => `${Math.floor(s.lng / cellDeg)}:${Math.floor(s.lat / cellDeg)}`;

  const byAsset = new Map<number, TrafficSample[]>();
  for (const s of samples) {
    if (!(s.speed > 0)) continue;
    const list = byAsset.get(s.assetId);
    if (list) list.push(s);
    else byAsset.set(s.assetId, [s]);
  }
  for (const reports of byAsset.values()) {
    reports.sort((a, b) => a.time - b.time);
    const roads = reports.map((s) => snap(s));
    const joined = new Uint8Array(reports.length);
    for (let i = 0; i < reports.length; i++) {
      const road = roads[i];
      if (road) add(`road:${road.key}`, road.path, road.limitKmh, reports[i]!.speed);
      if (i === 0) continue;
      const a = reports[i - 1]!;
      const b = reports[i]!;
      const metres = stepMetres(a, b);
      if (b.time - a.time > maxGapMs || metres > maxStepMetres) continue;
      const speed = (a.speed + b.speed) / 2;
      const ra = roads[i - 1];
      if (ra && road) {
        if (ra.key === road.key) continue;
        const between = options.between?.(ra, road, metres);
        if (between) {
          for (const r of between) add(`road:${r.key}`, r.path, r.limitKmh, speed);
          continue;
        }
      }
      if (ra && road) continue; // both on the graph but no plausible route: their own roads only
      // Off the graph (at least at one end): the straight stretch between the two reports.
      const [ca, cb] = [cellOf(a), cellOf(b)];
      const key = ca < cb ? `track:${ca}>${cb}` : `track:${cb}>${ca}`;
      add(key, [[round7(a.lng), round7(a.lat)], [round7(b.lng), round7(b.lat)]], cellLimitKmh, speed);
      joined[i - 1] = 1;
      joined[i] = 1;
    }
    // A lone report off the graph: a stretch of one cell along its heading.
    reports.forEach((s, i) => {
      if (roads[i] || joined[i]) return;
      const half = cellDeg / 2;
      const rad = (s.heading * Math.PI) / 180;
      const [dx, dy] = [(Math.sin(rad) * half) / Math.cos((s.lat * Math.PI) / 180), Math.cos(rad) * half];
      add(`lone:${cellOf(s)}`, [[round7(s.lng - dx), round7(s.lat - dy)], [round7(s.lng + dx), round7(s.lat + dy)]], cellLimitKmh, s.speed);
    });
  }
  return [...buckets.values()].map((b) => {
    const speedKmh = b.sum / b.n;
    return {
      path: b.path,
      speedKmh: Math.round(speedKmh * 10) / 10,
      ratio: Math.round((speedKmh / b.limitKmh) * 1000) / 1000,
      samples: b.n,
    };
  });
}
