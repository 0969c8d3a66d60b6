import { FIELD_LIMITS, MESSAGES, TRANSPORT_TEXTS, idRangeMessage } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestApp } from '../testing/test-app';

/** Item 8 of the security review: every field bounded, every id checked (400 with a clear message, never 500). */
describe('input bounds', () => {
  let t: TestApp;
  let token: string;
  let truck: number;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await loginAs(t.app, 'admin', 'admin')).accessToken;
    truck = (await t.database.db.selectFrom('assets').select('id').where('type', '=', 'truck').orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  const square = (d: number): [number, number][] => [
    [101.5 + d, 3],
    [101.501 + d, 3],
    [101.501 + d, 3.001],
    [101.5 + d, 3],
  ];

  it('keeps the groups a user holds bounded, so the sign-in answer stays small', async () => {
    // 5,000 groups in batches of 20 (the most one POI takes): refused once the user holds 200.
    let refusedAt = -1;
    for (let batch = 0; batch < 250 && refusedAt < 0; batch += 1) {
      const groups = Array.from({ length: FIELD_LIMITS.poiGroupsMax }, (_, i) => `group ${batch * FIELD_LIMITS.poiGroupsMax + i}`);
      const r = await call(t.app, 'POST', '/v2/settings/poi', { token, body: { name: `Batch ${batch}`, coords: square(batch * 0.01), groups } });
      if (r.status !== 200) {
        expect(r).toMatchObject({ status: 400, body: { error: MESSAGES.tooManyPoiGroups } });
        refusedAt = batch;
      }
    }
    expect(refusedAt).toBeGreaterThan(0);
    expect(refusedAt).toBeLessThanOrEqual(FIELD_LIMITS.userPoiGroupsMax / FIELD_LIMITS.poiGroupsMax);
    const held = await t.database.db.selectFrom('poi_groups').select('name').innerJoin('users', 'users.id', 'poi_groups.user_id').where('users.username', '=', 'admin').execute();
    expect(held.length).toBeLessThanOrEqual(FIELD_LIMITS.userPoiGroupsMax);
    const login = await t.app.inject({ method: 'POST', url: '/v2/clients/login', payload: { username: 'admin', password: 'admin', platform: 'Web' } });
    expect(login.body.length).toBeLessThan(1_000_000);
  });

  it('refuses receipts with absurd amounts, times and texts, storing nothing', async () => {
    const count = async () => Number((await t.database.db.selectFrom('fuel_receipts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const valid = { assetId: [truck], fuel: 40, price: 86, time: '2026-01-06 08:00:00', location: 'Petronas' };
    const cases: [Record<string, unknown>, string][] = [
      [{ fuel: 1e308 }, 'Volume must be at most 100,000 litres.'],
      [{ price: 1e308 }, 'Price must be at most 1,000,000 RM.'],
      [{ priceperliter: 1e308 }, 'Price per litre must be a number above 0 and at most 1000.'],
      [{ time: '9999-12-31 23:59:00' }, MESSAGES.recordTimeOutOfRange],
      [{ time: '1970-01-02 00:00:00' }, MESSAGES.recordTimeOutOfRange],
      [{ location: 'x'.repeat(900_000) }, 'Location must be at most 200 characters.'],
      [{ fuel: 'lots' }, MESSAGES.receiptRequired],
      [{ assetId: [true] }, MESSAGES.receiptRequired],
    ];
    for (const [patch, error] of cases) {
      const r = await call(t.app, 'POST', '/v2/receipts/submit', { token, body: { receiptInfo: { ...valid, ...patch } } });
      expect(r, JSON.stringify(patch).slice(0, 60)).toMatchObject({ status: 400, body: { success: false, error } });
    }
    expect(await count()).toBe(before);
  });

  it('answers 400 naming the parameter for ids beyond 2^31 - 1 on every route that takes one', async () => {
    const big = '2147483648';
    const routes: [string, string, unknown?][] = [
      ['DELETE', `/v2/delete-receipt/${big}`],
      ['DELETE', `/v2/delete-receipt-toll/${big}`],
      ['DELETE', `/v2/admin/pois/${big}`],
      ['PUT', `/v2/assets/${big}/implement-width`, { widthM: 6 }],
      ['PUT', `/v2/assets/${big}/temperature-range`, { range: null }],
      ['GET', `/v2/reports/pto-analysis?asset=${big}&from=2026-01-01&to=2026-01-02`],
      ['GET', `/v2/reports/history?assets=${big}&from=2026-01-01&to=2026-01-02`],
      ['POST', '/v2/settings/poi', { id: Number(big), name: 'x', coords: square(0) }],
      ['POST', '/v2/singleUnitPlayback3', { timeRange: { start: 0, end: 1 }, units: [Number(big)] }],
      ['POST', '/v2/receipts/submit', { receiptInfo: { assetId: [Number(big)], fuel: 40, price: 86, time: '2026-01-06 08:00:00' } }],
      ['GET', `/v2/trips/${big}`],
      ['GET', `/v2/trips?from=0&to=1&clientId=${big}`],
      ['GET', `/v2/trips?from=0&to=1&assetId=${big}`],
      ['GET', `/v2/drivers/${big}/summary?from=0&to=1`],
      ['PUT', `/v2/drivers/${big}`, { name: 'x' }],
      ['POST', `/v2/trips/${big}/stops/0/pod`, { note: 'x' }],
      ['POST', '/v2/trips', { assetId: Number(big), stops: [{ kind: 'pickup', lat: 3, lng: 101 }, { kind: 'drop', lat: 3.01, lng: 101 }] }],
    ];
    for (const [method, url, body] of routes) {
      const r = await call(t.app, method as 'GET', url, { token, body });
      expect(r.status, `${method} ${url}`).toBe(400);
      expect(String(r.body.error), `${method} ${url}`).not.toBe(MESSAGES.internalError);
    }
    const named = await call(t.app, 'DELETE', `/v2/delete-receipt/${big}`, { token });
    expect(named.body.error).toBe(idRangeMessage('receiptId'));
  });

  it('bounds the periods of the transport lists (trips, a driver’s summary): refused with the text, the far future answered empty', async () => {
    const day = 86_400_000;
    const now = t.clock.now();
    /** The last instant a date holds (13 September 275760). */
    const last = 8_640_000_000_000_000;
    const saved = await call<{ driver: { id: number } }>(t.app, 'POST', '/v2/drivers', { token, body: { name: 'Bounds driver' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const refused: [string, string][] = [
      [`from=${now}&to=${now - day}`, 'reversed'],
      [`from=${now}&to=${now}`, 'empty'],
      [`from=${now - 367 * day}&to=${now}`, 'over 366 days'],
      [`from=0&to=${last}`, 'every date'],
      [`from=${last}&to=${last + 1}`, 'beyond the last date'],
      [`from=-1&to=${day}`, 'negative'],
      [`from=abc&to=${now}`, 'not a number'],
      [`from=${now}&to=1e999`, 'infinite'],
      [`from=${now}.5&to=${now + day}`, 'a fraction'],
      [`from=${now}`, 'no end'],
      ['', 'no period'],
    ];
    for (const list of ['/v2/trips', `/v2/drivers/${saved.body.driver.id}/summary`]) {
      for (const [query, label] of refused) {
        const r = await call(t.app, 'GET', `${list}?${query}`, { token });
        expect(r, `${list} ${label}`).toMatchObject({ status: 400, body: { success: false, error: TRANSPORT_TEXTS.periodInvalid } });
      }
      // A day a century ahead and the last day a date holds: nothing planned then, never a 500.
      for (const from of [now + 36_500 * day, last - day]) {
        const r = await call<{ trips: unknown[] }>(t.app, 'GET', `${list}?from=${from}&to=${from + day}`, { token });
        expect(r.status, `${list} from ${new Date(from).toISOString()}`).toBe(200);
        expect(r.body.trips).toEqual([]);
      }
    }
  });
});
