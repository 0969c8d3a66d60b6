import { area as turfArea } from '@turf/area';
import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM } from './geo';
import { sweptStrip } from './pto-analytics';
import { coveredAreaInside, ptoCompletionPercent } from './pto-completion';

const DEG_PER_M = 180 / (Math.PI * EARTH_RADIUS_KM * 1000);
const LAT0 = 3;
const LNG0 = 101;
const LNG_PER_M = DEG_PER_M / Math.cos((LAT0 * Math.PI) / 180);
/** [lng, lat] of a point `north` m north and `east` m east of the origin. */
const xy = (east: number, north: number): [number, number] => [LNG0 + east * LNG_PER_M, LAT0 + north * DEG_PER_M];
/** A square ring, west/south corner at (east, north), `side` m. */
const square = (east: number, north: number, side: number): [number, number][] => [
  xy(east, north),
  xy(east + side, north),
  xy(east + side, north + side),
  xy(east, north + side),
  xy(east, north),
];
const areaOf = (ring: [number, number][]) => turfArea({ type: 'Polygon', coordinates: [ring] });

// The work: a 1 km pass north along east = 0 with a 3 m implement (about 3,007 m²).
const pass = Array.from({ length: 101 }, (_, k) => ({ lat: LAT0 + k * 10 * DEG_PER_M, lng: LNG0 }));
const strip = sweptStrip([pass], 3);

describe('PTO % completion counts only the work inside the area of interest', () => {
  it('an area of interest on empty land, 500 m from the work: 0 % (it read 44 %)', () => {
    const empty = square(500, 0, 100);
    expect(coveredAreaInside(strip.polygons, empty)).toBe(0);
    // Before: the whole worked area over the area of interest.
    expect(Math.round((strip.areaM2 / areaOf(empty)) * 100)).toBeGreaterThan(25);
    expect(ptoCompletionPercent(strip.polygons, strip.areaM2, empty, areaOf(empty))).toBe(0);
  });
  it('an area of interest across the middle 100 m of the pass: 300 m² of its 10,000 m² worked, 3 %', () => {
    const across = square(-50, 450, 100);
    expect(coveredAreaInside(strip.polygons, across)).toBeCloseTo(300, -1);
    expect(ptoCompletionPercent(strip.polygons, strip.areaM2, across, areaOf(across))).toBe(3);
  });
  it('an area of interest hugging the strip: about 100 %, and never more than the area of interest', () => {
    const tight = [xy(-1.5, -2), xy(1.5, -2), xy(1.5, 1002), xy(-1.5, 1002), xy(-1.5, -2)];
    const inside = coveredAreaInside(strip.polygons, tight);
    expect(inside).toBeLessThanOrEqual(areaOf(tight) + 1e-6);
    expect(ptoCompletionPercent(strip.polygons, strip.areaM2, tight, areaOf(tight))).toBeGreaterThanOrEqual(99);
  });
  it('without an area of interest the work is 100 % of itself, 0 without work; an open ring is closed', () => {
    expect(ptoCompletionPercent(strip.polygons, strip.areaM2, null, null)).toBe(100);
    expect(ptoCompletionPercent([], 0, null, null)).toBe(0);
    const open = square(-50, 450, 100).slice(0, 4);
    expect(coveredAreaInside(strip.polygons, open)).toBeCloseTo(300, -1);
    expect(coveredAreaInside(strip.polygons, open.slice(0, 2))).toBe(0);
  });
});
