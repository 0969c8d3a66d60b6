import { createDemoFleet } from '@fleet/demo-fleet';
import type { Client, Driver, DriverSummary, OnTimeFigures, Transporter, TransportTrip } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoWorld } from '../../simulator/demo-world-files';
import { SimulatorService } from '../../simulator/simulator-service';
import { call, createTestApp, loginAs, testConfig, type TestApp } from '../../testing/test-app';
import { DEMO_TRANSPORT_KEY, writeDemoTransport } from './demo-transport';

const DAY = 86_400_000;
const ms = (d: Date | string | null) => (d === null ? null : new Date(d).getTime());

/** The transport demo as a first start writes it: after the backfill of the trucks, from what they drove. */
describe('demo transport', () => {
  let t: TestApp;
  let admin: string;
  let demo: string;
  let trucks: number[];
  const logged: { obj: object; msg: string }[] = [];
  const get = async <B>(url: string, token = admin) => {
    const r = await call<B>(t.app, 'GET', url, { token });
    expect(r.status, `${url} ${JSON.stringify(r.body)}`).toBe(200);
    return r.body;
  };

  beforeAll(async () => {
    t = await createTestApp();
    trucks = (await t.database.db.selectFrom('assets').select('id').where('type', '=', 'truck').execute()).map((a) => a.id);
    const simulator = new SimulatorService({
      db: t.database.db,
      ingest: t.app.fleet.ingest,
      now: t.clock.now,
      loadWorld: () => loadDemoWorld(testConfig().demoDataDir),
      createFleet: createDemoFleet,
      log: { info: (obj, msg) => void logged.push({ obj, msg }), warn: () => undefined, error: (obj) => console.error(obj) },
      backfillDays: 3,
      assetIds: trucks,
    });
    await simulator.runBackfill();
    admin = (await loginAs(t.app, 'admin', 'admin')).accessToken;
    demo = (await loginAs(t.app, 'demo', 'demo')).accessToken;
  }, 300_000);
  afterAll(() => t.close());

  it('is written once after the backfill: drivers on the trucks, the transporters, the clients at their sites', async () => {
    const written = logged.find((l) => l.msg === 'demo transport written from the simulated drives');
    expect(written?.obj).toMatchObject({ drivers: 15, transporters: 2, clients: 6 });
    const tenantId = (await t.database.db.selectFrom('users').select('tenant_id').where('username', '=', 'admin').executeTakeFirstOrThrow()).tenant_id;
    expect(await writeDemoTransport(t.database.db, tenantId, t.clock.now())).toBeNull();
    expect(await t.database.db.selectFrom('server_settings').select('key').where('key', '=', DEMO_TRANSPORT_KEY).execute()).toHaveLength(1);

    const drivers = (await get<{ drivers: Driver[] }>('/v2/drivers')).drivers;
    expect(drivers).toHaveLength(15);
    expect(drivers.filter((d) => d.licenceState === 'expired')).toHaveLength(1);
    expect(drivers.filter((d) => d.licenceState === 'due-soon')).toHaveLength(2);
    expect(drivers.filter((d) => d.driverKey !== null).length).toBeGreaterThanOrEqual(4);
    expect(new Set(drivers.flatMap((d) => (d.assetId === null ? [] : [d.assetId])))).toEqual(new Set(trucks));
    const transporters = (await get<{ transporters: Transporter[] }>('/v2/transporters')).transporters;
    expect(transporters.map((x) => x.assetIds.length).sort((a, b) => a - b)).toEqual([2, trucks.length - 2]);
    const clients = (await get<{ clients: Client[] }>('/v2/transport-clients')).clients;
    expect(clients.map((c) => c.name)).toEqual(expect.arrayContaining(['Mydin Wholesale', 'Sarjana Logistics', 'Kayangan Cold Store', 'Perai Industrial Park', 'Pasir Gudang Port', 'Skudai Distribution Centre']));
    expect(clients.every((c) => c.sites.length === 1)).toBe(true);
  });

  it('the TripTracker, replaying the trips from their dispatch over the stored positions, finds the same stops', async () => {
    const db = t.database.db;
    const trips = await db.selectFrom('trips').select(['id', 'status', 'completed_at']).where('status', 'in', ['completed', 'dispatched', 'en-route', 'at-stop']).orderBy('id').execute();
    expect(trips.filter((x) => x.status === 'completed').length).toBeGreaterThan(5);
    const ids = trips.map((x) => x.id);
    const stopsOf = async () =>
      (await db.selectFrom('trip_stops').select(['trip_id', 'seq', 'state', 'arrived_at', 'departed_at']).where('trip_id', 'in', ids).orderBy('trip_id').orderBy('seq').execute()).map((s) => ({ ...s, arrived_at: ms(s.arrived_at), departed_at: ms(s.departed_at) }));
    const before = await stopsOf();
    // Back to just dispatched, nothing reached: the tracker carries them on from their positions.
    await db.updateTable('trips').set({ status: 'dispatched', progress: null, progress_at: null, completed_at: null }).where('id', 'in', ids).execute();
    await db.updateTable('trip_stops').set({ state: 'pending', arrived_at: null, departed_at: null }).where('trip_id', 'in', ids).execute();
    await t.app.fleet.trips.tick();
    expect(await stopsOf()).toEqual(before);
    const after = await db.selectFrom('trips').select(['id', 'status', 'completed_at']).where('id', 'in', ids).orderBy('id').execute();
    expect(after.map((x) => [x.id, x.status, ms(x.completed_at)])).toEqual(trips.map((x) => [x.id, x.status, ms(x.completed_at)]));
  });

  it('the board of the week: completed (some late), one cancelled, tomorrow planned; the Client sees them; a driver\'s summary', async () => {
    const now = t.clock.now();
    const period = `from=${now - 7 * DAY}&to=${now + 2 * DAY}`;
    const { trips, figures } = await get<{ trips: TransportTrip[]; figures: OnTimeFigures }>(`/v2/trips?${period}`);
    const count = (status: string) => trips.filter((x) => x.status === status).length;
    expect(count('completed')).toBe(figures.completed);
    expect(count('cancelled')).toBe(1);
    expect(count('planned')).toBeGreaterThanOrEqual(3);
    expect(figures.lateStops).toBeGreaterThan(0);
    expect(figures.onTimePercent).toBeGreaterThan(50);
    expect(figures.onTimePercent).toBeLessThan(100);
    const completed = trips.filter((x) => x.status === 'completed');
    expect(completed.every((x) => x.stops.every((s) => s.arrivedAt !== null && s.departedAt !== null) && x.completedAt === Math.max(...x.stops.map((s) => s.departedAt!)))).toBe(true);
    expect(completed.every((x) => x.driverName !== null && x.clientName !== null && x.transporterName !== null && x.createdBy !== null)).toBe(true);
    expect(completed.flatMap((x) => x.stops).filter((s) => s.pod !== null).length).toBeGreaterThan(0);
    expect(trips.find((x) => x.status === 'cancelled')!.cancelReason).not.toBe('');
    // Numbered in time order.
    const byStart = [...trips].sort((a, b) => a.stops[0]!.windowFrom! - b.stops[0]!.windowFrom! || a.number.localeCompare(b.number));
    expect(byStart.map((x) => x.number)).toEqual([...byStart.map((x) => x.number)].sort());

    const seen = (await get<{ trips: TransportTrip[] }>(`/v2/trips?${period}`, demo)).trips;
    expect(seen.length).toBe(trips.length);
    const driver = completed[0]!.driverId!;
    const summary = await get<DriverSummary>(`/v2/drivers/${driver}/summary?${period}`);
    expect(summary.trips.length).toBeGreaterThan(0);
    expect(summary.distanceKm).toBeGreaterThan(0);
  });
});
