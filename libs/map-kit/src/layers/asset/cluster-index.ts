import { MAP_DEFAULTS } from '@fleet/domain';
import type { LiveColumns } from '@fleet/live-store';
import Supercluster, { type ClusterProperties } from 'supercluster';
import type { Feature, Point } from 'geojson';
import { clusterSizeClass } from '../../zoom-rules';

/** A cluster as the asset layer draws it. */
export interface ClusterDatum {
  /** supercluster's cluster id (for its members). */
  id: number;
  lng: number;
  lat: number;
  /** Assets in it. */
  count: number;
  /** Size class 1..5 by the count's digits. */
  sizeClass: 1 | 2 | 3 | 4 | 5;
}

/** What a query returns: clusters, and the store slots drawn as single markers. */
export interface ClusterQuery {
  clusters: ClusterDatum[];
  /** Store slots of the unclustered points (the first `pointCount`). */
  points: Int32Array;
  pointCount: number;
}

/** Options of the cluster index. */
export interface ClusterIndexOptions {
  /** Cluster radius, px. @default 75 (MAP_DEFAULTS.clusterRadiusPx) */
  radiusPx?: number;
  /** Zoom from which nothing clusters. @default 21 (MAP_DEFAULTS.clusterOffAtZoom) */
  offAtZoom?: number;
}

type PointProps = { slot: number; id: number };

/**
 * A supercluster index over the live store's positions. Point features are pooled per row and their coordinates
 * rewritten in place on each load, so a reload allocates no per-asset objects after the first.
 */
export interface ClusterIndex {
  /** Rebuilds the index from the given slots (null: every slot). */
  load(columns: LiveColumns, rows: Int32Array | null, rowCount: number): void;
  /** Clusters and single points inside a bbox [west, south, east, north] (degrees) at a zoom. */
  query(bbox: [number, number, number, number], zoom: number): ClusterQuery;
  /** Asset ids inside a cluster (all of them). */
  members(clusterId: number): number[];
  /** The zoom at which a cluster breaks apart. */
  expansionZoom(clusterId: number): number;
  /** Number of points loaded. */
  readonly size: number;
}

/** Creates an empty cluster index. */
export function createClusterIndex(options: ClusterIndexOptions = {}): ClusterIndex {
  const radius = options.radiusPx ?? MAP_DEFAULTS.clusterRadiusPx;
  const offAt = options.offAtZoom ?? MAP_DEFAULTS.clusterOffAtZoom;
  // Clusters are built up to offAt - 1; at offAt and above supercluster returns the points themselves.
  let index = new Supercluster<PointProps>({ radius, maxZoom: offAt - 1, minPoints: 2 });
  const pool: Feature<Point, PointProps>[] = [];
  let loaded: Feature<Point, PointProps>[] = [];
  let points = new Int32Array(256);

  return {
    load(columns, rows, rowCount) {
      const n = rows ? rowCount : columns.count;
      for (let i = pool.length; i < n; i++) {
        pool.push({ type: 'Feature', properties: { slot: 0, id: 0 }, geometry: { type: 'Point', coordinates: [0, 0] } });
      }
      for (let i = 0; i < n; i++) {
        const slot = rows ? rows[i]! : i;
        const f = pool[i]!;
        f.properties.slot = slot;
        f.properties.id = columns.ids[slot]!;
        f.geometry.coordinates[0] = columns.positions[slot * 2]!;
        f.geometry.coordinates[1] = columns.positions[slot * 2 + 1]!;
      }
      loaded = pool.slice(0, n);
      index = new Supercluster<PointProps>({ radius, maxZoom: offAt - 1, minPoints: 2 });
      index.load(loaded);
    },
    query(bbox, zoom) {
      const features = loaded.length ? index.getClusters(bbox, Math.floor(zoom)) : [];
      const clusters: ClusterDatum[] = [];
      if (points.length < features.length) points = new Int32Array(Math.max(features.length, points.length * 2));
      let pointCount = 0;
      for (const f of features) {
        const p = f.properties as Partial<ClusterProperties> & Partial<PointProps>;
        if (p.cluster) {
          const [lng, lat] = f.geometry.coordinates as [number, number];
          clusters.push({ id: p.cluster_id!, lng, lat, count: p.point_count!, sizeClass: clusterSizeClass(p.point_count!) });
        } else {
          points[pointCount++] = p.slot!;
        }
      }
      return { clusters, points, pointCount };
    },
    members(clusterId) {
      try {
        return index.getLeaves(clusterId, Infinity).map((f) => f.properties.id);
      } catch {
        return []; // the cluster no longer exists (the index was rebuilt)
      }
    },
    expansionZoom(clusterId) {
      try {
        return index.getClusterExpansionZoom(clusterId);
      } catch {
        return offAt;
      }
    },
    get size() {
      return loaded.length;
    },
  };
}
