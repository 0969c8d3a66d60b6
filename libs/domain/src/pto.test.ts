import { describe, expect, it } from 'vitest';
import { convertArea, percentCompletion, PTO_AREA_FACTORS } from './pto';

describe('PTO units and completion', () => {
  it('converts square metres with the spec factors', () => {
    expect(PTO_AREA_FACTORS).toEqual({ m2: 1, km2: 0.000001, acres: 0.000247105, hectares: 0.0001 });
    expect(convertArea(10_000, 'hectares')).toBeCloseTo(1);
    expect(convertArea(4046.86, 'acres')).toBeCloseTo(1, 3);
    // 194,910 m² is 0.19 km² (it read '194.91 Kilometers' with the factor 0.001).
    expect(convertArea(194_910, 'km2')).toBeCloseTo(0.19491, 6);
    expect(convertArea(7, 'm2')).toBe(7);
  });
  it('rounds the covered share of the area of interest, or 100 of itself without one', () => {
    expect(percentCompletion(2500, 10_000)).toBe(25);
    expect(percentCompletion(3333, 10_000)).toBe(33);
    expect(percentCompletion(2500, null)).toBe(100);
    expect(percentCompletion(0, 10_000)).toBe(0);
    expect(percentCompletion(12_000, 10_000)).toBe(120);
  });
});
