import { haversineM } from './geo';
import { parseOneway, roadSpeedKmh } from './road-speeds';
import { stronglyConnectedComponents } from './strongly-connected';
import type { RoadCollection } from './types';

/** A [lng, lat] pair in degrees (GeoJSON order). */
export type LngLat = [number, number];

/** A graph node: a way end or a coordinate shared by several ways. */
export interface RoadNode {
  id: number;
  /** [lng, lat] */
  coord: LngLat;
}

/** A directed road edge between two nodes along the way's geometry. */
export interface RoadEdge {
  id: number;
  from: number;
  to: number;
  /** Geometry from `from` to `to`, [lng, lat] pairs. */
  coords: LngLat[];
  /** Length, metres. */
  lengthM: number;
  /** Speed limit (maxspeed, else the highway class default), km/h. */
  speedKmh: number;
  /** Travel time at the speed limit, seconds. */
  travelTimeS: number;
  highway: string;
  name: string | null;
  /** OSM way id of the feature, when it had one. */
  wayId: number | string | null;
  /** Id of the edge along the same geometry in the other direction (two-way roads), else -1. */
  reverseId: number;
}

/** A directed road graph. */
export interface RoadGraph {
  nodes: RoadNode[];
  edges: RoadEdge[];
  /** Outgoing edge ids by node id. */
  outEdges: number[][];
  /** Node ids of the largest strongly connected component: any of them can reach any other. */
  mainNodes: number[];
  /** 1 where a node id is in {@link RoadGraph.mainNodes}. */
  inMain: Uint8Array;
  /** Highest speed limit in the graph, km/h (bounds the A* heuristic). */
  maxSpeedKmh: number;
  /** [minLng, minLat, maxLng, maxLat] of all nodes. */
  bbox: [number, number, number, number];
}

function pathLengthM(coords: readonly LngLat[]): number {
  let sum = 0;
  for (let i = 1; i < coords.length; i += 1) {
    const a = coords[i - 1]!;
    const b = coords[i]!;
    sum += haversineM(a[1], a[0], b[1], b[0]);
  }
  return sum;
}

function lineCoords(feature: RoadCollection['features'][number]): LngLat[] | null {
  if (feature.geometry.type !== 'LineString' || !Array.isArray(feature.geometry.coordinates)) return null;
  const out: LngLat[] = [];
  for (const c of feature.geometry.coordinates as number[][]) {
    const lng = c[0];
    const lat = c[1];
    if (typeof lng !== 'number' || typeof lat !== 'number') continue;
    const prev = out[out.length - 1];
    if (prev && prev[0] === lng && prev[1] === lat) continue;
    out.push([lng, lat]);
  }
  return out.length >= 2 ? out : null;
}

/**
 * Builds a directed road graph from OSM LineStrings: nodes where ways end or share a coordinate, one edge per
 * direction of travel (honouring oneway), lengths by haversine, limits from maxspeed or the class default, and the
 * largest strongly connected component marked for routing.
 */
export function buildRoadGraph(roads: RoadCollection): RoadGraph {
  const lines: { coords: LngLat[]; feature: RoadCollection['features'][number] }[] = [];
  const uses = new Map<string, number>();
  for (const feature of roads.features) {
    const coords = lineCoords(feature);
    if (!coords) continue;
    lines.push({ coords, feature });
    coords.forEach((c, i) => {
      const key = `${c[0]},${c[1]}`;
      // Way ends always become nodes; inner vertices only when another way (or this one again) passes through.
      const weight = i === 0 || i === coords.length - 1 ? 2 : 1;
      uses.set(key, (uses.get(key) ?? 0) + weight);
    });
  }

  const nodes: RoadNode[] = [];
  const nodeIds = new Map<string, number>();
  const nodeOf = (c: LngLat): number => {
    const key = `${c[0]},${c[1]}`;
    let id = nodeIds.get(key);
    if (id === undefined) {
      id = nodes.length;
      nodes.push({ id, coord: [c[0], c[1]] });
      nodeIds.set(key, id);
    }
    return id;
  };

  const edges: RoadEdge[] = [];
  let maxSpeedKmh = 1;
  for (const { coords, feature } of lines) {
    const props = feature.properties;
    const highway = String(props.highway ?? 'road');
    const speedKmh = roadSpeedKmh(highway, props.maxspeed);
    maxSpeedKmh = Math.max(maxSpeedKmh, speedKmh);
    const oneway = parseOneway(props.oneway, highway);
    const name = typeof props.name === 'string' && props.name.length > 0 ? props.name : null;
    const wayId = feature.id ?? null;
    let start = 0;
    for (let i = 1; i < coords.length; i += 1) {
      const c = coords[i]!;
      if (i < coords.length - 1 && (uses.get(`${c[0]},${c[1]}`) ?? 0) < 2) continue;
      const piece = coords.slice(start, i + 1);
      start = i;
      const from = nodeOf(piece[0]!);
      const to = nodeOf(piece[piece.length - 1]!);
      if (from === to && piece.length < 3) continue;
      const lengthM = pathLengthM(piece);
      const base = { lengthM, speedKmh, travelTimeS: lengthM / (speedKmh / 3.6), highway, name, wayId };
      const forward: RoadEdge = { id: edges.length, from, to, coords: piece, reverseId: -1, ...base };
      const backward: RoadEdge = { id: edges.length + 1, from: to, to: from, coords: piece.slice().reverse(), reverseId: -1, ...base };
      if (oneway === 0) {
        forward.reverseId = backward.id;
        backward.reverseId = forward.id;
        edges.push(forward, backward);
      } else if (oneway === 1) {
        edges.push(forward);
      } else {
        backward.id = edges.length;
        edges.push(backward);
      }
    }
  }

  const outEdges: number[][] = nodes.map(() => []);
  for (const e of edges) outEdges[e.from]!.push(e.id);
  const successors = outEdges.map((ids) => ids.map((id) => edges[id]!.to));
  const component = stronglyConnectedComponents(nodes.length, successors);
  const sizes = new Map<number, number>();
  for (const c of component) sizes.set(c, (sizes.get(c) ?? 0) + 1);
  let main = -1;
  let mainSize = 0;
  for (const [c, size] of sizes) {
    if (size > mainSize || (size === mainSize && c < main)) {
      main = c;
      mainSize = size;
    }
  }
  const inMain = new Uint8Array(nodes.length);
  const mainNodes: number[] = [];
  component.forEach((c, id) => {
    if (c === main) {
      inMain[id] = 1;
      mainNodes.push(id);
    }
  });

  const bbox: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const n of nodes) {
    bbox[0] = Math.min(bbox[0], n.coord[0]);
    bbox[1] = Math.min(bbox[1], n.coord[1]);
    bbox[2] = Math.max(bbox[2], n.coord[0]);
    bbox[3] = Math.max(bbox[3], n.coord[1]);
  }
  return { nodes, edges, outEdges, mainNodes, inMain, maxSpeedKmh, bbox };
}
