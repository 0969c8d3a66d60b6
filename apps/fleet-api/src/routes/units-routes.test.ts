import { US_UNITS, toDisplay, type CompanySettings, type PositionInput, type ReportResult, type UserInfo } from '@fleet/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestApp } from '../testing/test-app';

const MIN = 60_000;

/** The company's units: stored in tenants.settings.units, carried by userInfo, applied once to report JSON and Excel. */
describe('company units', () => {
  let t: TestApp;
  let admin: { accessToken: string };
  let demo: { accessToken: string };
  let truckId: number;
  let t0: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAs(t.app, 'admin', 'admin');
    demo = await loginAs(t.app, 'demo', 'demo');
    truckId = (await t.database.db.selectFrom('assets').select('id').where('type', '=', 'truck').orderBy('id').executeTakeFirstOrThrow()).id;
    t0 = t.clock.now() - 2 * 3_600_000;
    const batch: PositionInput[] = [];
    for (let m = 0; m <= 30; m++) {
      batch.push({ assetId: truckId, time: t0 + m * MIN, lat: 3.06 + m * 0.001, lng: 101.49, speed: 97, ignition: true, fuelLitres: 200 - m, fuelPercent: 50, voltage: 13.5, odometer: 1000 + m * 1.5 });
    }
    await t.app.fleet.ingest.ingest(batch);
  });
  afterAll(() => t.close());

  const range = () => `assets=${truckId}&from=${t0 - MIN}&to=${t.clock.now()}`;
  const history = () => call<ReportResult>(t.app, 'GET', `/v2/reports/history?${range()}`, { token: demo.accessToken });
  const workbook = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/v2/reports/history/xlsx?${range()}&${query}`, headers: { authorization: `Bearer ${demo.accessToken}` } });
    expect(response.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    return wb.getWorksheet('Sheet1')!;
  };

  it('starts metric, and refuses units it does not know with a clear message', async () => {
    const r = await call<{ settings: CompanySettings }>(t.app, 'GET', '/v2/company/settings', { token: demo.accessToken });
    expect(r.body.settings.units).toEqual({ distance: 'km', volume: 'L', temperature: 'C' });
    const bad = await call<{ error: string }>(t.app, 'PUT', '/v2/company/settings', { token: admin.accessToken, body: { units: { distance: 'miles', volume: 'gal', temperature: 'F' } } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('distance must be "km" or "mi".');
    const notAdmin = await call(t.app, 'PUT', '/v2/company/settings', { token: demo.accessToken, body: { units: US_UNITS } });
    expect(notAdmin.status).toBe(403);
  });

  it('converts the report JSON and the Excel of a company in mi/gal/°F, and they agree', async () => {
    const metric = await history();
    expect(metric.status).toBe(200);
    const metricRow = metric.body.rows.find((r) => typeof r['odometer'] === 'number')!;
    expect(metricRow['speed']).toBe(97);

    const saved = await call<{ settings: CompanySettings; userInfo: UserInfo }>(t.app, 'PUT', '/v2/company/settings', { token: admin.accessToken, body: { units: US_UNITS } });
    expect(saved.status).toBe(200);
    expect(saved.body.settings.units).toEqual(US_UNITS);
    expect(saved.body.userInfo.units).toEqual(US_UNITS);
    const me = await call<{ userInfo: UserInfo }>(t.app, 'POST', '/v2/clients/login', { body: { username: 'demo', password: 'demo', platform: 'Web' } });
    expect(me.body.userInfo.units).toEqual(US_UNITS);

    const us = await history();
    const label = (field: string) => us.body.columns.find((c) => c.field === field)!;
    expect(label('speed').unit).toBe('mph');
    expect(label('fuel').unit).toBe('gal');
    expect(label('odometer').unit).toBe('mi');
    expect(label('volt').unit).toBe('V');
    const usRow = us.body.rows.find((r) => r['timestamp'] === metricRow['timestamp'])!;
    // 97 km/h = 60.27 mph; litres and km likewise, from the metric figures.
    expect(usRow['speed']).toBe(60.3);
    expect(usRow['fuel']).toBe(toDisplay('volume', metricRow['fuel'] as number, US_UNITS));
    expect(usRow['odometer']).toBe(toDisplay('distance', metricRow['odometer'] as number, US_UNITS));
    expect(usRow['odometer']).not.toBe(metricRow['odometer']);
    expect(usRow['latitude']).toBe(metricRow['latitude']);

    const ws = await workbook('fields=time,speed,fuel,odometer,volt&sort=time&dir=asc');
    expect(ws.getRow(4).values).toEqual([undefined, 'Time', 'Speed (mph)', 'Fuel (gal)', 'Odometer (mi)', 'Volt (V)']);
    // The Excel row of the same fix holds the same converted numbers as the JSON row (grid and PDF read the JSON).
    const sorted = [...us.body.rows].sort((a, b) => (a['timestamp'] as number) - (b['timestamp'] as number));
    const i = sorted.findIndex((r) => r['timestamp'] === metricRow['timestamp']);
    const cells = ws.getRow(5 + i).values as unknown[];
    expect(cells.slice(2)).toEqual([usRow['speed'], usRow['fuel'], usRow['odometer'], usRow['volt']]);

    // Back to metric: the metric figures again.
    await call(t.app, 'PUT', '/v2/company/settings', { token: admin.accessToken, body: { units: { distance: 'km', volume: 'L', temperature: 'C' } } });
    const again = await history();
    expect(again.body.rows.find((r) => r['timestamp'] === metricRow['timestamp'])).toEqual(metricRow);
  });

  it('converts the Summary (stored daily figures) too', async () => {
    await call(t.app, 'PUT', '/v2/company/settings', { token: admin.accessToken, body: { units: US_UNITS } });
    const r = await call<ReportResult>(t.app, 'GET', `/v2/reports/summary?${range()}`, { token: demo.accessToken });
    expect(r.status).toBe(200);
    expect(r.body.columns.find((c) => c.field === 'distance')!.unit).toBe('mi');
    await call(t.app, 'PUT', '/v2/company/settings', { token: admin.accessToken, body: { units: { distance: 'km', volume: 'L', temperature: 'C' } } });
    const m = await call<ReportResult>(t.app, 'GET', `/v2/reports/summary?${range()}`, { token: demo.accessToken });
    expect(r.body.rows[0]!['distance']).toBe(toDisplay('distance', m.body.rows[0]!['distance'] as number, US_UNITS));
    expect(m.body.rows[0]!['distance']).toBeGreaterThan(0);
  });
});
