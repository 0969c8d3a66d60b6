import { describe, expect, it } from 'vitest';
import { DAY_MS, OLD_HISTORY_INTERVALS, RECENT_HISTORY_INTERVALS, backfillChunkEnds, backfillStart, historyIntervals } from './backfill-plan';

const NOW = Date.UTC(2025, 5, 15, 10, 30);

describe('backfill plan', () => {
  it('starts 30 days back at first, after the last report on a restart, never further back than 30 days', () => {
    expect(backfillStart(null, NOW, 30)).toBe(NOW - 30 * DAY_MS);
    expect(backfillStart(NOW - 3_600_000, NOW, 30)).toBe(NOW - 3_600_000);
    expect(backfillStart(NOW - 90 * DAY_MS, NOW, 30)).toBe(NOW - 30 * DAY_MS);
    expect(backfillStart(NOW + 5000, NOW, 30)).toBe(NOW);
  });

  it('cuts whole days, split where the recent intervals begin', () => {
    const ends = backfillChunkEnds(NOW - 3 * DAY_MS, NOW, NOW);
    expect(ends[ends.length - 1]).toBe(NOW);
    expect(ends).toContain(NOW - 2 * DAY_MS);
    for (let i = 1; i < ends.length; i += 1) expect(ends[i]! - ends[i - 1]!).toBeLessThanOrEqual(DAY_MS);
    expect(ends.length).toBe(5);
    expect(historyIntervals(NOW - 3 * DAY_MS, NOW)).toBe(OLD_HISTORY_INTERVALS);
    expect(historyIntervals(NOW - DAY_MS, NOW)).toBe(RECENT_HISTORY_INTERVALS);
    expect(backfillChunkEnds(NOW, NOW, NOW)).toEqual([]);
  });
});
