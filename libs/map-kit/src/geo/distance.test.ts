import { describe, expect, it } from 'vitest';
import { distanceKm, formatDistanceKm } from './distance';

describe('distanceKm', () => {
  it('is zero for the same point', () => {
    expect(distanceKm({ lat: 3.07, lng: 101.49 }, { lat: 3.07, lng: 101.49 })).toBe(0);
  });
  it('measures one degree of latitude as about 111.2 km', () => {
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.19, 1);
  });
  it('measures Shah Alam to Kuala Lumpur as about 20 km', () => {
    const shahAlam = { lat: 3.0733, lng: 101.5185 };
    const kl = { lat: 3.139, lng: 101.6869 };
    expect(distanceKm(shahAlam, kl)).toBeGreaterThan(19);
    expect(distanceKm(shahAlam, kl)).toBeLessThan(21);
  });
  it('is symmetric', () => {
    const a = { lat: 1.5, lng: 103.7 };
    const b = { lat: 6.1, lng: 100.4 };
    expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 9);
  });
});

describe('formatDistanceKm', () => {
  it('shows KM with two decimals below 100 km and whole km above', () => {
    expect(formatDistanceKm(0)).toBe('0.00 KM');
    expect(formatDistanceKm(1.234)).toBe('1.23 KM');
    expect(formatDistanceKm(250.6)).toBe('251 KM');
  });
});
