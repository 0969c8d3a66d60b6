import type { ReportRow } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestApp } from '../testing/test-app';
import { addressRows } from './report-addresses';

const DEPOT = { id: 1, name: 'Depot', ring: [[101.49, 3.06], [101.492, 3.06], [101.492, 3.062], [101.49, 3.062], [101.49, 3.06]] as [number, number][] };

describe('addressRows', () => {
  it('fills rows with a position and no address: the POI name inside a POI, else the geocoder (once per spot)', () => {
    const asked: string[] = [];
    const geocoder = { address: (lat: number, lng: number) => (asked.push(`${lat},${lng}`), `Road at ${lat}`) };
    const rows: ReportRow[] = [
      { address: '', latitude: 3.061, longitude: 101.491 },
      { address: '', latitude: 3.1, longitude: 101.5 },
      { address: '', latitude: 3.1, longitude: 101.5 },
      { address: 'Kept', latitude: 3.2, longitude: 101.5 },
      { address: '', latitude: null, longitude: null },
      { title: 'no address column', latitude: 3.3, longitude: 101.5 },
    ];
    expect(addressRows(rows, geocoder, [DEPOT])).toBe(3);
    expect(rows.map((r) => r['address'])).toEqual(['Depot', 'Road at 3.1', 'Road at 3.1', 'Kept', '', undefined]);
    expect(asked).toEqual(['3.1,101.5']);
  });
});

describe('addresses in the reports', () => {
  let t: TestApp;
  let token: string;
  let truck: number;
  let t0: number;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await loginAs(t.app, 'admin', 'admin')).accessToken;
    truck = (await t.database.db.selectFrom('assets').select('id').where('type', '=', 'truck').orderBy('id').executeTakeFirstOrThrow()).id;
    t0 = t.clock.now() - 3 * 3_600_000;
    // Parked in the demo Depot Shah Alam Seksyen 7, then on the road in Shah Alam.
    await t.app.fleet.ingest.ingest([
      { assetId: truck, time: t0, lat: 3.068132, lng: 101.49539, speed: 0, ignition: false },
      { assetId: truck, time: t0 + 60_000, lat: 3.0733, lng: 101.5185, speed: 40, ignition: true },
    ]);
  });
  afterAll(() => t.close());

  it('every History row with a position has an address; inside a POI its name', async () => {
    const r = await call<{ rows: Record<string, unknown>[] }>(t.app, 'GET', `/v2/reports/history?assets=${truck}&from=${t0}&to=${t0 + 120_000}`, { token });
    expect(r.status).toBe(200);
    expect(r.body.rows.map((x) => x['address'])).toEqual(['Depot Shah Alam Seksyen 7', expect.stringMatching(/Shah Alam, Selangor$/)]);
  });
});
