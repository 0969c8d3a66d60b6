import { UNKNOWN_TIME_ZONE_MESSAGE, instantOf, type UserInfo } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestApp } from '../testing/test-app';

/** One clock: the company's zone, a user's override, and the periods and days the server reads in them. */
describe('company settings and time zones', () => {
  let t: TestApp;
  let admin: { accessToken: string };
  let demo: { accessToken: string };
  let truck: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAs(t.app, 'admin', 'admin');
    demo = await loginAs(t.app, 'demo', 'demo');
    truck = (await t.database.db.selectFrom('assets').select('id').where('type', '=', 'truck').orderBy('id').executeTakeFirstOrThrow()).id;
    // Two days of one truck, a report every 10 minutes, across Kuala Lumpur's and UTC's midnights.
    const start = Date.UTC(2026, 10, 15, 12);
    const inputs = Array.from({ length: 2 * 144 }, (_, i) => ({ assetId: truck, time: start + i * 600_000, lat: 3.1 + i * 1e-4, lng: 101.6, speed: 40 }));
    await t.app.fleet.ingest.ingest(inputs);
  });
  afterAll(() => t.close());

  const mileageDays = async (token: string, from: number, to: number) => {
    const r = await call<{ rows: { date: string }[] }>(t.app, 'GET', `/v2/reports/mileage?assets=${truck}&from=${from}&to=${to}`, { token });
    expect(r.status).toBe(200);
    return r.body.rows.map((row) => row.date);
  };
  const klDay = () => ({
    from: instantOf({ year: 2026, month: 11, day: 16 }, 'Asia/Kuala_Lumpur'),
    to: instantOf({ year: 2026, month: 11, day: 16, hour: 23, minute: 59, second: 59 }, 'Asia/Kuala_Lumpur'),
  });

  it('starts with the demo company in Asia/Kuala_Lumpur, in the sign-in answer too', async () => {
    const r = await call<{ settings: { timeZone: string } }>(t.app, 'GET', '/v2/company/settings', { token: demo.accessToken });
    expect(r.body.settings.timeZone).toBe('Asia/Kuala_Lumpur');
    const login = await call<{ userInfo: UserInfo }>(t.app, 'POST', '/v2/clients/login', { body: { username: 'demo', password: 'demo', platform: 'Web' } });
    expect(login.body.userInfo).toMatchObject({ timeZone: 'Asia/Kuala_Lumpur', companyTimeZone: 'Asia/Kuala_Lumpur' });
  });

  it('reads a day of the company: 16/11 00:00-23:59 Kuala Lumpur time is one Mileage day, not two', async () => {
    const { from, to } = klDay();
    expect(await mileageDays(demo.accessToken, from, to)).toEqual(['16/11/2026']);
  });

  it('lets an Administrator change the company zone and a user override it for themselves', async () => {
    expect((await call(t.app, 'PUT', '/v2/company/settings', { token: demo.accessToken, body: { timeZone: 'UTC' } })).status).toBe(403);
    const bad = await call(t.app, 'PUT', '/v2/company/settings', { token: admin.accessToken, body: { timeZone: 'Mars/Olympus' } });
    expect(bad).toMatchObject({ status: 400, body: { error: UNKNOWN_TIME_ZONE_MESSAGE } });
    const set = await call<{ settings: { timeZone: string }; userInfo: UserInfo }>(t.app, 'PUT', '/v2/company/settings', { token: admin.accessToken, body: { timeZone: 'UTC' } });
    expect(set.status).toBe(200);
    expect(set.body.settings.timeZone).toBe('UTC');
    expect(set.body.userInfo).toMatchObject({ timeZone: 'UTC', companyTimeZone: 'UTC' });
    // The same instants now span two UTC days for everyone without an override.
    const { from, to } = klDay();
    expect(await mileageDays(demo.accessToken, from, to)).toEqual(['15/11/2026', '16/11/2026']);

    // demo keeps Kuala Lumpur for themselves; null goes back to the company's.
    const own = await call<{ userInfo: UserInfo }>(t.app, 'PUT', '/v2/api/users/me', {
      token: demo.accessToken,
      body: { displayName: 'Demo User', email: 'demo@demo.fleet', timeZone: 'Asia/Kuala_Lumpur' },
    });
    expect(own.body.userInfo).toMatchObject({ timeZone: 'Asia/Kuala_Lumpur', companyTimeZone: 'UTC' });
    expect(await mileageDays(demo.accessToken, from, to)).toEqual(['16/11/2026']);
    const wrong = await call(t.app, 'PUT', '/v2/api/users/me', { token: demo.accessToken, body: { displayName: 'Demo User', email: 'demo@demo.fleet', timeZone: 'Nowhere/Else' } });
    expect(wrong).toMatchObject({ status: 400, body: { error: UNKNOWN_TIME_ZONE_MESSAGE } });
    const reset = await call<{ userInfo: UserInfo }>(t.app, 'PUT', '/v2/api/users/me', { token: demo.accessToken, body: { displayName: 'Demo User', email: 'demo@demo.fleet', timeZone: null } });
    expect(reset.body.userInfo.timeZone).toBe('UTC');
    await call(t.app, 'PUT', '/v2/company/settings', { token: admin.accessToken, body: { timeZone: 'Asia/Kuala_Lumpur' } });
  });

  it('reads a wall-clock receipt time in the user’s zone', async () => {
    const r = await call<{ receiptId: number }>(t.app, 'POST', '/v2/receipts/submit', {
      token: admin.accessToken,
      body: { receiptInfo: { assetId: [truck], fuel: 40, price: 86, time: '2026-11-16 08:00:00', location: 'Petronas' } },
    });
    expect(r.status).toBe(200);
    const row = await t.database.db.selectFrom('fuel_receipts').select('time').where('id', '=', r.body.receiptId).executeTakeFirstOrThrow();
    expect(new Date(row.time).toISOString()).toBe('2026-11-16T00:00:00.000Z');
  });
});
