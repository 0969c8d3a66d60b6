import { describe, expect, it } from 'vitest';
import * as domain from '../index';
import { MIN, T0, pt } from './test-fixtures';

describe('reports from the package index', () => {
  it('exports the report analytics by name', () => {
    for (const name of [
      'REPORT_COLUMNS',
      'buildReport',
      'segmentTrips',
      'dailyMileage',
      'smoothFuel',
      'detectFuelEvents',
      'inputIntervals',
      'temperatureStats',
      'fatigueEvents',
      'poiVisits',
      'overspeedEvents',
      'haversineKm',
      'pointInRing',
    ]) {
      expect(typeof (domain as Record<string, unknown>)[name], name).not.toBe('undefined');
    }
  });

  it('does not cap rows: 3,000 history points give 3,000 rows', () => {
    const points = Array.from({ length: 3000 }, (_, k) => pt(k, { speed: 10 }));
    const r = domain.buildReport({
      type: 'history',
      from: T0,
      to: T0 + 3000 * MIN,
      timeZone: 'UTC',
      assets: [{ assetId: 1, assetName: 'A', assetGroup: '', type: 'Car', points, events: [], fuelReceipts: [], tollReceipts: [], maintenance: [] }],
      pois: [],
      speedLimit: 80,
    });
    expect(r.rows).toHaveLength(3000);
    expect(r.rows[2999]).toMatchObject({ time: '3/1/2026 | 01:59:00', timestamp: T0 + 2999 * MIN });
  });

  it('segmentTrips sorts unsorted input without mutating it', () => {
    const pts = [pt(2, { speed: 50, odometer: 2 }), pt(0, { speed: 50, odometer: 0 }), pt(1, { speed: 50, odometer: 1 })];
    const { trips } = domain.segmentTrips(pts);
    expect(trips[0]).toMatchObject({ start: T0, end: T0 + 2 * MIN, distanceKm: 2 });
    expect(pts[0]!.time).toBe(T0 + 2 * MIN);
  });
});
