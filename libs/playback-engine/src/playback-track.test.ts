import { describe, expect, it } from 'vitest';
import { createPlaybackTrack } from './playback-track';
import { point } from './test-points';

describe('createPlaybackTrack', () => {
  it('builds columnar arrays, events and the period', () => {
    const pts = [
      point(1000, { lat: 1, lng: 2, heading: 3, event: 'start' }),
      point(2000, { lat: 4 }),
      point(2000, { lat: 5, event: 'stop' }),
      point(5000, { lat: 6, event: 'end' }),
    ];
    const tr = createPlaybackTrack(pts);
    expect(tr.length).toBe(4);
    expect([...tr.times]).toEqual([1000, 2000, 2000, 5000]);
    expect([...tr.lats]).toEqual([1, 4, 5, 6]);
    expect(tr.lngs[0]).toBe(2);
    expect(tr.headings[0]).toBe(3);
    expect(tr.events).toBeInstanceOf(Float64Array);
    expect([...tr.events]).toEqual([1000, 2000, 5000]);
    expect(tr.start).toBe(1000);
    expect(tr.end).toBe(5000);
    expect(tr.points).toBe(pts); // already sorted: no copy
  });
  it('sorts a copy of unsorted points (stable for equal times) and leaves the input alone', () => {
    const pts = [point(3000, { lat: 3, event: 'end' }), point(1000, { lat: 1, event: 'start' }), point(2000, { lat: 2 }), point(1000, { lat: 1.5 })];
    const tr = createPlaybackTrack(pts);
    expect([...tr.times]).toEqual([1000, 1000, 2000, 3000]);
    expect([...tr.lats]).toEqual([1, 1.5, 2, 3]);
    expect(tr.points.map((p) => p.lat)).toEqual([1, 1.5, 2, 3]);
    expect([...tr.events]).toEqual([1000, 3000]);
    expect(pts[0]!.t).toBe(3000);
  });
  it('gives 0/0 for an empty route', () => {
    const tr = createPlaybackTrack([]);
    expect(tr).toMatchObject({ length: 0, start: 0, end: 0 });
    expect(tr.events.length).toBe(0);
  });
});
