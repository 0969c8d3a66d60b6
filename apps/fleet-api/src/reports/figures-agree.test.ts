import { createDemoFleet } from '@fleet/demo-fleet';
import { SUMMARY_PARTS_VERSION, buildReport, segmentTrips } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoWorld } from '../simulator/demo-world-files';
import { SimulatorService } from '../simulator/simulator-service';
import { call, createTestApp, testConfig, type TestApp } from '../testing/test-app';
import { loadReportInput } from './report-data';
import { loadSummaryRows } from './summary-days';

const DAY = 86_400_000;
const TZ = 'Asia/Kuala_Lumpur';

/** Relative difference of two figures. */
const gap = (a: number, b: number) => Math.abs(a - b) / Math.max(Math.abs(a), Math.abs(b), 1e-9);

describe('one figure, one definition: a simulated week of the demo Hino 500', () => {
  let t: TestApp;
  let tenantId: string;
  let assetId: number;
  let token: string;
  let from: number;
  let to: number;
  beforeAll(async () => {
    t = await createTestApp();
    const hino = await t.database.db.selectFrom('assets').select(['id', 'tenant_id']).where('name', '=', 'Hino 500 - WXY 4821').executeTakeFirstOrThrow();
    assetId = hino.id;
    tenantId = hino.tenant_id;
    const simulator = new SimulatorService({
      db: t.database.db,
      ingest: t.app.fleet.ingest,
      now: t.clock.now,
      loadWorld: () => loadDemoWorld(testConfig().demoDataDir),
      createFleet: createDemoFleet,
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      backfillDays: 9,
      assetIds: [assetId],
    });
    await simulator.runBackfill();
    // The 7 whole local days before yesterday, in the company's zone: closed days (the Summary stores them) at any
    // hour, though a day is stored only an hour after it ends (yesterday is still open from 00:00 to 01:00).
    const todayStart = Math.floor((t.clock.now() + 8 * 3_600_000) / DAY) * DAY - 8 * 3_600_000;
    from = todayStart - 8 * DAY;
    to = todayStart - DAY - 1;
    const login = await call<{ userInfo: { accessToken: string } }>(t.app, 'POST', '/v2/clients/login', { body: { username: 'admin', password: 'admin' } });
    token = login.body.userInfo.accessToken;
  }, 240_000);
  afterAll(() => t.close());

  it('Summary, Mileage, Trips and playback agree within 0.5 % (Summary, Mileage and playback exactly)', async () => {
    const report = async (type: 'summary' | 'mileage') => {
      const r = await call<{ rows: Record<string, unknown>[] }>(t.app, 'GET', `/v2/reports/${type}?assets=${assetId}&from=${from}&to=${to}&timeZone=${TZ}`, { token });
      expect(r.status).toBe(200);
      return r.body.rows;
    };
    const summary = (await report('summary'))[0]!['distance'] as number;
    const mileageRows = await report('mileage');
    expect(mileageRows).toHaveLength(7);
    const mileage = mileageRows.reduce((a, r) => a + (r['mileage'] as number), 0);
    const input = await loadReportInput(t.database.db, { type: 'mileage', tenantId, assetIds: [assetId], from, to, timeZone: TZ, speedLimit: 90 });
    const asset = input.assets[0]!;
    const trips = segmentTrips(asset.points, undefined, asset.previousPoint).trips.reduce((a, x) => a + x.distanceKm, 0);
    const playback = await call<{ distanceKm: number; routeArray: unknown[] }>(t.app, 'POST', '/v2/singleUnitPlayback3', {
      token,
      body: { timeRange: { start: from, end: to }, units: [assetId] },
    });
    expect(playback.status).toBe(200);
    const odometer = (mileageRows.at(-1)!['endOdometer'] as number) - (mileageRows[0]!['startOdometer'] as number);

    // A truck that works: hundreds of km in the week.
    expect(summary).toBeGreaterThan(300);
    expect(gap(summary, mileage)).toBeLessThan(0.005);
    expect(gap(summary, trips)).toBeLessThan(0.005);
    expect(gap(summary, playback.body.distanceKm)).toBeLessThan(0.005);
    expect(gap(summary, odometer)).toBeLessThan(0.005);
    // The same rounded figure on the Summary and the playback; Mileage's days add up to it to the rounding.
    expect(playback.body.distanceKm).toBe(summary);
    expect(mileage).toBeCloseTo(summary, 0);

    // Computed from every position (no stored day) the Summary is the same figure: the stored days add up.
    const direct = buildReport(await loadReportInput(t.database.db, { type: 'summary', tenantId, assetIds: [assetId], from, to, timeZone: TZ, speedLimit: 90 })).rows[0]!;
    expect(direct['distance']).toBeCloseTo(summary, 1);
  });

  it('Mileage and Summary from stored days are the rows computed from positions: odometer offset, partial ends', async () => {
    await t.database.db.updateTable('assets').set({ odometer_offset_km: 1000 }).where('id', '=', assetId).execute();
    try {
      const [start, end] = [from + 5 * 3_600_000, to - 3 * 3_600_000];
      const served = async (type: 'summary' | 'mileage') =>
        (await call<{ rows: Record<string, unknown>[] }>(t.app, 'GET', `/v2/reports/${type}?assets=${assetId}&from=${start}&to=${end}&timeZone=${TZ}`, { token })).body.rows;
      const direct = async (type: 'summary' | 'mileage') =>
        buildReport(await loadReportInput(t.database.db, { type, tenantId, assetIds: [assetId], from: start, to: end, timeZone: TZ, speedLimit: 90 })).rows;
      const fields = (r: Record<string, unknown>) => ({ date: r['date'], timestamp: r['timestamp'], mileage: r['mileage'], startOdometer: r['startOdometer'], endOdometer: r['endOdometer'] });
      const mileage = await served('mileage');
      expect(mileage.map(fields)).toEqual((await direct('mileage')).map(fields));
      expect(mileage[0]!['startOdometer']).toBeGreaterThan(1000);
      const [summary, fromPositions] = [(await served('summary'))[0]!, (await direct('summary'))[0]!];
      expect(summary['startOdometer']).toBe(fromPositions['startOdometer']);
      expect(summary['endOdometer']).toBe(fromPositions['endOdometer']);
      expect(summary['distance']).toBeCloseTo(fromPositions['distance'] as number, 1);
    } finally {
      await t.database.db.updateTable('assets').set({ odometer_offset_km: 0 }).where('id', '=', assetId).execute();
    }
  });

  it('stored daily parts of an older definition are recomputed, not reused', async () => {
    const db = t.database.db;
    await loadSummaryRows(db, { tenantId, assetIds: [assetId], from, to, timeZone: TZ }, t.clock.now());
    const stored = await db.selectFrom('summary_days').select(['day', 'parts']).where('asset_id', '=', assetId).where('time_zone', '=', TZ).execute();
    expect(stored.length).toBe(7);
    const right = (await loadSummaryRows(db, { tenantId, assetIds: [assetId], from, to, timeZone: TZ }, t.clock.now()))[0]!['distance'];
    // Parts stored by the previous definition (no version, a wrong distance) must not be read back.
    for (const s of stored) {
      const { version: _version, ...old } = s.parts as typeof s.parts & { version?: number };
      await db
        .updateTable('summary_days')
        .set({ parts: JSON.stringify({ ...old, distanceKm: 1 }) })
        .where('asset_id', '=', assetId)
        .where('day', '=', s.day)
        .where('time_zone', '=', TZ)
        .execute();
    }
    const again = (await loadSummaryRows(db, { tenantId, assetIds: [assetId], from, to, timeZone: TZ }, t.clock.now()))[0]!['distance'];
    expect(again).toBe(right);
    const rewritten = await db.selectFrom('summary_days').select('parts').where('asset_id', '=', assetId).where('time_zone', '=', TZ).execute();
    expect(rewritten.every((r) => (r.parts as unknown as { version: number }).version === SUMMARY_PARTS_VERSION)).toBe(true);
  });
});
