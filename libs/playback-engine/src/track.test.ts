import { describe, expect, it } from 'vitest';
import { createTrack, indexAt, interpolateHeading, sampleAt } from './track';

const track = createTrack([
  { t: 1000, lat: 3, lng: 101, heading: 350 },
  { t: 2000, lat: 3.1, lng: 101.2, heading: 10 },
  { t: 2000, lat: 3.2, lng: 101.3, heading: 90 },
  { t: 4000, lat: 3.4, lng: 101.5, heading: 270 },
]);

describe('indexAt', () => {
  it('finds the last point at or before t', () => {
    expect(indexAt(track, 999)).toBe(-1);
    expect(indexAt(track, 1000)).toBe(0);
    expect(indexAt(track, 1999)).toBe(0);
    expect(indexAt(track, 2000)).toBe(2);
    expect(indexAt(track, 9999)).toBe(3);
  });
  it('agrees with a linear scan on a random track', () => {
    const pts = Array.from({ length: 500 }, (_, i) => ({ t: i * 7 + (i % 3), lat: 0, lng: 0, heading: 0 }));
    const tr = createTrack(pts);
    for (let t = -5; t < 3600; t += 13) {
      let expected = -1;
      for (let i = 0; i < pts.length; i++) if (pts[i]!.t <= t) expected = i;
      expect(indexAt(tr, t)).toBe(expected);
    }
  });
});

describe('interpolateHeading', () => {
  it('goes along the shortest arc', () => {
    expect(interpolateHeading(350, 10, 0.5)).toBeCloseTo(0);
    expect(interpolateHeading(10, 350, 0.25)).toBeCloseTo(5);
    expect(interpolateHeading(90, 260, 0.5)).toBeCloseTo(175);
    expect(interpolateHeading(260, 90, 0.5)).toBeCloseTo(175);
    expect(interpolateHeading(0, 90, 1)).toBeCloseTo(90);
  });
});

describe('sampleAt', () => {
  it('interpolates position and heading between points', () => {
    const s = sampleAt(track, 1500)!;
    expect(s.lat).toBeCloseTo(3.05);
    expect(s.lng).toBeCloseTo(101.1);
    expect(s.heading).toBeCloseTo(0);
    expect(s.index).toBe(0);
  });
  it('clamps outside the track', () => {
    expect(sampleAt(track, 0)).toMatchObject({ lat: 3, index: 0 });
    expect(sampleAt(track, 5000)).toMatchObject({ lat: 3.4, heading: 270, index: 3 });
    expect(sampleAt(createTrack([]), 0)).toBeNull();
  });
  it('refuses unsorted points', () => {
    expect(() => createTrack([{ t: 2, lat: 0, lng: 0, heading: 0 }, { t: 1, lat: 0, lng: 0, heading: 0 }])).toThrow(/sorted/);
  });
});
