import { describe, expect, it } from 'vitest';
import { createFrame, frameAt, frameInto } from './frame';
import { createPlaybackTrack } from './playback-track';
import { point } from './test-points';

const track = createPlaybackTrack([
  point(1000, { lat: 3, lng: 101, heading: 350, status: 'Moving', speed: 30 }),
  point(3000, { lat: 3.2, lng: 101.4, heading: 10, status: 'Idling', speed: 0 }),
  point(3000, { lat: 3.3, lng: 101.5, heading: 90, status: 'Parked', speed: 0 }),
  point(5000, { lat: 3.5, lng: 101.7, heading: 180, status: 'Moving', speed: 60 }),
]);

describe('frameAt (golden: interpolation)', () => {
  it('interpolates the midpoint linearly', () => {
    const f = frameAt(track, 2000);
    expect(f.t).toBe(2000);
    expect(f.lat).toBeCloseTo(3.1);
    expect(f.lng).toBeCloseTo(101.2);
    expect(f.index).toBe(0);
    expect(f.status).toBe('Moving');
    expect(f.speed).toBe(30);
  });
  it('turns along the shortest arc: 350° → 10° gives 0° in the middle', () => {
    expect(frameAt(track, 2000).heading).toBeCloseTo(0);
    expect(frameAt(track, 1500).heading).toBeCloseTo(355);
    expect(frameAt(track, 2500).heading).toBeCloseTo(5);
  });
  it('uses the last of equal-time points, then interpolates from it', () => {
    const at = frameAt(track, 3000);
    expect(at).toMatchObject({ index: 2, lat: 3.3, status: 'Parked', heading: 90 });
    const mid = frameAt(track, 4000);
    expect(mid.index).toBe(2);
    expect(mid.lat).toBeCloseTo(3.4);
    expect(mid.heading).toBeCloseTo(135);
  });
  it('clamps before the start and after the end', () => {
    expect(frameAt(track, 0)).toEqual({ t: 1000, lat: 3, lng: 101, heading: 350, index: 0, status: 'Moving', speed: 30 });
    expect(frameAt(track, 99_999)).toEqual({ t: 5000, lat: 3.5, lng: 101.7, heading: 180, index: 3, status: 'Moving', speed: 60 });
    expect(frameAt(track, 5000).index).toBe(3);
    expect(frameAt(track, Number.NaN)).toMatchObject({ t: 1000, index: 0 });
  });
  it('handles a single point and an empty track', () => {
    const one = createPlaybackTrack([point(7, { lat: 1, lng: 2, heading: 45 })]);
    expect(frameAt(one, -100)).toMatchObject({ t: 7, lat: 1, lng: 2, heading: 45, index: 0 });
    expect(frameAt(createPlaybackTrack([]), 123)).toEqual({ t: 0, lat: 0, lng: 0, heading: 0, index: -1, status: 'Inactive', speed: 0 });
  });
  it('frameInto fills and returns the given object (no allocation per call)', () => {
    const out = createFrame();
    expect(frameInto(track, 2000, out)).toBe(out);
    expect(out.lat).toBeCloseTo(3.1);
    frameInto(track, 5000, out);
    expect(out).toMatchObject({ index: 3, lat: 3.5 });
  });
  it('agrees with a brute-force computation at random times', () => {
    const pts = Array.from({ length: 300 }, (_, i) => point(i * 10 + (i % 4) * 3, { lat: Math.sin(i), lng: Math.cos(i), heading: (i * 37) % 360 }));
    const tr = createPlaybackTrack(pts);
    let seed = 42;
    for (let k = 0; k < 500; k++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const t = (seed / 2147483648) * 3100 - 50;
      let i = 0;
      while (i + 1 < pts.length && pts[i + 1]!.t <= t) i++;
      const f = frameAt(tr, t);
      expect(f.index).toBe(i);
      const tc = Math.min(Math.max(t, tr.start), tr.end);
      const next = pts[Math.min(i + 1, pts.length - 1)]!;
      const frac = next.t > pts[i]!.t ? (tc - pts[i]!.t) / (next.t - pts[i]!.t) : 0;
      expect(f.lat).toBeCloseTo(pts[i]!.lat + (next.lat - pts[i]!.lat) * frac, 9);
    }
  });
});
