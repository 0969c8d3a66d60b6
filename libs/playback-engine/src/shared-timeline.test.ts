import { describe, expect, it } from 'vitest';
import { frameAt } from './frame';
import { createPlaybackTrack } from './playback-track';
import { createSharedTimeline, sharedFramesAt } from './shared-timeline';
import { point } from './test-points';

const a = createPlaybackTrack([point(1000, { lat: 1, event: 'start' }), point(2000, { lat: 2, event: 'stop' }), point(3000, { lat: 3, event: 'end' })]);
const b = createPlaybackTrack([point(2000, { lat: 10, event: 'start' }), point(4000, { lat: 20 }), point(5000, { lat: 30, event: 'end' })]);

describe('createSharedTimeline', () => {
  it('gives the union period and merged, sorted, unique events', () => {
    const tl = createSharedTimeline([b, a, createPlaybackTrack([])]);
    expect(tl.start).toBe(1000);
    expect(tl.end).toBe(5000);
    expect(tl.events).toBeInstanceOf(Float64Array);
    expect([...tl.events]).toEqual([1000, 2000, 3000, 5000]);
  });
  it('is 0/0 for no tracks', () => {
    expect(createSharedTimeline([])).toMatchObject({ start: 0, end: 0 });
    expect(createSharedTimeline([createPlaybackTrack([])]).events.length).toBe(0);
  });
  it('clamps each asset to its own period at a shared time', () => {
    const frames = sharedFramesAt([a, b], 1500);
    expect(frames[0]!.lat).toBeCloseTo(1.5);
    expect(frames[1]).toMatchObject({ lat: 10, index: 0 }); // before its first point: stays there
    const later = sharedFramesAt([a, b], 4500, frames);
    expect(later).toBe(frames);
    expect(later[0]).toMatchObject({ lat: 3, index: 2 }); // after its last point: stays there
    expect(later[1]!.lat).toBeCloseTo(25);
    expect(later[1]).toEqual(frameAt(b, 4500));
  });
});
