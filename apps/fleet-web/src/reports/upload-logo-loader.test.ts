import { createApiClient } from '@fleet/api';
import { describe, expect, it, vi } from 'vitest';
import { uploadAwareLogoLoader } from './upload-logo-loader';

describe('report logo loader', () => {
  it('reads an uploaded company logo with the bearer from a blob: URL, and other URLs as before', async () => {
    const seen: { url: string; auth: string | null }[] = [];
    const fetchImpl: typeof fetch = async (input) => {
      const request = input instanceof Request ? input : new Request(String(input));
      seen.push({ url: request.url, auth: request.headers.get('authorization') });
      return new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } });
    };
    const client = createApiClient({ baseUrl: 'http://fleet.test/v2', fetch: fetchImpl, getTokens: () => ({ accessToken: 'tok', refreshToken: 'r' }) } as never);
    const load = vi.fn(async (url: string) => new TextEncoder().encode(url.slice(0, 5)));
    const loader = uploadAwareLogoLoader(client, load);
    const upload = '/v2/uploads/11111111-1111-4111-8111-111111111111/22222222-2222-4222-8222-222222222222.png';
    expect(new TextDecoder().decode(await loader(upload))).toBe('blob:');
    expect(seen).toEqual([{ url: `http://fleet.test${upload}`, auth: 'Bearer tok' }]);
    expect(new TextDecoder().decode(await loader('https://cdn.example/logo.png'))).toBe('https');
    expect(seen).toHaveLength(1);
  });
});
