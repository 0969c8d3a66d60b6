import { describe, expect, it } from 'vitest';
import { SECONDS_BELOW, toTime } from './values';

describe('toTime', () => {
  it('reads Unix seconds of 2^31 and later as seconds (2038 and after)', () => {
    expect(new Date(toTime(2 ** 31, 't') ?? 0).toISOString()).toBe('2038-01-19T03:14:08.000Z');
    expect(new Date(toTime(String(2 ** 31 + 86_400), 't') ?? 0).getUTCFullYear()).toBe(2038);
    expect(new Date(toTime('4102444800', 't') ?? 0).toISOString()).toBe('2100-01-01T00:00:00.000Z');
    expect(toTime(SECONDS_BELOW - 1, 't')).toBe((SECONDS_BELOW - 1) * 1000);
  });
  it('keeps fractions of seconds as ms', () => {
    expect(toTime('1700000000.5', 't')).toBe(1_700_000_000_500);
    expect(toTime(1_700_000_000.123, 't')).toBe(1_700_000_000_123);
  });
  it('reads numbers from 1e11 on as ms (1973 and later)', () => {
    expect(toTime(1_700_000_000_000, 't')).toBe(1_700_000_000_000);
    expect(toTime(String(SECONDS_BELOW), 't')).toBe(SECONDS_BELOW);
    expect(new Date(toTime(SECONDS_BELOW, 't') ?? 0).getUTCFullYear()).toBe(1973);
  });
  it('reads ISO and "YYYY-MM-DD HH:mm:ss" (UTC) texts, refuses the rest naming the field', () => {
    expect(toTime('2024-05-01T08:00:00Z', 't')).toBe(Date.UTC(2024, 4, 1, 8));
    expect(toTime('2024-05-01 08:00:00', 't')).toBe(Date.UTC(2024, 4, 1, 8));
    expect(toTime(undefined, 't')).toBeUndefined();
    expect(() => toTime(-5, 'timestamp')).toThrow('timestamp: not a valid time (-5)');
    expect(() => toTime('soon', 'time')).toThrow('time: not a valid time ("soon")');
  });
});
