/**
 * Generated road links between gazetteer places where there is no road graph: the straight line bent through the
 * intermediate places near it, with a smooth lateral jitter, and slower limits through towns. A link depends only on
 * its two ends, so every vehicle uses the same link and the way back is the way there reversed.
 */
import { haversineM, METRES_PER_DEG_LAT, metresPerDegLng, type GeoPoint } from './geo';
import { hashString, Random } from './prng';
import type { DemoPlace } from './types';

/** A named point trips start or end at. The key identifies it for seeding and caching. */
export interface Site extends GeoPoint {
  key: string;
}

/** How links are laid out. Speeds km/h, lengths metres. */
export interface LinkOptions {
  /** Limit on the open road, km/h. */
  cruiseKmh: number;
  /** Limit within `townRadiusM` of an intermediate place, km/h. */
  townKmh: number;
  /** Limit within `endRadiusM` of either end, km/h. */
  endKmh: number;
  townRadiusM: number;
  endRadiusM: number;
  /** Largest lateral jitter, metres (also at most 4 % of a leg). */
  jitterM: number;
  /** Spacing of the generated points, metres. */
  stepM: number;
}

/** Inter-town highway links. */
export const HIGHWAY_LINK: Readonly<LinkOptions> = Object.freeze({
  cruiseKmh: 90,
  townKmh: 60,
  endKmh: 50,
  townRadiusM: 2000,
  endRadiusM: 2500,
  jitterM: 300,
  stepM: 400,
});

/** Links between places of one region (state roads). */
export const LOCAL_LINK: Readonly<LinkOptions> = Object.freeze({
  cruiseKmh: 75,
  townKmh: 50,
  endKmh: 40,
  townRadiusM: 1500,
  endRadiusM: 1500,
  jitterM: 150,
  stepM: 250,
});

/** A link: points and the limit of each piece between them (km/h). */
export interface Link {
  points: GeoPoint[];
  limitsKmh: number[];
}

function waypoints(a: Site, b: Site, places: readonly DemoPlace[]): GeoPoint[] {
  const kx = metresPerDegLng((a.lat + b.lat) / 2);
  const ky = METRES_PER_DEG_LAT;
  const bx = (b.lng - a.lng) * kx;
  const by = (b.lat - a.lat) * ky;
  const length = Math.hypot(bx, by);
  if (length < 15_000) return [];
  const spacing = Math.max(10_000, length / 10);
  const corridor = Math.max(2_000, 0.1 * length);
  const candidates: { u: number; off: number; p: DemoPlace }[] = [];
  for (const p of places) {
    const px = (p.lng - a.lng) * kx;
    const py = (p.lat - a.lat) * ky;
    const u = (px * bx + py * by) / (length * length);
    if (u < 0.08 || u > 0.92) continue;
    const off = Math.abs(px * by - py * bx) / length;
    if (off <= corridor) candidates.push({ u, off, p });
  }
  candidates.sort((x, y) => x.u - y.u || x.off - y.off || x.p.name.localeCompare(y.p.name));
  const picked: GeoPoint[] = [];
  let lastAlong = 0;
  for (const c of candidates) {
    const along = c.u * length;
    if (along - lastAlong < spacing || length - along < spacing / 2) continue;
    picked.push({ lat: c.p.lat, lng: c.p.lng });
    lastAlong = along;
  }
  return picked;
}

function canonicalLink(a: Site, b: Site, places: readonly DemoPlace[], options: LinkOptions): Link {
  const rng = new Random(hashString(`${a.key}|${b.key}`));
  const stops = [a, ...waypoints(a, b, places), b];
  const points: GeoPoint[] = [{ lat: a.lat, lng: a.lng }];
  for (let leg = 0; leg + 1 < stops.length; leg += 1) {
    const p = stops[leg]!;
    const q = stops[leg + 1]!;
    const kx = metresPerDegLng((p.lat + q.lat) / 2);
    const dx = (q.lng - p.lng) * kx;
    const dy = (q.lat - p.lat) * METRES_PER_DEG_LAT;
    const legM = Math.hypot(dx, dy);
    const n = Math.max(1, Math.ceil(legM / options.stepM));
    const amp = Math.min(options.jitterM, 0.04 * legM);
    const k1 = rng.int(1, 2);
    const k2 = rng.int(3, 5);
    const ph1 = rng.range(0, 2 * Math.PI);
    const ph2 = rng.range(0, 2 * Math.PI);
    for (let i = 1; i <= n; i += 1) {
      const u = i / n;
      const side = amp * Math.sin(Math.PI * u) * (0.6 * Math.sin(2 * Math.PI * k1 * u + ph1) + 0.4 * Math.sin(2 * Math.PI * k2 * u + ph2));
      // Offset to the left of the direction of travel (unit normal (-dy, dx)).
      const nx = legM > 0 ? -dy / legM : 0;
      const ny = legM > 0 ? dx / legM : 0;
      points.push({
        lat: p.lat + (dy * u + ny * side) / METRES_PER_DEG_LAT,
        lng: p.lng + (dx * u + nx * side) / kx,
      });
    }
  }
  const inner = stops.slice(1, -1);
  const limitsKmh: number[] = [];
  for (let i = 0; i + 1 < points.length; i += 1) {
    const m = { lat: (points[i]!.lat + points[i + 1]!.lat) / 2, lng: (points[i]!.lng + points[i + 1]!.lng) / 2 };
    const toEnd = Math.min(haversineM(m.lat, m.lng, a.lat, a.lng), haversineM(m.lat, m.lng, b.lat, b.lng));
    let toTown = Infinity;
    for (const t of inner) toTown = Math.min(toTown, haversineM(m.lat, m.lng, t.lat, t.lng));
    limitsKmh.push(toEnd < options.endRadiusM ? options.endKmh : toTown < options.townRadiusM ? options.townKmh : options.cruiseKmh);
  }
  return { points, limitsKmh };
}

/** Builds (or reuses from `cache`) the link from `a` to `b`. */
export function buildLink(a: Site, b: Site, places: readonly DemoPlace[], options: LinkOptions, cache?: Map<string, Link>): Link {
  const forward = a.key <= b.key;
  const [p, q] = forward ? [a, b] : [b, a];
  const key = `${p.key}|${q.key}|${options.cruiseKmh}|${options.jitterM}`;
  let link = cache?.get(key);
  if (!link) {
    link = canonicalLink(p, q, places, options);
    cache?.set(key, link);
  }
  if (forward) return link;
  return { points: link.points.slice().reverse(), limitsKmh: link.limitsKmh.slice().reverse() };
}
