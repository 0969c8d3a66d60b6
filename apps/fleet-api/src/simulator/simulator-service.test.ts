import { createDemoFleet } from '@fleet/demo-fleet';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAssetStates } from '../positions/asset-state-repository';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app';
import { DAY_MS, RECENT_HISTORY_INTERVALS } from './backfill-plan';
import { loadDemoWorld } from './demo-world-files';
import { DEMO_FLEET_SEED, SIM_ORIGIN_KEY, SimulatorService } from './simulator-service';

describe('SimulatorService', () => {
  let t: TestApp;
  let assetIds: number[];
  const logged: string[] = [];
  const log = { info: (_: object, msg: string) => void logged.push(msg), warn: () => undefined, error: (o: object) => void logged.push(JSON.stringify(o)) };
  beforeAll(async () => {
    t = await createTestApp();
    // A truck, a car and a boat of the demo fleet.
    const rows = await t.database.db.selectFrom('assets').select(['id', 'type']).orderBy('id').execute();
    assetIds = ['truck', 'car', 'boat'].map((type) => rows.find((r) => r.type === type)!.id);
  });
  afterAll(() => t.close());

  const count = async () => ((await sql<{ n: number }>`select count(*)::int as n from positions`.execute(t.database.db)).rows[0]?.n ?? 0);

  it('backfills one day through the ingest path, then ticks live, and stops cleanly', async () => {
    const simulator = new SimulatorService({
      db: t.database.db,
      ingest: t.app.fleet.ingest,
      now: t.clock.now,
      loadWorld: () => loadDemoWorld(testConfig().demoDataDir),
      createFleet: createDemoFleet,
      log,
      backfillDays: 1,
      assetIds,
      tickMs: 20,
      batchSize: 500,
    });
    const backfill = await simulator.runBackfill();
    expect(backfill).toMatchObject({ assets: 3 });
    expect(backfill!.positions).toBeGreaterThan(100);
    expect(await count()).toBe(backfill!.positions);
    expect(logged.some((m) => /^Backfilled \d+ positions for 3 assets in \d+\.\d s$/.test(m))).toBe(true);
    const states = await readAssetStates(t.database.db, { assetIds });
    expect(states.map((s) => s.assetId).sort()).toEqual([...assetIds].sort());
    // The newest report is recent: within the last hour of the simulated day (silent trackers aside).
    expect(Math.max(...states.map((s) => s.last.time))).toBeGreaterThan(t.clock.now() - 3_600_000);
    const oldest = await sql<{ t: Date }>`select min(time) as t from positions`.execute(t.database.db);
    expect(new Date(oldest.rows[0]!.t).getTime()).toBeGreaterThanOrEqual(t.clock.now() - DAY_MS);

    simulator.start();
    const before = await count();
    for (let i = 0; i < 20; i += 1) {
      t.clock.advance(5000);
      await new Promise((r) => setTimeout(r, 25));
    }
    await simulator.stop();
    const after = await count();
    expect(after).toBeGreaterThan(before);
    await new Promise((r) => setTimeout(r, 100));
    expect(await count()).toBe(after);
    expect(logged.filter((m) => m.includes('"err"'))).toEqual([]);
  });

  it('fills only the gap after a restart', async () => {
    const before = await count();
    t.clock.advance(10 * 60_000);
    const simulator = new SimulatorService({
      db: t.database.db,
      ingest: t.app.fleet.ingest,
      now: t.clock.now,
      loadWorld: () => loadDemoWorld(testConfig().demoDataDir),
      createFleet: createDemoFleet,
      log,
      backfillDays: 1,
      assetIds,
    });
    const result = await simulator.runBackfill();
    await simulator.stop();
    // Ten minutes of three assets at history intervals: a few dozen reports, not a day's worth.
    expect(result!.positions).toBeGreaterThan(0);
    expect(result!.positions).toBeLessThan(200);
    expect(await count()).toBe(before + result!.positions);

    // The restart replays the first run's story: the gap holds what an uninterrupted fleet reports then.
    const origin = Number((await t.database.db.selectFrom('server_settings').select('value').where('key', '=', SIM_ORIGIN_KEY).executeTakeFirstOrThrow()).value);
    const gapStart = t.clock.now() - 10 * 60_000;
    const rows = await t.database.db
      .selectFrom('positions')
      .select(['asset_id', 'time', 'lat', 'lng'])
      .where('time', '>', new Date(gapStart))
      .execute();
    const specs = (await t.database.db.selectFrom('assets as a').leftJoin('asset_groups as g', 'g.id', 'a.group_id').select(['a.id', 'a.name', 'a.type', 'g.name as group']).where('a.id', 'in', assetIds).orderBy('a.id').execute())
      .map((r) => ({ assetId: r.id, name: r.name, type: r.type as never, group: r.group ?? '' }));
    const reference = createDemoFleet({ assets: specs, world: await loadDemoWorld(testConfig().demoDataDir), seed: DEMO_FLEET_SEED, startTime: origin });
    const expected = reference.advance(t.clock.now(), RECENT_HISTORY_INTERVALS).filter((p) => p.time > gapStart);
    const byKey = new Map(expected.map((p) => [`${p.assetId}@${p.time}`, p]));
    let compared = 0;
    for (const r of rows) {
      const ref = byKey.get(`${r.asset_id}@${new Date(r.time).getTime()}`);
      if (!ref) continue;
      compared += 1;
      expect(Math.abs(ref.lat - r.lat) + Math.abs(ref.lng - r.lng)).toBeLessThan(1e-3);
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('keeps live reports while the database is away and stores them once it is back', async () => {
    const ingest = t.app.fleet.ingest;
    let away = true;
    const warned: string[] = [];
    const flaky = {
      ingest: async (inputs: Parameters<typeof ingest.ingest>[0]) => {
        if (away) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
        return ingest.ingest(inputs);
      },
    } as unknown as typeof ingest;
    const simulator = new SimulatorService({
      db: t.database.db,
      ingest: flaky,
      now: t.clock.now,
      loadWorld: () => loadDemoWorld(testConfig().demoDataDir),
      createFleet: createDemoFleet,
      log: { ...log, warn: (_: object, msg: string) => void warned.push(msg) },
      backfillDays: 1,
      assetIds,
      tickMs: 20,
      retryMs: 20,
    });
    const newest = async () => Math.max(...(await readAssetStates(t.database.db, { assetIds })).map((s) => s.last.time));
    // Started while the database is away: the backfill fails, is retried, and fills the gap once it is back.
    t.clock.advance(10 * 60_000);
    const gapFrom = await newest();
    simulator.start();
    // Wait for the first failed backfill to be reported (a busy machine may take a while), then bring the database back.
    for (let i = 0; i < 500 && !warned.some((m) => m.includes('database unavailable, retrying')); i += 1) await new Promise((r) => setTimeout(r, 20));
    expect(await newest()).toBe(gapFrom);
    away = false;
    for (let i = 0; i < 500 && (await newest()) === gapFrom; i += 1) await new Promise((r) => setTimeout(r, 20));
    expect(await newest()).toBeGreaterThan(gapFrom);
    // Then an outage during live ticks.
    away = true;
    await new Promise((r) => setTimeout(r, 50));
    const before = await newest();
    for (let i = 0; i < 10; i += 1) {
      t.clock.advance(5000);
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(await newest()).toBe(before);
    away = false;
    // The kept reports are written on the next ticks (a busy machine may take a while): wait for them, up to 10 s.
    for (let i = 0; i < 500 && (await newest()) <= before + 30_000; i += 1) await new Promise((r) => setTimeout(r, 20));
    await simulator.stop();
    // The reports of the ticks during the outage were stored after it, so the fleet moved on without a gap.
    expect(await newest()).toBeGreaterThan(before + 30_000);
    expect(warned.filter((m) => m.includes('database unavailable, keeping'))).toHaveLength(1);
    expect(warned.some((m) => m.includes('database unavailable, retrying'))).toBe(true);
  });

  it('drives only the assets with a tracker: one added without (maintenance) never reports', async () => {
    const db = t.database.db;
    const tenantId = (await db.selectFrom('assets').select('tenant_id').where('id', '=', assetIds[0]!).executeTakeFirstOrThrow()).tenant_id;
    const generator = (await db.insertInto('assets').values({ tenant_id: tenantId, name: 'Generator without tracker', type: 'machine', unit_id: '' }).returning('id').executeTakeFirstOrThrow()).id;
    const tracked = (await db.selectFrom('assets').select('id').where('tenant_id', '=', tenantId).where('unit_id', '<>', '').execute()).length;
    t.clock.advance(60_000);
    const simulator = new SimulatorService({
      db,
      ingest: t.app.fleet.ingest,
      now: t.clock.now,
      loadWorld: () => loadDemoWorld(testConfig().demoDataDir),
      createFleet: createDemoFleet,
      log,
      backfillDays: 1,
      demoRecords: false,
    });
    const result = await simulator.runBackfill();
    await simulator.stop();
    expect(result!.assets).toBe(tracked);
    expect(await readAssetStates(db, { assetIds: [generator] })).toEqual([]);
  });
});
