import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UPLOAD_LIMITS } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, demoVisibleAssetIds, loginAs, registerCompany, type TestApp } from '../testing/test-app';

describe('uploads', () => {
  let t: TestApp;
  let admin: { accessToken: string };
  let demo: { accessToken: string };
  let other: { accessToken: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAs(t.app, 'admin', 'admin');
    demo = await loginAs(t.app, 'demo', 'demo');
    other = await registerCompany(t, 'Upload Co', 'boss@upload.co');
  });
  afterAll(() => t.close());

  const upload = (bytes: Buffer, type: string, name: string, token = admin.accessToken) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/fleets/uploadFiles',
      headers: { authorization: `Bearer ${token}`, 'content-type': type, 'x-file-name': encodeURIComponent(name) },
      payload: bytes,
    });

  it('stores an image under FLEET_DATA_DIR/uploads/<tenant>/<uuid>.<ext> and serves it back to the tenant only', async () => {
    const bytes = Buffer.from('%PDF-1.4 receipt');
    const r = await upload(bytes, 'application/pdf', 'Resit minyak 1.pdf');
    expect(r.statusCode).toBe(200);
    const body = r.json() as { success: boolean; path: string; url: string };
    expect(body.success).toBe(true);
    const tenant = await t.database.db.selectFrom('users').select('tenant_id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    expect(body.path).toMatch(new RegExp(`^${tenant.tenant_id}/[0-9a-f-]{36}\\.pdf$`));
    expect(body.url).toBe(`/v2/uploads/${body.path}`);
    const file = join(t.app.fleet.config.dataDir, 'uploads', body.path);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file).equals(bytes)).toBe(true);
    const row = await t.database.db.selectFrom('uploads').selectAll().where('stored_path', '=', body.path).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ original_name: 'Resit minyak 1.pdf', mime: 'application/pdf', size: bytes.length, tenant_id: tenant.tenant_id });

    const same = await t.app.inject({ method: 'GET', url: body.url, headers: { authorization: `Bearer ${admin.accessToken}` } });
    expect(same.statusCode).toBe(200);
    expect(same.headers['content-type']).toBe('application/pdf');
    expect(same.rawPayload.equals(bytes)).toBe(true);
    // No token is ever taken from the URL: a link cannot carry (or leak) a session.
    const viaQuery = await t.app.inject({ method: 'GET', url: `${body.url}?access_token=${admin.accessToken}` });
    expect(viaQuery.statusCode).toBe(401);
    // A Client reads an Administrator's file only once a receipt of an asset they see lists it.
    const asDemo = () => t.app.inject({ method: 'GET', url: body.url, headers: { authorization: `Bearer ${demo.accessToken}` } });
    expect((await asDemo()).statusCode).toBe(404);
    const [visible] = await demoVisibleAssetIds(t.database.db);
    const receipt = await call(t.app, 'POST', '/v2/receipts/submit', {
      token: admin.accessToken,
      body: { receiptInfo: { assetId: [visible], fuel: 10, price: 25, time: '2026-01-06 08:00:00', location: 'x', files: [body.url] } },
    });
    expect(receipt.status).toBe(200);
    expect((await asDemo()).statusCode).toBe(200);
    const foreign = await t.app.inject({ method: 'GET', url: body.url, headers: { authorization: `Bearer ${other.accessToken}` } });
    expect(foreign.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: body.url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/v2/uploads/..%2F..%2Fetc%2Fpasswd', headers: { authorization: `Bearer ${admin.accessToken}` } })).statusCode).toBe(404);
  });

  it('takes images and PDF only (octet-stream typed by the name)', async () => {
    expect((await upload(Buffer.from([0x89, 0x50]), 'image/png', 'a.png')).statusCode).toBe(200);
    const octet = await upload(Buffer.from([0xff, 0xd8]), 'application/octet-stream', 'photo.JPG');
    expect(octet.statusCode).toBe(200);
    expect((octet.json() as { path: string }).path).toMatch(/\.jpg$/);
    expect((await upload(Buffer.from('x'), 'application/octet-stream', 'run.exe')).statusCode).toBe(415);
    expect((await upload(Buffer.from('<svg/>'), 'image/svg+xml', 'a.svg')).statusCode).toBe(415);
    expect((await upload(Buffer.from('hello'), 'text/plain', 'a.txt')).statusCode).toBe(415);
    expect((await upload(Buffer.alloc(0), 'image/png', 'empty.png')).statusCode).toBe(400);
  });

  it('takes files of up to 10 MB', async () => {
    expect((await upload(Buffer.alloc(UPLOAD_LIMITS.maxBytes, 1), 'image/jpeg', 'max.jpg')).statusCode).toBe(200);
    const big = await upload(Buffer.alloc(UPLOAD_LIMITS.maxBytes + 1, 1), 'image/jpeg', 'big.jpg');
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ success: false });
  });

  it('needs a bearer token', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/v2/fleets/uploadFiles', headers: { 'content-type': 'image/png' }, payload: Buffer.from([1]) });
    expect(r.statusCode).toBe(401);
  });
});
