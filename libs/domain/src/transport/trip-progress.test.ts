import { describe, expect, it } from 'vitest';
import { pointInRing } from '../reports/geo';
import { segmentTrips } from '../reports/trips';
import type { ReportPoint } from '../reports/report-types';
import recordedTracks from './fixtures/shah-alam-trucks.json';
import { ARRIVAL_DWELL_MS, DEPARTURE_CONFIRM_MS, insideFence, startProgress, stepTrip, tripStatusOf, type StopFence, type TripProgress } from './trip-progress';

/** Recorded drives of the Shah Alam trucks (apps/fleet-api/src/seed/record-demo-tracks.ts) and the demo POIs they serve. */
const RECORDED = recordedTracks as unknown as {
  fences: { name: string; ring: [number, number][] }[];
  tracks: { assetName: string; points: [number, number, number, number][] }[];
};
const FENCES: StopFence[] = RECORDED.fences.map((f) => ({ kind: 'ring', ring: f.ring }));
const fix = (p: readonly [number, number, number, number]) => ({ time: p[0], lat: p[1], lng: p[2], speed: p[3] });
const run = (fences: readonly StopFence[], points: readonly (readonly [number, number, number, number])[]): TripProgress =>
  points.reduce((progress, p) => stepTrip(progress, fences, fix(p)), startProgress(fences.length));

const MIN = 60_000;
/** A drive along a line of latitude: `lngs` one per 15 s at `speed` (km/h). */
const drive = (from: number, lat: number, lngs: readonly number[], speed: number) => lngs.map((lng, i) => [from + i * 15_000, lat, lng, speed] as [number, number, number, number]);
const CIRCLE: StopFence = { kind: 'circle', lat: 3, lng: 101, radiusM: 100 };

describe('stop arrival and departure on recorded tracks', () => {
  it('finds every stop a recorded truck made inside a POI (a stop of the trip segmentation): arrived when it entered, departed when it left', () => {
    let visits = 0;
    for (const track of RECORDED.tracks) {
      // Each visit is judged on its own: the trip starts afresh before every stop the segmentation finds.
      const points: ReportPoint[] = track.points.map(([time, lat, lng, speed]) => ({ time, lat, lng, speed, heading: 0, ignition: speed > 0 ? true : null, fuelLitres: null, fuelPercent: null, temperature: null, voltage: null, odometer: null, inputs: {}, inputNames: {}, address: null }) as unknown as ReportPoint);
      const { stops } = segmentTrips(points);
      for (const stop of stops) {
        const at = RECORDED.fences.findIndex((f) => pointInRing(stop.lng, stop.lat, f.ring));
        if (at < 0) continue;
        visits += 1;
        const before = track.points.filter((p) => p[0] >= stop.start - 30 * MIN && p[0] <= stop.end + 30 * MIN);
        const progress = run([FENCES[at]!], before);
        const s = progress.stops[0]!;
        expect(s.state, `${track.assetName} at ${RECORDED.fences[at]!.name}`).not.toBe('pending');
        // Once it was outside for good (every later fix outside), it departed.
        const lastInside = before.filter((p) => insideFence(FENCES[at]!, p[1], p[2])).at(-1)![0];
        if (before.some((p) => p[0] >= lastInside + DEPARTURE_CONFIRM_MS)) expect(s.state).toBe('departed');
        // It entered no later than it stood still there, and left no earlier than it moved off.
        expect(s.arrivedAt).not.toBeNull();
        expect(s.arrivedAt!).toBeLessThanOrEqual(stop.start);
        // It left at its first fix outside after one inside, and stayed out.
        if (s.departedAt !== null) {
          const i = before.findIndex((p) => p[0] === s.departedAt);
          expect(insideFence(FENCES[at]!, before[i]![1], before[i]![2])).toBe(false);
          expect(insideFence(FENCES[at]!, before[i - 1]![1], before[i - 1]![2])).toBe(true);
          expect(s.departedAt).toBeGreaterThan(s.arrivedAt!);
        }
        // The fix it arrived at is inside the fence.
        expect(track.points.some((p) => p[0] === s.arrivedAt && insideFence(FENCES[at]!, p[1], p[2]))).toBe(true);
      }
    }
    expect(visits).toBeGreaterThanOrEqual(6);
  });

  it('a whole day of a truck: its trip of every Shah Alam site it served ends with each one arrived before it departed', () => {
    const track = RECORDED.tracks.find((t) => t.points.some((p) => RECORDED.fences.slice(1).some((f) => pointInRing(p[2], p[1], f.ring)) && p[3] < 5))!;
    const progress = run(FENCES, track.points);
    const reached = progress.stops.filter((s) => s.state !== 'pending');
    expect(reached.length).toBeGreaterThanOrEqual(2);
    for (const s of reached) {
      expect(s.arrivedAt).not.toBeNull();
      if (s.departedAt !== null) expect(s.departedAt).toBeGreaterThan(s.arrivedAt!);
    }
    expect(progress.movedAt).not.toBeNull();
  });
});

describe('stop arrival and departure, edge cases', () => {
  it('a drive through a stop at speed is no arrival; stopping inside is one at once', () => {
    const through = run([CIRCLE], drive(0, 3, [100.997, 100.998, 100.999, 101.0, 101.001, 101.002, 101.003], 50));
    expect(through.stops[0]!.state).toBe('pending');
    const stopped = run([CIRCLE], [...drive(0, 3, [100.997, 100.999], 40), [30_000, 3, 101.0003, 0]]);
    expect(stopped.stops[0]).toMatchObject({ state: 'arrived', arrivedAt: 30_000 });
  });

  it('crawling inside for a minute is an arrival from when it entered', () => {
    const slow = run([CIRCLE], drive(0, 3, [100.998, 100.9993, 100.9995, 100.9997, 100.9999, 101.0001, 101.0003], 8));
    expect(slow.stops[0]).toMatchObject({ state: 'arrived', arrivedAt: 15_000 });
    expect(6 * 15_000 - 15_000).toBeGreaterThanOrEqual(ARRIVAL_DWELL_MS);
  });

  it('a fix wandering just outside does not depart; a minute outside does, from when it left', () => {
    const at: [number, number, number, number][] = [[0, 3, 101, 0]];
    const wander: [number, number, number, number][] = [[60_000, 3, 101.0011, 0], [90_000, 3, 101.0002, 0]];
    const arrived = run([CIRCLE], [...at, ...wander]);
    expect(arrived.stops[0]).toMatchObject({ state: 'arrived', departedAt: null, outsideSince: null });
    const gone = run([CIRCLE], [...at, ...wander, ...drive(120_000, 3, [101.0015, 101.003, 101.005, 101.007, 101.009], 40)]);
    expect(gone.stops[0]).toMatchObject({ state: 'departed', arrivedAt: 0, departedAt: 120_000 });
    expect(4 * 15_000).toBeGreaterThanOrEqual(DEPARTURE_CONFIRM_MS);
  });

  it('stops may be reached out of order, and the status follows the stops', () => {
    const a: StopFence = { kind: 'circle', lat: 3, lng: 101, radiusM: 100 };
    const b: StopFence = { kind: 'circle', lat: 3, lng: 101.01, radiusM: 100 };
    let p = startProgress(2);
    expect(tripStatusOf('dispatched', p)).toBe('dispatched');
    p = stepTrip(p, [a, b], { time: 0, lat: 3, lng: 101.01, speed: 0 });
    expect(p.stops.map((s) => s.state)).toEqual(['pending', 'arrived']);
    expect(tripStatusOf('dispatched', p)).toBe('at-stop');
    p = [...drive(15_000, 3, [101.008, 101.006, 101.004, 101.0025, 101.0015], 40), [90_000, 3, 101, 0] as [number, number, number, number]].reduce((q, f) => stepTrip(q, [a, b], fix(f)), p);
    expect(p.stops.map((s) => s.state)).toEqual(['arrived', 'departed']);
    expect(tripStatusOf('en-route', p)).toBe('at-stop');
    expect(tripStatusOf('at-stop', p, true)).toBe('completed');
    expect(tripStatusOf('planned', p)).toBe('planned');
  });
});
