import { describe, expect, it } from 'vitest';
import { projectToWorldPx, SPREAD_CIRCLE_MAX, SPREAD_NEAR_PX, spreadOffsets, spreadSlot } from './spread';

/** Where each marker is drawn: position plus offset. */
function drawn(xy: number[], offsets: Float32Array): [number, number][] {
  return Array.from({ length: xy.length / 2 }, (_, i) => [xy[i * 2]! + offsets[i * 2]!, xy[i * 2 + 1]! + offsets[i * 2 + 1]!]);
}

function minGap(points: [number, number][]): number {
  let min = Infinity;
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) min = Math.min(min, Math.hypot(points[i]![0] - points[j]![0], points[i]![1] - points[j]![1]));
  }
  return min;
}

describe('spreadOffsets', () => {
  it('leaves markers alone that are further apart than a few pixels', () => {
    const xy = [0, 0, 50, 0, 0, 50];
    const { offsets, spread } = spreadOffsets(xy, [1, 2, 3], 3);
    expect(spread).toBe(0);
    expect([...offsets.subarray(0, 6)]).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('spreads assets parked on one spot around it, each on its own place at least 36 px apart', () => {
    const xy = [100, 100, 100, 100, 100, 100, 100, 100, 102, 101];
    const { offsets, spread } = spreadOffsets(xy, [5, 3, 9, 1, 7], 5);
    expect(spread).toBe(5);
    const at = drawn(xy, offsets);
    expect(minGap(at)).toBeGreaterThanOrEqual(36);
    // Around the group's centre.
    const cx = at.reduce((s, p) => s + p[0], 0) / 5;
    const cy = at.reduce((s, p) => s + p[1], 0) / 5;
    expect(cx).toBeCloseTo(100.4, 3);
    expect(cy).toBeCloseTo(100.2, 3);
    // The lowest id goes on top (the first place of the circle).
    const top = at.reduce((best, p, i) => (p[1] < at[best]![1] ? i : best), 0);
    expect([5, 3, 9, 1, 7][top]).toBe(1);
  });

  it('is stable: the same group gives the same layout whatever the row order', () => {
    const a = spreadOffsets([10, 10, 10, 10, 11, 10], [4, 8, 2], 3);
    const b = spreadOffsets([11, 10, 10, 10, 10, 10], [2, 8, 4], 3);
    const byId = (xy: number[], ids: number[], o: Float32Array) =>
      new Map(ids.map((id, i) => [id, [xy[i * 2]! + o[i * 2]!, xy[i * 2 + 1]! + o[i * 2 + 1]!] as const]));
    const ma = byId([10, 10, 10, 10, 11, 10], [4, 8, 2], a.offsets);
    const mb = byId([11, 10, 10, 10, 10, 10], [2, 8, 4], b.offsets);
    for (const id of [2, 4, 8]) {
      expect(ma.get(id)![0]).toBeCloseTo(mb.get(id)![0], 5);
      expect(ma.get(id)![1]).toBeCloseTo(mb.get(id)![1], 5);
    }
  });

  it('joins chains of near markers and puts a big depot on a spiral without overlaps', () => {
    const n = 30;
    const xy = Array.from({ length: n * 2 }, (_, i) => (i % 2 === 0 ? 500 + (i / 2) * (SPREAD_NEAR_PX / 2) * 0.1 : 500));
    const { offsets, spread } = spreadOffsets(xy, Array.from({ length: n }, (_, i) => i + 1), n);
    expect(spread).toBe(n);
    expect(minGap(drawn(xy, offsets))).toBeGreaterThanOrEqual(30);
  });

  it('places small groups on a circle and larger ones on a spiral', () => {
    const circle = Array.from({ length: SPREAD_CIRCLE_MAX }, (_, k) => Math.hypot(...spreadSlot(k, SPREAD_CIRCLE_MAX)));
    expect(Math.max(...circle) - Math.min(...circle)).toBeLessThan(1e-9);
    const spiral = Array.from({ length: 12 }, (_, k) => Math.hypot(...spreadSlot(k, 12)));
    expect(spiral[11]!).toBeGreaterThan(spiral[0]!);
  });
});

describe('projectToWorldPx', () => {
  it('gives 512 * 2^zoom world pixels, so one pixel at zoom 16 near the equator is ~2.4 m', () => {
    const xy = projectToWorldPx([0, 0, 180, 0], 2, 0);
    expect(xy[0]).toBeCloseTo(256, 9);
    expect(xy[1]).toBeCloseTo(256, 9);
    expect(xy[2]).toBeCloseTo(512, 9);
    const z16 = projectToWorldPx([101.5, 3.07, 101.5 + 360 / (512 * 2 ** 16), 3.07], 2, 16);
    expect(z16[2]! - z16[0]!).toBeCloseTo(1, 6);
  });
});
