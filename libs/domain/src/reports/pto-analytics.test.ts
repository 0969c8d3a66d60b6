import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM } from './geo';
import { PTO_MAP_MAX_POINTS, ptoAnalysis, sweptStrip, thinPath } from './pto-analytics';
import type { ReportPoint } from './report-types';
import { MIN, T0, pt } from './test-fixtures';

/** Degrees of latitude per metre (along a meridian, haversine is exact). */
const DEG_PER_M = 180 / (Math.PI * EARTH_RADIUS_KM * 1000);
const LAT0 = 3;
const LNG0 = 101;
/** Degrees of longitude per metre at LAT0. */
const LNG_PER_M = DEG_PER_M / Math.cos((LAT0 * Math.PI) / 180);
const CAP = Math.PI * 1.5 ** 2; // round end caps of a 3 m strip: one disc per path

/** A point `north` m north and `east` m east of the origin, `sec` seconds after T0, din1 on or off. */
function at(sec: number, north: number, east: number, on: boolean): ReportPoint {
  return pt(sec / 60, { lat: LAT0 + north * DEG_PER_M, lng: LNG0 + east * LNG_PER_M, inputs: { din1: on }, inputNames: { din1: 'PTO' } });
}

/** A 1 km pass along a meridian `east` m east of the origin, points every 10 m, from `startSec`, 1 point per 10 s. */
function pass(startSec: number, east: number, on: boolean, northward = true): ReportPoint[] {
  return Array.from({ length: 101 }, (_, k) => at(startSec + k * 10, northward ? k * 10 : 1000 - k * 10, east, on));
}

/**
 * The implement lifted at the end of a pass: an OFF report where the input switched (a state holds until the next
 * report, so the segment to the first OFF report is driven ON).
 */
const lift = (north: number, east: number) => at(1002, north, east, false);

const period = { from: T0, to: T0 + 6 * 3_600_000, timeZone: 'UTC' };
const analyse = (points: ReportPoint[], widthM = 3) => ptoAnalysis(points, { input: 'din1', implementWidthM: widthM, ...period });

describe('ptoAnalysis on known shapes', () => {
  it('a straight 1 km pass with a 3 m implement: 1000 m, 3000 m² with overlap, 3000 + π·1.5² m² as a union', () => {
    const r = analyse(pass(0, 0, true));
    console.log(`straight pass: distance ${r.cumulativeDistance.toFixed(2)} m, overlap ${r.areaCoveredFinessedOverlap.toFixed(1)} m², union ${r.areaCoveredFinessed.toFixed(1)} m² (expected ${(3000 + CAP).toFixed(1)})`);
    expect(r.cumulativeDistance).toBeCloseTo(1000, 0);
    expect(r.areaCoveredFinessedOverlap).toBeCloseTo(3000, -1);
    expect(Math.abs(r.areaCoveredFinessed - (3000 + CAP)) / (3000 + CAP)).toBeLessThan(0.005);
    expect(r.areaCovered).toBe(r.areaCoveredFinessed);
    expect(r.onCount).toBe(1);
    expect(r.inputName).toBe('PTO');
    expect(r.playbackMap).toHaveLength(1);
    expect(r.playbackMap[0]).toHaveLength(101);
    expect(r.polygons).toHaveLength(1);
    expect(r.polygons[0]?.[0]?.[0]).toHaveLength(2);
  });

  it('two identical passes: the overlap-included area doubles, the union does not change', () => {
    const one = analyse(pass(0, 0, true));
    // Pass, implement lifted at the row end (the OFF report where it switched), back OFF, the same pass again.
    const two = analyse([...pass(0, 0, true), at(1005, 1000, 0, false), ...pass(1010, 0, false, false).slice(1), ...pass(2020, 0, true)]);
    console.log(`two identical passes: overlap ${two.areaCoveredFinessedOverlap.toFixed(1)} m², union ${two.areaCoveredFinessed.toFixed(1)} m²`);
    expect(two.onCount).toBe(2);
    expect(two.cumulativeDistance).toBeCloseTo(2 * one.cumulativeDistance, 0);
    expect(two.areaCoveredFinessedOverlap).toBeCloseTo(2 * one.areaCoveredFinessedOverlap, 0);
    expect(Math.abs(two.areaCoveredFinessed - one.areaCoveredFinessed) / one.areaCoveredFinessed).toBeLessThan(0.001);
    expect(two.playbackMap).toHaveLength(2);
  });

  it('a U-turn leaving a 3 m gap: two separate strips; overlapping rows: the overlap counted once', () => {
    // North on row 1, U-turn with the implement up, south on row 2: centres 6 m apart leave a 3 m gap.
    const gap = analyse([...pass(0, 0, true), lift(1000, 0), at(1005, 1000, 3, false), ...pass(1010, 6, true, false)]);
    // Centres 2 m apart: 1 m of the 3 m strips overlaps along the whole row.
    const overlap = analyse([...pass(0, 0, true), lift(1000, 0), at(1005, 1000, 1, false), ...pass(1010, 2, true, false)]);
    console.log(
      `U-turn, 3 m gap: union ${gap.areaCoveredFinessed.toFixed(1)} m² in ${gap.polygons.length} polygons; ` +
        `rows 2 m apart: overlap-included ${overlap.areaCoveredFinessedOverlap.toFixed(1)} m², union ${overlap.areaCoveredFinessed.toFixed(1)} m²`,
    );
    expect(gap.polygons).toHaveLength(2);
    expect(Math.abs(gap.areaCoveredFinessed - 2 * (3000 + CAP)) / 6000).toBeLessThan(0.005);
    expect(gap.areaCoveredFinessedOverlap).toBeCloseTo(6000, -1);
    expect(overlap.polygons).toHaveLength(1);
    // 5 m wide over 1000 m, plus the caps (somewhat less than two discs, since they overlap too).
    expect(overlap.areaCoveredFinessed).toBeGreaterThan(5000);
    expect(overlap.areaCoveredFinessed).toBeLessThan(5000 + 2 * CAP);
    expect(overlap.areaCoveredFinessedOverlap).toBeCloseTo(6000, -1);
  });

  it('excludes OFF stretches from the distance and the areas', () => {
    // ON for the first 500 m, the implement is lifted there (OFF report at the same place), OFF for the rest.
    const points = pass(0, 0, true).map((p, k) => (k > 50 ? { ...p, inputs: { din1: false } } : p));
    points.splice(51, 0, { ...(points[50] as ReportPoint), time: (points[50] as ReportPoint).time + 1000, inputs: { din1: false } });
    const r = analyse(points);
    expect(r.cumulativeDistance).toBeCloseTo(500, 0);
    expect(r.areaCoveredFinessedOverlap).toBeCloseTo(1500, -1);
    expect(Math.abs(r.areaCoveredFinessed - (1500 + CAP)) / 1500).toBeLessThan(0.005);
    expect(r.intervals.map((x) => [x.state, Math.round(x.distanceM)])).toEqual([
      ['ON', 500],
      ['OFF', 500],
    ]);
  });

  it('counts ON switches (an ON at the start counting as one) and splits the period into ON and OFF time', () => {
    const on = (minute: number, state: boolean) => pt(minute, { inputs: { din1: state }, inputNames: { din1: 'PTO' } });
    const series = [on(0, true), on(5, true), on(10, false), on(20, true), on(30, false), on(45, false), on(60, false)];
    const r = ptoAnalysis(series, { input: 'din1', implementWidthM: 3, from: T0, to: T0 + 60 * MIN, timeZone: 'UTC' });
    expect(r.onCount).toBe(2);
    expect(r.intervals.map((x) => [x.state, (x.start - T0) / MIN, (x.end - T0) / MIN])).toEqual([
      ['ON', 0, 10],
      ['OFF', 10, 20],
      ['ON', 20, 30],
      ['OFF', 30, 60],
    ]);
    expect([r.elapsedMs, r.onMs, r.offMs]).toEqual([60 * MIN, 20 * MIN, 40 * MIN]);
    expect([r.elapsedTime, r.onTime, r.offTime]).toEqual(['1 h 00 min', '20 min', '40 min']);
    expect(r.time).toBe('1/1/2026 | 00:00:00 - 1/1/2026 | 01:00:00');
    // Parked: no distance, no area.
    expect(r.cumulativeDistance).toBe(0);
    expect(r.areaCovered).toBe(0);
    expect(r.polygons).toEqual([]);
    // Starting OFF: the first switch counts.
    expect(ptoAnalysis(series.slice(2), { input: 'din1', implementWidthM: 3, from: T0, to: T0 + 60 * MIN }).onCount).toBe(1);
    // Another input, or none reported: nothing ON.
    expect(ptoAnalysis(series, { input: 'din2', implementWidthM: 3, from: T0, to: T0 + 60 * MIN }).onCount).toBe(0);
  });

  it('computes a machine day at 30 s reporting (2,000 points of rows), its time printed', () => {
    // 100 rows of 200 m, 3 m apart, 20 points each (10 m every 30 s), the implement lifted on the headland turns.
    const points: ReportPoint[] = [];
    for (let row = 0; row < 100; row++) {
      for (let k = 0; k < 20; k++) {
        const north = row % 2 === 0 ? k * 10.5 : 199.5 - k * 10.5;
        points.push(at((row * 20 + k) * 30, north, row * 3, k < 19));
      }
    }
    const run = () => {
      const started = performance.now();
      const result = ptoAnalysis(points, { input: 'din1', implementWidthM: 3, from: T0, to: T0 + 24 * 3_600_000, timeZone: 'UTC' });
      return { result, ms: performance.now() - started };
    };
    const { result: r, ms } = run(); // cold: the first call of the geometry code in this process
    const warm = run().ms;
    console.log(
      `machine day: ${points.length} points, ${r.onCount} ON passes, ${r.cumulativeDistance.toFixed(0)} m ON, ` +
        `overlap ${r.areaCoveredFinessedOverlap.toFixed(0)} m², union ${r.areaCoveredFinessed.toFixed(0)} m², computed in ${ms.toFixed(0)} ms cold, ${warm.toFixed(0)} ms warm`,
    );
    expect(r.onCount).toBe(100);
    // Adjacent rows touch (3 m apart, 3 m wide): the union is about the overlap-included area.
    expect(Math.abs(r.areaCoveredFinessed - r.areaCoveredFinessedOverlap) / r.areaCoveredFinessedOverlap).toBeLessThan(0.02);
    // The time is printed, not asserted (~0.4-0.6 s warm on an idle machine): a timed test fails on a busy one.
  });

  it('thins long paths for the map only', () => {
    const long = Array.from({ length: 5_001 }, (_, k) => k);
    const thin = thinPath(long);
    expect(thin.length).toBeLessThanOrEqual(PTO_MAP_MAX_POINTS);
    expect(thin[0]).toBe(0);
    expect(thin[thin.length - 1]).toBe(5_000);
    expect(sweptStrip([], 3)).toEqual({ areaM2: 0, polygons: [] });
  });
});
