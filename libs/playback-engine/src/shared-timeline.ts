import { createFrame, frameInto } from './frame';
import type { PlaybackFrame, PlaybackTrack } from './types';

/** The common clock of several replayed assets. */
export interface SharedTimeline {
  /** Earliest start of the non-empty tracks (0 when there is none). */
  start: number;
  /** Latest end of the non-empty tracks (0 when there is none). */
  end: number;
  /** Event times of all tracks, ascending, without duplicates. */
  events: Float64Array;
}

/** Union period and merged, sorted, unique event times of several tracks (empty tracks are ignored). */
export function createSharedTimeline(tracks: readonly PlaybackTrack[]): SharedTimeline {
  let start = Infinity;
  let end = -Infinity;
  let total = 0;
  for (const tr of tracks) {
    if (tr.length === 0) continue;
    if (tr.start < start) start = tr.start;
    if (tr.end > end) end = tr.end;
    total += tr.events.length;
  }
  if (start === Infinity) return { start: 0, end: 0, events: new Float64Array(0) };
  const all = new Float64Array(total);
  let k = 0;
  for (const tr of tracks) {
    if (tr.length === 0) continue;
    all.set(tr.events, k);
    k += tr.events.length;
  }
  all.sort();
  let u = 0;
  for (let i = 0; i < all.length; i++) {
    const e = all[i]!;
    if (Number.isNaN(e)) break; // typed-array sort puts NaN last
    if (u === 0 || e !== all[u - 1]) all[u++] = e;
  }
  return { start, end, events: all.slice(0, u) };
}

/**
 * Each track's frame at the shared time `t` (via `frameInto`, so each asset is clamped to its own period: before its
 * first point it stays at that point, after its last likewise). Pass the previous result as `out` to reuse its frames
 * and allocate nothing.
 */
export function sharedFramesAt(tracks: readonly PlaybackTrack[], t: number, out: PlaybackFrame[] = []): PlaybackFrame[] {
  out.length = tracks.length;
  for (let i = 0; i < tracks.length; i++) out[i] = frameInto(tracks[i]!, t, out[i] ?? createFrame());
  return out;
}
