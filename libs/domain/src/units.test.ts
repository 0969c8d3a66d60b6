import { describe, expect, it } from 'vitest';
import {
  DEFAULT_UNITS,
  KM_PER_MILE,
  LITRES_PER_US_GALLON,
  US_UNITS,
  formatFigure,
  fromDisplay,
  isMetric,
  parseUnitPreferences,
  roundTo,
  toDisplay,
  unitLabel,
  unitPreferencesSchema,
  type Quantity,
} from './units';

describe('units', () => {
  it('uses the exact international mile and US gallon', () => {
    expect(KM_PER_MILE).toBe(1.609344);
    expect(LITRES_PER_US_GALLON).toBe(3.785411784);
  });

  it('converts metric figures to US units, rounded per quantity', () => {
    expect(toDisplay('distance', 100, US_UNITS)).toBe(62.14); // 62.137119...
    expect(toDisplay('distance', KM_PER_MILE, US_UNITS)).toBe(1);
    expect(toDisplay('speed', 90, US_UNITS)).toBe(55.9); // 55.923407...
    expect(toDisplay('volume', 100, US_UNITS)).toBe(26.42); // 26.417205...
    expect(toDisplay('volume', LITRES_PER_US_GALLON, US_UNITS)).toBe(1);
    expect(toDisplay('temperature', 0, US_UNITS)).toBe(32);
    expect(toDisplay('temperature', 100, US_UNITS)).toBe(212);
    expect(toDisplay('temperature', -40, US_UNITS)).toBe(-40);
    expect(toDisplay('temperature', -18, US_UNITS)).toBe(-0.4);
    // 10 km/L is 23.52 mpg (US).
    expect(toDisplay('economy', 10, US_UNITS)).toBe(23.52);
    // RM 2.05 per litre is RM 7.76 per gallon; RM 100 per 1000 km is RM 160.93 per 1000 mi.
    expect(toDisplay('pricePerVolume', 2.05, US_UNITS)).toBe(7.76);
    expect(toDisplay('pricePerDistance', 100, US_UNITS)).toBe(160.93);
  });

  it('leaves metric figures untouched (no rounding)', () => {
    const quantities: Quantity[] = ['distance', 'speed', 'volume', 'temperature', 'economy', 'pricePerVolume', 'pricePerDistance'];
    for (const q of quantities) expect(toDisplay(q, 12.345678, DEFAULT_UNITS)).toBe(12.345678);
  });

  it('converts each dimension on its own', () => {
    const mixed = { distance: 'mi', volume: 'L', temperature: 'C' } as const;
    expect(toDisplay('distance', 160.9344, mixed)).toBe(100);
    expect(toDisplay('volume', 10, mixed)).toBe(10);
    expect(toDisplay('temperature', 5, mixed)).toBe(5);
    expect(unitLabel('economy', mixed)).toBe('mpg');
    expect(toDisplay('temperature', 5, { ...DEFAULT_UNITS, temperature: 'F' })).toBe(41);
  });

  it('converts typed values back to metric exactly, and round-trips', () => {
    expect(fromDisplay('speed', 55, US_UNITS)).toBeCloseTo(88.51392, 10);
    expect(fromDisplay('volume', 10, US_UNITS)).toBeCloseTo(37.85411784, 10);
    expect(fromDisplay('temperature', 212, US_UNITS)).toBe(100);
    expect(fromDisplay('pricePerVolume', 7.5, US_UNITS)).toBeCloseTo(7.5 / 3.785411784, 12);
    for (const q of ['distance', 'speed', 'volume', 'temperature', 'economy', 'pricePerVolume', 'pricePerDistance'] as Quantity[]) {
      for (const v of [-40, 0, 1, 88.5, 1234.5]) {
        // Back to metric and shown again: the same figure at its shown precision.
        expect(toDisplay(q, fromDisplay(q, v, US_UNITS), US_UNITS)).toBe(v);
        expect(fromDisplay(q, v, DEFAULT_UNITS)).toBe(v);
      }
    }
  });

  it('rounds half away from zero and never shows -0', () => {
    expect(roundTo(1.005 + 1e-12, 2)).toBe(1.01);
    expect(roundTo(-2.5, 0)).toBe(-3);
    expect(roundTo(2.5, 0)).toBe(3);
    expect(Object.is(roundTo(-0.001, 2), 0)).toBe(true);
  });

  it('refuses values that are not finite numbers', () => {
    expect(() => toDisplay('speed', Number.NaN, US_UNITS)).toThrow('a speed must be a finite number');
    expect(() => fromDisplay('volume', Number.POSITIVE_INFINITY, US_UNITS)).toThrow('a volume must be a finite number');
  });

  it('labels units and formats figures with them', () => {
    expect(unitLabel('speed', US_UNITS)).toBe('mph');
    expect(unitLabel('speed', DEFAULT_UNITS)).toBe('km/h');
    expect(unitLabel('distance', US_UNITS)).toBe('mi');
    expect(unitLabel('volume', US_UNITS)).toBe('gal');
    expect(unitLabel('temperature', US_UNITS)).toBe('°F');
    expect(unitLabel('temperature', DEFAULT_UNITS)).toBe('°C');
    expect(formatFigure('speed', 100, US_UNITS)).toBe('62.1 mph');
    expect(formatFigure('speed', 100, US_UNITS, 0)).toBe('62 mph');
    expect(formatFigure('volume', 50, DEFAULT_UNITS)).toBe('50 L');
    expect(formatFigure('temperature', null, US_UNITS)).toBe('-');
  });

  it('validates stored and typed units with clear errors', () => {
    expect(unitPreferencesSchema.parse({ distance: 'mi', volume: 'gal', temperature: 'F' })).toEqual(US_UNITS);
    const bad = unitPreferencesSchema.safeParse({ distance: 'miles', volume: 'gal', temperature: 'F' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('distance must be "km" or "mi".');
    expect(unitPreferencesSchema.safeParse({ distance: 'mi', volume: 'gal' }).error?.issues[0]?.message).toBe('temperature must be "C" or "F".');
    expect(unitPreferencesSchema.safeParse({ ...US_UNITS, area: 'acres' }).success).toBe(false);
    expect(parseUnitPreferences(undefined)).toEqual(DEFAULT_UNITS);
    expect(parseUnitPreferences({ distance: 'x' })).toEqual(DEFAULT_UNITS);
    expect(parseUnitPreferences({ distance: 'mi', volume: 'L', temperature: 'F' })).toEqual({ distance: 'mi', volume: 'L', temperature: 'F' });
    expect(isMetric(DEFAULT_UNITS)).toBe(true);
    expect(isMetric(US_UNITS)).toBe(false);
  });
});
