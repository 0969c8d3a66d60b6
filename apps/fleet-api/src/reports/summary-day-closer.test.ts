import { type PositionInput } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, firstAssetOfType, type TestApp } from '../testing/test-app';
import { SummaryDayCloser } from './summary-day-closer';
import { loadSummaryRows } from './summary-days';

const MIN = 60_000;
const DAY = 86_400_000;

describe('SummaryDayCloser', () => {
  let t: TestApp;
  let tenantId: string;
  let truckId: number;
  let timeZone: string;
  let closer: SummaryDayCloser;
  beforeAll(async () => {
    t = await createTestApp();
    ({ assetId: truckId, tenantId } = await firstAssetOfType(t.database.db, 'truck'));
    timeZone = (await t.app.fleet.settings.get(tenantId)).timeZone;
    // Three days of a 1-hour drive a day, ending yesterday.
    const start = Math.floor(t.clock.now() / DAY) * DAY - 4 * DAY;
    const batch: PositionInput[] = [];
    for (let m = 0; m < 3 * 1440; m += 5) {
      const driving = m % 1440 >= 600 && m % 1440 < 660;
      batch.push({ assetId: truckId, time: start + m * MIN, lat: 3.06 + m / 1e5, lng: 101.49, speed: driving ? 60 : 0, ignition: driving });
    }
    await t.app.fleet.ingest.ingest(batch);
    closer = new SummaryDayCloser({ db: t.database.db, settings: t.app.fleet.settings, now: t.clock.now });
  });
  afterAll(() => t.close());

  const storedDays = async () =>
    (await t.database.db.selectFrom('summary_days').select(['day', 'time_zone']).where('asset_id', '=', truckId).orderBy('day').execute()).map((r) => `${r.day} ${r.time_zone}`);

  it('stores every closed day of every asset in the company zone, once; a report then computes nothing', async () => {
    expect(await storedDays()).toEqual([]);
    const first = await closer.pass();
    expect(first.computed).toBeGreaterThan(30);
    const days = await storedDays();
    expect(days.every((d) => d.endsWith(timeZone))).toBe(true);
    expect(days.length).toBeGreaterThanOrEqual(31);
    expect((await closer.pass()).computed).toBe(0);
    // A report over whole closed days in the company zone finds them all stored: it stores nothing more.
    const closed = days.map((d) => d.slice(0, 10));
    const from = Date.parse(`${closed[0]}T12:00:00Z`);
    const rows = await loadSummaryRows(t.database.db, { tenantId, assetIds: [truckId], from, to: from + 20 * DAY, timeZone }, t.clock.now());
    expect(rows[0]?.['trips']).toBeGreaterThanOrEqual(0);
    expect(await storedDays()).toEqual(days);
  });

  it('computes again the days a late position dropped', async () => {
    const before = await storedDays();
    const late = Math.floor(t.clock.now() / DAY) * DAY - 3 * DAY + 15 * 3_600_000;
    await t.app.fleet.ingest.ingest([{ assetId: truckId, time: late + 30_000, lat: 3.3, lng: 101.6, speed: 95, ignition: true }]);
    expect((await storedDays()).length).toBeLessThan(before.length);
    expect((await closer.pass()).computed).toBeGreaterThan(0);
    expect(await storedDays()).toEqual(before);
  });
});
