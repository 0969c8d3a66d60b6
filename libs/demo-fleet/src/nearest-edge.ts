import { headingDiffDeg, METRES_PER_DEG_LAT, metresPerDegLng } from './geo';
import type { LngLat, RoadEdge, RoadGraph } from './road-graph';

/** The edge nearest to a point. */
export interface EdgeMatch {
  edge: RoadEdge;
  /** Distance from the point to the edge, metres. */
  distanceM: number;
  /** The nearest point on the edge, [lng, lat]. */
  point: LngLat;
  /** Position of that point along the edge, 0..1 of its length. */
  fraction: number;
  /** Direction of the edge at that point, degrees clockwise from north. */
  headingDeg: number;
}

/** Grid cell size of the spatial index, degrees (~220 m). */
const CELL_DEG = 0.002;

interface EdgeIndex {
  cells: Map<string, number[]>;
}

const indexes = new WeakMap<RoadGraph, EdgeIndex>();

function cellKey(x: number, y: number): string {
  return `${x}:${y}`;
}

function indexOf(graph: RoadGraph): EdgeIndex {
  let index = indexes.get(graph);
  if (index) return index;
  const cells = new Map<string, number[]>();
  for (const e of graph.edges) {
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const c of e.coords) {
      minX = Math.min(minX, c[0]);
      maxX = Math.max(maxX, c[0]);
      minY = Math.min(minY, c[1]);
      maxY = Math.max(maxY, c[1]);
    }
    for (let x = Math.floor(minX / CELL_DEG); x <= Math.floor(maxX / CELL_DEG); x += 1) {
      for (let y = Math.floor(minY / CELL_DEG); y <= Math.floor(maxY / CELL_DEG); y += 1) {
        const key = cellKey(x, y);
        const list = cells.get(key);
        if (list) list.push(e.id);
        else cells.set(key, [e.id]);
      }
    }
  }
  index = { cells };
  indexes.set(graph, index);
  return index;
}

function matchEdge(edge: RoadEdge, lat: number, lng: number): Omit<EdgeMatch, 'edge'> {
  // Local flat metres around the query point are exact enough at road scale.
  const kx = metresPerDegLng(lat);
  const ky = METRES_PER_DEG_LAT;
  let best = { distanceM: Infinity, point: edge.coords[0]!, fraction: 0, headingDeg: 0 };
  let along = 0;
  for (let i = 1; i < edge.coords.length; i += 1) {
    const a = edge.coords[i - 1]!;
    const b = edge.coords[i]!;
    const ax = (a[0] - lng) * kx;
    const ay = (a[1] - lat) * ky;
    const dx = (b[0] - a[0]) * kx;
    const dy = (b[1] - a[1]) * ky;
    const len2 = dx * dx + dy * dy;
    const t = len2 > 0 ? Math.min(1, Math.max(0, -(ax * dx + ay * dy) / len2)) : 0;
    const px = ax + t * dx;
    const py = ay + t * dy;
    const d = Math.hypot(px, py);
    const len = Math.sqrt(len2);
    if (d < best.distanceM) {
      const heading = (Math.atan2(dx, dy) * 180) / Math.PI;
      best = {
        distanceM: d,
        point: [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])],
        fraction: along + t * len,
        headingDeg: heading < 0 ? heading + 360 : heading,
      };
    }
    along += len;
  }
  best.fraction = along > 0 ? best.fraction / along : 0;
  return best;
}

/**
 * The road edge nearest to a point within `maxMetres`, or null. With `headingDeg` (the direction of travel), an edge
 * running within 90 degrees of it wins over a closer one running against it (two-way roads have one edge each way).
 */
export function nearestEdge(
  graph: RoadGraph,
  lat: number,
  lng: number,
  maxMetres: number,
  headingDeg?: number,
): EdgeMatch | null {
  const { cells } = indexOf(graph);
  const rx = Math.ceil(maxMetres / metresPerDegLng(lat) / CELL_DEG);
  const ry = Math.ceil(maxMetres / METRES_PER_DEG_LAT / CELL_DEG);
  const cx = Math.floor(lng / CELL_DEG);
  const cy = Math.floor(lat / CELL_DEG);
  const candidates = new Set<number>();
  if ((2 * rx + 1) * (2 * ry + 1) > cells.size) {
    for (const e of graph.edges) candidates.add(e.id);
  } else {
    for (let x = cx - rx; x <= cx + rx; x += 1) {
      for (let y = cy - ry; y <= cy + ry; y += 1) {
        for (const id of cells.get(cellKey(x, y)) ?? []) candidates.add(id);
      }
    }
  }
  let best: EdgeMatch | null = null;
  let bestScore = Infinity;
  for (const id of candidates) {
    const edge = graph.edges[id]!;
    const m = matchEdge(edge, lat, lng);
    if (m.distanceM > maxMetres) continue;
    // A wrong-way edge is penalised by more than any in-range distance, so it only wins when nothing else is near.
    const wrongWay = headingDeg !== undefined && headingDiffDeg(m.headingDeg, headingDeg) > 90;
    const score = m.distanceM + (wrongWay ? maxMetres + 1 : 0);
    if (score < bestScore || (score === bestScore && best && id < best.edge.id)) {
      bestScore = score;
      best = { edge, ...m };
    }
  }
  return best;
}
