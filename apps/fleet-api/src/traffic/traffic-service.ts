import { buildRoadGraph, nearestEdge, type RoadCollection, type RoadGraph } from '@fleet/demo-fleet';
import type { AssetType, TrafficSegment } from '@fleet/domain';
import { sql, type Kysely } from 'kysely';
import { listVisibleAssetIds, type AssetViewer } from '../assets/asset-repository';
import type { DB } from '../db/schema';
import { buildTrafficSegments, type SnapToRoad } from './fleet-traffic';

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

/** A snapper over a road graph: both directions of a two-way road share the lower edge id as key. */
export function roadSnapper(graph: RoadGraph, maxMetres: number): SnapToRoad {
  return (s) => {
    const match = nearestEdge(graph, s.lat, s.lng, maxMetres, s.heading);
    if (!match) return null;
    const edge = match.edge;
    const keyId = edge.reverseId >= 0 ? Math.min(edge.id, edge.reverseId) : edge.id;
    const keyEdge = graph.edges[keyId] ?? edge;
    return { key: String(keyId), path: keyEdge.coords.map(([x, y]) => [x, y] as [number, number]), limitKmh: edge.speedKmh };
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
    const samples = await db
      .selectFrom('positions')
      .select(['lat', 'lng', 'speed', 'heading'])
      .where('asset_id', '=', sql<number>`any(${vehicles.map((v) => v.id)}::int[])`)
      .where('time', '>', since)
      .where('time', '<=', new Date(now()))
      .where('speed', '>', 0)
      .execute();
    const graph = await this.roadGraph();
    const snap: SnapToRoad = graph ? roadSnapper(graph, this.options.snapMetres ?? 30) : () => null;
    return buildTrafficSegments(samples, snap);
  }
}
