import { createDemoFleet } from '@fleet/demo-fleet';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoWorld } from '../simulator/demo-world-files';
import { SimulatorService } from '../simulator/simulator-service';
import { call, createTestApp, loginAs, testConfig, type TestApp } from '../testing/test-app';
import { demoReceiptKind } from './demo-activity';

const DAY = 86_400_000;

describe('demo records that follow the simulation (issue #13)', () => {
  let t: TestApp;
  let token: string;
  let ids: number[];
  beforeAll(async () => {
    t = await createTestApp();
    token = (await loginAs(t.app, 'admin', 'admin')).accessToken;
    // The trucks and cars for 12 days: the fuel-taking road vehicles.
    ids = (await t.database.db.selectFrom('assets').select('id').where('type', 'in', ['truck', 'car']).execute()).map((a) => a.id);
    const simulator = new SimulatorService({
      db: t.database.db,
      ingest: t.app.fleet.ingest,
      now: t.clock.now,
      loadWorld: () => loadDemoWorld(testConfig().demoDataDir),
      createFleet: createDemoFleet,
      log: { info: () => undefined, warn: () => undefined, error: (o) => console.error(o) },
      backfillDays: 12,
      assetIds: ids,
    });
    await simulator.runBackfill();
  }, 300_000);
  afterAll(() => t.close());

  it('fuel receipts come from the simulated refuels; reconciliation finds all three outcomes and volume mismatches', async () => {
    const from = t.clock.now() - 11 * DAY;
    const to = t.clock.now();
    const r = await call<{ rows: Record<string, number>[] }>(t.app, 'GET', `/v2/reports/fuel-reconciliation?assets=${ids.join(',')}&from=${from}&to=${to}`, { token });
    expect(r.status).toBe(200);
    const sum = (f: string) => r.body.rows.reduce((a, row) => a + (row[f] ?? 0), 0);
    expect(sum('refuels')).toBeGreaterThan(20);
    // Most refuels have their receipt; each kind of deliberate mismatch shows up.
    expect(sum('matched')).toBeGreaterThan(sum('refuels') * 0.6);
    expect(sum('volumeMismatches')).toBeGreaterThan(0);
    expect(sum('receiptsWithoutRefuel')).toBeGreaterThan(0);
    expect(sum('refuelsWithoutReceipt')).toBeGreaterThan(0);
    // Receipts carry where they were filled: a named station or a brand and the nearest town.
    const receipts = await t.database.db.selectFrom('fuel_receipts').select(['location', 'lat', 'lng']).execute();
    expect(receipts.every((x) => x.lat !== null && x.lng !== null && x.location.length > 3)).toBe(true);
    expect(demoReceiptKind({ assetId: 8, start: 0 })).toMatch(/faithful|missing|inflated/);
  });

  it('services and tires carry the asset\'s own odometer at their time, increasing with it', async () => {
    const rows = await sql<{ asset_id: number; time: Date; odometer: number; telemetry: number }>`
      select m.asset_id, m.time, m.odometer,
        (select p.odometer from positions p where p.asset_id = m.asset_id and p.time <= m.time and p.odometer is not null order by p.time desc limit 1) as telemetry
      from maintenance_records m where m.kind in ('s', 't') order by m.asset_id, m.time`.execute(t.database.db);
    expect(rows.rows.length).toBeGreaterThan(ids.length);
    for (const m of rows.rows) expect(Math.abs(m.odometer - m.telemetry)).toBeLessThanOrEqual(1);
    const byAsset = new Map<number, number[]>();
    for (const m of rows.rows) byAsset.set(m.asset_id, [...(byAsset.get(m.asset_id) ?? []), m.odometer]);
    for (const list of byAsset.values()) expect(list).toEqual([...list].sort((a, b) => a - b));
  });
});
