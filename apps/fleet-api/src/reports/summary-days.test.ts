import { buildReport, type PositionInput } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, firstAssetOfType, type TestApp } from '../testing/test-app';
import { loadReportInput } from './report-data';
import { loadSummaryRows, SUMMARY_CLOSE_GRACE_MS } from './summary-days';

const MIN = 60_000;
const DAY = 86_400_000;
const TZ = 'UTC';

describe('summary from stored days', () => {
  let t: TestApp;
  let tenantId: string;
  let truckId: number;
  let dayStart: number;
  beforeAll(async () => {
    t = await createTestApp();
    ({ assetId: truckId, tenantId } = await firstAssetOfType(t.database.db, 'truck'));
    // Four UTC days ending two days ago: each day a 2-hour drive at 60 km/h from 08:00, parked otherwise.
    dayStart = Math.floor(t.clock.now() / DAY) * DAY - 5 * DAY;
    const batch: PositionInput[] = [];
    let odometer = 1000;
    for (let m = 0; m < 4 * 1440; m += 5) {
      const driving = m % 1440 >= 480 && m % 1440 < 600;
      odometer += driving ? 5 : 0;
      batch.push({ assetId: truckId, time: dayStart + m * MIN, lat: 3.06 + odometer / 100_000, lng: 101.49, speed: driving ? 60 : 0, ignition: driving, fuelLitres: 200, voltage: 24, odometer });
    }
    await t.app.fleet.ingest.ingest(batch);
  });
  afterAll(() => t.close());

  const query = (from: number, to: number) => ({ tenantId, assetIds: [truckId], from, to, timeZone: TZ });
  const fromPositions = async (from: number, to: number) =>
    buildReport(await loadReportInput(t.database.db, { type: 'summary', tenantId, assetIds: [truckId], from, to, timeZone: TZ, speedLimit: 90 })).rows;
  const storedDays = async () =>
    (await t.database.db.selectFrom('summary_days').select('day').where('asset_id', '=', truckId).orderBy('day').execute()).map((r) => r.day);

  it('stores closed whole days once and answers the same figures as computing from every position', async () => {
    const from = dayStart + 6 * 3_600_000;
    const to = dayStart + 4 * DAY - 1;
    const first = await loadSummaryRows(t.database.db, query(from, to), t.clock.now());
    // The first day is partial (from 06:00), so only days 2-4 are stored.
    expect(await storedDays()).toEqual([1, 2, 3].map((d) => new Date(dayStart + d * DAY).toISOString().slice(0, 10)));
    const again = await loadSummaryRows(t.database.db, query(from, to), t.clock.now());
    expect(again).toEqual(first);
    const direct = await fromPositions(from, to);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ assetName: direct[0]!['assetName'], trips: 4, maxSpeed: 60, startOdometer: direct[0]!['startOdometer'], endOdometer: direct[0]!['endOdometer'] });
    expect(first[0]!['distance']).toBeCloseTo(direct[0]!['distance'] as number, 0);
    expect(first[0]!['drivingMs']).toBe(direct[0]!['drivingMs']);
  });

  it('stops reading positions once the caller has gone (a cancelled report)', async () => {
    const gone = new AbortController();
    gone.abort();
    const q = { type: 'history' as const, tenantId, assetIds: [truckId], from: dayStart, to: dayStart + 4 * DAY, timeZone: TZ, speedLimit: 90 };
    await expect(loadReportInput(t.database.db, { ...q, signal: gone.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect((await loadReportInput(t.database.db, q)).assets[0]?.points.length).toBe(4 * 288);
  });

  it('a period partial at both ends: stored days between, the two partial days from positions, the same figures', async () => {
    const from = dayStart + 9 * 3_600_000;
    const to = dayStart + 3 * DAY + 9 * 3_600_000;
    const rows = await loadSummaryRows(t.database.db, query(from, to), t.clock.now());
    const direct = await fromPositions(from, to);
    expect(rows[0]!['drivingMs']).toBe(direct[0]!['drivingMs']);
    expect(rows[0]!['distance']).toBeCloseTo(direct[0]!['distance'] as number, 0);
    expect(rows[0]).toMatchObject({ trips: direct[0]!['trips'], startOdometer: direct[0]!['startOdometer'], endOdometer: direct[0]!['endOdometer'] });
  });

  it('does not store a day that is still open, and a late position drops the stored days it may change', async () => {
    const lastDayEnd = dayStart + 4 * DAY;
    const dayName = (d: number) => new Date(dayStart + d * DAY).toISOString().slice(0, 10);
    await t.database.db.deleteFrom('summary_days').execute();
    await loadSummaryRows(t.database.db, query(dayStart, lastDayEnd - 1), lastDayEnd + SUMMARY_CLOSE_GRACE_MS - 1);
    expect(await storedDays()).toEqual([dayName(0), dayName(1), dayName(2)]);
    await loadSummaryRows(t.database.db, query(dayStart, lastDayEnd - 1), lastDayEnd + SUMMARY_CLOSE_GRACE_MS);
    expect(await storedDays()).toEqual([dayName(0), dayName(1), dayName(2), dayName(3)]);
    const before = await loadSummaryRows(t.database.db, query(dayStart, lastDayEnd - 1), t.clock.now());
    expect(before[0]!['maxSpeed']).toBe(60);
    // A late burst at 95 km/h on day 2 (a device that was offline).
    const late = dayStart + DAY + 20 * 60 * MIN;
    await t.app.fleet.ingest.ingest([
      { assetId: truckId, time: late, lat: 3.2, lng: 101.5, speed: 95, ignition: true, odometer: 1700 },
      { assetId: truckId, time: late + MIN, lat: 3.21, lng: 101.5, speed: 95, ignition: true, odometer: 1701 },
    ]);
    expect((await storedDays()).every((d) => d < new Date(late - 14 * 3_600_000).toISOString().slice(0, 10))).toBe(true);
    const after = await loadSummaryRows(t.database.db, query(dayStart, lastDayEnd - 1), t.clock.now());
    expect(after[0]!['maxSpeed']).toBe(95);
  });
});
