import { describe, expect, it } from 'vitest';
import { convertRefuelTime, formatDuration, formatPdfFileStamp, formatPointTime, formatRangeTime } from './time-format';

// 2026-03-04 01:02:03 UTC is 09:02:03 in Kuala Lumpur (UTC+8).
const t = Date.UTC(2026, 2, 4, 1, 2, 3);

describe('time formats', () => {
  it('formats the report range time D/M/YYYY | HH:mm:ss', () => {
    expect(formatRangeTime(t)).toBe('4/3/2026 | 09:02:03');
    expect(formatRangeTime(t, 'UTC')).toBe('4/3/2026 | 01:02:03');
  });
  it('formats the PDF file stamp D-M-YYYY HH.mm.ss', () => {
    expect(formatPdfFileStamp(t)).toBe('4-3-2026 09.02.03');
  });
  it('formats route point times DD/MM/YYYY|HH:mm:ss', () => {
    expect(formatPointTime(t)).toBe('04/03/2026|09:02:03');
    expect(formatPointTime(Date.UTC(2026, 11, 31, 16, 0, 0))).toBe('01/01/2027|00:00:00');
  });
  it('converts refuel times to year-month-day time', () => {
    expect(convertRefuelTime('4/3/2026 | 09:02:03')).toBe('2026-03-04 09:02:03');
    expect(convertRefuelTime('29/02/2028|23:59')).toBe('2028-02-29 23:59:00');
    expect(convertRefuelTime('29/02/2026|10:00')).toBeNull();
    expect(convertRefuelTime('2026-03-04 09:02')).toBeNull();
    expect(convertRefuelTime('4/3/2026 | 24:00:00')).toBeNull();
  });
  it('formats durations, under a minute as less 1 minute', () => {
    expect(formatDuration(59_999)).toBe('less 1 minute');
    // Nothing at all is 0 (issue #13: a reefer never out of range read 'less 1 minute').
    expect(formatDuration(0)).toBe('0');
    expect(formatDuration(1)).toBe('less 1 minute');
    expect(formatDuration(60_000)).toBe('1 min');
    expect(formatDuration(65 * 60_000)).toBe('1 h 05 min');
  });
});
