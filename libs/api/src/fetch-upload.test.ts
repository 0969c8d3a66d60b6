import { describe, expect, it } from 'vitest';
import { createApiClient } from './create-api-client';
import { NOT_AN_UPLOAD_CODE, fetchUpload, uploadPathOf } from './fetch-upload';

const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);

/** A client over a fake server that serves one upload to the bearer `good` and records every request. */
function setup(options: { type?: string; firstStatus?: number } = {}) {
  const requests: { url: string; authorization: string | null }[] = [];
  const tokens = { accessToken: options.firstStatus === 401 ? 'old' : 'good', refreshToken: 'r' };
  const fetch: typeof globalThis.fetch = async (input) => {
    const request = input instanceof Request ? input : new Request(String(input));
    requests.push({ url: request.url, authorization: request.headers.get('authorization') });
    const { pathname } = new URL(request.url);
    if (pathname === '/v2/api/auth/refresh-token') {
      return Response.json({ success: true, accessToken: 'good', refreshToken: 'r2' });
    }
    if (request.headers.get('authorization') !== 'Bearer good') {
      return Response.json({ success: false, error: 'Unauthorized', code: 'TOKEN_EXPIRED' }, { status: 401 });
    }
    if (pathname === '/v2/uploads/t-1/f-1.png') return new Response(PNG, { headers: { 'content-type': options.type ?? 'image/png' } });
    return Response.json({ success: false, error: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
  };
  const client = createApiClient({
    baseUrl: 'http://fleet.test/v2',
    getTokens: () => ({ ...tokens }),
    setTokens: (pair) => Object.assign(tokens, pair),
    onSessionExpired: () => undefined,
    fetch,
  });
  return { client, requests };
}

describe('uploadPathOf', () => {
  it('reads the upload route URL, relative or absolute on the API origin', () => {
    expect(uploadPathOf('/v2/uploads/t-1/f-1.png', '/v2', 'http://fleet.test/reports')).toBe('uploads/t-1/f-1.png');
    expect(uploadPathOf('/v2/uploads/t-1/f-1.png', 'http://api.test:7750/v2/')).toBe('uploads/t-1/f-1.png');
    expect(uploadPathOf('http://api.test:7750/v2/uploads/t/f.pdf', 'http://api.test:7750/v2')).toBe('uploads/t/f.pdf');
  });

  it('refuses other origins, other API paths, queries, fragments and other schemes', () => {
    const base = 'http://fleet.test/v2';
    for (const url of [
      'http://attacker.test/receipt.png',
      '//attacker.test/v2/uploads/t/f.png',
      'https://fleet.test/v2/uploads/t/f.png',
      'http://user:pw@fleet.test/v2/uploads/t/f.png',
      '/v2/api/auth/me',
      '/v2/uploads/',
      '/v2/uploads/../api/auth/me',
      '/v2/uploads/%2e%2e/api/auth/me',
      '/uploads/t/f.png',
      '/v2/uploads/t/f.png?access_token=x',
      '/v2/uploads/t/f.png#x',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
    ]) {
      expect(uploadPathOf(url, base), url).toBeNull();
    }
  });
});

describe('fetchUpload', () => {
  it('fetches the file with the bearer, never with a token in the URL', async () => {
    const { client, requests } = setup();
    const blob = await fetchUpload(client, '/v2/uploads/t-1/f-1.png');
    expect(blob.type).toBe('image/png');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(PNG);
    expect(requests).toEqual([{ url: 'http://fleet.test/v2/uploads/t-1/f-1.png', authorization: 'Bearer good' }]);
  });

  it('refreshes once on 401 and retries with the new token', async () => {
    const { client, requests } = setup({ firstStatus: 401 });
    const blob = await fetchUpload(client, '/v2/uploads/t-1/f-1.png');
    expect(blob.size).toBe(PNG.length);
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual(['/v2/uploads/t-1/f-1.png', '/v2/api/auth/refresh-token', '/v2/uploads/t-1/f-1.png']);
    for (const r of requests) expect(r.url).not.toMatch(/token=|good|old/);
  });

  it('types anything but images and PDF as octet-stream, so that it is downloaded, never rendered', async () => {
    for (const type of ['image/svg+xml', 'text/html; charset=utf-8', '']) {
      const { client } = setup({ type });
      expect((await fetchUpload(client, '/v2/uploads/t-1/f-1.png')).type).toBe('application/octet-stream');
    }
    const { client } = setup({ type: 'application/pdf' });
    expect((await fetchUpload(client, '/v2/uploads/t-1/f-1.png')).type).toBe('application/pdf');
  });

  it('refuses a URL that is not an upload of this API without any request', async () => {
    const { client, requests } = setup();
    await expect(fetchUpload(client, 'http://attacker.test/receipt.png')).rejects.toMatchObject({ code: NOT_AN_UPLOAD_CODE });
    expect(requests).toEqual([]);
  });

  it('fails with the server text and status for a missing file', async () => {
    const { client } = setup();
    await expect(fetchUpload(client, '/v2/uploads/t-1/nope.png')).rejects.toMatchObject({ status: 404, message: 'Not found' });
  });
});
