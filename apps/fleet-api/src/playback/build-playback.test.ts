import { describe, expect, it } from 'vitest';
import { analysePlayback, withNextData, type PlaybackRow } from './build-playback';

const row = (t: number, speed: number, ignition: boolean | null = speed > 0, lat = 3, lng = 101): PlaybackRow => ({
  t,
  lat,
  lng,
  speed,
  heading: 0,
  ignition,
  valid: true,
  fuelLitres: null,
  fuelPercent: null,
  temperature: null,
  odometer: null,
});

describe('analysePlayback', () => {
  it('marks start, stop, ignition flips, move, overspeed and end', () => {
    const speeds = [0, 30, 30, 120, 120, 30, 0, 0, 0, 40, 40];
    const rows = speeds.map((s, i) => row(i * 60_000, s, i >= 1 && i <= 6 ? true : i >= 9 ? true : false));
    // Ignition goes off at 7 while parked, and on again at 9 when moving (move wins).
    const a = analysePlayback(rows, { overspeed: { limitKmh: 100, toleranceKmh: 5, minDurationMs: 30_000 }, pois: [] });
    expect(a.event).toEqual(['start', 'move', null, 'overspeed', null, null, 'stop', 'ignition-off', null, 'move', 'end']);
    expect(a.status.slice(5, 9)).toEqual(['Moving', 'Idling', 'Parked', 'Parked']);
    expect(a.overspeed.filter(Boolean)).toHaveLength(2);
    // A spell shorter than the minimum duration is not marked (the company's rule, as the Alarm report).
    expect(analysePlayback(rows, { overspeed: { limitKmh: 100, toleranceKmh: 5, minDurationMs: 180_000 }, pois: [] }).overspeed.some(Boolean)).toBe(false);
    expect(analysePlayback(rows, { overspeed: null, pois: [] }).overspeed.some(Boolean)).toBe(false);
  });

  it('marks entering and leaving a POI ring', () => {
    const ring: [number, number][] = [[101.0015, 2.999], [101.0025, 2.999], [101.0025, 3.001], [101.0015, 3.001], [101.0015, 2.999]];
    const rows = [0, 1, 2, 3, 4, 5].map((i) => row(i * 1000, 30, true, 3, 101 + i * 0.001));
    const a = analysePlayback(rows, { overspeed: null, pois: [{ name: 'Depot', ring }] });
    expect(a.poi).toEqual([null, null, 'Depot', null, null, null]);
    expect(a.event).toEqual(['start', null, 'poi-enter', 'poi-exit', null, 'end']);
  });

  it('sets nextData to the time to the next point', () => {
    const points = withNextData([{ t: 0 }, { t: 5 }, { t: 12 }] as never);
    expect(points.map((p) => p.nextData)).toEqual([5, 7, 0]);
  });
});
