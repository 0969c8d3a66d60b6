import { REPORT_COLUMNS, type PositionInput, type ReportResult, type ReportStreamLine } from '@fleet/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamReportPoints } from '../reports/report-data';
import { REPORT_STREAM_ROWS } from './report-routes';
import { call, createTestApp, demoVisibleAssetIds, loginAs, type TestApp } from '../testing/test-app';

const MIN = 60_000;
const DAY = 86_400_000;

describe('GET /v2/reports/:type', () => {
  let t: TestApp;
  let admin: { accessToken: string };
  let demo: { accessToken: string };
  let truckId: number;
  let hiddenFromDemo: number;
  let t0: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAs(t.app, 'admin', 'admin');
    demo = await loginAs(t.app, 'demo', 'demo');
    const db = t.database.db;
    const visible = await demoVisibleAssetIds(db);
    truckId = (await db.selectFrom('assets').select('id').where('type', '=', 'truck').where('id', 'in', visible).orderBy('id').executeTakeFirstOrThrow()).id;
    hiddenFromDemo = (await db.selectFrom('assets').select('id').where('id', 'not in', visible).orderBy('id').executeTakeFirstOrThrow()).id;
    // An hour of driving: 40 km/h for 30 min, 120 km/h for 5 min, then parked with the ignition off.
    t0 = t.clock.now() - 2 * 3_600_000;
    const batch: PositionInput[] = [];
    for (let m = 0; m <= 60; m++) {
      const speed = m < 30 ? 40 : m < 35 ? 120 : 0;
      batch.push({ assetId: truckId, time: t0 + m * MIN, lat: 3.06 + m * 0.001, lng: 101.49, speed, ignition: m < 35, fuelLitres: 200, fuelPercent: 50, voltage: 13.5, odometer: 1000 + m });
    }
    batch[0]!.ignition = false;
    await t.app.fleet.ingest.ingest(batch);
  });
  afterAll(() => t.close());

  const report = (type: string, query: string, token = admin.accessToken) =>
    call<ReportResult & { error?: string }>(t.app, 'GET', `/v2/reports/${type}?${query}`, { token });
  const range = (from = t0 - MIN, to = t.clock.now()) => `from=${new Date(from).toISOString()}&to=${to}`;

  it('computes a report from the stored positions and events, all rows without limit', async () => {
    const r = await report('notification', `assets=${truckId}&${range()}`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, type: 'notification', title: 'Notification', columns: REPORT_COLUMNS.notification });
    expect(r.body.total).toBe(r.body.rows.length);
    expect(r.body.total).toBeGreaterThanOrEqual(2);
    const alarm = await report('alarm', `assets=${truckId}&${range()}&speedLimit=100`);
    expect(alarm.status).toBe(200);
    expect(alarm.body.total).toBeGreaterThanOrEqual(1);
    const history = await report('history', `assets=${truckId}&${range()}`);
    expect(history.status).toBe(200);
    expect(history.body.total).toBeGreaterThan(0);
  });

  it('shows odometers with the asset’s dashboard offset in reports and playback; distances do not change', async () => {
    const summary = async () => (await report('summary', `assets=${truckId}&${range()}`)).body.rows[0]!;
    const firstOdometer = async () => (await report('history', `assets=${truckId}&${range()}`)).body.rows.find((r) => typeof r['odometer'] === 'number')!['odometer'] as number;
    const playbackOdometer = async () => {
      const body = { timeRange: { start: t0, end: t.clock.now() }, configuration: { speedType: 'none' }, platform: 'Web', units: [truckId], geoPOIData: [] };
      const answer = await call<{ routeArray: { mileage: number | null }[] }>(t.app, 'POST', '/v2/singleUnitPlayback3', { token: admin.accessToken, body });
      return answer.body.routeArray.find((p) => typeof p.mileage === 'number')!.mileage!;
    };
    const [before, distanceBefore, playbackBefore] = [await firstOdometer(), (await summary())['distance'], await playbackOdometer()];
    expect(distanceBefore).toBeGreaterThan(10);
    await t.database.db.updateTable('assets').set({ odometer_offset_km: 250_000 }).where('id', '=', truckId).execute();
    try {
      expect(await firstOdometer()).toBeCloseTo(before + 250_000, 6);
      expect(await playbackOdometer()).toBeCloseTo(playbackBefore + 250_000, 6);
      expect((await summary())['distance']).toBe(distanceBefore);
    } finally {
      await t.database.db.updateTable('assets').set({ odometer_offset_km: 0 }).where('id', '=', truckId).execute();
    }
  });

  it('pages the rows with offset and limit, total counting them all', async () => {
    const all = await report('history', `assets=${truckId}&${range()}`);
    const page = await report('history', `assets=${truckId}&${range()}&offset=1&limit=2`);
    expect(page.body.total).toBe(all.body.total);
    expect(page.body.rows).toEqual(all.body.rows.slice(1, 3));
  });

  it('reports the demo receipts and maintenance records', async () => {
    const to = t.clock.now() + DAY;
    const from = to - 31 * DAY;
    // Demo fuel receipts follow the simulated refuels (none here without the simulator): one of our own.
    const tenant = (await t.database.db.selectFrom('assets').select('tenant_id').where('id', '=', truckId).executeTakeFirstOrThrow()).tenant_id;
    await t.database.db
      .insertInto('fuel_receipts')
      .values({ tenant_id: tenant, asset_id: truckId, time: new Date(t.clock.now() - DAY), fuel: 120, price: 258, priceperliter: 2.15, location: 'Petronas Persiaran Kayangan', files: '[]' })
      .execute();
    const fuel = await report('fuel-receipt', `from=${from}&to=${to}`);
    expect(fuel.status).toBe(200);
    expect(fuel.body.total).toBeGreaterThan(0);
    const toll = await report('toll-receipt', `from=${from}&to=${to}`);
    expect(toll.body.total).toBeGreaterThan(0);
    // So does the demo maintenance (seed/demo-maintenance): a service of our own.
    await t.database.db
      .insertInto('maintenance_records')
      .values({ tenant_id: tenant, asset_id: truckId, kind: 's', time: new Date(t.clock.now() - 2 * DAY), title: 'Engine oil & filter', cost: 735.7, odometer: 61_650, details: '{}' })
      .execute();
    const maintenance = await report('maintenance-log', `assets=${truckId}&from=${from}&to=${to}`);
    expect(maintenance.status).toBe(200);
    expect(maintenance.body.total).toBeGreaterThan(0);
    // The Client sees only its assets.
    const demoFuel = await report('fuel-receipt', `from=${from}&to=${to}`, demo.accessToken);
    expect(demoFuel.body.total).toBeLessThanOrEqual(fuel.body.total);
  });

  it('refuses unknown types, bad or too long periods, and assets the caller may not see', async () => {
    expect((await report('nope', range())).status).toBe(400);
    expect((await report('history', `assets=${truckId}&from=${t0}&to=${t0 - 1}`)).status).toBe(400);
    expect((await report('history', `assets=${truckId}&from=${t0 - 32 * DAY}&to=${t0}`)).status).toBe(400);
    expect((await report('history', `assets=${truckId}&to=${t0}`)).status).toBe(400);
    expect((await report('history', `assets=${truckId}&from=yesterday&to=${t0}`)).status).toBe(400);
    expect((await report('history', `assets=x&${range()}`)).status).toBe(400);
    expect((await report('history', `assets=${hiddenFromDemo}&${range()}`, demo.accessToken)).status).toBe(404);
    expect((await report('history', `assets=${truckId}&${range()}`, demo.accessToken)).status).toBe(200);
  });

  it('needs a bearer token and the reports page key', async () => {
    expect((await call(t.app, 'GET', `/v2/reports/history?${range()}`)).status).toBe(401);
    const demoUser = await t.database.db.selectFrom('users').select(['id', 'pages']).where('username', '=', 'demo').executeTakeFirstOrThrow();
    await t.database.db.updateTable('users').set({ pages: JSON.stringify(['mapview']) }).where('id', '=', demoUser.id).execute();
    const r = await report('history', range(), demo.accessToken);
    expect(r.status).toBe(403);
    expect(r.body.error).toBe('You do not have access to Reports');
    await t.database.db.updateTable('users').set({ pages: JSON.stringify(demoUser.pages) }).where('id', '=', demoUser.id).execute();
  });

  it('streams a report as newline-delimited JSON, batch by batch, with the same rows as the whole answer', async () => {
    // A position of every asset of the company (ids and names in different orders), so that there are many batches.
    const all = await t.database.db.selectFrom('assets').select(['id', 'name']).where('deleted_at', 'is', null).orderBy('id').execute();
    expect(all.map((a) => a.id)).not.toEqual([...all].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id).map((a) => a.id));
    await t.app.fleet.ingest.ingest(all.map((a, i) => ({ assetId: a.id, time: t0 - 2 * 3_600_000 + i * 1_000, lat: 3.1, lng: 101.5, speed: 0, ignition: false })));
    const query = `${range(t0 - 3 * 3_600_000)}`;
    for (const type of ['history', 'summary', 'notification']) {
      const whole = await report(type, query);
      expect(whole.status).toBe(200);
      const streamed = await t.app.inject({ method: 'GET', url: `/v2/reports/${type}/stream?${query}`, headers: { authorization: `Bearer ${admin.accessToken}` } });
      expect(streamed.statusCode).toBe(200);
      expect(streamed.headers['content-type']).toContain('application/x-ndjson');
      const lines = streamed.body.trimEnd().split('\n').map((l) => JSON.parse(l) as ReportStreamLine);
      expect(lines[0]).toEqual({ kind: 'head', type, title: whole.body.title, columns: whole.body.columns });
      expect(lines.at(-1)).toEqual({ kind: 'end', total: whole.body.total });
      const rows = lines.flatMap((l) => (l.kind === 'rows' ? l.rows : []));
      expect(rows).toEqual(whole.body.rows);
      expect(lines.every((l) => l.kind !== 'rows' || l.rows.length <= REPORT_STREAM_ROWS)).toBe(true);
    }
    // Every visible asset, REPORT_STREAM_ASSETS at a time: more than one batch of rows for the company's fleet.
    const history = await t.app.inject({ method: 'GET', url: `/v2/reports/history/stream?${query}`, headers: { authorization: `Bearer ${admin.accessToken}` } });
    expect(history.body.split('\n').filter((l) => l.includes('"kind":"rows"')).length).toBeGreaterThan(1);
    // Bad input is refused before anything streams; assets the caller may not see are 404 like the whole answer.
    expect((await t.app.inject({ method: 'GET', url: `/v2/reports/history/stream?from=2&to=1`, headers: { authorization: `Bearer ${admin.accessToken}` } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/v2/reports/history/stream?assets=${hiddenFromDemo}&${query}`, headers: { authorization: `Bearer ${demo.accessToken}` } })).statusCode).toBe(404);
  });

  it('exports the report as the grid shows it: visible fields in order, search and sort, streamed as .xlsx', async () => {
    const all = await report('history', `assets=${truckId}&${range()}`);
    const speeds = all.body.rows.map((r) => r['speed'] as number);
    const response = await t.app.inject({
      method: 'GET',
      url: `/v2/reports/history/xlsx?assets=${truckId}&${range()}&fields=speed,assetName,time&search=&sort=speed&dir=desc`,
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain("History.xlsx");
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Sheet1')!;
    expect(ws.getRow(1).getCell(1).value).toBe('History');
    // Title, period, the zone of the times, then the labels with their units.
    expect(ws.getRow(3).getCell(1).value).toMatch(/^Time zone: /);
    expect(ws.getRow(4).values).toEqual([undefined, 'Speed (km/h)', 'Asset', 'Time']);
    expect(ws.getRow(4).getCell(1).font?.bold).toBe(true);
    expect(ws.rowCount).toBe(4 + all.body.total);
    expect(ws.getRow(5).getCell(1).value).toBe(Math.max(...speeds));
    // Times are date cells: the row's time text is what the cell shows (its UTC fields).
    const fastest = all.body.rows.find((r) => r['speed'] === Math.max(...speeds))!;
    const shown = ws.getRow(5).getCell(3).value as Date;
    expect(shown).toBeInstanceOf(Date);
    const p = (n: number) => String(n).padStart(2, '0');
    expect(`${shown.getUTCDate()}/${shown.getUTCMonth() + 1}/${shown.getUTCFullYear()} | ${p(shown.getUTCHours())}:${p(shown.getUTCMinutes())}:${p(shown.getUTCSeconds())}`).toBe(
      fastest['time'],
    );
    expect(ws.getRow(ws.rowCount).getCell(1).value).toBe(Math.min(...speeds));

    const searched = await t.app.inject({
      method: 'GET',
      url: `/v2/reports/history/xlsx?assets=${truckId}&${range()}&fields=speed&search=120`,
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.load(searched.rawPayload as unknown as ArrayBuffer);
    expect(wb2.getWorksheet('Sheet1')!.rowCount).toBe(4 + speeds.filter((s) => String(s).includes('120')).length);

    const bad = await call<{ error: string }>(t.app, 'GET', `/v2/reports/history/xlsx?${range()}&fields=speed,nope`, { token: admin.accessToken });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Unknown report fields: nope');
    expect((await call(t.app, 'GET', `/v2/reports/history/xlsx?${range()}`)).status).toBe(401);
  });

  it('reads positions in keyset pages', async () => {
    const pages: number[] = [];
    for await (const page of streamReportPoints(t.database.db, truckId, t0, t0 + 60 * MIN, { pageRows: 25 })) pages.push(page.length);
    expect(pages).toEqual([25, 25, 11]);
  });
});
