import { describe, expect, it } from 'vitest';
import { JITTER_RADIUS_M, stepDistanceKm, trackDistanceKm } from './distance';
import { haversineKm } from './geo';
import { summaryParts } from './summary';
import { dailyMileage, segmentTrips } from './trips';
import { MIN, T0, pt } from './test-fixtures';

const DEG_KM = haversineKm(3, 101, 3.001, 101); // ~0.111 km per 0.001° of latitude

describe('the one definition of distance', () => {
  it('takes the odometer increase when both fixes carry a trustworthy one', () => {
    expect(stepDistanceKm(pt(0, { odometer: 100, speed: 60 }), pt(1, { odometer: 101.2, lat: 3.001, speed: 60 }))).toBeCloseTo(1.2, 9);
  });

  it('falls back to the great circle when the odometer runs backwards, jumps, or is missing', () => {
    const a = pt(0, { odometer: 100, speed: 60 });
    const b = { lat: 3.001, speed: 60 };
    expect(stepDistanceKm(a, pt(1, { ...b, odometer: 99 }))).toBeCloseTo(DEG_KM, 9);
    // 40,000 km in a minute: a device reset, not driving.
    expect(stepDistanceKm(a, pt(1, { ...b, odometer: 40_100 }))).toBeCloseTo(DEG_KM, 9);
    expect(stepDistanceKm(a, pt(1, { ...b, odometer: null }))).toBeCloseTo(DEG_KM, 9);
  });

  it('suppresses stationary GPS jitter but not a stationary fix far away (towed, or a gap in reports)', () => {
    const jitterDeg = (JITTER_RADIUS_M / 2 / 1000 / DEG_KM) * 0.001;
    expect(stepDistanceKm(pt(0), pt(1, { lat: 3 + jitterDeg }))).toBe(0);
    // The same wobble while moving counts.
    expect(stepDistanceKm(pt(0, { speed: 20 }), pt(1, { lat: 3 + jitterDeg, speed: 20 }))).toBeGreaterThan(0);
    expect(stepDistanceKm(pt(0), pt(60, { lat: 3.01 }))).toBeCloseTo(10 * DEG_KM, 9);
  });

  it('counts the step from the fix before the period, so that days add up to the week exactly', () => {
    // Three days of a truck that drives 100 km every day from 23:00 to 01:00 UTC (across midnight).
    const points = Array.from({ length: 3 * 24 * 12 }, (_, i) => {
      const minute = i * 5;
      const hourOfDay = (minute / 60) % 24;
      const driving = hourOfDay >= 23 || hourOfDay < 1;
      return { minute, driving };
    });
    let odo = 5_000;
    const track = points.map(({ minute, driving }) => {
      if (driving) odo += 100 / 24;
      return pt(minute, { speed: driving ? 50 : 0, ignition: driving, odometer: odo, lat: 3 + odo / 10_000 });
    });
    const whole = trackDistanceKm(track);
    const days = dailyMileage(track, 'UTC');
    expect(days.reduce((a, d) => a + d.distanceKm, 0)).toBeCloseTo(whole, 9);
    // Each day on its own, with the fix before it, is that day's part of the whole.
    const firstOfDay2 = track.findIndex((p) => p.time >= T0 + 1440 * MIN);
    const day2 = track.filter((p) => p.time >= T0 + 1440 * MIN && p.time < T0 + 2880 * MIN);
    expect(summaryParts(day2, track[firstOfDay2 - 1]).distanceKm).toBeCloseTo(days[1]!.distanceKm, 9);
    // The Summary of the period is the same figure, and the trips add up to it (nothing moves during the stops).
    expect(summaryParts(track).distanceKm).toBeCloseTo(whole, 9);
    const trips = segmentTrips(track).trips;
    expect(trips.reduce((a, t) => a + t.distanceKm, 0)).toBeCloseTo(whole, 9);
    expect(whole).toBeCloseTo(odo - 5_000 - 100 / 24, 6);
  });
});
