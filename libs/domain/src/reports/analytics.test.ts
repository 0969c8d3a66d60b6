import { describe, expect, it } from 'vitest';
import { DEFAULT_TEMPERATURE_RANGE, fatigueEvents, inputIntervals, poiVisits, temperatureStats } from './analytics-extra';
import { FuelEventTracker, detectFuelEvents, estimateTankLitres, fuelEventThreshold, smoothFuel, type FuelEvent, type FuelLevel } from './fuel';
import { EARTH_RADIUS_KM, formatCoordinates, haversineKm, pointInRing } from './geo';
import { MIN, T0, pt } from './test-fixtures';
import { dailyMileage, segmentTrips } from './trips';
import type { ReportPoi, ReportPoint } from './report-types';

describe('geo', () => {
  it('haversine: 1 degree of latitude is R x pi / 180 km', () => {
    expect(haversineKm(0, 0, 1, 0)).toBeCloseTo((EARTH_RADIUS_KM * Math.PI) / 180, 6);
    expect(haversineKm(3, 101, 3, 101)).toBe(0);
  });
  it('point in ring', () => {
    const ring: [number, number][] = [[101, 3], [101.01, 3], [101.01, 3.01], [101, 3.01]];
    expect(pointInRing(101.005, 3.005, ring)).toBe(true);
    expect(pointInRing(101.02, 3.005, ring)).toBe(false);
    expect(pointInRing(101.005, 2.99, ring)).toBe(false);
  });
  it('coordinates text', () => {
    expect(formatCoordinates(3.1, 101.5)).toBe('3.100000, 101.500000');
  });
});

/** Stop 0-5 min, trip 5-21 min (13 km by odometer, 2 min idle at 16-18), stop 21-30 min (4 min ignition on). */
function tripTrack(): ReportPoint[] {
  const pts: ReportPoint[] = [];
  for (let m = 0; m < 5; m++) pts.push(pt(m, { odometer: 100 }));
  for (let m = 5; m <= 15; m++) pts.push(pt(m, { speed: m === 10 ? 72 : 60, odometer: 100 + (m - 5), ignition: true }));
  pts.push(pt(16, { speed: 0, odometer: 110.5, ignition: true }));
  pts.push(pt(17, { speed: 0, odometer: 110.5, ignition: true }));
  pts.push(pt(18, { speed: 30, odometer: 110.5, ignition: true }));
  pts.push(pt(19, { speed: 30, odometer: 111.5, ignition: true }));
  pts.push(pt(20, { speed: 30, odometer: 112.5, ignition: true }));
  for (let m = 21; m <= 30; m++) pts.push(pt(m, { odometer: 113, ignition: m <= 24, address: 'Depot' }));
  return pts;
}

describe('segmentTrips', () => {
  it('finds one trip of 13 km between two stops', () => {
    const { trips, stops } = segmentTrips(tripTrack());
    expect(trips).toHaveLength(1);
    const t = trips[0]!;
    expect(t.start).toBe(T0 + 5 * MIN);
    expect(t.end).toBe(T0 + 21 * MIN);
    expect(t.durationMs).toBe(16 * MIN);
    expect(t.distanceKm).toBe(13);
    expect(t.maxSpeed).toBe(72);
    expect(t.avgSpeed).toBe(48.75);
    expect(t.idleMs).toBe(2 * MIN);
    expect(t.endAddress).toBe('Depot');
    expect(stops).toHaveLength(2);
    expect(stops[0]).toMatchObject({ start: T0, end: T0 + 5 * MIN, durationMs: 5 * MIN, idleMs: 0 });
    expect(stops[1]).toMatchObject({ start: T0 + 21 * MIN, end: T0 + 30 * MIN, durationMs: 9 * MIN, idleMs: 4 * MIN, address: 'Depot' });
  });
  it('uses haversine without odometer: 10 steps of 0.01 degree along the equator', () => {
    const pts = Array.from({ length: 11 }, (_, k) => pt(k, { lat: 0, lng: k * 0.01, speed: 36 }));
    const { trips, stops } = segmentTrips(pts);
    expect(stops).toHaveLength(0);
    expect(trips).toHaveLength(1);
    expect(trips[0]!.distanceKm).toBeCloseTo((EARTH_RADIUS_KM * Math.PI) / 180 * 0.1, 6);
    expect(trips[0]!.durationMs).toBe(10 * MIN);
  });
  it('returns nothing for an empty or parked track', () => {
    expect(segmentTrips([])).toEqual({ trips: [], stops: [] });
    const parked = segmentTrips([pt(0), pt(10)]);
    expect(parked.trips).toHaveLength(0);
    expect(parked.stops).toHaveLength(1);
  });
});

describe('dailyMileage', () => {
  it('splits at local midnight (Kuala Lumpur = 16:00 UTC)', () => {
    const at = (h: number, m: number, odometer: number) => pt(0, { time: Date.UTC(2026, 0, 1, h, m), odometer });
    const days = dailyMileage([at(15, 58, 10), at(15, 59, 11), at(16, 0, 12.5), at(16, 1, 14)], 'Asia/Kuala_Lumpur');
    expect(days.map((d) => [d.date, d.label, d.distanceKm, d.startOdometer, d.endOdometer])).toEqual([
      ['2026-01-01', '1/1/2026', 1, 10, 11],
      ['2026-01-02', '2/1/2026', 3, 12.5, 14],
    ]);
  });
});

describe('fuel', () => {
  it('smoothFuel removes a single spike (median of 3 samples)', () => {
    const pts = [50, 50, 80, 50, 50].map((f, k) => pt(k, { fuelLitres: f }));
    expect(smoothFuel(pts).map((s) => s.litres)).toEqual([50, 50, 50, 50, 50]);
    expect(smoothFuel(pts, 1).map((s) => s.litres)).toEqual([50, 50, 80, 50, 50]);
  });
  it('threshold is 5 % of the tank, or 10 L when unknown', () => {
    expect(fuelEventThreshold(400)).toBe(20);
    expect(fuelEventThreshold(null)).toBe(10);
    expect(estimateTankLitres([pt(0, { fuelLitres: 50, fuelPercent: 25 })])).toBe(200);
    expect(estimateTankLitres([pt(0, { fuelLitres: 50 })])).toBeNull();
  });
  it('detects a refuel of +40 L in 3 min once', () => {
    const raw = [20, 20, 20, 20, 20, 20, 40, 50, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60];
    const pts = raw.map((f, k) => pt(k, { fuelLitres: f }));
    const ev = detectFuelEvents(pts, 200);
    expect(ev).toHaveLength(1);
    expect(ev[0]).toMatchObject({ kind: 'refuel', start: T0 + 5 * MIN, end: T0 + 8 * MIN, before: 20, after: 60, amount: 40 });
  });
  it('detects a drain of 30 L while parked, but not the same fall while driving', () => {
    const raw = [60, 60, 60, 60, 60, 60, 45, 30, 30, 30, 30];
    const parked = raw.map((f, k) => pt(k, { fuelLitres: f }));
    const ev = detectFuelEvents(parked, null);
    expect(ev).toHaveLength(1);
    expect(ev[0]).toMatchObject({ kind: 'drain', start: T0 + 5 * MIN, end: T0 + 7 * MIN, before: 60, after: 30, amount: 30 });
    const driving = raw.map((f, k) => pt(k, { fuelLitres: f, speed: 50, ignition: true }));
    expect(detectFuelEvents(driving, null)).toEqual([]);
  });
  it('the streaming tracker gives the same events and levels in any batches; a spike, ignition on, or a long gap make none', () => {
    const raw = [20, 20, 20, 60, 20, 20, 45, 70, 70, 70, 70, 50, 30, 30, 30, 30, 10, 10, 10];
    const pts = raw.map((f, k) => pt(k, { fuelLitres: f, ignition: k >= 15 ? true : false }));
    const batch = detectFuelEvents(pts, null);
    expect(batch.map((e) => [e.kind, (e.start - T0) / MIN, (e.end - T0) / MIN, e.before, e.after])).toEqual([
      ['refuel', 5, 7, 20, 70],
      ['drain', 10, 12, 70, 30],
    ]);
    const levels: FuelLevel<(typeof pts)[number]>[] = [];
    const tracker = new FuelEventTracker<(typeof pts)[number]>({ tankLitres: null, onLevel: (l) => levels.push(l) });
    const streamed: FuelEvent[] = [];
    for (const p of [...pts, ...pts.slice(0, 5)]) streamed.push(...tracker.push(p)); // re-sent points are ignored
    expect([...streamed, ...tracker.flush()]).toEqual(batch);
    expect(levels.map((l) => l.litres)).toEqual(smoothFuel(pts).map((s) => s.litres));
    const sparse = [60, 60, 60, 40, 40, 40].map((f, k) => pt(k * 31, { fuelLitres: f }));
    expect(detectFuelEvents(sparse, null)).toEqual([]);
  });
  it('ignores a rise smaller than the threshold', () => {
    const pts = [20, 20, 20, 28, 28, 28].map((f, k) => pt(k, { fuelLitres: f }));
    expect(detectFuelEvents(pts, null)).toEqual([]);
  });
});

describe('inputIntervals', () => {
  it('counts 3 ON intervals with ON time, OFF time and distance while ON', () => {
    const states = [false, true, true, false, true, false, false, true, true, true];
    const pts = states.map((on, k) => pt(k, { inputs: { din1: on }, inputNames: { din1: 'PTO' }, odometer: k }));
    const r = inputIntervals(pts, 'din1');
    expect(r.inputName).toBe('PTO');
    expect(r.onCount).toBe(3);
    expect(r.onMs).toBe(5 * MIN);
    expect(r.offMs).toBe(4 * MIN);
    expect(r.distanceOnKm).toBe(5);
    expect(r.intervals.map((i) => [i.state, (i.start - T0) / MIN, (i.end - T0) / MIN])).toEqual([
      ['OFF', 0, 1],
      ['ON', 1, 3],
      ['OFF', 3, 4],
      ['ON', 4, 5],
      ['OFF', 5, 7],
      ['ON', 7, 9],
    ]);
  });
  it('falls back to the key as name and skips points without the input', () => {
    const r = inputIntervals([pt(0), pt(1, { inputs: { din2: true } })], 'din2');
    expect(r.inputName).toBe('din2');
    expect(r.intervals).toHaveLength(1);
    expect(r.onMs).toBe(0);
  });
});

describe('temperatureStats', () => {
  it('min, max, mean and time out of 2-8 °C', () => {
    const pts = [4, 9, 10, 5, 1].map((t, k) => pt(k, { temperature: t }));
    expect(temperatureStats([...pts, pt(5)], DEFAULT_TEMPERATURE_RANGE)).toEqual({
      samples: 5,
      min: 1,
      max: 10,
      avg: 5.8,
      outOfRangeMs: 2 * MIN,
      outOfRangeSamples: 3,
    });
    expect(temperatureStats([]).avg).toBeNull();
  });
});

describe('fatigueEvents', () => {
  it('flags 4 h 10 min of driving once, at the 4 h mark', () => {
    const pts = Array.from({ length: 291 }, (_, k) => pt(k, { speed: k < 250 ? 60 : 0 }));
    const ev = fatigueEvents(pts);
    expect(ev).toHaveLength(1);
    expect(ev[0]).toMatchObject({ start: T0, exceededAt: T0 + 240 * MIN, end: T0 + 250 * MIN, drivingMs: 250 * MIN });
  });
  it('a 20 min pause is no break; a 30 min pause is', () => {
    const track = (pause: number) =>
      Array.from({ length: 250 + pause + 10 }, (_, k) => pt(k, { speed: k < 120 || (k >= 120 + pause && k < 250 + pause) ? 60 : 0 }));
    const short = fatigueEvents(track(20));
    expect(short).toHaveLength(1);
    expect(short[0]!.drivingMs).toBe(250 * MIN);
    expect(short[0]!.exceededAt).toBe(T0 + 260 * MIN);
    expect(fatigueEvents(track(30))).toEqual([]);
  });
});

describe('poiVisits', () => {
  const poi: ReportPoi = { id: 7, name: 'Depot', ring: [[101, 3], [101.01, 3], [101.01, 3.01], [101, 3.01]] };
  it('enter, exit and dwell; an open visit lasts until the last point', () => {
    const lats = [2.99, 3.005, 3.005, 3.005, 2.99, 2.99, 3.005, 3.005];
    const pts = lats.map((lat, k) => pt(k, { lat, lng: 101.005 }));
    const v = poiVisits(pts, [poi]);
    expect(v).toHaveLength(2);
    expect(v[0]).toMatchObject({ poiId: 7, poiName: 'Depot', enter: T0 + MIN, exit: T0 + 4 * MIN, dwellMs: 3 * MIN });
    expect(v[1]).toMatchObject({ enter: T0 + 6 * MIN, exit: null, dwellMs: MIN });
  });
});
