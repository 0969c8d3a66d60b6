import { describe, expect, it } from 'vitest';
import { countByStatus, deriveStatus } from './status';

const now = Date.UTC(2026, 10, 21, 12, 0, 0);
const min = 60_000;

describe('deriveStatus', () => {
  it('is Inactive without any report or after 24 h of silence', () => {
    expect(deriveStatus({ lastReportAt: null, speedKmh: 0, ignition: null, stationarySince: null }, now)).toBe('Inactive');
    expect(deriveStatus({ lastReportAt: now - 24 * 60 * min, speedKmh: 50, ignition: true, stationarySince: null }, now)).toBe('Inactive');
    expect(deriveStatus({ lastReportAt: now - 24 * 60 * min + 1, speedKmh: 50, ignition: true, stationarySince: null }, now)).toBe('Moving');
  });

  it('is Moving at 5 km/h and above, whatever the ignition says', () => {
    expect(deriveStatus({ lastReportAt: now, speedKmh: 5, ignition: false, stationarySince: null }, now)).toBe('Moving');
    expect(deriveStatus({ lastReportAt: now, speedKmh: 4.9, ignition: true, stationarySince: now - min }, now)).toBe('Idling');
  });

  it('is Parked with the ignition off', () => {
    expect(deriveStatus({ lastReportAt: now, speedKmh: 0, ignition: false, stationarySince: now }, now)).toBe('Parked');
  });

  it('without ignition, parks after 3 min stationary', () => {
    const base = { lastReportAt: now, speedKmh: 0, ignition: null };
    expect(deriveStatus({ ...base, stationarySince: now - 3 * min + 1 }, now)).toBe('Idling');
    expect(deriveStatus({ ...base, stationarySince: now - 3 * min }, now)).toBe('Parked');
  });

  it('honours tenant thresholds', () => {
    const t = { movingSpeedKmh: 10, parkAfterMs: min, inactiveAfterMs: 60 * min };
    expect(deriveStatus({ lastReportAt: now, speedKmh: 8, ignition: null, stationarySince: now - 2 * min }, now, t)).toBe('Parked');
    expect(deriveStatus({ lastReportAt: now - 61 * min, speedKmh: 8, ignition: null, stationarySince: null }, now, t)).toBe('Inactive');
  });
});

describe('countByStatus', () => {
  it('counts by short form and in All', () => {
    expect(countByStatus(['Moving', 'Moving', 'Parked', 'Inactive', 'Idling'])).toEqual({ All: 5, Move: 2, Idle: 1, Park: 1, Inactive: 1 });
    expect(countByStatus([])).toEqual({ All: 0, Move: 0, Idle: 0, Park: 0, Inactive: 0 });
  });
});
