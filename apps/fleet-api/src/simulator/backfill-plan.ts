import type { AdvanceOptions } from '@fleet/demo-fleet';

/** One day, ms. */
export const DAY_MS = 86_400_000;

/** Report intervals of history older than `RECENT_HISTORY_MS`: coarse, to keep 30 days small. */
export const OLD_HISTORY_INTERVALS: AdvanceOptions = { movingIntervalMs: 60_000, stationaryIntervalMs: 600_000 };
/** Report intervals of the last two days of history. */
export const RECENT_HISTORY_INTERVALS: AdvanceOptions = { movingIntervalMs: 30_000, stationaryIntervalMs: 600_000 };
/** Report intervals of live ticks. */
export const LIVE_INTERVALS: AdvanceOptions = { movingIntervalMs: 2_000, stationaryIntervalMs: 60_000 };
/** History this close to now is reported at the recent intervals, ms. */
export const RECENT_HISTORY_MS = 2 * DAY_MS;

/** The intervals of a history chunk ending at `chunkEnd` (ms since epoch) when it is `now`. */
export function historyIntervals(chunkEnd: number, now: number): AdvanceOptions {
  return now - chunkEnd < RECENT_HISTORY_MS ? RECENT_HISTORY_INTERVALS : OLD_HISTORY_INTERVALS;
}

/**
 * Where the simulation starts, ms since epoch: after the last stored report (a restart fills the gap), but never
 * more than `days` back; `days` back on a first start.
 */
export function backfillStart(lastStored: number | null, now: number, days: number): number {
  const earliest = now - days * DAY_MS;
  return lastStored === null ? earliest : Math.min(now, Math.max(lastStored, earliest));
}

/**
 * The ends of the history chunks from `start` to `end` (ms): whole UTC days, oldest first, the last one `end`. The
 * chunk containing the switch to the recent intervals is split there, so that every chunk has one interval setting.
 */
export function backfillChunkEnds(start: number, end: number, now: number, chunkMs: number = DAY_MS): number[] {
  const ends: number[] = [];
  const recentFrom = now - RECENT_HISTORY_MS;
  let t = start;
  while (t < end) {
    let next = Math.min(end, (Math.floor(t / chunkMs) + 1) * chunkMs);
    if (t < recentFrom && next > recentFrom) next = recentFrom;
    ends.push(next);
    t = next;
  }
  return ends;
}
