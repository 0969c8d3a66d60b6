/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { haversineM } from './geo';
import { regionOfAsset, resolveRegion, type Region } from './regions';
import { buildRoadGraph } from './road-graph';
import { worldFrom } from './testing/data-files';

const world = worldFrom((file) => readFileSync(file, 'utf8'));
const graph = buildRoadGraph(world.roads);
const resolve = (group: string): Region => resolveRegion(group, graph, world.places, new Map());

describe('resolveRegion', () => {
  it('puts Klang Valley and Head Office on the Shah Alam roads', () => {
    for (const group of ['Klang Valley Logistics', 'Head Office']) {
      const r = resolve(group);
      expect(r.kind).toBe('roads');
      expect(r.nodes.length).toBeGreaterThan(2);
      expect(r.nodes.every((n) => graph.inMain[n] === 1)).toBe(true);
    }
    // Inter-town destinations of Shah Alam trucks include Ipoh, Seremban and Melaka.
    const far = resolve('Klang Valley Logistics').farSites.map((s) => s.key);
    expect(far.some((k) => k.startsWith('place:Ipoh:'))).toBe(true);
    expect(far.some((k) => k.startsWith('place:Seremban:'))).toBe(true);
    expect(far.some((k) => k.startsWith('place:Malacca:'))).toBe(true);
  });

  it('puts Penang, Johor and Sabah groups around their towns', () => {
    const cases: [string, string, string][] = [
      ['Penang Distribution', 'Penang', 'Butterworth'],
      ['Johor Southern Hub', 'Johor', 'Johor Bahru'],
      ['Sabah Plantation', 'Sabah', 'Sandakan'],
    ];
    for (const [group, state, hub] of cases) {
      const r = resolve(group);
      expect(r.kind).toBe('places');
      expect(r.id).toBe(`places:${state}`);
      expect(r.hub.key).toBe(`place:${hub}:${state}`);
      expect(r.sites.length).toBeGreaterThanOrEqual(6);
      expect(r.sites.every((s) => s.key.endsWith(`:${state}`))).toBe(true);
    }
  });

  it('puts marine groups at Port Klang and any group naming a state in that state', () => {
    const sea = resolve('Marine Operations');
    expect(sea.kind).toBe('sea');
    expect(haversineM(sea.hub.lat, sea.hub.lng, 3.0, 101.39)).toBeLessThan(2000);
    const perak = resolve('Perak Estates');
    expect(perak).toMatchObject({ kind: 'places', id: 'places:Perak' });
    expect(perak.hub.key).toBe('place:Ipoh:Perak');
  });

  it('puts Maldives groups round Malé on Maldives time, and only their boats', () => {
    const atoll = resolve('Maldives Fishing');
    expect(atoll).toMatchObject({ kind: 'atoll', id: 'atoll:male', utcOffsetMs: 5 * 3_600_000 });
    expect(haversineM(atoll.hub.lat, atoll.hub.lng, 4.178, 73.507)).toBeLessThan(500);
    expect(resolve('Malé Fleet').kind).toBe('atoll');
    expect(resolve('Female Staff').kind).toBe('roads');
    const cache = new Map<string, Region>();
    expect(regionOfAsset({ group: 'Maldives Fishing', type: 'boat' }, graph, world.places, cache).kind).toBe('atoll');
    expect(regionOfAsset({ group: 'Maldives Fishing', type: 'watch' }, graph, world.places, cache).kind).toBe('roads');
    // Malaysian regions keep the company's clock.
    expect(resolve('Marine Operations').utcOffsetMs).toBeUndefined();
  });

  it('falls back to Shah Alam', () => {
    expect(resolve('Misc').kind).toBe('roads');
    expect(resolve('').kind).toBe('roads');
  });
});
