import { describe, expect, it } from 'vitest';
import { OverspeedTracker, overspeedEvents, overspeedMask, overspeedRule } from './overspeed';
import { MIN, T0, pt } from './test-fixtures';

describe('overspeed: limit + tolerance for a minimum duration', () => {
  it('without tolerance and duration: one event per spell above the limit', () => {
    const pts = [70, 90, 100, 85, 70, 81].map((speed, k) => pt(k, { speed, odometer: k * 1.5 }));
    const rule = { limitKmh: 80, toleranceKmh: 0, minDurationMs: 0 };
    const ev = overspeedEvents(pts, rule);
    expect(ev).toHaveLength(2);
    expect(ev[0]).toMatchObject({ start: T0 + MIN, end: T0 + 4 * MIN, durationMs: 3 * MIN, maxSpeed: 100, distanceKm: 4.5, limit: 80 });
    expect(ev[1]).toMatchObject({ start: T0 + 5 * MIN, end: T0 + 5 * MIN, durationMs: 0, maxSpeed: 81 });
    expect(overspeedEvents(pts, { ...rule, limitKmh: 100 })).toEqual([]);
  });

  it('the issue #13 week: 90.1-92 km/h on a 90 limit is no alarm with the defaults (5 km/h, 30 s)', () => {
    const rule = overspeedRule(90);
    expect(rule).toEqual({ limitKmh: 90, toleranceKmh: 5, minDurationMs: 30_000 });
    // Fixes every 30 s: a cruise at 90.1-92 km/h, a one-fix spike to 99 km/h (lasting 10 s), then 98-104 km/h for 2 min.
    const speeds: [number, number][] = [
      [0, 91],
      [30, 90.1],
      [60, 92],
      [90, 90.5],
      [120, 99],
      [130, 88],
      [160, 98],
      [190, 104],
      [220, 101],
      [250, 99],
      [280, 86],
    ];
    const pts = speeds.map(([s, speed]) => pt(0, { time: T0 + s * 1000, speed }));
    const ev = overspeedEvents(pts, rule);
    expect(ev).toEqual([expect.objectContaining({ start: T0 + 160_000, end: T0 + 280_000, maxSpeed: 104, limit: 90 })]);
    expect(overspeedMask(pts, rule)).toEqual([false, false, false, false, false, false, true, true, true, true, false]);
    // The old rule (limit only, no duration) flagged every fix of the cruise.
    expect(overspeedEvents(pts, { limitKmh: 90, toleranceKmh: 0, minDurationMs: 0 })).toHaveLength(2);
  });

  it('the streaming tracker reports each qualifying spell once, when it has lasted the minimum duration', () => {
    const rule = overspeedRule(90);
    const tracker = new OverspeedTracker<{ time: number; speed: number }>(rule);
    const seen: number[] = [];
    const feed: [number, number][] = [
      [0, 99],
      [10, 90],
      [20, 100],
      [40, 101],
      [50, 102],
      [60, 103],
      [70, 80],
      [100, 96],
      [140, 80],
    ];
    for (const [s, speed] of feed) {
      const due = tracker.push({ time: s * 1000, speed });
      if (due) seen.push(due.start.time / 1000);
    }
    // The 10-s spike at 0 s is dropped; the spell from 20 s is reported at 50 s; the one from 100 s at its end (140 s).
    expect(seen).toEqual([20, 100]);
  });
});
