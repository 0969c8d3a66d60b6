import { TRANSPORT_TEXTS as T, type Client, type Driver, type DriverSummary, type OnTimeFigures, type TransportTrip, type TripDetail } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, demoVisibleAssetIds, loginAs, type TestApp } from '../testing/test-app';

const MIN = 60_000;

/** The demo's Shah Alam sites (apps/fleet-api/src/seed/demo-pois.ts): the depot and two customers. */
const DEPOT = { lat: 3.068132, lng: 101.49539 };
const MYDIN = { lat: 3.06638, lng: 101.481037 };
const COLD_STORE = { lat: 3.070348, lng: 101.487921 };

/**
 * Transport management through the API, as a dispatcher works: a driver, a client with its sites, a trip of three
 * stops at the demo POIs dispatched to a truck; the truck's reports (the real ingest path) make the stops arrive and
 * depart on their own, the ETA shrink as it nears, lateness follow the windows, the trip complete, the on-time figure
 * of the client and the driver's summary follow.
 */
describe('transport', () => {
  let t: TestApp;
  let admin: string;
  let demo: string;
  let truck: number;
  let hidden: number;
  let pois: Map<string, number>;
  let driver: Driver;
  let client: Client;
  let trip: TransportTrip;
  let clock0: number;

  const get = <B>(url: string, token = admin) => call<B>(t.app, 'GET', url, { token });
  const post = <B>(url: string, body: unknown, token = admin) => call<B>(t.app, 'POST', url, { token, body });
  /** The truck reports at `at` (ms after the start), then the trips are carried on. */
  const report = async (at: number, lat: number, lng: number, speed: number, attributes: Record<string, unknown> = {}) => {
    await t.app.fleet.ingest.ingest([{ assetId: truck, time: clock0 + at, lat, lng, speed, ignition: speed > 0, attributes }]);
  };
  /** A drive from one place to another in fixes 30 s apart at `speed`, from `at`; returns when it ends. */
  const drive = async (at: number, from: { lat: number; lng: number }, to: { lat: number; lng: number }, steps: number, speed = 40) => {
    for (let i = 1; i <= steps; i += 1) await report(at + i * 30_000, from.lat + ((to.lat - from.lat) * i) / steps, from.lng + ((to.lng - from.lng) * i) / steps, i === steps ? 0 : speed);
    return at + steps * 30_000;
  };
  const tripNow = async () => (await get<TripDetail>(`/v2/trips/${trip.id}`)).body.trip;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await loginAs(t.app, 'admin', 'admin')).accessToken;
    demo = (await loginAs(t.app, 'demo', 'demo')).accessToken;
    const given = await demoVisibleAssetIds(t.database.db);
    truck = (await t.database.db.selectFrom('assets').select('id').where('type', '=', 'truck').orderBy('id').execute()).map((a) => a.id).find((id) => given.includes(id))!;
    hidden = (await t.database.db.selectFrom('assets').select('id').orderBy('id').execute()).map((a) => a.id).find((id) => !given.includes(id))!;
    pois = new Map((await t.database.db.selectFrom('pois').select(['id', 'name']).execute()).map((p) => [p.name, p.id]));
    clock0 = t.clock.now();
    await report(0, DEPOT.lat + 0.01, DEPOT.lng + 0.01, 0);
  });
  afterAll(() => t.close());

  it('keeps drivers and clients (Administrators), with the texts for what is wrong', async () => {
    const saved = await post<{ driver: Driver }>('/v2/drivers', { name: 'Ahmad bin Yusof', phone: '+60 12-345 6789', licenceClass: 'E', licenceExpiry: '2027-01-10', driverKey: '01A2B3C4D5E6F708', assetId: truck });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    driver = saved.body.driver;
    expect(driver).toMatchObject({ assetId: truck, onAssetId: truck, driverKey: '01A2B3C4D5E6F708', licenceState: 'ok' });
    expect((await post<{ error: string }>('/v2/drivers', { name: 'Other', driverKey: '01a2b3c4d5e6f708' })).body.error).toBe(T.driverKeyTaken);
    expect((await post<{ error: string }>('/v2/drivers', { name: 'Bad', phone: 'call me' })).body.error).toBe(T.phoneInvalid);
    expect((await post('/v2/drivers', { name: 'Client made' }, demo)).status).toBe(403);
    const c = await post<{ client: Client }>('/v2/transport-clients', { name: 'Mydin Wholesale', poiIds: [pois.get('Customer - Mydin Wholesale Seksyen 7'), pois.get('Customer - Kayangan Cold Store')] });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    client = c.body.client;
    expect(client.sites.map((s) => s.name).sort()).toEqual(['Customer - Kayangan Cold Store', 'Customer - Mydin Wholesale Seksyen 7']);
    expect((await get<{ drivers: Driver[] }>('/v2/drivers', demo)).body.drivers.map((d) => d.name)).toContain('Ahmad bin Yusof');
  });

  it('plans a trip of three stops and refuses what is wrong', async () => {
    const stops = [
      { kind: 'pickup', poiId: pois.get('Depot Shah Alam Seksyen 7'), windowFrom: clock0, windowTo: clock0 + 30 * MIN, goods: 'Chilled goods', quantity: 24, weightKg: 480 },
      { kind: 'drop', poiId: pois.get('Customer - Mydin Wholesale Seksyen 7'), windowFrom: clock0 + 30 * MIN, windowTo: clock0 + 60 * MIN, quantity: 12, weightKg: 240 },
      { kind: 'drop', poiId: pois.get('Customer - Kayangan Cold Store'), windowFrom: clock0 + 40 * MIN, windowTo: clock0 + 50 * MIN, quantity: 12, weightKg: 240 },
    ];
    expect((await post<{ error: string }>('/v2/trips', { assetId: truck, stops: stops.slice(0, 1) })).body.error).toBe(T.stopsRequired);
    expect((await post<{ error: string }>('/v2/trips', { assetId: truck, stops: [stops[1], stops[0]] })).body.error).toBe(T.windowsOutOfOrder);
    expect((await post<{ error: string }>('/v2/trips', { assetId: truck, stops: [{ kind: 'drop' }, stops[1]] })).body.error).toBe(T.stopPlaceRequired);
    expect((await post('/v2/trips', { assetId: hidden, stops }, demo)).status).toBe(404);
    const created = await post<{ trip: TransportTrip; message: string }>('/v2/trips', { assetId: truck, driverId: driver.id, clientId: client.id, reference: 'PO-7781', stops }, demo);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    trip = created.body.trip;
    expect(created.body.message).toBe(T.tripSaved(trip.number));
    expect(trip).toMatchObject({ status: 'planned', displayStatus: 'planned', clientName: 'Mydin Wholesale', driverName: 'Ahmad bin Yusof', quantity: 24, weightKg: 480, plannedStart: clock0, plannedEnd: clock0 + 60 * MIN });
    expect(trip.stops.map((s) => [s.place, s.state, s.ring !== null])).toEqual([
      ['Depot Shah Alam Seksyen 7', 'pending', true],
      ['Customer - Mydin Wholesale Seksyen 7', 'pending', true],
      ['Customer - Kayangan Cold Store', 'pending', true],
    ]);
  });

  it('dispatched, the trip follows the truck: stops arrive and depart on their own, the ETA shrinks, the late stop shows', async () => {
    const dispatched = await post<{ trip: TransportTrip }>(`/v2/trips/${trip.id}/dispatch`, {}, demo);
    expect(dispatched.body.trip).toMatchObject({ status: 'dispatched', dispatchedAt: t.clock.now() });
    // A second trip cannot take the same truck meanwhile.
    const other = await post<{ trip: TransportTrip }>('/v2/trips', { assetId: truck, stops: [{ kind: 'pickup', lat: 3, lng: 101 }, { kind: 'drop', lat: 3.01, lng: 101 }] });
    const busy = await post<{ error: string }>(`/v2/trips/${other.body.trip.id}/dispatch`, {});
    expect(busy.status).toBe(409);
    expect(busy.body.error).toBe(T.vehicleBusy(trip.number));
    expect((await post<{ error: string }>(`/v2/trips/${trip.id}/stops/2/pod`, { note: 'Received' })).body.error).toBe(T.podNotArrived);

    // Into the depot, a stop there (loading), then away towards Mydin.
    let at = await drive(60_000, { lat: DEPOT.lat + 0.01, lng: DEPOT.lng + 0.01 }, DEPOT, 4);
    await report(at + 5 * MIN, DEPOT.lat, DEPOT.lng, 0);
    const half = { lat: (DEPOT.lat + MYDIN.lat) / 2, lng: (DEPOT.lng + MYDIN.lng) / 2 };
    at = await drive(at + 5 * MIN, DEPOT, half, 4);
    await t.app.fleet.trips.tick();
    let now = await tripNow();
    expect(now.stops.map((s) => s.state)).toEqual(['departed', 'pending', 'pending']);
    expect(now.status).toBe('en-route');
    expect(now.stops[0]!.arrivedAt).toBeGreaterThan(clock0);
    const eta1 = now.next!;
    expect(eta1.seq).toBe(2);
    // Nearer Mydin, the ETA is nearer.
    await drive(at, half, { lat: MYDIN.lat + 0.002, lng: MYDIN.lng + 0.002 }, 2);
    await t.app.fleet.trips.tick();
    now = await tripNow();
    expect(now.next!.distanceKm).toBeLessThan(eta1.distanceKm);
    expect(now.next!.eta).toBeLessThan(eta1.eta);

    // Mydin: stops there; the ETA of the cold store is past its window's end (the clock at +55 min): late.
    at = await drive(at + 60_000, { lat: MYDIN.lat + 0.002, lng: MYDIN.lng + 0.002 }, MYDIN, 2);
    t.clock.advance(55 * MIN);
    admin = (await loginAs(t.app, 'admin', 'admin')).accessToken;
    demo = (await loginAs(t.app, 'demo', 'demo')).accessToken;
    await t.app.fleet.trips.tick();
    now = await tripNow();
    expect(now.stops.map((s) => s.state)).toEqual(['departed', 'arrived', 'pending']);
    expect(now).toMatchObject({ status: 'at-stop', late: true, displayStatus: 'late' });
    expect(now.stops[2]!.delayMin).toBeGreaterThan(0);
    const pod = await post<{ trip: TransportTrip }>(`/v2/trips/${trip.id}/stops/2/pod`, { note: 'Signed by the store manager', receivedBy: 'Encik Razak' }, demo);
    expect(pod.status, JSON.stringify(pod.body)).toBe(200);
    expect(pod.body.trip.stops[1]!.pod).toMatchObject({ note: 'Signed by the store manager', receivedBy: 'Encik Razak', by: 'Demo User' });

    // To the cold store (reached after its window: 50 min) and away: every stop departed, the trip completed.
    at = await drive(Math.max(at + 3 * MIN, 56 * MIN), MYDIN, COLD_STORE, 4);
    await report(at + 2 * MIN, COLD_STORE.lat, COLD_STORE.lng, 0);
    at = await drive(at + 2 * MIN, COLD_STORE, { lat: COLD_STORE.lat + 0.01, lng: COLD_STORE.lng }, 4);
    await t.app.fleet.trips.tick();
    now = await tripNow();
    expect(now.stops.map((s) => s.state)).toEqual(['departed', 'departed', 'departed']);
    expect(now.status).toBe('completed');
    expect(now.completedAt).toBe(now.stops[2]!.departedAt);
    const detail = await get<TripDetail>(`/v2/trips/${trip.id}`);
    expect(detail.body.route.length).toBeGreaterThan(10);
    expect((await post(`/v2/trips/${trip.id}/cancel`, { reason: 'x' })).status).toBe(409);
  });

  it("the client's on-time figure and the driver's summary count the trip", async () => {
    const period = `from=${clock0 - 60 * MIN}&to=${t.clock.now() + 60 * MIN}`;
    const byClient = await get<{ trips: TransportTrip[]; figures: OnTimeFigures }>(`/v2/trips?${period}&clientId=${client.id}`);
    expect(byClient.status, JSON.stringify(byClient.body)).toBe(200);
    expect(byClient.body.trips.map((x) => x.id)).toEqual([trip.id]);
    // The depot and Mydin were on time; the cold store was late: the trip is not on time.
    expect(byClient.body.figures).toMatchObject({ trips: 1, completed: 1, onTime: 0, onTimePercent: 0, lateStops: 1, quantity: 24, weightKg: 480 });
    const summary = await get<DriverSummary>(`/v2/drivers/${driver.id}/summary?${period}`);
    expect(summary.status, JSON.stringify(summary.body)).toBe(200);
    expect(summary.body.trips.map((x) => x.number)).toEqual([trip.number]);
    expect(summary.body.distanceKm).toBeGreaterThan(2);
    expect(summary.body.drivingHours).toBeGreaterThan(0);
    expect((await get(`/v2/trips?${period}`, demo)).status).toBe(200);
    expect((await get(`/v2/trips/${trip.id}`, demo)).status).toBe(200);
  });

  it("reports take a driver filter: only the driver's time on the truck, its Fatigue Driving report names the driver", async () => {
    const period = `from=${clock0 - 60 * MIN}&to=${clock0 + 120 * MIN}`;
    const all = await get<{ rows: Record<string, unknown>[] }>(`/v2/reports/history?assets=${truck}&${period}`);
    const driven = await get<{ rows: Record<string, unknown>[] }>(`/v2/reports/history?assets=${truck}&${period}&driverId=${driver.id}`);
    expect(driven.status, JSON.stringify(driven.body)).toBe(200);
    // The report before the dispatch (the truck parked outside the depot) was nobody's.
    expect(driven.body.rows.length).toBeGreaterThan(10);
    expect(driven.body.rows.length).toBeLessThan(all.body.rows.length);
    const times = driven.body.rows.map((r) => Number(r['timestamp']));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(trip.dispatchedAt ?? (await tripNow()).dispatchedAt!);
    const fatigue = await get<{ columns: { field: string }[] }>(`/v2/reports/fatigue-driving?assets=${truck}&${period}`);
    expect(fatigue.body.columns.map((c) => c.field)).toContain('driverName');
    expect((await get(`/v2/reports/history?assets=${truck}&${period}&driverId=999999`)).status).toBe(404);
  });

  it("follows the driver key the truck's reader reports", async () => {
    const other = await post<{ driver: Driver }>('/v2/drivers', { name: 'Siti Aminah', driverKey: 'AA00BB11' });
    // After the trip's last report (the asset's state keeps the newest).
    t.clock.advance(30 * MIN);
    admin = (await loginAs(t.app, 'admin', 'admin')).accessToken;
    await report(t.clock.now() - clock0, DEPOT.lat, DEPOT.lng, 0, { driverUniqueId: 'AA00BB11' });
    const pass = await t.app.fleet.trips.tick();
    expect(pass.driverChanges).toBe(1);
    expect((await get<{ drivers: Driver[] }>('/v2/drivers')).body.drivers.find((d) => d.id === other.body.driver.id)?.onAssetId).toBe(truck);
    expect((await t.app.fleet.trips.tick()).driverChanges).toBe(0);
  });

  it('a cancelled trip is planned again with its stops afresh', async () => {
    const two = await post<{ trip: TransportTrip }>('/v2/trips', { assetId: truck, stops: [{ kind: 'pickup', lat: 3, lng: 101 }, { kind: 'drop', lat: 3.01, lng: 101 }] });
    const cancelled = await post<{ trip: TransportTrip }>(`/v2/trips/${two.body.trip.id}/cancel`, { reason: 'Customer closed' });
    expect(cancelled.body.trip).toMatchObject({ status: 'cancelled', cancelReason: 'Customer closed' });
    expect((await post<{ trip: TransportTrip }>(`/v2/trips/${two.body.trip.id}/reopen`, {})).body.trip).toMatchObject({ status: 'planned', cancelReason: '' });
  });
});
