import { describe, expect, it } from 'vitest';
import { MAX_REPORT_RANGE_MS, defaultPeriod, fromLocalInputValue, periodError, toLocalInputValue } from './report-period';

describe('report period (in the user’s zone, never the browser’s)', () => {
  it('defaults to today 00:00 until now in the zone', () => {
    const now = Date.UTC(2026, 10, 21, 20, 5, 30);
    expect(defaultPeriod('Asia/Kuala_Lumpur', now)).toEqual({ from: '2026-11-22T00:00', to: '2026-11-22T04:05' });
    expect(defaultPeriod('UTC', now)).toEqual({ from: '2026-11-21T00:00', to: '2026-11-21T20:05' });
  });

  it('reads the inputs as wall times of the zone; an end covers its whole minute', () => {
    expect(fromLocalInputValue('2026-11-22T00:00', 'Asia/Kuala_Lumpur')).toBe(Date.UTC(2026, 10, 21, 16));
    expect(fromLocalInputValue('2026-11-22T23:59', 'Asia/Kuala_Lumpur', true)).toBe(Date.UTC(2026, 10, 22, 15, 59, 59, 999));
    expect(fromLocalInputValue('2026-11-22T00:00', 'America/New_York')).toBe(Date.UTC(2026, 10, 22, 5));
    expect(toLocalInputValue(Date.UTC(2026, 10, 21, 16), 'Asia/Kuala_Lumpur')).toBe('2026-11-22T00:00');
    expect(fromLocalInputValue('', 'UTC')).toBeNull();
    expect(fromLocalInputValue('2026-13-01T00:00', 'UTC')).toBeNull();
  });

  it('needs to >= from and at most 31 days', () => {
    expect(periodError(10, 20)).toBeNull();
    expect(periodError(20, 10)).toBe('To must not be before From.');
    expect(periodError(0, MAX_REPORT_RANGE_MS + 1)).toBe('A report covers at most 31 days.');
    expect(periodError(null, 1)).toBe('Choose both From and To.');
  });
});
