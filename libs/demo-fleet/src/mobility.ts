/** Building tracks between locations: road routes on the graph, generated links elsewhere, short connectors. */
import type { SimWorld } from './context';
import { haversineM, type GeoPoint } from './geo';
import { buildLink, type LinkOptions, type Site } from './links';
import type { Random } from './prng';
import { findRoute } from './route';
import type { DemoFleetSettings } from './settings';
import { buildTrack, type Track, type TrackOptions } from './track';

/** A place an asset can be: a site, and its graph node when it is on the road graph. */
export interface Loc {
  site: Site;
  node: number | null;
}

/** Limit of the short connector between an off-road point and the road, km/h. */
const CONNECTOR_KMH = 15;

/** Speed factor range of a trip driven above the limit (cars). */
export const CAR_OVERSPEED: readonly [number, number] = [1.15, 1.32];
/** Speed factor range of a trip driven above the limit (trucks: heavier, often governed). */
export const TRUCK_OVERSPEED: readonly [number, number] = [1.08, 1.2];

/** Driving options for one trip: the driver's factor varies, and some trips are driven above the limit. */
export function tripOptions(
  base: TrackOptions,
  rng: Random,
  settings: DemoFleetSettings,
  overspeed: readonly [number, number] = CAR_OVERSPEED,
): TrackOptions {
  const speeding = rng.chance(settings.overspeedChance);
  const speedFactor = speeding
    ? rng.range(overspeed[0], overspeed[1])
    : Math.max(base.speedFactor - 0.12, Math.min(base.speedFactor + 0.08, base.speedFactor + 0.05 * rng.normal()));
  return { ...base, speedFactor };
}

/** Points and piece limits of the way from one location to another (road route or generated link). */
export function wayBetween(world: SimWorld, from: Loc, to: Loc, link: LinkOptions): { points: GeoPoint[]; limitsKmh: number[] } | null {
  if (from.node !== null && to.node !== null) {
    const route = findRoute(world.graph, from.node, to.node);
    if (!route) return null;
    const points: GeoPoint[] = [{ lat: route.coords[0]![1], lng: route.coords[0]![0] }];
    const limitsKmh: number[] = [];
    for (const eid of route.edgeIds) {
      const e = world.graph.edges[eid]!;
      for (let i = 1; i < e.coords.length; i += 1) {
        points.push({ lat: e.coords[i]![1], lng: e.coords[i]![0] });
        limitsKmh.push(e.speedKmh);
      }
    }
    return { points, limitsKmh };
  }
  return buildLink(from.site, to.site, world.places, link, world.links);
}

/** Adds straight connectors from `start` to the way and from the way to `end` where they differ by over 1 m. */
export function withConnectors(
  way: { points: GeoPoint[]; limitsKmh: number[] },
  start: GeoPoint | null,
  end: GeoPoint | null,
): { points: GeoPoint[]; limitsKmh: number[] } {
  const points = way.points.slice();
  const limitsKmh = way.limitsKmh.slice();
  const first = points[0];
  if (start && first && haversineM(start.lat, start.lng, first.lat, first.lng) > 1) {
    points.unshift(start);
    limitsKmh.unshift(CONNECTOR_KMH);
  }
  const last = points[points.length - 1];
  if (end && last && haversineM(end.lat, end.lng, last.lat, last.lng) > 1) {
    points.push(end);
    limitsKmh.push(CONNECTOR_KMH);
  }
  return { points, limitsKmh };
}

/** A track from the point `start` (at location `from`) to location `to`, ending at `end` (default: `to`'s site). */
export function travelTrack(
  world: SimWorld,
  start: GeoPoint,
  from: Loc,
  to: Loc,
  options: TrackOptions,
  link: LinkOptions,
  rng: Random,
  end: GeoPoint = to.site,
): Track | null {
  const way = wayBetween(world, from, to, link);
  if (!way) return null;
  const full = withConnectors(way, start, end);
  return buildTrack(full.points, full.limitsKmh, options, rng);
}
