/**
 * Where each group operates, derived from the group name: Klang Valley and Head Office on the Shah Alam road graph,
 * Penang / Johor / Sabah around their towns (gazetteer places), marine groups on the water off Port Klang, Maldives
 * groups on the atolls round Malé (on Maldives time), any other group naming a Malaysian state around that state's
 * largest town, and everything else in Shah Alam.
 */
import { haversineM, offsetPoint, type GeoPoint } from './geo';
import type { Site } from './links';
import { MALDIVES_UTC_OFFSET_MS, MALE_HARBOUR } from './maldives';
import { PORT_OFFICE } from './marine';
import { hashString, noise01 } from './prng';
import type { RoadGraph } from './road-graph';
import { nearestNode } from './route';
import type { DemoAssetSpec, DemoPlace } from './types';

/** How a region is travelled: the road graph, generated links between places, water off Port Klang, or the Maldives atolls. */
export type RegionKind = 'roads' | 'places' | 'sea' | 'atoll';

/** One operating region. */
export interface Region {
  id: string;
  kind: RegionKind;
  /** The depot / office the group is based at. */
  hub: Site;
  /** Road graph nodes of depots and customers (roads regions). */
  nodes: number[];
  /** Places trips go to within the region (customers, homes, fields), nearest first. */
  sites: Site[];
  /** Destinations of inter-town trips. */
  farSites: Site[];
  /** Local time of the region when it is not the company's (the Maldives: UTC+5), ms. */
  utcOffsetMs?: number;
}

interface RegionRule {
  pattern: RegExp;
  kind: RegionKind;
  state?: string;
  hub?: string;
}

/** Group-name rules, first match wins. */
export const REGION_RULES: readonly RegionRule[] = [
  { pattern: /maldiv|atoll|\bmal[eé](?![a-z])/i, kind: 'atoll' },
  { pattern: /marine|maritime|vessel|offshore|harbou?r|port klang/i, kind: 'sea' },
  { pattern: /penang|pulau pinang/i, kind: 'places', state: 'Penang', hub: 'Butterworth' },
  { pattern: /johor/i, kind: 'places', state: 'Johor', hub: 'Johor Bahru' },
  { pattern: /sabah/i, kind: 'places', state: 'Sabah', hub: 'Sandakan' },
  { pattern: /klang valley|head office|\bhq\b|shah alam|selangor/i, kind: 'roads' },
];

/** Site of a place: its centre moved by up to 200 m (a yard or customer near the centre, stable per name). */
export function placeSite(place: DemoPlace): Site {
  const h = hashString(place.name);
  const at = offsetPoint(place, (noise01(h, 1) - 0.5) * 400, (noise01(h, 2) - 0.5) * 400);
  return { key: `place:${place.name}:${place.state}`, lat: at.lat, lng: at.lng };
}

/** Site of a graph node. */
export function nodeSite(graph: RoadGraph, node: number): Site {
  const c = graph.nodes[node]!.coord;
  return { key: `node:${node}`, lat: c[1], lng: c[0] };
}

function nearbySites(places: readonly DemoPlace[], around: GeoPoint, state: string | null, exclude: string | null): Site[] {
  const ranked = places
    .filter((p) => (state === null || p.state === state) && p.name !== exclude)
    .map((p) => ({ p, d: haversineM(around.lat, around.lng, p.lat, p.lng) }))
    .sort((a, b) => a.d - b.d || a.p.name.localeCompare(b.p.name));
  const within = ranked.filter((r) => r.d <= 30_000).slice(0, 20);
  return (within.length >= 6 ? within : ranked.slice(0, 6)).map((r) => placeSite(r.p));
}

function farSites(places: readonly DemoPlace[], around: GeoPoint, state: string | null, minPopulation: number): Site[] {
  return places
    .filter((p) => (state === null || p.state === state) && (p.population ?? 0) >= minPopulation && p.lng < 105)
    .map((p) => ({ p, d: haversineM(around.lat, around.lng, p.lat, p.lng) }))
    .filter((r) => r.d >= 30_000 && r.d <= 220_000)
    .sort((a, b) => a.d - b.d || a.p.name.localeCompare(b.p.name))
    .map((r) => placeSite(r.p));
}

function largest(places: readonly DemoPlace[], state: string): DemoPlace | undefined {
  let best: DemoPlace | undefined;
  for (const p of places) {
    if (p.state !== state) continue;
    if (!best || (p.population ?? 0) > (best.population ?? 0)) best = p;
  }
  return best;
}

function roadsRegion(graph: RoadGraph, places: readonly DemoPlace[]): Region {
  const [minLng, minLat, maxLng, maxLat] = graph.bbox;
  const at = (fx: number, fy: number): number => nearestNode(graph, minLat + (maxLat - minLat) * fy, minLng + (maxLng - minLng) * fx);
  const hubNode = at(0.5, 0.5);
  const nodes = [...new Set([hubNode, at(0.2, 0.3), at(0.8, 0.7), at(0.35, 0.8), at(0.7, 0.2)])].filter((n) => n >= 0);
  const centre = { lat: (minLat + maxLat) / 2, lng: (minLng + maxLng) / 2 };
  const home = places.find((p) => p.name === 'Shah Alam') ?? centre;
  return {
    id: 'roads:shah-alam',
    kind: 'roads',
    hub: nodeSite(graph, hubNode),
    nodes,
    sites: nearbySites(places, home, null, 'Shah Alam'),
    farSites: farSites(places, home, null, 150_000),
  };
}

/** Resolves the region of a group (cached per group name in `cache`). */
export function resolveRegion(group: string, graph: RoadGraph, places: readonly DemoPlace[], cache: Map<string, Region>): Region {
  const cached = cache.get(group);
  if (cached) return cached;
  const rule = REGION_RULES.find((r) => r.pattern.test(group));
  let region: Region;
  if (rule?.kind === 'atoll') {
    const hub: Site = { key: 'male-fishing-harbour', ...MALE_HARBOUR };
    region = { id: 'atoll:male', kind: 'atoll', hub, nodes: [], sites: [], farSites: [], utcOffsetMs: MALDIVES_UTC_OFFSET_MS };
  } else if (rule?.kind === 'sea') {
    const hub: Site = { key: 'port-office', ...PORT_OFFICE };
    // Only places inland of the port (east of the coast): none across the water on the islands.
    const inland = places.filter((p) => p.lng >= PORT_OFFICE.lng - 0.01);
    region = { id: 'sea:port-klang', kind: 'sea', hub, nodes: [], sites: nearbySites(inland, hub, null, 'Pelabuhan Klang'), farSites: [] };
  } else {
    const state =
      rule?.state ??
      (rule ? undefined : [...new Set(places.map((p) => p.state))].sort().find((s) => group.toLowerCase().includes(s.toLowerCase())));
    const hubPlace = state ? (places.find((p) => p.state === state && p.name === rule?.hub) ?? largest(places, state)) : undefined;
    if (state && hubPlace) {
      region = {
        id: `places:${state}`,
        kind: 'places',
        hub: placeSite(hubPlace),
        nodes: [],
        sites: nearbySites(places, hubPlace, state, hubPlace.name),
        farSites: farSites(places, hubPlace, state, 50_000),
      };
    } else {
      region = cache.get('\u0000roads') ?? roadsRegion(graph, places);
      cache.set('\u0000roads', region);
    }
  }
  cache.set(group, region);
  return region;
}

/**
 * The region an asset operates in: its group's, except that road vehicles of a marine group drive the Shah Alam roads,
 * and that only boats work the Maldives atolls (anything else of such a group stays on the Shah Alam roads too).
 */
export function regionOfAsset(
  spec: Pick<DemoAssetSpec, 'group' | 'type'>,
  graph: RoadGraph,
  places: readonly DemoPlace[],
  cache: Map<string, Region>,
): Region {
  const region = resolveRegion(spec.group, graph, places, cache);
  // Road vehicles of a marine group drive the Shah Alam roads rather than round the port's islands.
  if (region.kind === 'sea' && (spec.type === 'car' || spec.type === 'truck')) return resolveRegion('', graph, places, cache);
  if (region.kind === 'atoll' && spec.type !== 'boat') return resolveRegion('', graph, places, cache);
  return region;
}
