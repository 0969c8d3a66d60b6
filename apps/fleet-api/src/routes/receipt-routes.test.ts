import { MESSAGES } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../seed/seed';
import { DEMO_RECEIPT_UPLOAD_ID } from '../seed/seed-demo-reports';
import { call, createTestApp, demoVisibleAssetIds, loginAs, registerCompany, type TestApp } from '../testing/test-app';

describe('receipts', () => {
  let t: TestApp;
  let admin: { accessToken: string; uid: string };
  let demo: { accessToken: string; uid: string };
  let other: { accessToken: string; uid: string };
  let truckId: number;
  let hiddenFromDemo: number;
  let visibleToDemo: number;
  let adminUpload: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAs(t.app, 'admin', 'admin');
    demo = await loginAs(t.app, 'demo', 'demo');
    other = await registerCompany(t, 'Other Co', 'boss@other.co');
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
    visibleToDemo = (await demoVisibleAssetIds(db))[0] ?? 0;
    adminUpload = await upload(admin.accessToken);
  });

  /** Uploads a small PNG as the caller; answers its URL. */
  async function upload(token: string): Promise<string> {
    const r = await t.app.inject({
      method: 'POST',
      url: '/v2/fleets/uploadFiles',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png', 'x-file-name': 'receipt.png' },
      payload: Buffer.from('\x89PNG\r\n\x1a\n0000', 'latin1'),
    });
    if (r.statusCode !== 200) throw new Error(`upload failed: ${r.statusCode} ${r.body}`);
    return (r.json() as { url: string }).url;
  }
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
    files: [adminUpload],
  });

  it('seeds the demo toll receipts and receipt image once (fuel receipts and the maintenance records follow the simulation)', async () => {
    const db = t.database.db;
    const count = async () => ({
      fuel: (await db.selectFrom('fuel_receipts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
      toll: (await db.selectFrom('toll_receipts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
      maintenance: (await db.selectFrom('maintenance_records').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
    });
    const before = await count();
    const trucks = (await db.selectFrom('assets').select('id').where('type', '=', 'truck').execute()).length;
    // ~3 toll receipts per truck per week over 30 days; no fuel receipt before the simulator made a refuel.
    expect(Number(before.toll)).toBeGreaterThanOrEqual(trucks * 10);
    expect(Number(before.fuel)).toBe(0);
    // Documents, services and tires are written by the simulator after its first backfill (seed/demo-maintenance).
    expect(Number(before.maintenance)).toBe(0);
    await seedDatabase(db, { demo: true, adminPassword: undefined, log: { info: () => undefined }, showOnce: () => undefined });
    expect(await count()).toEqual(before);
    const upload = await db.selectFrom('uploads').select('stored_path').where('id', '=', DEMO_RECEIPT_UPLOAD_ID).executeTakeFirstOrThrow();
    const image = await t.app.inject({ method: 'GET', url: `/v2/uploads/${upload.stored_path}`, headers: { authorization: `Bearer ${admin.accessToken}` } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('adds a fuel receipt (refuel time converted from D/M/YYYY | HH:mm, Kuala Lumpur time)', async () => {
    const r = await submit(valid());
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, message: MESSAGES.receiptAdded });
    const row = await t.database.db.selectFrom('fuel_receipts').selectAll().where('id', '=', r.body.receiptId as number).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ asset_id: truckId, fuel: 150, price: 322.5, priceperliter: 2.15, location: 'Petronas Persiaran Kayangan', files: [adminUpload] });
    expect(row.time.toISOString()).toBe('2026-01-05T06:30:00.000Z');
    const maintenanceAsset = await submit({ ...valid(), assetId: [], fmsAssetId: truckId, time: '2026-01-06 08:00:00' });
    expect(maintenanceAsset.body.success).toBe(true);
  });

  it('refuses a fuel receipt for an asset that takes no fuel (cattle tag, buoy, watch)', async () => {
    for (const name of ['Cattle Tag KD-017', 'Buoy Beacon KTN-02', 'Watch - Lim Wei Jie']) {
      const id = (await t.database.db.selectFrom('assets').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
      const r = await submit({ ...valid(), assetId: [id], time: '2026-01-06 08:00:00' });
      expect(r.status, name).toBe(400);
      expect(r.body).toMatchObject({ success: false, error: MESSAGES.receiptNoFuelAsset });
    }
    const forklift = (await t.database.db.selectFrom('assets').select('id').where('name', 'like', 'Forklift%').executeTakeFirstOrThrow()).id;
    expect((await submit({ ...valid(), assetId: [], fmsAssetId: forklift, time: '2026-01-06 08:00:00' })).body.success).toBe(true);
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

  it('takes only files this company uploaded that the caller may read, never links elsewhere', async () => {
    const refused = async (files: string[], token = admin.accessToken, assetId = truckId) => {
      const before = await t.database.db.selectFrom('fuel_receipts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const r = await submit({ ...valid(), assetId: [assetId], files }, token);
      expect(r.status, files.join()).toBe(400);
      expect(String(r.body.error)).toContain('is not a file uploaded here');
      const after = await t.database.db.selectFrom('fuel_receipts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(after.n).toBe(before.n);
    };
    await refused(['http://attacker.example/receipt.png']);
    await refused(['//attacker.example/receipt.png']);
    await refused(['/v2/uploads/x.png']);
    await refused([`${adminUpload}?access_token=x`]);
    // Another company's upload, even with a real path, and an Administrator's upload offered by a Client.
    const otherUpload = await upload(other.accessToken);
    await refused([otherUpload]);
    await refused([await upload(admin.accessToken)], demo.accessToken, visibleToDemo);
    // The Client's own upload is fine; the stored value is the upload URL.
    const own = await upload(demo.accessToken);
    const ok = await submit({ ...valid(), assetId: [visibleToDemo], files: [own.replace('/v2/uploads/', '')] }, demo.accessToken);
    expect(ok.status).toBe(200);
    const row = await t.database.db.selectFrom('fuel_receipts').select('files').where('id', '=', ok.body.receiptId as number).executeTakeFirstOrThrow();
    expect(row.files).toEqual([own]);
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

    // A Client deletes receipts of the assets given to them only (not merely of their company).
    const hiddenFuel = { id: (await submit({ ...valid(), assetId: [hiddenFromDemo] })).body.receiptId as number };
    const hiddenToll = await t.database.db
      .insertInto('toll_receipts')
      .values({ tenant_id: (await t.database.db.selectFrom('assets').select('tenant_id').where('id', '=', hiddenFromDemo).executeTakeFirstOrThrow()).tenant_id, asset_id: hiddenFromDemo, time: new Date(), price: 5, files: '[]' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await call(t.app, 'DELETE', `/v2/delete-receipt-toll/${hiddenToll.id}`, { token: demo.accessToken })).status).toBe(404);
    expect((await call(t.app, 'DELETE', `/v2/delete-receipt/${hiddenFuel.id}`, { token: demo.accessToken })).status).toBe(404);
    expect(await t.database.db.selectFrom('fuel_receipts').select('id').where('id', '=', hiddenFuel.id).executeTakeFirst()).toBeTruthy();
    expect(await t.database.db.selectFrom('toll_receipts').select('id').where('id', '=', hiddenToll.id).executeTakeFirst()).toBeTruthy();
    const toll = await t.database.db.selectFrom('toll_receipts').select('id').where('asset_id', 'in', await demoVisibleAssetIds(t.database.db)).orderBy('id').executeTakeFirstOrThrow();
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
