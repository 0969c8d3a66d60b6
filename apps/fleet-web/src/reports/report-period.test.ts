import { describe, expect, it } from 'vitest';
import { MAX_REPORT_RANGE_MS, defaultPeriod, fromLocalInputValue, periodError, toLocalInputValue } from './report-period';

describe('report period', () => {
  it('defaults to today 00:00 until now', () => {
    const now = new Date(2026, 10, 21, 9, 5, 30);
    expect(defaultPeriod(now)).toEqual({ from: '2026-11-21T00:00', to: '2026-11-21T09:05' });
    expect(fromLocalInputValue(toLocalInputValue(now))).toBe(new Date(2026, 10, 21, 9, 5).getTime());
  });

  it('needs to >= from and at most 31 days', () => {
    expect(periodError(10, 20)).toBeNull();
    expect(periodError(20, 10)).toBe('To must not be before From.');
    expect(periodError(0, MAX_REPORT_RANGE_MS + 1)).toBe('A report covers at most 31 days.');
    expect(periodError(null, 1)).toBe('Choose both From and To.');
  });
});
