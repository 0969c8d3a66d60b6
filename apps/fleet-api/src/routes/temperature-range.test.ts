import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestApp } from '../testing/test-app';

const MIN = 60_000;

describe('per-asset temperature ranges (migration 0012)', () => {
  let t: TestApp;
  let token: string;
  let reefer: number;
  let t0: number;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await loginAs(t.app, 'admin', 'admin')).accessToken;
    reefer = (await t.database.db.selectFrom('assets').select('id').where('name', '=', 'Fuso Fighter - BRR 1249').executeTakeFirstOrThrow()).id;
    // A frozen load: -18 °C with a door opening that warms it to -12 °C for 10 min.
    t0 = t.clock.now() - 5 * 3_600_000;
    await t.app.fleet.ingest.ingest(
      Array.from({ length: 61 }, (_, i) => ({ assetId: reefer, time: t0 + i * MIN, lat: 3.07, lng: 101.5, speed: 0, ignition: false, temperature: i >= 20 && i < 30 ? -12 : -18 })),
    );
  });
  afterAll(() => t.close());

  const temperatureRow = async () => {
    const r = await call<{ rows: Record<string, unknown>[] }>(t.app, 'GET', `/v2/reports/temperature?assets=${reefer}&from=${t0}&to=${t0 + 60 * MIN}`, { token });
    expect(r.status).toBe(200);
    return r.body.rows[0]!;
  };

  it('gives the demo reefers their ranges: frozen trucks at -18 °C, the chilled cold box', async () => {
    const ranged = await t.database.db.selectFrom('assets').select(['name', 'temperature_profile']).where('temperature_profile', 'is not', null).orderBy('name').execute();
    expect(ranged).toEqual([
      { name: 'Cold Box CB-PG-12', temperature_profile: 'chilled' },
      { name: 'Fuso Fighter - BRR 1249', temperature_profile: 'frozen' },
      { name: 'Isuzu FVR - SAB 6631 K', temperature_profile: 'frozen' },
      { name: 'Mercedes Actros - WTA 6607', temperature_profile: 'frozen' },
      { name: 'UD Quon - PMB 1187', temperature_profile: 'frozen' },
    ]);
  });

  it('judges the asset against its own range and shows it; without one, chilled 2-8 °C', async () => {
    expect(await temperatureRow()).toMatchObject({ rangeProfile: 'Frozen', range: '-25 to -15', outOfRangeSamples: 10 });
    expect((await call(t.app, 'PUT', `/v2/assets/${reefer}/temperature-range`, { token, body: { range: null } })).status).toBe(200);
    expect(await temperatureRow()).toMatchObject({ rangeProfile: 'Chilled', range: '2 to 8', outOfRangeSamples: 61 });
    const set = await call(t.app, 'PUT', `/v2/assets/${reefer}/temperature-range`, { token, body: { range: { profile: 'frozen' } } });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ range: { profile: 'frozen', min: -25, max: -15 } });
    expect(await temperatureRow()).toMatchObject({ rangeProfile: 'Frozen', range: '-25 to -15', outOfRangeSamples: 10, outOfRangeMin: 10, outOfRange: '10 min' });
    await call(t.app, 'PUT', `/v2/assets/${reefer}/temperature-range`, { token, body: { range: { profile: 'custom', min: -30, max: -10 } } });
    expect(await temperatureRow()).toMatchObject({ rangeProfile: 'Custom', range: '-30 to -10', outOfRange: '0', outOfRangeSamples: 0 });
  });

  it('refuses a bad range with a clear message, and the database refuses one too', async () => {
    const bad = async (body: unknown) => (await call<{ message?: string; error?: string }>(t.app, 'PUT', `/v2/assets/${reefer}/temperature-range`, { token, body })).body;
    expect(JSON.stringify(await bad({ range: { profile: 'custom', min: 5, max: -5 } }))).toContain('min must be lower than max.');
    expect(JSON.stringify(await bad({ range: { profile: 'deep-frozen' } }))).toContain("profile must be 'frozen', 'chilled' or 'custom'.");
    expect(JSON.stringify(await bad({ range: { profile: 'custom', min: -100, max: 5 } }))).toMatch(/min/);
    await expect(
      t.database.db.updateTable('assets').set({ temperature_profile: 'custom', temperature_min_c: 8, temperature_max_c: 2 }).where('id', '=', reefer).execute(),
    ).rejects.toThrow(/assets_temperature_range_check/);
  });
});
