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
  it('converts square metres to the unit and names it', () => {
    expect(formatArea(10_000, 'meters')).toBe('10,000 Meters');
    expect(formatArea(10_000, 'hectares')).toBe('1 Hectares');
    expect(formatArea(10_000, 'acres')).toBe('2.47 Acres');
    expect(formatArea(10_000, 'kilometers')).toBe('10 Kilometers');
    expect(formatArea(12_345.678, 'meters')).toBe('12,345.68 Meters');
  });
});

describe('formatDistance and formatOnCount', () => {
  it('shows metres for meters and kilometres otherwise', () => {
    expect(formatDistance(4250, 'meters')).toBe('4,250 m');
    expect(formatDistance(4250, 'hectares')).toBe('4.25 km');
    expect(formatDistance(4250, 'kilometers')).toBe('4.25 km');
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
  it('is 100 without an area of interest and the rounded ratio with one', () => {
    expect(ptoCompletion({ areaCovered: 10_000 }, null)).toBe(100);
    expect(ptoCompletion({ areaCovered: 10_000 }, 20_000)).toBe(50);
    expect(ptoCompletion({ areaCovered: 10_000 }, 30_000)).toBe(33);
    expect(ptoCompletion({ areaCovered: 0 }, 30_000)).toBe(0);
  });
});

describe('ptoFieldValues', () => {
  it('formats every field for the unit', () => {
    const v = ptoFieldValues(PTO_ANALYSIS_FIXTURE, 'hectares', null);
    expect(Object.keys(v)).toEqual(Object.keys(PTO_FIELD_LABELS));
    expect(v).toMatchObject({
      asset: 'Tractor John Deere 6110 - SD 3310 B',
      inputType: 'PTO',
      onCount: '12 times',
      distance: '4.25 km',
      areaOverlap: '1.28 Hectares',
      areaNoOverlap: '1 Hectares',
      aoi: PTO_NO_AOI_TEXT,
      completion: '100%',
    });
    expect(ptoFieldValues(PTO_ANALYSIS_FIXTURE, 'meters', 20_000)).toMatchObject({ aoi: '20,000 Meters', completion: '50%' });
  });
  it('writes the period from from/to when the analysis has no text for it', () => {
    const v = ptoFieldValues({ ...PTO_ANALYSIS_FIXTURE, time: '', from: Date.UTC(2026, 0, 2, 3, 4, 5), to: Date.UTC(2026, 0, 2, 4) }, 'meters', null, 'UTC');
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
