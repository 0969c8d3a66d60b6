import type { TrafficSegment } from '@fleet/domain';

/** One recent report of a moving vehicle. */
export interface TrafficSample {
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
}

/** Snaps a report to a road edge nearby, or null when none is close enough. */
export type SnapToRoad = (sample: TrafficSample) => RoadMatch | null;

/** Tuning of the fleet-derived traffic layer; units given per entry. */
export interface FleetTrafficOptions {
  /** Side of a grid cell for reports off the road graph, degrees (0.0045 ≈ 500 m). @default 0.0045 */
  cellDeg: number;
  /** The limit assumed in a grid cell, km/h (open-road limit of Malaysian trunk roads). @default 80 */
  cellLimitKmh: number;
}

export const FLEET_TRAFFIC_DEFAULTS: FleetTrafficOptions = { cellDeg: 0.0045, cellLimitKmh: 80 };

interface Bucket {
  path: [number, number][];
  limitKmh: number;
  sum: number;
  n: number;
}

/** A cell as a closed square ring of [lng, lat]. */
function cellPath(x: number, y: number, size: number): [number, number][] {
  const round = (v: number) => Math.round(v * 1e7) / 1e7;
  const [x0, y0, x1, y1] = [round(x * size), round(y * size), round((x + 1) * size), round((y + 1) * size)];
  return [[x0, y0], [x1, y0], [x1, y1], [x0, y1], [x0, y0]];
}

/**
 * The traffic layer from the fleet's own recent reports: each report goes to the road edge it snaps to, else to a
 * grid cell; a segment's speed is the mean of its reports and its ratio that mean over the road's limit. Pure.
 */
export function buildTrafficSegments(
  samples: Iterable<TrafficSample>,
  snap: SnapToRoad,
  options: Partial<FleetTrafficOptions> = {},
): TrafficSegment[] {
  const { cellDeg, cellLimitKmh } = { ...FLEET_TRAFFIC_DEFAULTS, ...options };
  const buckets = new Map<string, Bucket>();
  for (const s of samples) {
    if (!(s.speed > 0)) continue;
    const road = snap(s);
    let key: string;
    let bucket: Bucket | undefined;
    if (road) {
      key = `road:${road.key}`;
      bucket = buckets.get(key);
      if (!bucket) buckets.set(key, (bucket = { path: road.path, limitKmh: road.limitKmh, sum: 0, n: 0 }));
    } else {
      const x = Math.floor(s.lng / cellDeg);
      const y = Math.floor(s.lat / cellDeg);
      key = `cell:${x}:${y}`;
      bucket = buckets.get(key);
      if (!bucket) buckets.set(key, (bucket = { path: cellPath(x, y, cellDeg), limitKmh: cellLimitKmh, sum: 0, n: 0 }));
    }
    bucket.sum += s.speed;
    bucket.n += 1;
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
