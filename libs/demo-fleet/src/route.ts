import { MinHeap } from './binary-heap';
import { haversineM, METRES_PER_DEG_LAT } from './geo';
import type { LngLat, RoadGraph } from './road-graph';

/** A route over the road graph. */
export interface RoadRoute {
  /** Node ids from start to end. */
  nodeIds: number[];
  /** Edge ids in travel order. */
  edgeIds: number[];
  /** Length, metres. */
  lengthM: number;
  /** Travel time at the speed limits, seconds. */
  durationS: number;
  /** Geometry, [lng, lat] pairs. */
  coords: LngLat[];
}

/**
 * Fastest route (least travel time at the speed limits) between two nodes: A* with a binary heap and the straight
 * line at the graph's top speed as the (admissible) heuristic. Null when `to` cannot be reached from `from`.
 */
export function findRoute(graph: RoadGraph, from: number, to: number): RoadRoute | null {
  const n = graph.nodes.length;
  if (from < 0 || to < 0 || from >= n || to >= n) return null;
  const target = graph.nodes[to]!.coord;
  // Straight-line time at the top speed, in flat metres shrunk by 1 % so it never overestimates (admissible).
  const ky = (0.99 * METRES_PER_DEG_LAT) / (graph.maxSpeedKmh / 3.6);
  const kx = ky * Math.cos((target[1] * Math.PI) / 180);
  const cost = new Float64Array(n).fill(Infinity);
  const viaEdge = new Int32Array(n).fill(-1);
  const closed = new Uint8Array(n);
  const heap = new MinHeap();
  const heuristic = (id: number): number => {
    const c = graph.nodes[id]!.coord;
    const dx = (c[0] - target[0]) * kx;
    const dy = (c[1] - target[1]) * ky;
    return Math.sqrt(dx * dx + dy * dy);
  };
  cost[from] = 0;
  heap.push(from, heuristic(from));
  while (heap.size > 0) {
    const v = heap.pop();
    if (closed[v]) continue;
    closed[v] = 1;
    if (v === to) break;
    const base = cost[v]!;
    for (const eid of graph.outEdges[v]!) {
      const e = graph.edges[eid]!;
      const w = e.to;
      if (closed[w]) continue;
      const c = base + e.travelTimeS;
      if (c < cost[w]!) {
        cost[w] = c;
        viaEdge[w] = eid;
        heap.push(w, c + heuristic(w));
      }
    }
  }
  if (from !== to && viaEdge[to] === -1) return null;

  const edgeIds: number[] = [];
  for (let v = to; v !== from; ) {
    const eid = viaEdge[v]!;
    edgeIds.push(eid);
    v = graph.edges[eid]!.from;
  }
  edgeIds.reverse();
  const nodeIds = [from];
  const coords: LngLat[] = [graph.nodes[from]!.coord];
  let lengthM = 0;
  let durationS = 0;
  for (const eid of edgeIds) {
    const e = graph.edges[eid]!;
    nodeIds.push(e.to);
    for (let i = 1; i < e.coords.length; i += 1) coords.push(e.coords[i]!);
    lengthM += e.lengthM;
    durationS += e.travelTimeS;
  }
  return { nodeIds, edgeIds, lengthM, durationS, coords };
}

/** The node nearest to a point, metres by haversine; restricted to the routable main component unless `anyNode`. */
export function nearestNode(graph: RoadGraph, lat: number, lng: number, anyNode = false): number {
  let best = -1;
  let bestM = Infinity;
  for (const node of graph.nodes) {
    if (!anyNode && !graph.inMain[node.id]) continue;
    const d = haversineM(lat, lng, node.coord[1], node.coord[0]);
    if (d < bestM) {
      bestM = d;
      best = node.id;
    }
  }
  return best;
}
