import { describe, expect, it } from 'vitest';
import {
  PTO_FIELD_LABELS,
  PTO_NO_AOI_TEXT,
  aoiArea,
  formatArea,
  formatDistance,
  formatOnCount,
  ptoBounds,
  ptoCentre,
  ptoCompletion,
  ptoFieldValues,
  ptoOnPoints,
} from './pto-format';
import { PTO_ANALYSIS_FIXTURE, rectangleRing } from './pto.fixtures';

describe('formatArea', () => {
  it('converts square metres to the unit and names it: m², km², acres, hectares', () => {
    expect(formatArea(10_000, 'm2')).toBe('10,000 m²');
    expect(formatArea(10_000, 'hectares')).toBe('1 hectares');
    expect(formatArea(10_000, 'acres')).toBe('2.47 acres');
    expect(formatArea(10_000, 'km2')).toBe('0.01 km²');
    expect(formatArea(12_345.678, 'm2')).toBe('12,345.68 m²');
    // Issue #13: 194,910 m² read '194.91 Kilometers'.
    expect(formatArea(194_910, 'km2')).toBe('0.19 km²');
    expect(formatArea(3_007, 'km2')).toBe('0.003 km²');
    expect(formatArea(0, 'km2')).toBe('0 km²');
  });
});

describe('formatDistance and formatOnCount', () => {
  it('shows metres for meters and kilometres otherwise', () => {
    expect(formatDistance(4250, 'm2')).toBe('4,250 m');
    expect(formatDistance(4250, 'hectares')).toBe('4.25 km');
    expect(formatDistance(4250, 'km2')).toBe('4.25 km');
  });
  it('counts times', () => {
    expect(formatOnCount(12)).toBe('12 times');
    expect(formatOnCount(1)).toBe('1 time');
    expect(formatOnCount(0)).toBe('0 times');
  });
});

describe('aoiArea', () => {
  it('is the geodesic area of the ring in m², closed or not', () => {
    const ring = rectangleRing(103.3, 1.85, 100, 200);
    expect(aoiArea(ring)).toBeGreaterThan(19_800);
    expect(aoiArea(ring)).toBeLessThan(20_200);
    expect(aoiArea(ring.slice(0, 4))).toBeCloseTo(aoiArea(ring)!, 3);
  });
  it('is null without a polygon', () => {
    expect(aoiArea(null)).toBeNull();
    expect(aoiArea([[1, 2], [3, 4]])).toBeNull();
  });
});

describe('ptoCompletion', () => {
  it('is 100 without an area of interest, else the worked area inside it over its area', () => {
    expect(ptoCompletion(PTO_ANALYSIS_FIXTURE, null)).toBe(100);
    // The whole 10,000 m² strip inside 20,000 m², then inside 40,000 m².
    expect(ptoCompletion(PTO_ANALYSIS_FIXTURE, rectangleRing(103.3, 1.85, 100, 200))).toBe(50);
    expect(ptoCompletion(PTO_ANALYSIS_FIXTURE, rectangleRing(103.3, 1.85, 100, 400))).toBe(25);
    // Half of each piece (the western 50 m) inside a 50 m x 200 m area of interest: 5,000 of 10,000 m².
    expect(ptoCompletion(PTO_ANALYSIS_FIXTURE, rectangleRing(103.3, 1.85, 50, 200))).toBe(50);
    expect(ptoCompletion({ ...PTO_ANALYSIS_FIXTURE, areaCovered: 0, polygons: [] }, rectangleRing(103.3, 1.85, 100, 200))).toBe(0);
  });
  it('is 0 for an area of interest drawn on empty land, away from the work (it read 44 %)', () => {
    const empty = rectangleRing(103.31, 1.86, 150, 150);
    expect(Math.round((10_000 / aoiArea(empty)!) * 100)).toBe(44);
    expect(ptoCompletion(PTO_ANALYSIS_FIXTURE, empty)).toBe(0);
  });
});

describe('ptoFieldValues', () => {
  it('formats every field for the unit', () => {
    const v = ptoFieldValues(PTO_ANALYSIS_FIXTURE, 'hectares', null, 100);
    expect(Object.keys(v)).toEqual(Object.keys(PTO_FIELD_LABELS));
    expect(v).toMatchObject({
      asset: 'Tractor John Deere 6110 - SD 3310 B',
      inputType: 'PTO',
      onCount: '12 times',
      distance: '4.25 km',
      areaOverlap: '1.28 hectares',
      areaNoOverlap: '1 hectares',
      aoi: PTO_NO_AOI_TEXT,
      completion: '100%',
    });
    expect(ptoFieldValues(PTO_ANALYSIS_FIXTURE, 'm2', 20_000, 50)).toMatchObject({ aoi: '20,000 m²', completion: '50%' });
  });
  it('writes the period from from/to when the analysis has no text for it', () => {
    const v = ptoFieldValues({ ...PTO_ANALYSIS_FIXTURE, time: '', from: Date.UTC(2026, 0, 2, 3, 4, 5), to: Date.UTC(2026, 0, 2, 4) }, 'm2', null, 100, 'UTC');
    expect(v.time).toBe('2/1/2026 | 03:04:05 - 2/1/2026 | 04:00:00');
  });
});

describe('ptoCentre and ptoOnPoints', () => {
  it('centres on the work', () => {
    expect(ptoOnPoints(PTO_ANALYSIS_FIXTURE)).toHaveLength(20);
    const c = ptoCentre(PTO_ANALYSIS_FIXTURE)!;
    expect(c.lat).toBeCloseTo(1.853, 6);
    expect(c.lng).toBeCloseTo(103.3027, 6);
    expect(ptoCentre({ playbackMap: [], polygons: [[[[1, 2], [3, 4], [1, 4], [1, 2]]]] })).toEqual({ lat: 3, lng: 2 });
    expect(ptoCentre({ playbackMap: [], polygons: [] })).toBeNull();
    const b = ptoBounds(PTO_ANALYSIS_FIXTURE)!;
    expect(b[0]).toBeCloseTo(103.3, 9);
    expect(b[1]).toBeCloseTo(1.85, 9);
    expect(b[2]).toBeCloseTo(103.3054, 9);
    expect(b[3]).toBeCloseTo(1.856, 9);
  });
});
