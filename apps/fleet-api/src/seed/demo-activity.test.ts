import { createDemoFleet } from '@fleet/demo-fleet';
import { WORK_ORDER_STATUSES, datePartsIn, type CostViewResponse, type MaintenanceAsset, type MaintenanceRecordOut, type Reminder, type ReportResult, type Tire, type TireEventOut, type WorkOrder } from '@fleet/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoWorld } from '../simulator/demo-world-files';
import { SimulatorService } from '../simulator/simulator-service';
import { call, createTestApp, loginAs, testConfig, type TestApp } from '../testing/test-app';
import { demoReceiptKind } from './demo-activity';
import { DEMO_MAINTENANCE_KEY, removeEarlierDemoRecords, writeDemoMaintenance } from './demo-maintenance/demo-maintenance';

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

  it('the maintenance demo is written once after the backfill, at the assets\' own meters ', async () => {
    const keys = await t.database.db.selectFrom('server_settings').select('key').where('key', '=', DEMO_MAINTENANCE_KEY).execute();
    expect(keys).toHaveLength(1);
    const rows = await sql<{ asset_id: number; time: Date; odometer: number; telemetry: number | null; first: Date }>`
      select m.asset_id, m.time, m.odometer,
        (select p.odometer from positions p where p.asset_id = m.asset_id and p.time <= m.time and p.odometer is not null order by p.time desc limit 1) as telemetry,
        (select min(p.time) from positions p where p.asset_id = m.asset_id) as first
      from maintenance_records m join assets a on a.id = m.asset_id
      where m.kind in ('s', 't') and a.unit_id <> '' order by m.asset_id, m.time, m.id`.execute(t.database.db);
    // Within the stored history each record carries the telemetry's odometer; before it, the meter extrapolated back.
    const within = rows.rows.filter((m) => m.telemetry !== null && new Date(m.time).getTime() >= new Date(m.first).getTime());
    expect(within.length).toBeGreaterThan(0);
    for (const m of within) expect(Math.abs(m.odometer - m.telemetry!)).toBeLessThanOrEqual(1);
    const byAsset = new Map<number, number[]>();
    for (const m of rows.rows) byAsset.set(m.asset_id, [...(byAsset.get(m.asset_id) ?? []), m.odometer]);
    for (const list of byAsset.values()) expect(list).toEqual([...list].sort((a, b) => a - b));
  });

  it('shows every area of Maintenance: meters by hand, documents, schedules, work orders, tires and costs', async () => {
    const db = t.database.db;
    const get = async <B>(url: string, as = token) => {
      const r = await call<B>(t.app, 'GET', url, { token: as });
      expect(r.status, `${url} ${JSON.stringify(r.body)}`).toBe(200);
      return r.body;
    };
    const now = t.clock.now();
    const assets = (await get<{ assets: MaintenanceAsset[] }>('/v2/maintenance/assets')).assets;
    const idOf = (prefix: string) => assets.find((a) => a.assetName.startsWith(prefix))!.assetId;

    // Assets without a tracker: meters by hand, never in the live state; the Client sees the generator.
    const untracked = assets.filter((a) => !a.tracked);
    expect(untracked.map((a) => a.assetName).sort()).toEqual(['Forklift Toyota 8FD25', 'Generator Denyo DCA-45ESK', 'Trailer 40ft flatbed']);
    expect(untracked.find((a) => a.type === 'item')).toMatchObject({ odometer: { source: 'manual' }, tireLayout: 'trailer-three-axle' });
    const generator = untracked.find((a) => a.assetName.startsWith('Generator'))!;
    expect(generator.engineHours).toMatchObject({ source: 'manual' });
    expect(await db.selectFrom('asset_state').select('asset_id').where('asset_id', 'in', untracked.map((a) => a.assetId)).execute()).toEqual([]);
    const readings = (await get<{ readings: { time: number; engineHours: number }[] }>(`/v2/maintenance/assets/${generator.assetId}/meters`)).readings;
    expect(readings.length).toBeGreaterThanOrEqual(15);
    expect(readings[0]!.time).toBeGreaterThan(now - 2 * DAY);
    expect(readings.map((r) => r.engineHours)).toEqual(readings.map((r) => r.engineHours).sort((a, b) => b - a));
    const demo = (await loginAs(t.app, 'demo', 'demo')).accessToken;
    expect((await get<{ assets: MaintenanceAsset[] }>('/v2/maintenance/assets', demo)).assets.map((a) => a.assetId)).toContain(generator.assetId);

    // Documents: each truck and car its road tax and insurance, told by their reminders; a few due soon, one overdue.
    const documents = (await get<{ records: MaintenanceRecordOut[] }>('/v2/maintenance/records?kind=d')).records;
    for (const id of ids) {
      const own = documents.filter((d) => d.assetId === id);
      expect(own.map((d) => d.documentType), String(id)).toEqual(expect.arrayContaining(['road-tax', 'insurance']));
      expect(own.every((d) => d.reminderId !== null && d.expiryDate !== null && d.reference !== '' && d.vendor !== '')).toBe(true);
    }
    const states = (list: { reminderState: string | null }[]) => list.map((d) => d.reminderState);
    expect(states(documents).filter((s) => s === 'due-soon').length).toBeGreaterThanOrEqual(3);
    expect(states(documents).filter((s) => s === 'overdue')).toHaveLength(1);

    // Schedules of the programs: one a task and asset, several due soon or overdue, the others ok.
    const reminders = (await get<{ reminders: Reminder[] }>('/v2/reminders')).reminders;
    const schedule = (prefix: string, title: string) => reminders.find((r) => r.assetName.startsWith(prefix) && r.title === title)?.state;
    expect(schedule('Scania P360', 'Engine oil & filter')).toBe('overdue');
    expect(schedule('Hino 500', 'Engine oil & filter')).toBe('due-soon');
    expect(schedule('Volvo FH', 'Brake inspection')).toBe('due-soon');
    expect(schedule('Fuso Fighter', 'Brake inspection')).toBe('overdue');
    expect(schedule('Toyota Camry', 'Periodic service')).toBe('overdue');
    expect(schedule('Toyota Hilux', 'Periodic service')).toBe('due-soon');
    expect(schedule('Generator', 'Oil & filter change')).toBe('due-soon');
    const scheduled = reminders.filter((r) => r.programName !== null);
    expect(scheduled.length).toBe(13 * 2 + 7 + 1);
    expect(scheduled.filter((r) => r.state === 'ok').length).toBeGreaterThan(20);

    // Work orders in every status; the completed ones with their lines, workshop and downtime, tied to their schedule.
    const orders = (await get<{ workOrders: WorkOrder[] }>('/v2/maintenance/work-orders')).workOrders;
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(WORK_ORDER_STATUSES));
    const completed = orders.filter((o) => o.status === 'completed');
    expect(completed.every((o) => o.total > 0 && o.lines.length > 0 && o.vendor !== '' && o.downtimeH! > 0 && o.recordId !== null)).toBe(true);
    expect(completed.filter((o) => o.vendor === 'Shah Alam Motor Works').length).toBeGreaterThanOrEqual(3);
    expect(completed.filter((o) => o.scheduleTitle === 'Engine oil & filter (Heavy truck A-service)').length).toBeGreaterThan(5);
    expect(orders.find((o) => o.title === 'Air-con not cooling')).toMatchObject({ source: 'defect', status: 'open', openedBy: 'Demo User' });
    expect(orders.find((o) => o.status === 'in-progress')).toMatchObject({ source: 'schedule', assetId: idOf('Scania P360') });
    const services = (await get<{ records: MaintenanceRecordOut[] }>('/v2/maintenance/records?kind=s')).records;
    expect(services.length).toBe(completed.length);
    expect(services.every((r) => r.workOrderNumber !== null && r.lines.length > 0)).toBe(true);
    // Done in the workshops' hours, at the meters the assets showed then.
    expect(services.map((r) => datePartsIn(r.time, 'Asia/Kuala_Lumpur').hour).filter((h) => h < 8 || h >= 18)).toEqual([]);

    // Tires: every position of both trucks, one rotated set, a puncture retired and replaced, some in stock.
    const tires = (await get<{ tires: Tire[] }>('/v2/maintenance/tires')).tires;
    expect(tires.filter((x) => x.status === 'fitted')).toHaveLength(22);
    expect(tires.filter((x) => x.status === 'retired')).toHaveLength(1);
    expect(tires.filter((x) => x.status === 'stock').length).toBeGreaterThanOrEqual(4);
    expect(tires.filter((x) => x.status === 'fitted' && x.position !== 'S1').every((x) => x.figures.kmRun > 1_000 && x.figures.wearMmPer1000Km !== null && x.figures.kmLeft! > 0)).toBe(true);
    const scania = idOf('Scania G410');
    const history = (await get<{ events: TireEventOut[] }>(`/v2/maintenance/tires/${tires.find((x) => x.assetId === scania && x.position === '1L')!.id}`)).events;
    expect(history.map((e) => e.kind)).toEqual(['inspected', 'rotated', 'inspected', 'fitted']);

    // The reports and the cost view read them.
    const range = `from=${now - 30 * DAY}&to=${now + 1}`;
    const analysis = await get<ReportResult>(`/v2/reports/tire-cost-analysis?assets=${scania}&${range}`);
    expect(analysis.rows).toHaveLength(11);
    expect(analysis.rows.every((r) => Number(r['kmRun']) > 0)).toBe(true);
    const volvo = idOf('Volvo FM');
    const log = await get<ReportResult>(`/v2/reports/maintenance-log?assets=${volvo}&${range}`);
    expect(log.rows.filter((r) => r['kind'] === 'Tire').length).toBe(2);
    const costs = await get<CostViewResponse>(`/v2/maintenance/costs?from=${now - 180 * DAY}&to=${now + 1}`);
    expect(costs.total).toMatchObject({ service: expect.any(Number), tire: expect.any(Number), document: expect.any(Number) });
    for (const part of ['service', 'tire', 'document', 'fuel', 'toll'] as const) expect(costs.total[part], part).toBeGreaterThan(0);
    expect(costs.assets.find((a) => a.assetId === generator.assetId)!.figures.engineHours).toBeGreaterThan(300);
  });

  it('is written once: a second call writes nothing; the earlier demo records alone are removed', async () => {
    const db = t.database.db;
    const tenantId = (await db.selectFrom('users').select('tenant_id').where('username', '=', 'admin').executeTakeFirstOrThrow()).tenant_id;
    const count = async () => Number((await sql<{ n: number }>`select (select count(*) from maintenance_records) + (select count(*) from work_orders) + (select count(*) from tires) + (select count(*) from assets) as n`.execute(db)).rows[0]!.n);
    const before = await count();
    expect(await writeDemoMaintenance(db, tenantId, t.clock.now())).toBeNull();
    expect(await count()).toBe(before);
    const old = { tenant_id: tenantId, asset_id: ids[0]!, time: new Date(t.clock.now() - DAY), cost: 100, odometer: null };
    await db
      .insertInto('maintenance_records')
      .values([
        { ...old, kind: 'd', title: 'Road Tax', details: JSON.stringify({ validMonths: 12 }) },
        { ...old, kind: 's', title: 'Brake inspection', details: JSON.stringify({ workshop: 'Shah Alam Motor Works' }) },
      ])
      .execute();
    await removeEarlierDemoRecords(db, tenantId);
    expect(await count()).toBe(before);
  });
});
