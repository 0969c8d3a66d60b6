import { buildRoadGraph, findRoute, nearestEdge, type RoadCollection, type RoadEdge, type RoadGraph } from '@fleet/demo-fleet';
import type { AssetType, TrafficSegment } from '@fleet/domain';
import { sql, type Kysely } from 'kysely';
import { listVisibleAssetIds, type AssetViewer } from '../assets/asset-repository';
import type { DB } from '../db/schema';
import { buildTrafficSegments, type RoadMatch, type RoadsBetween, type SnapToRoad } from './fleet-traffic';

/** Asset types whose speeds say something about road traffic. */
export const TRAFFIC_ASSET_TYPES: readonly AssetType[] = ['car', 'truck'];

/** Options of the traffic service. */
export interface TrafficServiceOptions {
  db: Kysely<DB>;
  /** Current time, ms since epoch. */
  now: () => number;
  /** The road network to snap to; null (or a failing load) means grid cells only. */
  loadRoads: () => Promise<RoadCollection | null>;
  /** Reports younger than this count, ms. @default 900000 (15 min) */
  windowMs?: number;
  /** Largest distance from a report to its road, metres. @default 30 */
  snapMetres?: number;
}

/** The traffic entry of a directed edge: both directions of a two-way road share the lower edge id as key. */
function edgeMatch(graph: RoadGraph, edge: RoadEdge): RoadMatch {
  const keyId = edge.reverseId >= 0 ? Math.min(edge.id, edge.reverseId) : edge.id;
  const keyEdge = graph.edges[keyId] ?? edge;
  return { key: String(keyId), path: keyEdge.coords.map(([x, y]) => [x, y] as [number, number]), limitKmh: edge.speedKmh, ref: edge.id };
}

/** A snapper over a road graph: the nearest edge that runs the report's way, within `maxMetres`. */
export function roadSnapper(graph: RoadGraph, maxMetres: number): SnapToRoad {
  return (s) => {
    const match = nearestEdge(graph, s.lat, s.lng, maxMetres, s.heading);
    return match ? edgeMatch(graph, match.edge) : null;
  };
}

/** Longest detour accepted between two reports: the route may be this many times the straight line, plus 500 m. */
const MAX_DETOUR_FACTOR = 3;

/**
 * The roads between two snapped reports over the graph: the fastest route from the end of the first report's edge
 * to the start of the second's (what the vehicle drove between two fixes), when it is no long detour.
 */
export function roadsBetween(graph: RoadGraph): RoadsBetween {
  const cache = new Map<string, RoadMatch[] | null>();
  return (from, to, straightMetres) => {
    const a = from.ref === undefined ? undefined : graph.edges[from.ref];
    const b = to.ref === undefined ? undefined : graph.edges[to.ref];
    if (!a || !b) return null;
    const key = `${a.to}>${b.from}`;
    let roads = cache.get(key);
    if (roads === undefined) {
      const route = findRoute(graph, a.to, b.from);
      const plausible = route && route.lengthM <= straightMetres * MAX_DETOUR_FACTOR + 500;
      roads = plausible ? route.edgeIds.map((id) => edgeMatch(graph, graph.edges[id]!)) : null;
      cache.set(key, roads);
    }
    return roads;
  };
}

/** GET /v2/traffic: the fleet-derived traffic layer of the vehicles a viewer may see. */
export class TrafficService {
  private graph: Promise<RoadGraph | null> | undefined;

  constructor(private readonly options: TrafficServiceOptions) {}

  private roadGraph(): Promise<RoadGraph | null> {
    this.graph ??= this.options
      .loadRoads()
      .then((roads) => (roads ? buildRoadGraph(roads) : null))
      .catch(() => null);
    return this.graph;
  }

  async segmentsFor(viewer: AssetViewer): Promise<TrafficSegment[]> {
    const { db, now } = this.options;
    const visible = await listVisibleAssetIds(db, viewer);
    if (visible.length === 0) return [];
    const vehicles = await db
      .selectFrom('assets')
      .select('id')
      .where('id', '=', sql<number>`any(${visible}::int[])`)
      .where('type', 'in', [...TRAFFIC_ASSET_TYPES])
      .execute();
    if (vehicles.length === 0) return [];
    const since = new Date(now() - (this.options.windowMs ?? 15 * 60_000));
    // The primary key (asset_id, time) serves this as one index range per asset.
    const rows = await db
      .selectFrom('positions')
      .select(['asset_id', 'time', 'lat', 'lng', 'speed', 'heading'])
      .where('asset_id', '=', sql<number>`any(${vehicles.map((v) => v.id)}::int[])`)
      .where('time', '>', since)
      .where('time', '<=', new Date(now()))
      .where('speed', '>', 0)
      .execute();
    const samples = rows.map((r) => ({ assetId: r.asset_id, time: new Date(r.time).getTime(), lat: r.lat, lng: r.lng, speed: r.speed, heading: r.heading }));
    const graph = await this.roadGraph();
    const snap: SnapToRoad = graph ? roadSnapper(graph, this.options.snapMetres ?? 30) : () => null;
    return buildTrafficSegments(samples, snap, graph ? { between: roadsBetween(graph) } : {});
  }
}
