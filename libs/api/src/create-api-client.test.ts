import { describe, expect, it } from 'vitest';
import { fetchAssets } from './assets';
import { createApiClient } from './create-api-client';
import type { ApiError } from './api-error';

describe('createApiClient refresh', () => {
  it('ends the session once: a 401 that comes back after the refresh was refused does not refresh again', async () => {
    const calls: string[] = [];
    const fetch: typeof globalThis.fetch = async (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      calls.push(url.pathname);
      return new Response(JSON.stringify({ success: false, error: 'Unauthorized', code: 'TOKEN_EXPIRED' }), { status: 401, headers: { 'content-type': 'application/json' } });
    };
    const tokens = { accessToken: 'a', refreshToken: 'r' };
    const expired: ApiError[] = [];
    const client = createApiClient({
      baseUrl: 'http://fleet.test/v2',
      getTokens: () => ({ ...tokens }),
      setTokens: (pair) => Object.assign(tokens, pair),
      onSessionExpired: (e) => expired.push(e),
      fetch,
    });
    await expect(fetchAssets(client)).rejects.toMatchObject({ status: 401 });
    // A request that was already out returns its 401 only now, after the refusal.
    await expect(fetchAssets(client)).rejects.toMatchObject({ status: 401 });
    expect(calls.filter((p) => p.includes('refresh'))).toHaveLength(1);
    expect(expired).toHaveLength(1);
  });
});
