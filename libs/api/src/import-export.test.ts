import { describe, expect, it } from 'vitest';
import { createApiClient } from './create-api-client';
import { exportList, importList } from './import-export';

/** A client over a fake server that records what the import and export calls send. */
function setup() {
  const seen: { url: string; type: string | null; body: string }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    seen.push({ url: request.url, type: request.headers.get('content-type'), body: await request.text() });
    const { pathname } = new URL(request.url);
    if (pathname === '/v2/import/assets') return Response.json({ success: true, result: { kind: 'assets', ok: true, dryRun: !request.url.includes('dryRun=false') } });
    if (pathname === '/v2/export/groups') return new Response('name\r\nDepot\r\n', { headers: { 'content-type': 'text/csv' } });
    return Response.json({ success: false, error: 'Nothing can be imported as users; choose one of assets, groups.', code: 'INVALID_INPUT' }, { status: 400 });
  };
  const client = createApiClient({ baseUrl: 'http://fleet.test/v2', getTokens: () => ({ accessToken: 'a', refreshToken: 'r' }), setTokens: () => undefined, onSessionExpired: () => undefined, fetch });
  return { client, seen };
}

describe('import and export calls', () => {
  it('sends the file as the raw body with its type, a dry run unless asked', async () => {
    const { client, seen } = setup();
    const csv = new File(['name,type\nA,car\n'], 'assets.csv', { type: 'text/csv' });
    expect(await importList(client, 'assets', csv)).toMatchObject({ dryRun: true });
    expect(await importList(client, 'assets', new File(['PK'], 'a.xlsx'), false)).toMatchObject({ dryRun: false });
    expect(seen.map((s) => [new URL(s.url).pathname + new URL(s.url).search, s.type, s.body])).toEqual([
      ['/v2/import/assets', 'text/csv', 'name,type\nA,car\n'],
      ['/v2/import/assets?dryRun=false', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'PK'],
    ]);
  });

  it('fetches an export as a file, and turns a refusal into an ApiError with the server text', async () => {
    const { client } = setup();
    expect(await (await exportList(client, 'groups', 'csv')).text()).toBe('name\r\nDepot\r\n');
    await expect(importList(client, 'users' as 'assets', new File(['x'], 'x.csv'))).rejects.toMatchObject({ status: 400, code: 'INVALID_INPUT', message: 'Nothing can be imported as users; choose one of assets, groups.' });
  });
});
