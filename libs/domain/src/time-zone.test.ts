import { describe, expect, it } from 'vitest';
import { datePartsIn, formatZoneLabel, instantOf, isTimeZone, localDateKey, startOfDayIn } from './time-format';

describe('time zones', () => {
  it('turns a wall-clock time of a zone into its instant, whatever the machine zone', () => {
    expect(instantOf({ year: 2026, month: 11, day: 22 }, 'Asia/Kuala_Lumpur')).toBe(Date.UTC(2026, 10, 21, 16));
    expect(instantOf({ year: 2026, month: 11, day: 22, hour: 23, minute: 59, second: 59 }, 'Asia/Kuala_Lumpur')).toBe(Date.UTC(2026, 10, 22, 15, 59, 59));
    expect(instantOf({ year: 2026, month: 11, day: 22 }, 'UTC')).toBe(Date.UTC(2026, 10, 22));
    expect(instantOf({ year: 2026, month: 7, day: 1, hour: 12 }, 'America/New_York')).toBe(Date.UTC(2026, 6, 1, 16));
    expect(instantOf({ year: 2026, month: 1, day: 1, hour: 12 }, 'America/New_York')).toBe(Date.UTC(2026, 0, 1, 17));
  });
  it('handles daylight-saving jumps: a skipped time moves forward, a repeated one takes its first instant', () => {
    // 8 March 2026, 02:30 does not exist in New York (clocks jump 02:00 -> 03:00).
    const skipped = instantOf({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, 'America/New_York');
    expect(datePartsIn(skipped, 'America/New_York')).toMatchObject({ hour: 3, minute: 30 });
    // 1 November 2026, 01:30 happens twice: the first (EDT, UTC-4) is taken.
    expect(instantOf({ year: 2026, month: 11, day: 1, hour: 1, minute: 30 }, 'America/New_York')).toBe(Date.UTC(2026, 10, 1, 5, 30));
  });
  it('finds local days and names zones', () => {
    const t = Date.UTC(2026, 10, 22, 20);
    expect(localDateKey(t, 'Asia/Kuala_Lumpur')).toBe('2026-11-23');
    expect(localDateKey(t, 'UTC')).toBe('2026-11-22');
    expect(startOfDayIn(t, 'Asia/Kuala_Lumpur')).toBe(Date.UTC(2026, 10, 22, 16));
    expect(formatZoneLabel('Asia/Kuala_Lumpur', t)).toBe('Asia/Kuala_Lumpur (UTC+08:00)');
    expect(formatZoneLabel('America/New_York', t)).toBe('America/New_York (UTC-05:00)');
    expect(isTimeZone('Asia/Kuala_Lumpur')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
