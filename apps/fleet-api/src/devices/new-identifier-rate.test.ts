import { describe, expect, it } from 'vitest';
import { NewIdentifierRate, addressKey } from './new-identifier-rate';

describe('addressKey', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6 and counts IPv6 by /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:0:12:a:b:c:d')).toBe('2001:db8:0:12::/64');
    expect(addressKey('2001:db8:0:12::1')).toBe('2001:db8:0:12::/64');
    expect(addressKey('2001:0db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey(undefined)).toBe('?');
  });
});

describe('NewIdentifierRate', () => {
  it('admits `limit` new identifiers per address per window, each counted once, and says when to retry', () => {
    let t = 0;
    const rate = new NewIdentifierRate(2, 3_600_000, () => t);
    expect(rate.admit('10.0.0.1', 'a')).toEqual({ ok: true });
    t = 60_000;
    expect(rate.admit('10.0.0.1', 'b')).toEqual({ ok: true });
    expect(rate.admit('10.0.0.1', 'a')).toEqual({ ok: true });
    expect(rate.admit('10.0.0.1', 'c')).toEqual({ ok: false, retryAfterS: 3_540 });
    expect(rate.admit('10.0.0.2', 'c')).toEqual({ ok: true });
    expect(rate.admit('2001:db8::1', 'x')).toEqual({ ok: true });
    expect(rate.admit('2001:db8::2', 'y')).toEqual({ ok: true });
    expect(rate.admit('2001:db8::3', 'z')).toMatchObject({ ok: false });
    t = 3_600_000;
    expect(rate.admit('10.0.0.1', 'c')).toEqual({ ok: true });
    expect(rate.admit('10.0.0.1', 'd')).toMatchObject({ ok: false });
  });
});
