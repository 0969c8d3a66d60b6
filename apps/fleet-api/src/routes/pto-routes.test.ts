import { DEFAULT_IMPLEMENT_WIDTH_M, EARTH_RADIUS_KM, type PositionInput, type PtoAnalysis } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, demoVisibleAssetIds, loginAs, type TestApp } from '../testing/test-app';

const DEG_PER_M = 180 / (Math.PI * EARTH_RADIUS_KM * 1000);
const LAT0 = 4.5;
const LNG0 = 116.5;
const LNG_PER_M = DEG_PER_M / Math.cos((LAT0 * Math.PI) / 180);
const CAP = (w: number) => Math.PI * (w / 2) ** 2;

describe('PTO analysis routes', () => {
  let t: TestApp;
  let admin: string;
  let demo: string;
  let machineId: number;
  let hiddenFromDemo: number;
  let t0: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await loginAs(t.app, 'admin', 'admin')).accessToken;
    demo = (await loginAs(t.app, 'demo', 'demo')).accessToken;
    const db = t.database.db;
    const visible = await demoVisibleAssetIds(db);
    hiddenFromDemo = (await db.selectFrom('assets').select('id').where('id', 'not in', visible).orderBy('id').executeTakeFirstOrThrow()).id;
    // A machine of its own (no demo history): 3 rows of 500 m, 9 m apart, PTO on; the headland turns with it off.
    const tenant = await db.selectFrom('tenants').select('id').orderBy('created_at').executeTakeFirstOrThrow();
    machineId = (await db.insertInto('assets').values({ tenant_id: tenant.id, name: 'Test Tractor', type: 'machine', unit_id: 'PTO-TEST-1' }).returning('id').executeTakeFirstOrThrow()).id;
    t0 = t.clock.now() - 6 * 3_600_000;
    const batch: PositionInput[] = [];
    let sec = 0;
    const at = (north: number, east: number, pto: boolean) =>
      batch.push({
        assetId: machineId,
        time: t0 + (sec += 10) * 1000,
        lat: LAT0 + north * DEG_PER_M,
        lng: LNG0 + east * LNG_PER_M,
        speed: 7,
        ignition: true,
        inputs: { din1: pto, din3: true },
        inputNames: { din1: 'PTO', din3: 'Beacon' },
      });
    for (let row = 0; row < 3; row++) {
      for (let k = 0; k <= 50; k++) at(row % 2 === 0 ? k * 10 : 500 - k * 10, row * 9, true);
      const end = row % 2 === 0 ? 500 : 0;
      at(end, row * 9, false); // implement lifted at the row end
      at(end, row * 9 + 4.5, false); // headland turn
    }
    await t.app.fleet.ingest.ingest(batch);
  });
  afterAll(() => t.close());

  const analysis = (query: string, token = admin) => call<PtoAnalysis & { error?: string }>(t.app, 'GET', `/v2/reports/pto-analysis?${query}`, { token });
  const range = () => `from=${t0}&to=${new Date(t0 + 3_600_000).toISOString()}`;

  it('analyses the first reported input with the default width: 3 ON passes of 500 m', async () => {
    const r = await analysis(`asset=${machineId}&${range()}&timeZone=UTC`);
    expect(r.status).toBe(200);
    const a = r.body;
    expect(a).toMatchObject({ success: true, assetId: machineId, assetName: 'Test Tractor', input: 'din1', inputName: 'PTO', onCount: 3, implementWidthM: DEFAULT_IMPLEMENT_WIDTH_M });
    expect(a.elapsedMs).toBe(3_600_000);
    expect(a.elapsedTime).toBe('1 h 00 min');
    expect(a.onMs).toBe(3 * 510_000);
    expect(a.offMs).toBe(a.elapsedMs - a.onMs);
    expect(a.cumulativeDistance).toBeCloseTo(1500, 0);
    expect(a.areaCoveredFinessedOverlap).toBeCloseTo(4500, -1);
    // Rows 9 m apart with a 3 m implement: three separate strips, each with its round caps.
    expect(a.polygons).toHaveLength(3);
    expect(Math.abs(a.areaCovered - (4500 + 3 * CAP(3))) / 4500).toBeLessThan(0.005);
    expect(a.playbackMap.map((p) => p.length)).toEqual([52, 52, 52]);
    expect(a.intervals.map((x) => x.state)).toEqual(['ON', 'OFF', 'ON', 'OFF', 'ON', 'OFF']);
    expect(a.time).toMatch(/^\d+\/\d+\/\d{4} \| \d\d:\d\d:\d\d - \d+\/\d+\/\d{4} \| \d\d:\d\d:\d\d$/);
  });

  it('uses the asset implement width set by an administrator (0.5-50 m), and the chosen input', async () => {
    const put = (body: unknown, token = admin, id = machineId) => call(t.app, 'PUT', `/v2/assets/${id}/implement-width`, { token, body });
    expect((await put({ widthM: 6 })).body).toMatchObject({ success: true, assetId: machineId, widthM: 6 });
    const six = (await analysis(`asset=${machineId}&${range()}`)).body;
    expect(six.implementWidthM).toBe(6);
    expect(six.areaCoveredFinessedOverlap).toBeCloseTo(9000, -1);
    expect(Math.abs(six.areaCovered - (9000 + 3 * CAP(6))) / 9000).toBeLessThan(0.005);
    const beacon = (await analysis(`asset=${machineId}&${range()}&input=din3`)).body;
    expect(beacon).toMatchObject({ input: 'din3', inputName: 'Beacon', onCount: 1 });
    expect(beacon.cumulativeDistance).toBeGreaterThan(1500);

    const tooWide = await put({ widthM: 60 });
    expect(tooWide.status).toBe(400);
    expect(tooWide.body.error).toBe('The implement width must be a number of metres from 0.5 to 50.');
    expect((await put({ widthM: 0.2 })).status).toBe(400);
    expect((await put({ widthM: 'wide' })).status).toBe(400);
    expect((await put({ widthM: 6 }, demo)).status).toBe(403);
    expect((await put({ widthM: 6 }, admin, 999_999)).status).toBe(404);
    expect((await put({ widthM: null })).body).toMatchObject({ widthM: null, implementWidthM: DEFAULT_IMPLEMENT_WIDTH_M });
  });

  it('answers 400 / 401 / 403 / 404 like the other reports', async () => {
    expect((await analysis(`asset=${machineId}&from=${t0}&to=${t0 + 32 * 86_400_000}`)).status).toBe(400);
    expect((await analysis(`asset=${machineId}&from=${t0}&to=${t0 - 1}`)).status).toBe(400);
    expect((await analysis(`asset=x&${range()}`)).status).toBe(400);
    expect((await analysis(`${range()}`)).status).toBe(400);
    expect((await analysis(`asset=${machineId}&${range()}&input=din1;drop`)).status).toBe(400);
    expect((await call(t.app, 'GET', `/v2/reports/pto-analysis?asset=${machineId}&${range()}`)).status).toBe(401);
    expect((await analysis(`asset=${hiddenFromDemo}&${range()}`, demo)).status).toBe(404);
    expect((await analysis(`asset=999999&${range()}`)).status).toBe(404);
    const db = t.database.db;
    const demoUser = await db.selectFrom('users').select(['id', 'pages']).where('username', '=', 'demo').executeTakeFirstOrThrow();
    await db.updateTable('users').set({ pages: JSON.stringify(['mapview']) }).where('id', '=', demoUser.id).execute();
    const blocked = await analysis(`asset=${hiddenFromDemo}&${range()}`, (await loginAs(t.app, 'demo', 'demo')).accessToken);
    expect(blocked.status).toBe(403);
    await db.updateTable('users').set({ pages: JSON.stringify(demoUser.pages) }).where('id', '=', demoUser.id).execute();
  });
});
