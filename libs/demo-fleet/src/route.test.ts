/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { haversineM } from './geo';
import { nearestEdge } from './nearest-edge';
import { Random } from './prng';
import { buildRoadGraph } from './road-graph';
import { findRoute, nearestNode } from './route';
import { worldFrom } from './testing/data-files';

const graph = buildRoadGraph(worldFrom((file) => readFileSync(file, 'utf8')).roads);

describe('findRoute', () => {
  it('finds a route between any two nodes of the main component, never shorter than the straight line', () => {
    const rng = new Random(7);
    for (let i = 0; i < 200; i += 1) {
      const from = rng.pick(graph.mainNodes);
      const to = rng.pick(graph.mainNodes);
      const route = findRoute(graph, from, to);
      expect(route).not.toBeNull();
      const a = graph.nodes[from]!.coord;
      const b = graph.nodes[to]!.coord;
      expect(route!.lengthM).toBeGreaterThanOrEqual(haversineM(a[1], a[0], b[1], b[0]) - 0.01);
      expect(route!.nodeIds[0]).toBe(from);
      expect(route!.nodeIds.at(-1)).toBe(to);
      // Consecutive edges join up.
      route!.edgeIds.forEach((eid, k) => {
        expect(graph.edges[eid]!.from).toBe(route!.nodeIds[k]);
        expect(graph.edges[eid]!.to).toBe(route!.nodeIds[k + 1]);
      });
    }
  });

  it('returns the fastest route (matches a plain Dijkstra)', () => {
    const rng = new Random(9);
    for (let i = 0; i < 20; i += 1) {
      const from = rng.pick(graph.mainNodes);
      const to = rng.pick(graph.mainNodes);
      const dist = new Map<number, number>([[from, 0]]);
      const open = new Set([from]);
      while (open.size > 0) {
        let v = -1;
        for (const n of open) if (v === -1 || dist.get(n)! < dist.get(v)!) v = n;
        open.delete(v);
        for (const eid of graph.outEdges[v]!) {
          const e = graph.edges[eid]!;
          const c = dist.get(v)! + e.travelTimeS;
          if (c < (dist.get(e.to) ?? Infinity)) {
            dist.set(e.to, c);
            open.add(e.to);
          }
        }
      }
      expect(findRoute(graph, from, to)!.durationS).toBeCloseTo(dist.get(to)!, 6);
    }
  });

  it('handles trivial and impossible requests', () => {
    const n = graph.mainNodes[0]!;
    expect(findRoute(graph, n, n)).toMatchObject({ lengthM: 0, edgeIds: [], nodeIds: [n] });
    expect(findRoute(graph, -1, n)).toBeNull();
    const outside = graph.nodes.find((node) => !graph.inMain[node.id] && graph.outEdges[node.id]!.length === 0);
    if (outside) expect(findRoute(graph, outside.id, n)).toBeNull();
  });

  it('finds the nearest node of the main component', () => {
    const n = graph.mainNodes[5]!;
    const [lng, lat] = graph.nodes[n]!.coord;
    expect(nearestNode(graph, lat + 0.00001, lng)).toBe(n);
  });
});

describe('nearestEdge', () => {
  const edge = graph.edges.find((e) => e.reverseId >= 0 && e.lengthM > 100)!;
  const a = edge.coords[0]!;
  const b = edge.coords[1]!;
  const mid = { lng: (a[0] + b[0]) / 2, lat: (a[1] + b[1]) / 2 };

  it('snaps a point on an edge to it', () => {
    const m = nearestEdge(graph, mid.lat, mid.lng, 30)!;
    expect([edge.id, edge.reverseId]).toContain(m.edge.id);
    expect(m.distanceM).toBeLessThan(0.5);
    expect(m.fraction).toBeGreaterThan(0);
    expect(m.fraction).toBeLessThan(1);
  });

  it('prefers the edge running the way of travel', () => {
    const forward = nearestEdge(graph, mid.lat, mid.lng, 30, nearestEdge(graph, mid.lat, mid.lng, 30)!.headingDeg);
    const heading = forward!.headingDeg;
    const back = nearestEdge(graph, mid.lat, mid.lng, 30, (heading + 180) % 360)!;
    expect(back.edge.id).toBe(forward!.edge.reverseId);
  });

  it('returns null beyond the distance limit', () => {
    expect(nearestEdge(graph, mid.lat + 0.01, mid.lng + 0.05, 30)).toBeNull();
    expect(nearestEdge(graph, mid.lat + 0.001, mid.lng, 5000)).not.toBeNull();
  });
});
