import { describe, expect, it } from 'vitest';
import { decodeBase64Url, isTokenExpired, readJwtPayload, readTokenExpiry } from './jwt';

function encode(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
function makeToken(payload: Record<string, unknown>): string {
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

describe('jwt', () => {
  it('decodes base64url without padding, unicode included', () => {
    expect(decodeBase64Url(encode({ name: 'Zoë' }))).toBe('{"name":"Zoë"}');
  });

  it('reads the exp claim in ms', () => {
    expect(readTokenExpiry(makeToken({ exp: 1_700_000_000 }))).toBe(1_700_000_000_000);
  });

  it('returns null for tokens that are not JWTs or have no exp', () => {
    expect(readJwtPayload('not-a-jwt')).toBeNull();
    expect(readTokenExpiry('a.%%%.c')).toBeNull();
    expect(readTokenExpiry(makeToken({ sub: 'u1' }))).toBeNull();
  });

  it('is expired only when exp is known and passed', () => {
    const token = makeToken({ exp: 100 });
    expect(isTokenExpired(token, 99_999)).toBe(false);
    expect(isTokenExpired(token, 100_000)).toBe(true);
    expect(isTokenExpired(token, 99_000, 2_000)).toBe(true);
    expect(isTokenExpired('opaque', Number.MAX_SAFE_INTEGER)).toBe(false);
  });
});
