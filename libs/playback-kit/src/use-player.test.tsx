import { PLAYBACK_BASE_RATE } from '@fleet/domain';
import { createPlaybackTrack } from '@fleet/playback-engine';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureDay, fixtureLongRoute } from './fixtures';
import { usePlayer } from './use-player';

/** A hand-driven requestAnimationFrame: `step(ms)` runs the queued callbacks at now + ms. */
function fakeRaf() {
  let now = 1000;
  let nextId = 1;
  const queue = new Map<number, FrameRequestCallback>();
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => {
    const id = nextId++;
    queue.set(id, cb);
    return id;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => queue.delete(id));
  return {
    pending: () => queue.size,
    step(ms: number) {
      now += ms;
      const due = [...queue.values()];
      queue.clear();
      act(() => due.forEach((cb) => cb(now)));
    },
  };
}

let raf: ReturnType<typeof fakeRaf>;
beforeEach(() => {
  raf = fakeRaf();
});
afterEach(() => vi.unstubAllGlobals());

const track = createPlaybackTrack(fixtureDay());

describe('usePlayer', () => {
  it('starts stopped at the track start with the frame there', () => {
    const { result } = renderHook(() => usePlayer(track));
    expect(result.current.state).toMatchObject({ playing: false, time: track.start, start: track.start, end: track.end, speed: 1 });
    expect(result.current.frame).toMatchObject({ t: track.start, index: 0 });
    expect(raf.pending()).toBe(0);
  });

  it('jumps over the skip spans while playing, and reads a changed skip without restarting the loop', () => {
    const skip = [track.start + 5_000, track.start + 3_600_000];
    const { result, rerender } = renderHook(({ s }: { s: number[] | null }) => usePlayer(track, { skip: s }), { initialProps: { s: null as number[] | null } });
    act(() => result.current.dispatch({ type: 'play' }));
    raf.step(16);
    raf.step(10); // 6 s of track time: inside the span, but no skip yet
    expect(result.current.state.time).toBe(track.start + 6_000);
    rerender({ s: skip });
    raf.step(1);
    expect(result.current.state.time).toBe(track.start + 3_600_000);
  });

  it('ticks with requestAnimationFrame while playing and stops the loop on pause', () => {
    const { result } = renderHook(() => usePlayer(track));
    act(() => result.current.dispatch({ type: 'play' }));
    expect(raf.pending()).toBe(1);
    raf.step(16); // first frame only takes the timestamp
    expect(result.current.state.time).toBe(track.start);
    raf.step(10);
    expect(result.current.state.time).toBe(track.start + 10 * PLAYBACK_BASE_RATE);
    expect(result.current.frame?.t).toBe(track.start + 10 * PLAYBACK_BASE_RATE);
    act(() => result.current.dispatch({ type: 'pause' }));
    expect(raf.pending()).toBe(0);
    const t = result.current.state.time;
    raf.step(100);
    expect(result.current.state.time).toBe(t);
  });

  it('stops by itself at the end', () => {
    const { result } = renderHook(() => usePlayer(track));
    act(() => result.current.dispatch({ type: 'setSpeed', speed: 8 }));
    act(() => result.current.dispatch({ type: 'play' }));
    raf.step(16);
    raf.step(10_000);
    expect(result.current.state).toMatchObject({ playing: false, time: track.end });
    expect(raf.pending()).toBe(0);
    expect(result.current.frame?.index).toBe(track.points.length - 1);
  });

  it('cancels the loop on unmount', () => {
    const { result, unmount } = renderHook(() => usePlayer(track));
    act(() => result.current.dispatch({ type: 'play' }));
    unmount();
    expect(raf.pending()).toBe(0);
  });

  it('reloads on a new track, keeping the speed', () => {
    const { result, rerender } = renderHook(({ t }) => usePlayer(t), { initialProps: { t: track } });
    act(() => result.current.dispatch({ type: 'faster' }));
    act(() => result.current.dispatch({ type: 'seek', time: track.start + 60_000 }));
    const other = createPlaybackTrack(fixtureLongRoute(100));
    rerender({ t: other });
    expect(result.current.state).toMatchObject({ playing: false, time: other.start, start: other.start, end: other.end, speed: 2 });
    expect(result.current.frame?.t).toBe(other.start);
  });

  it('has no frame without a track', () => {
    const { result } = renderHook(() => usePlayer(null));
    expect(result.current.frame).toBeNull();
    act(() => result.current.dispatch({ type: 'play' }));
    expect(raf.pending()).toBe(0);
  });

  it('keeps the same frame object while the time does not change', () => {
    const { result, rerender } = renderHook(() => usePlayer(track));
    const first = result.current.frame;
    rerender();
    expect(result.current.frame).toBe(first);
  });
});
