import type { LiveAsset, PositionInput } from '@fleet/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { readAssetStates } from './asset-state-repository';

describe('IngestService', () => {
  let t: TestApp;
  let assetIds: number[];
  const published: { tenantId: string; assets: readonly LiveAsset[] }[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    assetIds = (await t.database.db.selectFrom('assets').select('id').orderBy('id').execute()).map((r) => r.id);
    const tenant = await t.database.db.selectFrom('tenants').select('id').executeTakeFirstOrThrow();
    t.app.fleet.live.bus.subscribe(tenant.id, (assets) => void published.push({ tenantId: tenant.id, assets }));
  });
  afterAll(() => t.close());

  const countPositions = async (assetId?: number) => {
    const q = assetId === undefined ? sql`select count(*)::int as n from positions` : sql`select count(*)::int as n from positions where asset_id = ${assetId}`;
    return ((await q.execute(t.database.db)).rows[0] as { n: number }).n;
  };

  it('stores a large batch, and a re-sent batch (or a report twice in one batch) not twice', async () => {
    const base = t.clock.now() - 3_600_000;
    const batch: PositionInput[] = [];
    for (let i = 0; i < 2500; i += 1) {
      batch.push({ assetId: assetIds[i % 5]!, time: base + Math.floor(i / 5) * 1000, lat: 3.06 + i * 1e-5, lng: 101.49, speed: 30, heading: 90 });
    }
    const first = await t.app.fleet.ingest.ingest(batch);
    expect(first).toEqual({ stored: 2500, duplicates: 0, rejected: 0, filtered: {} });
    expect(await countPositions()).toBe(2500);
    const again = await t.app.fleet.ingest.ingest([...batch.slice(0, 1200), batch[0]!]);
    expect(again).toEqual({ stored: 0, duplicates: 1201, rejected: 0, filtered: {} });
    expect(await countPositions()).toBe(2500);
  });

  it('commits concurrent calls together (group commit) and tells each call what it stored', async () => {
    const base = t.clock.now() - 7_200_000;
    const before = t.app.fleet.ingest.groupStats?.batches ?? 0;
    const report = (i: number, assetIndex: number): PositionInput => ({ assetId: assetIds[assetIndex]!, time: base + i * 1000, lat: 3.1, lng: 101.5, speed: 20 });
    const calls = [
      [report(1, 20), report(2, 20)],
      [report(1, 21)],
      // The same report as the first call's first: stored once, counted for the first call.
      [report(1, 20), report(3, 20)],
      [report(1, 22), { assetId: 9_999_999, time: base, lat: 3, lng: 101 }],
    ];
    const answers = await Promise.all(calls.map((c) => t.app.fleet.ingest.ingest(c)));
    expect(answers).toEqual([
      { stored: 2, duplicates: 0, rejected: 0, filtered: {} },
      { stored: 1, duplicates: 0, rejected: 0, filtered: {} },
      { stored: 1, duplicates: 1, rejected: 0, filtered: {} },
      { stored: 1, duplicates: 0, rejected: 1, filtered: {} },
    ]);
    expect((t.app.fleet.ingest.groupStats?.batches ?? 0) - before).toBe(1);
    expect(await countPositions(assetIds[20])).toBe(3);
  });

  it('rejects invalid reports and unknown assets, storing the rest', async () => {
    const now = t.clock.now();
    const r = await t.app.fleet.ingest.ingest([
      { assetId: assetIds[6]!, time: now - 1000, lat: 3.07, lng: 101.5 },
      { assetId: assetIds[6]!, time: now - 500, lat: 95, lng: 101.5 },
      { assetId: 9_999_999, time: now - 500, lat: 3, lng: 101 },
    ]);
    expect(r).toEqual({ stored: 1, duplicates: 0, rejected: 2, filtered: {} });
    const [state] = await readAssetStates(t.database.db, { assetIds: [assetIds[6]!] });
    expect(state?.last).toMatchObject({ lat: 3.07, lng: 101.5, speed: 0, inputs: {}, attributes: {} });
  });

  it('keeps the newest report in asset_state: a late report is stored but changes nothing', async () => {
    const id = assetIds[10]!;
    const now = t.clock.now();
    await t.app.fleet.ingest.ingest([{ assetId: id, time: now - 10_000, lat: 3.1, lng: 101.1, speed: 50, fuelPercent: 40, inputs: { din1: true }, inputNames: { din1: 'PTO' } }]);
    published.length = 0;
    const late = await t.app.fleet.ingest.ingest([{ assetId: id, time: now - 60_000, lat: 3.2, lng: 101.2, speed: 10 }]);
    expect(late.stored).toBe(1);
    expect(published).toEqual([]);
    const [state] = await readAssetStates(t.database.db, { assetIds: [id] });
    expect(state?.last).toMatchObject({ time: now - 10_000, lat: 3.1, speed: 50, fuelPercent: 40, inputs: { din1: true }, inputNames: { din1: 'PTO' } });
    expect(state?.status).toBe('Moving');
    expect(await countPositions(id)).toBe(2);
  });

  it('follows statuses with a moving clock: Moving, Idling, Parked after 3 min, Inactive after 24 h', async () => {
    const id = assetIds[12]!;
    const ingest = (dt: number, speed: number) => t.app.fleet.ingest.ingest([{ assetId: id, time: t.clock.now() + dt, lat: 3.05, lng: 101.45, speed }]);
    const statusNow = async () => (await readAssetStates(t.database.db, { assetIds: [id] }))[0]?.status;
    published.length = 0;
    await ingest(0, 42);
    expect(await statusNow()).toBe('Moving');
    expect(published.at(-1)?.assets).toEqual([expect.objectContaining({ assetId: id, status: 'Moving', speed: 42 })]);
    t.clock.advance(5000);
    await ingest(0, 0);
    expect(await statusNow()).toBe('Idling');
    const stoppedAt = t.clock.now();
    t.clock.advance(60_000);
    await ingest(0, 2);
    // Still below the moving speed: the stop keeps its start.
    expect((await readAssetStates(t.database.db, { assetIds: [id] }))[0]?.stationarySince).toBe(stoppedAt);
    expect(await t.app.fleet.live.ticker.tick()).toBe(0);
    t.clock.advance(2 * 60_000 + 1000);
    published.length = 0;
    expect(await t.app.fleet.live.ticker.tick()).toBeGreaterThanOrEqual(1);
    expect(await statusNow()).toBe('Parked');
    expect(published.flatMap((p) => p.assets).find((a) => a.assetId === id)?.status).toBe('Parked');
    t.clock.advance(24 * 3_600_000);
    await t.app.fleet.live.ticker.tick();
    expect(await statusNow()).toBe('Inactive');
  });

  it('drops implausible reports with a count per reason: a report dated 2100 does not freeze the live state', async () => {
    const id = assetIds[16]!;
    const now = t.clock.now();
    const in2100 = Date.UTC(2100, 0, 1);
    const r = await t.app.fleet.ingest.ingest([
      { assetId: id, time: in2100, lat: 3.5, lng: 101.5 },
      { assetId: id, time: now - 3000, lat: 0, lng: 0 },
      { assetId: id, time: now - 2000, lat: 3.1, lng: 101.1, speed: 1500 },
      { assetId: id, time: now - 1000, lat: 3.11, lng: 101.11, speed: 20 },
    ]);
    expect(r).toEqual({ stored: 1, duplicates: 0, rejected: 0, filtered: { future: 1, 'zero-coordinates': 1, 'impossible-speed': 1 } });
    expect(await countPositions(id)).toBe(1);
    await t.app.fleet.ingest.ingest([{ assetId: id, time: now, lat: 3.12, lng: 101.12, speed: 20 }]);
    expect((await readAssetStates(t.database.db, { assetIds: [id] }))[0]?.last).toMatchObject({ time: now, lat: 3.12 });
  });

  it('heals a live state frozen in 2100 by an earlier version: the newest sane report replaces it', async () => {
    const id = assetIds[17]!;
    const now = t.clock.now();
    await t.app.fleet.ingest.ingest([{ assetId: id, time: now - 10_000, lat: 3.2, lng: 101.2 }]);
    await t.database.db.updateTable('asset_state').set({ time: new Date(Date.UTC(2100, 0, 1)) }).where('asset_id', '=', id).execute();
    published.length = 0;
    await t.app.fleet.ingest.ingest([{ assetId: id, time: now - 5_000, lat: 3.21, lng: 101.21, speed: 30 }]);
    expect((await readAssetStates(t.database.db, { assetIds: [id] }))[0]?.last).toMatchObject({ time: now - 5_000, lat: 3.21 });
    expect(published.flatMap((p) => p.assets)).toEqual([expect.objectContaining({ assetId: id, time: now - 5_000, status: 'Moving' })]);
  });

  it('uses the tenant thresholds from tenants.settings', async () => {
    const id = assetIds[14]!;
    const tenant = await t.database.db.selectFrom('tenants').select('id').executeTakeFirstOrThrow();
    await t.database.db.updateTable('tenants').set({ settings: JSON.stringify({ statusThresholds: { movingSpeedKmh: 20 } }) }).execute();
    t.app.fleet.settings.invalidate(tenant.id);
    await t.app.fleet.ingest.ingest([{ assetId: id, time: t.clock.now(), lat: 3.05, lng: 101.45, speed: 15, ignition: true }]);
    expect((await readAssetStates(t.database.db, { assetIds: [id] }))[0]?.status).toBe('Idling');
    await t.database.db.updateTable('tenants').set({ settings: '{}' }).execute();
    t.app.fleet.settings.invalidate(tenant.id);
  });

  it("judges overspeed against the asset's own speed limit when it has one, else the company's", async () => {
    const [own, other] = [assetIds[10]!, assetIds[11]!];
    await t.database.db.updateTable('assets').set({ speed_limit_kmh: 50 }).where('id', '=', own).execute();
    const base = t.clock.now() - 30 * 60_000;
    // 70 km/h for two minutes: over 50 (+5 tolerance), under the company's default limit.
    const run = (assetId: number) => Array.from({ length: 13 }, (_, i) => ({ assetId, time: base + i * 10_000, lat: 3.06 + i * 2e-3, lng: 101.49, speed: 70, heading: 0, ignition: true }));
    await t.app.fleet.ingest.ingest([...run(own), ...run(other)]);
    const events = await t.database.db.selectFrom('events').select(['asset_id', 'details']).where('type', '=', 'overspeed').where('asset_id', 'in', [own, other]).execute();
    expect(events).toEqual([expect.objectContaining({ asset_id: own, details: expect.objectContaining({ limit: 50 }) })]);
  });
});
