/**
 * Boundaries between neighbouring polygons: the edges two different areas share (a border between countries, states
 * or districts), never an edge only one has (a coast). The sources are topologically clean (neighbours repeat the same
 * vertices), so an exact match of the two end points finds them; the edges are then chained into long lines.
 */
import type { Feature, MultiLineString, Position } from 'geojson';
import { polygonsOf } from './geometry';

/** Key of a vertex (its coordinates as written). */
const vertexKey = (p: Position): string => `${p[0]},${p[1]}`;

interface Edge {
  a: string;
  b: string;
  owners: Set<string>;
}

/**
 * The lines along which areas of different `areaOf` values meet, as one MultiLineString (no properties). Features
 * with the same area value (parts of one country) never make a boundary between them.
 */
export function sharedBoundaries(features: readonly Feature[], areaOf: (feature: Feature) => string): MultiLineString {
  const points = new Map<string, Position>();
  const edges = new Map<string, Edge>();
  for (const feature of features) {
    const area = areaOf(feature);
    for (const polygon of polygonsOf(feature.geometry)) {
      for (const ring of polygon) {
        for (let i = 1; i < ring.length; i += 1) {
          const a = vertexKey(ring[i - 1]!);
          const b = vertexKey(ring[i]!);
          if (a === b) continue;
          points.set(a, ring[i - 1]!);
          points.set(b, ring[i]!);
          const key = a < b ? `${a}|${b}` : `${b}|${a}`;
          let edge = edges.get(key);
          if (!edge) edges.set(key, (edge = { a, b, owners: new Set() }));
          edge.owners.add(area);
        }
      }
    }
  }
  const shared = [...edges.values()].filter((e) => e.owners.size >= 2);
  return { type: 'MultiLineString', coordinates: chainEdges(shared, points) };
}

/** Joins edges that meet end to end into lines; a line ends where three or more edges meet, or where one ends. */
function chainEdges(edges: readonly Edge[], points: ReadonlyMap<string, Position>): Position[][] {
  const byVertex = new Map<string, number[]>();
  edges.forEach((e, i) => {
    for (const v of [e.a, e.b]) {
      const list = byVertex.get(v);
      if (list) list.push(i);
      else byVertex.set(v, [i]);
    }
  });
  const used = new Uint8Array(edges.length);
  const lines: Position[][] = [];
  const walk = (start: string, first: number): void => {
    const line = [points.get(start)!];
    let at = start;
    let edge: number | undefined = first;
    while (edge !== undefined) {
      used[edge] = 1;
      const e = edges[edge]!;
      at = e.a === at ? e.b : e.a;
      line.push(points.get(at)!);
      const next: number[] = byVertex.get(at) ?? [];
      edge = next.length === 2 ? next.find((n) => !used[n]) : undefined;
    }
    lines.push(line);
  };
  // Open chains start at their ends (or junctions); what is left are closed loops (an enclave's whole border).
  for (const [vertex, list] of byVertex) {
    if (list.length === 2) continue;
    for (const e of list) if (!used[e]) walk(vertex, e);
  }
  edges.forEach((e, i) => {
    if (!used[i]) walk(e.a, i);
  });
  return lines;
}
