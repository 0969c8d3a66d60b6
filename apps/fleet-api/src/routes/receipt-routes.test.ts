import { MESSAGES } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../seed/seed';
import { DEMO_RECEIPT_UPLOAD_ID } from '../seed/seed-demo-reports';
import { call, createTestApp, loginAs, type TestApp } from '../testing/test-app';

describe('receipts', () => {
  let t: TestApp;
  let admin: { accessToken: string; uid: string };
  let demo: { accessToken: string; uid: string };
  let other: { accessToken: string; uid: string };
  let truckId: number;
  let hiddenFromDemo: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAs(t.app, 'admin', 'admin');
    demo = await loginAs(t.app, 'demo', 'demo');
    await call(t.app, 'POST', '/v2/api/auth/register', {
      body: { displayName: 'Other Co', email: 'boss@other.co', password: 'secret12', confirmPassword: 'secret12' },
    });
    const login = await call<{ userData: { accessToken: string; uid: string } }>(t.app, 'POST', '/v2/api/auth/login', {
      body: { email: 'boss@other.co', password: 'secret12' },
    });
    other = login.body.userData;
    const db = t.database.db;
    truckId = (await db.selectFrom('assets').select('id').where('type', '=', 'truck').orderBy('id').executeTakeFirstOrThrow()).id;
    const demoUser = await db.selectFrom('users').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow();
    hiddenFromDemo = (
      await db
        .selectFrom('assets')
        .select('id')
        .where('id', 'not in', (eb) => eb.selectFrom('user_assets').select('asset_id').where('user_id', '=', demoUser.id))
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  const submit = (receiptInfo: unknown, token = admin.accessToken) =>
    call(t.app, 'POST', '/v2/receipts/submit', { token, body: { userInfo: { uid: admin.uid }, receiptInfo } });
  const valid = () => ({
    assetId: [truckId],
    fuel: '150',
    priceperliter: 2.15,
    price: 322.5,
    time: '5/1/2026 | 14:30',
    location: 'Petronas Persiaran Kayangan',
    files: ['/v2/uploads/x.png'],
  });

  it('seeds demo receipts (fuel with the stored demo image, toll) and maintenance records once', async () => {
    const db = t.database.db;
    const count = async () => ({
      fuel: (await db.selectFrom('fuel_receipts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
      toll: (await db.selectFrom('toll_receipts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
      maintenance: (await db.selectFrom('maintenance_records').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
    });
    const before = await count();
    const trucks = (await db.selectFrom('assets').select('id').where('type', '=', 'truck').execute()).length;
    // ~2 fuel and ~3 toll receipts per truck per week over 30 days.
    expect(Number(before.fuel)).toBeGreaterThanOrEqual(trucks * 7);
    expect(Number(before.fuel)).toBeLessThanOrEqual(trucks * 11);
    expect(Number(before.toll)).toBeGreaterThanOrEqual(trucks * 10);
    expect(Number(before.maintenance)).toBeGreaterThan(0);
    const kinds = await db.selectFrom('maintenance_records').select('kind').distinct().orderBy('kind').execute();
    expect(kinds.map((k) => k.kind)).toEqual(['d', 's', 't']);
    const tire = await db.selectFrom('maintenance_records').select('details').where('kind', '=', 't').executeTakeFirstOrThrow();
    expect(tire.details).toMatchObject({ position: expect.any(String), kmRun: expect.any(Number) });
    await seedDatabase(db, { demo: true, adminPassword: undefined, log: { info: () => undefined }, showOnce: () => undefined });
    expect(await count()).toEqual(before);
    const receipt = await db.selectFrom('fuel_receipts').select('files').executeTakeFirstOrThrow();
    const [url] = receipt.files;
    expect(url).toContain(DEMO_RECEIPT_UPLOAD_ID);
    const image = await t.app.inject({ method: 'GET', url: url!, headers: { authorization: `Bearer ${admin.accessToken}` } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('adds a fuel receipt (refuel time converted from D/M/YYYY | HH:mm, Kuala Lumpur time)', async () => {
    const r = await submit(valid());
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, message: MESSAGES.receiptAdded });
    const row = await t.database.db.selectFrom('fuel_receipts').selectAll().where('id', '=', r.body.receiptId as number).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ asset_id: truckId, fuel: 150, price: 322.5, priceperliter: 2.15, location: 'Petronas Persiaran Kayangan', files: ['/v2/uploads/x.png'] });
    expect(row.time.toISOString()).toBe('2026-01-05T06:30:00.000Z');
    const maintenanceAsset = await submit({ ...valid(), assetId: [], fmsAssetId: truckId, time: '2026-01-06 08:00:00' });
    expect(maintenanceAsset.body.success).toBe(true);
  });

  it('refuses missing or too small fields with the exact texts of the specification', async () => {
    const required = { success: false, error: MESSAGES.receiptRequired };
    for (const patch of [{ assetId: [] }, { fuel: 0.5 }, { fuel: '' }, { price: 0 }, { price: undefined }, { time: '' }, { time: null }]) {
      const r = await submit({ ...valid(), ...patch });
      expect(r.status, JSON.stringify(patch)).toBe(400);
      expect(r.body).toMatchObject(required);
    }
    expect((await submit(undefined)).body).toMatchObject(required);
    const both = await submit({ ...valid(), fmsAssetId: [truckId] });
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({ success: false, error: MESSAGES.receiptEitherAsset });
    const eleven = await submit({ ...valid(), files: Array.from({ length: 11 }, (_, i) => `/v2/uploads/${i}.png`) });
    expect(eleven.status).toBe(400);
  });

  it('only takes assets the caller may see', async () => {
    expect((await submit({ ...valid(), assetId: [hiddenFromDemo] }, demo.accessToken)).status).toBe(404);
    expect((await submit(valid(), other.accessToken)).status).toBe(404);
  });

  it('deletes fuel and toll receipts of the own tenant: 200 {success:true}, else 404', async () => {
    const fuel = await submit(valid());
    const id = fuel.body.receiptId as number;
    expect((await call(t.app, 'DELETE', `/v2/delete-receipt/${id}`, { token: other.accessToken })).status).toBe(404);
    const deleted = await call(t.app, 'DELETE', `/v2/delete-receipt/${id}`, { token: admin.accessToken });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ success: true });
    expect((await call(t.app, 'DELETE', `/v2/delete-receipt/${id}`, { token: admin.accessToken })).status).toBe(404);

    const toll = await t.database.db.selectFrom('toll_receipts').select('id').orderBy('id').executeTakeFirstOrThrow();
    expect((await call(t.app, 'DELETE', `/v2/delete-receipt-toll/${toll.id}`, { token: other.accessToken })).status).toBe(404);
    const tollDeleted = await call(t.app, 'DELETE', `/v2/delete-receipt-toll/${toll.id}`, { token: demo.accessToken });
    expect(tollDeleted.status).toBe(200);
    expect(tollDeleted.body).toMatchObject({ success: true });
    expect((await call(t.app, 'DELETE', `/v2/delete-receipt-toll/${toll.id}`, { token: admin.accessToken })).status).toBe(404);
    expect((await call(t.app, 'DELETE', '/v2/delete-receipt-toll/abc', { token: admin.accessToken })).status).toBe(400);
  });

  it('needs a bearer token and the reports or fms page key', async () => {
    expect((await call(t.app, 'DELETE', '/v2/delete-receipt/1')).status).toBe(401);
    const boss = await t.database.db.selectFrom('users').select('id').where('email', '=', 'boss@other.co').executeTakeFirstOrThrow();
    await t.database.db.updateTable('users').set({ pages: JSON.stringify(['mapview']) }).where('id', '=', boss.id).execute();
    const r = await submit(valid(), other.accessToken);
    expect(r.status).toBe(403);
    await t.database.db.updateTable('users').set({ pages: JSON.stringify(['mapview', 'fms']) }).where('id', '=', boss.id).execute();
    expect((await submit(valid(), other.accessToken)).status).toBe(404);
  });
});
