import type { PlaybackRoutePoint } from '@fleet/domain';
import { describe, expect, it } from 'vitest';
import { maxDeviationM, mustKeep, simplifyRoute } from './simplify-route';
import { KL, kl, point } from './test-points';

/** ~1 m in degrees of latitude. */
const M = 1 / 111_195;

/**
 * A drive around city blocks at 3.0 N: east 400 m, north 200 m, east 400 m, south 200 m… one point every 10 m
 * (1 s apart), a 3-minute parked stop in the middle and an ignition event.
 */
function blocks(): PlaybackRoutePoint[] {
  const legs: [number, number][] = [[1, 0], [0, 1], [1, 0], [0, -1], [1, 0], [0, 1], [1, 0], [0, -1]];
  const pts: PlaybackRoutePoint[] = [];
  let lat = 3;
  let lng = 101.5;
  let t = kl(10, 9, 0);
  const kx = 1 / Math.cos((3 * Math.PI) / 180);
  for (const [dx, dy] of legs) {
    const steps = dx !== 0 ? 40 : 20;
    for (let s = 0; s < steps; s++) {
      pts.push(point(t, { lat, lng }));
      lat += dy * 10 * M;
      lng += dx * 10 * M * kx;
      t += 1000;
    }
  }
  pts.push(point(t, { lat, lng }));
  // The stop: 3 minutes parked at point 150's place.
  const at = pts[150]!;
  const stop = Array.from({ length: 4 }, (_, k) => point(at.t + (k + 1) * 1000, { lat: at.lat, lng: at.lng, status: 'Parked', speed: 0, event: k === 0 ? 'stop' : null }));
  const after = pts.slice(151).map((p) => ({ ...p, t: p.t + 5000 }));
  after[0] = { ...after[0]!, event: 'move' };
  after[40] = { ...after[40]!, event: 'ignition-off' };
  return [...pts.slice(0, 151), ...stop, ...after];
}

describe('simplifyRoute', () => {
  it('keeps the corners of the blocks (within the tolerance), every stop sample boundary and every event', () => {
    const pts = blocks();
    const { kept } = simplifyRoute(pts, { toleranceM: 5 });
    expect(maxDeviationM(pts, kept)).toBeLessThanOrEqual(5);
    // 8 straight legs: the 9 corners, the stop's first and last sample and the point before it, the move, the ignition event.
    expect(kept.length).toBeLessThan(20);
    for (let i = 0; i < pts.length; i++) if (pts[i]!.event !== null) expect(kept).toContain(i);
    const stopIdx = pts.map((p, i) => (p.status === 'Parked' ? i : -1)).filter((i) => i >= 0);
    expect(kept).toContain(stopIdx[0]!);
    expect(kept).toContain(stopIdx[stopIdx.length - 1]!);
    expect(kept).toContain(stopIdx[0]! - 1);
    expect(kept).toContain(stopIdx[stopIdx.length - 1]! + 1);
  });

  it('does what time-even thinning could not: the same budget without cutting through the blocks', () => {
    const pts = blocks();
    const { kept } = simplifyRoute(pts, { toleranceM: 5 });
    // Time-even sampling with the same number of points cuts the corners by tens of metres.
    const step = Math.ceil(pts.length / kept.length);
    const even = pts.map((_, i) => i).filter((i) => i % step === 0 || i === pts.length - 1);
    expect(even.length).toBeGreaterThanOrEqual(kept.length);
    expect(maxDeviationM(pts, even)).toBeGreaterThan(50);
  });

  it('doubles the tolerance to meet a budget but never drops what must stay', () => {
    const pts = blocks();
    const anchors = mustKeep(pts).reduce((a, b) => a + b, 0);
    const loose = simplifyRoute(pts, { toleranceM: 0.01, maxPoints: anchors + 2 });
    expect(loose.kept.length).toBeLessThanOrEqual(anchors + 2);
    expect(loose.toleranceM).toBeGreaterThan(0.01);
    expect(maxDeviationM(pts, loose.kept)).toBeLessThanOrEqual(loose.toleranceM);
    const tight = simplifyRoute(pts, { toleranceM: 0.01, maxPoints: 2 });
    expect(tight.kept.length).toBe(anchors);
    expect(simplifyRoute(pts, { toleranceM: 5 }).toleranceM).toBe(5);
  });

  it('keeps the first and last point of every local day', () => {
    const pts = [kl(10, 23, 0), kl(10, 23, 30), kl(10, 23, 59), kl(11, 0, 1), kl(11, 0, 30), kl(11, 1, 0)].map((t) => point(t, { lng: 101 }));
    expect(simplifyRoute(pts, { toleranceM: 10 }).kept).toEqual([0, 5]);
    expect(simplifyRoute(pts, { toleranceM: 10, timeZone: KL }).kept).toEqual([0, 2, 3, 5]);
  });

  it('keeps both sides of status and overspeed changes; handles empty and tiny routes', () => {
    const pts = [point(0), point(1), point(2, { status: 'Idling' }), point(3, { status: 'Idling' }), point(4, { status: 'Idling' }), point(5, { overspeed: true }), point(6, { overspeed: true }), point(7, { overspeed: true }), point(8)];
    expect(simplifyRoute(pts).kept).toEqual([0, 1, 2, 4, 5, 7, 8]);
    expect(simplifyRoute([]).kept).toEqual([]);
    expect(simplifyRoute([point(0)]).kept).toEqual([0]);
  });
});
