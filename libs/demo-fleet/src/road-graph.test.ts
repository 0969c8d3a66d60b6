/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { haversineM } from './geo';
import { buildRoadGraph } from './road-graph';
import { parseMaxspeed, parseOneway, roadSpeedKmh } from './road-speeds';
import { worldFrom } from './testing/data-files';

const world = worldFrom((file) => readFileSync(file, 'utf8'));
const graph = buildRoadGraph(world.roads);

describe('road speeds', () => {
  it('parses maxspeed in km/h, mph and lists', () => {
    expect(parseMaxspeed('60')).toBe(60);
    expect(parseMaxspeed('40 mph')).toBeCloseTo(64.37, 1);
    expect(parseMaxspeed('50;70')).toBe(50);
    expect(parseMaxspeed(80)).toBe(80);
    expect(parseMaxspeed('signals')).toBeNull();
    expect(parseMaxspeed(null)).toBeNull();
  });

  it('falls back to the highway class default', () => {
    expect(roadSpeedKmh('trunk', undefined)).toBe(90);
    expect(roadSpeedKmh('residential', null)).toBe(30);
    expect(roadSpeedKmh('residential', '40')).toBe(40);
    expect(roadSpeedKmh('motorway', undefined)).toBe(110);
    expect(roadSpeedKmh('service', undefined)).toBe(20);
  });

  it('reads oneway values', () => {
    expect(parseOneway('yes', 'primary')).toBe(1);
    expect(parseOneway('1', 'primary')).toBe(1);
    expect(parseOneway('true', 'primary')).toBe(1);
    expect(parseOneway('-1', 'primary')).toBe(-1);
    expect(parseOneway('no', 'motorway')).toBe(0);
    expect(parseOneway(undefined, 'motorway')).toBe(1);
    expect(parseOneway(undefined, 'residential')).toBe(0);
  });
});

describe('buildRoadGraph on the Shah Alam roads', () => {
  it('builds nodes at shared coordinates and edges with [lng, lat] geometry', () => {
    expect(graph.nodes.length).toBeGreaterThan(100);
    expect(graph.edges.length).toBeGreaterThan(graph.nodes.length);
    for (const e of graph.edges) {
      const first = e.coords[0]!;
      const last = e.coords[e.coords.length - 1]!;
      expect(first).toEqual(graph.nodes[e.from]!.coord);
      expect(last).toEqual(graph.nodes[e.to]!.coord);
      expect(first[0]).toBeGreaterThan(101);
      expect(first[1]).toBeLessThan(4);
      expect(e.lengthM).toBeGreaterThan(0);
    }
    // The edges cover the 49.5 km of road once per direction of travel.
    const oneWayKm = graph.edges.filter((e) => e.reverseId === -1 || e.id < e.reverseId).reduce((s, e) => s + e.lengthM, 0) / 1000;
    expect(oneWayKm).toBeGreaterThan(48);
    expect(oneWayKm).toBeLessThan(51);
  });

  it('honours oneway: one edge along the drawing direction, two for two-way roads', () => {
    let oneway = 0;
    let twoway = 0;
    for (const f of world.roads.features) {
      const edges = graph.edges.filter((e) => e.wayId === f.id);
      const coords = f.geometry.coordinates as number[][];
      const start = coords[0]!;
      if (f.properties.oneway === 'yes') {
        oneway += 1;
        expect(edges.every((e) => e.reverseId === -1)).toBe(true);
        // The edge leaving the first coordinate runs forwards; none of the way's edges enters it (unless a loop).
        const end = coords[coords.length - 1]!;
        const loop = start[0] === end[0] && start[1] === end[1];
        expect(edges.some((e) => e.coords[0]![0] === start[0] && e.coords[0]![1] === start[1])).toBe(true);
        if (!loop) expect(edges.some((e) => e.coords.at(-1)![0] === start[0] && e.coords.at(-1)![1] === start[1])).toBe(false);
      } else {
        twoway += 1;
        expect(edges.length % 2).toBe(0);
        expect(edges.every((e) => e.reverseId >= 0 && graph.edges[e.reverseId]!.from === e.to)).toBe(true);
      }
    }
    expect(oneway).toBe(87);
    expect(twoway).toBe(106);
  });

  it('uses maxspeed where tagged', () => {
    const tagged = world.roads.features.find((f) => f.properties.maxspeed === '80')!;
    const edge = graph.edges.find((e) => e.wayId === tagged.id)!;
    expect(edge.speedKmh).toBe(80);
    expect(edge.travelTimeS).toBeCloseTo(edge.lengthM / (80 / 3.6), 6);
  });

  it('marks a large strongly connected component for routing', () => {
    // The extract is clipped to a box, so one-way carriageways that leave it (the Federal Highway) cannot be part
    // of a strongly connected component; the rest of the network is.
    expect(graph.mainNodes.length).toBeGreaterThan(0.7 * graph.nodes.length);
    const mainKm = graph.edges.filter((e) => graph.inMain[e.from] && graph.inMain[e.to]).reduce((s, e) => s + e.lengthM, 0) / 1000;
    expect(mainKm).toBeGreaterThan(40);
    expect(graph.mainNodes.every((id) => graph.inMain[id] === 1)).toBe(true);
    const [minLng, minLat, maxLng, maxLat] = graph.bbox;
    expect(haversineM(minLat, minLng, maxLat, maxLng)).toBeGreaterThan(4000);
  });

  it('handles an empty collection', () => {
    const empty = buildRoadGraph({ type: 'FeatureCollection', features: [] });
    expect(empty.nodes).toEqual([]);
    expect(empty.mainNodes).toEqual([]);
  });
});
