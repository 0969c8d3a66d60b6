/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { haversineM } from './geo';
import { buildLink, HIGHWAY_LINK, LOCAL_LINK, type Link } from './links';
import { placeSite } from './regions';
import { worldFrom } from './testing/data-files';

const { places } = worldFrom((file) => readFileSync(file, 'utf8'));
const site = (name: string) => placeSite(places.find((p) => p.name === name)!);

function lengthM(link: Link): number {
  let sum = 0;
  for (let i = 1; i < link.points.length; i += 1) {
    const a = link.points[i - 1]!;
    const b = link.points[i]!;
    sum += haversineM(a.lat, a.lng, b.lat, b.lng);
  }
  return sum;
}

describe('buildLink', () => {
  const shahAlam = site('Shah Alam');
  const ipoh = site('Ipoh');

  it('runs from one end to the other through intermediate places, a little longer than the straight line', () => {
    const link = buildLink(shahAlam, ipoh, places, HIGHWAY_LINK);
    expect(link.points[0]).toMatchObject({ lat: shahAlam.lat, lng: shahAlam.lng });
    expect(link.points.at(-1)!.lat).toBeCloseTo(ipoh.lat, 9);
    const straight = haversineM(shahAlam.lat, shahAlam.lng, ipoh.lat, ipoh.lng);
    expect(lengthM(link)).toBeGreaterThan(straight);
    expect(lengthM(link)).toBeLessThan(straight * 1.2);
    expect(link.limitsKmh).toHaveLength(link.points.length - 1);
    expect(new Set(link.limitsKmh)).toEqual(new Set([HIGHWAY_LINK.cruiseKmh, HIGHWAY_LINK.townKmh, HIGHWAY_LINK.endKmh]));
    // Passes close to some gazetteer place between the ends.
    const inner = places.filter((p) => p.name !== 'Shah Alam' && p.name !== 'Ipoh');
    const near = inner.filter((p) => link.points.some((q) => haversineM(p.lat, p.lng, q.lat, q.lng) < 500));
    expect(near.length).toBeGreaterThan(2);
  });

  it('is the same link both ways and the same for every caller', () => {
    const cache = new Map<string, Link>();
    const there = buildLink(shahAlam, ipoh, places, HIGHWAY_LINK, cache);
    const back = buildLink(ipoh, shahAlam, places, HIGHWAY_LINK, cache);
    expect(back.points).toEqual(there.points.slice().reverse());
    expect(buildLink(shahAlam, ipoh, places, HIGHWAY_LINK)).toEqual(there);
  });

  it('keeps the lateral jitter small', () => {
    const a = site('Butterworth');
    const b = site('Bukit Mertajam');
    const link = buildLink(a, b, places, LOCAL_LINK);
    const straight = haversineM(a.lat, a.lng, b.lat, b.lng);
    for (const p of link.points) {
      // Distance from the straight line via the triangle inequality slack.
      const detour = haversineM(a.lat, a.lng, p.lat, p.lng) + haversineM(p.lat, p.lng, b.lat, b.lng) - straight;
      expect(detour).toBeLessThan(2 * LOCAL_LINK.jitterM);
    }
  });
});
