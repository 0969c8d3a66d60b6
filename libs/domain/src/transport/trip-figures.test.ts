import { describe, expect, it } from 'vitest';
import { ON_TIME_GRACE_MS, ROAD_CIRCUITY, etaAt, isTripLate, onTimeFigures, recentSpeedKmh, stopDelayMs, tripDisplayStatus } from './trip-figures';
import { haversineKm } from '../reports/geo';

const MIN = 60_000;
const depot = { lat: 3.068132, lng: 101.49539 };
const mydin = { lat: 3.06638, lng: 101.481037 };

describe('ETA', () => {
  it('is the road distance (great circle x circuity) at the recent moving speed, never slower than a crawl', () => {
    const straight = haversineKm(depot.lat, depot.lng, mydin.lat, mydin.lng);
    const e = etaAt(0, depot, mydin, 40);
    expect(e.distanceKm).toBe(Math.round(straight * ROAD_CIRCUITY * 10) / 10);
    expect(e.eta).toBe(Math.round((straight * ROAD_CIRCUITY) / 40 * 3_600_000));
    expect(etaAt(0, depot, mydin, 3).speedKmh).toBe(15);
    expect(etaAt(0, depot, mydin, null).speedKmh).toBe(45);
    expect(recentSpeedKmh([{ speed: 0 }, { speed: 30 }, { speed: 50 }])).toBe(40);
    expect(recentSpeedKmh([{ speed: 0 }, { speed: 2 }])).toBeNull();
  });
});

describe('delays and lateness', () => {
  const window = { windowFrom: 0, windowTo: 60 * MIN };
  it('counts a stop reached within the grace after its window as on time, later as late by the whole delay', () => {
    expect(stopDelayMs({ ...window, state: 'departed', arrivedAt: 60 * MIN + ON_TIME_GRACE_MS }, 0)).toBe(0);
    expect(stopDelayMs({ ...window, state: 'departed', arrivedAt: 80 * MIN }, 0)).toBe(20 * MIN);
    expect(stopDelayMs({ windowFrom: null, windowTo: null, state: 'departed', arrivedAt: 80 * MIN }, 0)).toBeNull();
  });
  it('a pending stop is late once its window is over, or once its ETA is', () => {
    expect(stopDelayMs({ ...window, state: 'pending', arrivedAt: null }, 30 * MIN)).toBe(0);
    expect(stopDelayMs({ ...window, state: 'pending', arrivedAt: null }, 30 * MIN, 90 * MIN)).toBe(30 * MIN);
    expect(isTripLate([{ ...window, state: 'pending', arrivedAt: null }], 70 * MIN)).toBe(true);
    expect(isTripLate([{ ...window, state: 'pending', arrivedAt: null }], 30 * MIN, 50 * MIN)).toBe(false);
    expect(tripDisplayStatus('en-route', true)).toBe('late');
    expect(tripDisplayStatus('completed', true)).toBe('completed');
  });
});

describe('on-time performance', () => {
  it('counts completed trips whose windowed stops were all on time, the mean delay of the late stops, and the goods', () => {
    const stop = (windowTo: number, arrivedAt: number | null) => ({ windowFrom: null, windowTo, arrivedAt, state: arrivedAt === null ? ('pending' as const) : ('departed' as const) });
    const f = onTimeFigures([
      { status: 'completed', stops: [stop(60 * MIN, 50 * MIN), stop(120 * MIN, 110 * MIN)], quantity: 10, weightKg: 500 },
      { status: 'completed', stops: [stop(60 * MIN, 90 * MIN), stop(120 * MIN, 130 * MIN)], quantity: 5, weightKg: 250.25 },
      { status: 'en-route', stops: [stop(60 * MIN, 50 * MIN), stop(120 * MIN, null)], quantity: 99, weightKg: 99 },
      { status: 'cancelled', stops: [stop(60 * MIN, null)], quantity: 1, weightKg: 1 },
    ]);
    expect(f).toEqual({ trips: 3, completed: 2, onTime: 1, onTimePercent: 50, stopsReached: 5, lateStops: 2, averageDelayMin: 20, cancelled: 1, quantity: 15, weightKg: 750.3 });
    expect(onTimeFigures([]).onTimePercent).toBeNull();
  });
});
