import { describe, expect, it } from 'vitest';
import { formatPointTime } from '@fleet/domain';
import { analysePlayback, pointTimeFormatter, withNextData, type PlaybackRow } from './build-playback';
import { thinIndices } from './thin-playback';

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

describe('thinIndices', () => {
  it('keeps everything within the budget', () => {
    expect(thinIndices([1, 2, 3], () => false, 100)).toEqual([0, 1, 2]);
  });

  it('keeps first, last, events and their neighbours, and spreads the rest evenly in time', () => {
    const times = Array.from({ length: 10_000 }, (_, i) => i * 1000);
    const events = new Set([500, 501, 7000]);
    const kept = thinIndices(times, (i) => events.has(i), 100);
    for (const i of [0, 499, 500, 501, 502, 6999, 7000, 7001, 9999]) expect(kept).toContain(i);
    expect(kept.length).toBeLessThanOrEqual(100);
    expect(kept.length).toBeGreaterThan(90);
    expect([...kept].sort((a, b) => a - b)).toEqual(kept);
    // Evenly: no gap between kept points much larger than the slot (10,000 / ~91 points).
    const gaps = kept.slice(1).map((k, j) => k - (kept[j] as number));
    expect(Math.max(...gaps)).toBeLessThan(250);
  });

  it('never drops an event, even past the budget', () => {
    const times = Array.from({ length: 1000 }, (_, i) => i);
    const kept = thinIndices(times, (i) => i % 10 === 5, 100);
    for (let i = 5; i < 1000; i += 10) expect(kept).toContain(i);
  });
});

describe('analysePlayback', () => {
  it('marks start, stop, ignition flips, move, overspeed and end', () => {
    const speeds = [0, 30, 30, 120, 120, 30, 0, 0, 0, 40, 40];
    const rows = speeds.map((s, i) => row(i * 60_000, s, i >= 1 && i <= 6 ? true : i >= 9 ? true : false));
    // Ignition goes off at 7 while parked, and on again at 9 when moving (move wins).
    const a = analysePlayback(rows, { overspeedLimit: 100, pois: [] });
    expect(a.event).toEqual(['start', 'move', null, 'overspeed', null, null, 'stop', 'ignition-off', null, 'move', 'end']);
    expect(a.status.slice(5, 9)).toEqual(['Moving', 'Idling', 'Parked', 'Parked']);
    expect(a.overspeed.filter(Boolean)).toHaveLength(2);
    expect(analysePlayback(rows, { overspeedLimit: null, pois: [] }).overspeed.some(Boolean)).toBe(false);
  });

  it('marks entering and leaving a POI ring', () => {
    const ring: [number, number][] = [[101.0015, 2.999], [101.0025, 2.999], [101.0025, 3.001], [101.0015, 3.001], [101.0015, 2.999]];
    const rows = [0, 1, 2, 3, 4, 5].map((i) => row(i * 1000, 30, true, 3, 101 + i * 0.001));
    const a = analysePlayback(rows, { overspeedLimit: null, pois: [{ name: 'Depot', ring }] });
    expect(a.poi).toEqual([null, null, 'Depot', null, null, null]);
    expect(a.event).toEqual(['start', null, 'poi-enter', 'poi-exit', null, 'end']);
  });

  it('sets nextData to the time to the next point', () => {
    const points = withNextData([{ t: 0 }, { t: 5 }, { t: 12 }] as never);
    expect(points.map((p) => p.nextData)).toEqual([5, 7, 0]);
  });
});

describe('pointTimeFormatter', () => {
  it('formats as formatPointTime does, across a DST change', () => {
    for (const zone of ['Asia/Kuala_Lumpur', 'Europe/London', 'America/St_Johns', 'UTC']) {
      const format = pointTimeFormatter(zone);
      for (let t = Date.UTC(2024, 2, 30, 20); t < Date.UTC(2024, 2, 31, 6); t += 7 * 60_000 + 1234) expect(format(t)).toBe(formatPointTime(t, zone));
    }
  });
});
