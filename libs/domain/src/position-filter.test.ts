import { describe, expect, it } from 'vitest';
import { FUTURE_TOLERANCE_MS, MAX_PLAUSIBLE_SPEED_KMH, POSITION_FILTER_REASONS, POSITION_FILTER_TEXTS, filterPosition, isFutureTime } from './index';

const NOW = Date.UTC(2025, 5, 1, 12);
const ok = { time: NOW - 1000, lat: 3.07, lng: 101.5, speed: 60 };

describe('filterPosition', () => {
  it('keeps a plausible position, including a time up to 24 h ahead and old history', () => {
    expect(filterPosition(ok, NOW)).toBeNull();
    expect(filterPosition({ ...ok, time: NOW + FUTURE_TOLERANCE_MS }, NOW)).toBeNull();
    expect(filterPosition({ ...ok, time: Date.UTC(2001, 0, 1) }, NOW)).toBeNull();
    expect(filterPosition({ ...ok, speed: MAX_PLAUSIBLE_SPEED_KMH }, NOW)).toBeNull();
    expect(filterPosition({ time: NOW, lat: 0, lng: 101.5 }, NOW)).toBeNull();
    expect(filterPosition({ ...ok, speed: null }, NOW)).toBeNull();
  });

  it('refuses a time more than 24 h ahead (a report dated 2100)', () => {
    expect(filterPosition({ ...ok, time: NOW + FUTURE_TOLERANCE_MS + 1 }, NOW)).toBe('future');
    expect(filterPosition({ ...ok, time: Date.UTC(2100, 0, 1) }, NOW)).toBe('future');
    expect(filterPosition({ ...ok, time: NaN }, NOW)).toBe('future');
  });

  it('refuses 0/0, invalid coordinates and impossible speeds', () => {
    expect(filterPosition({ ...ok, lat: 0, lng: 0 }, NOW)).toBe('zero-coordinates');
    expect(filterPosition({ ...ok, lat: 91 }, NOW)).toBe('invalid-coordinates');
    expect(filterPosition({ ...ok, lng: -180.5 }, NOW)).toBe('invalid-coordinates');
    expect(filterPosition({ ...ok, lat: NaN }, NOW)).toBe('invalid-coordinates');
    expect(filterPosition({ ...ok, lng: Infinity }, NOW)).toBe('invalid-coordinates');
    expect(filterPosition({ ...ok, speed: MAX_PLAUSIBLE_SPEED_KMH + 0.1 }, NOW)).toBe('impossible-speed');
    expect(filterPosition({ ...ok, speed: NaN }, NOW)).toBe('impossible-speed');
  });

  it('names every reason with a text', () => {
    expect(Object.keys(POSITION_FILTER_TEXTS).sort()).toEqual([...POSITION_FILTER_REASONS].sort());
  });

  it('tells a stored time frozen in the future', () => {
    expect(isFutureTime(Date.UTC(2100, 0, 1), NOW)).toBe(true);
    expect(isFutureTime(NOW + FUTURE_TOLERANCE_MS, NOW)).toBe(false);
  });
});
