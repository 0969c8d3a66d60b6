/**
 * The roads the demo fleet drives outside the OSM road graph: every generated link (links.ts) its assets can take,
 * as GeoJSON lines a basemap can draw. A link depends only on its two ends, so enumerating the pairs of sites each
 * behaviour travels between gives exactly the lines the simulation drives on, whatever the seed and the day.
 */
import { buildLink, HIGHWAY_LINK, LOCAL_LINK, type Link, type LinkOptions, type Site } from './links';
import { isMovableItem, itemStopsOf } from './item';
import { nodeSite, regionOfAsset, type Region } from './regions';
import { buildRoadGraph, type RoadGraph } from './road-graph';
import { DEMO_FLEET } from './roster';
import { nearestNode } from './route';
import { DEMO_FLEET_DEFAULTS, type DemoFleetSettings } from './settings';
import type { DemoAssetSpec, DemoWorld } from './types';
import { localSitesOf } from './vehicle';
import { commuteHomesOf } from './walker';

/** Properties of one road of {@link demoFleetRoads}. */
export interface FleetRoadProperties {
  /** OSM-style class: `trunk` for inter-town highway links, `primary` for links within a region. */
  highway: 'trunk' | 'primary';
  /** What the link serves. */
  kind: 'inter-town' | 'local';
  /** The two ends, e.g. "Shah Alam - Ipoh". */
  name: string;
}

/** One road: a LineString of [lng, lat] pairs. */
export interface FleetRoadFeature {
  type: 'Feature';
  properties: FleetRoadProperties;
  geometry: { type: 'LineString'; coordinates: [number, number][] };
}

/** The roads as a GeoJSON FeatureCollection. */
export interface FleetRoadCollection {
  type: 'FeatureCollection';
  features: FleetRoadFeature[];
}

/** Options of {@link demoFleetRoads}. */
export interface DemoFleetRoadsOptions {
  /** The world the fleet runs in (the same roads and places the server passes to createDemoFleet). */
  world: DemoWorld;
  /** The assets (group and type decide where and how each travels). @default the demo fleet (DEMO_FLEET) */
  assets?: readonly Pick<DemoAssetSpec, 'name' | 'group' | 'type'>[];
  /** Tuning merged over DEMO_FLEET_DEFAULTS (only `longHaulShare` matters here). */
  settings?: Partial<DemoFleetSettings>;
}

/** Decimal places kept in the coordinates (1e-6 degree is about 0.1 m). */
const COORD_DECIMALS = 6;

interface Pair {
  a: Site;
  b: Site;
  options: LinkOptions;
}

function siteName(site: Site, region: Region): string {
  if (site.key.startsWith('place:')) return site.key.split(':')[1] ?? site.key;
  if (site.key === region.hub.key && region.kind === 'sea') return 'Port Klang';
  return 'Shah Alam';
}

function pairsOf(spec: Pick<DemoAssetSpec, 'name' | 'type'>, region: Region, graph: RoadGraph, longHaul: boolean): Pair[] {
  const out: Pair[] = [];
  const local = (a: Site, b: Site) => out.push({ a, b, options: LOCAL_LINK });
  const offGraph = region.kind !== 'roads';
  switch (spec.type) {
    case 'car':
    case 'truck': {
      // Trips go between any two of the hub and the local sites (vehicle.ts, randomDestination and the way home).
      if (offGraph) {
        const stops = [region.hub, ...localSitesOf(region)];
        for (let i = 0; i < stops.length; i += 1) for (let j = i + 1; j < stops.length; j += 1) local(stops[i]!, stops[j]!);
      }
      // Long-haul trucks run from the hub (or the graph node nearest the destination) to any far site and back.
      if (spec.type === 'truck' && longHaul) {
        for (const dest of region.farSites) {
          const gate = offGraph ? region.hub : nodeSite(graph, nearestNode(graph, dest.lat, dest.lng));
          out.push({ a: gate, b: dest, options: HIGHWAY_LINK });
        }
      }
      break;
    }
    case 'staff':
    case 'watch':
      if (offGraph) for (const home of commuteHomesOf(region)) local(region.hub, home);
      break;
    case 'item':
      if (offGraph && isMovableItem(spec.name, region)) for (const stop of itemStopsOf(region)) local(region.hub, stop);
      break;
    default:
      // Machines work fields, animals graze, boats sail: none of them uses a road link.
      break;
  }
  return out.filter((p) => p.a.key !== p.b.key);
}

function round(value: number): number {
  const k = 10 ** COORD_DECIMALS;
  return Math.round(value * k) / k;
}

/**
 * The lines the demo fleet drives on generated links (inter-town highways of long-haul trucks, local roads between the
 * places of the Penang, Johor, Sabah and Port Klang regions), each once, sorted by name. The Shah Alam OSM roads are
 * not repeated: they are the world's `roads`.
 */
export function demoFleetRoads(options: DemoFleetRoadsOptions): FleetRoadCollection {
  const settings = { ...DEMO_FLEET_DEFAULTS, ...options.settings };
  const assets = options.assets ?? Object.entries(DEMO_FLEET).flatMap(([group, list]) => list.map(({ name, type }) => ({ name, type, group })));
  const graph = buildRoadGraph(options.world.roads);
  const places = options.world.places;
  const regions = new Map<string, Region>();
  const links = new Map<string, Link>();
  // Every group with trucks has long-haul trucks when the share is positive (traits.ts rounds the count up).
  const longHaul = settings.longHaulShare > 0;
  const features = new Map<string, FleetRoadFeature>();
  for (const spec of assets) {
    const region = regionOfAsset(spec, graph, places, regions);
    for (const { a, b, options: linkOptions } of pairsOf(spec, region, graph, longHaul)) {
      const [p, q] = a.key <= b.key ? [a, b] : [b, a];
      const key = `${p.key}|${q.key}|${linkOptions.cruiseKmh}`;
      if (features.has(key)) continue;
      const link = buildLink(p, q, places, linkOptions, links);
      const interTown = linkOptions === HIGHWAY_LINK;
      features.set(key, {
        type: 'Feature',
        properties: { highway: interTown ? 'trunk' : 'primary', kind: interTown ? 'inter-town' : 'local', name: `${siteName(p, region)} - ${siteName(q, region)}` },
        geometry: { type: 'LineString', coordinates: link.points.map((pt) => [round(pt.lng), round(pt.lat)]) },
      });
    }
  }
  const sorted = [...features.entries()].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)).map(([, f]) => f);
  return { type: 'FeatureCollection', features: sorted };
}
