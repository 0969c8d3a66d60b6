import { DEFAULT_STATUS_THRESHOLDS, positionInputSchema, type PlaybackEventKind, type PlaybackResponse, type PlaybackRoutePoint } from '@fleet/domain';
import { decodePointColumns, maxDeviationM } from '@fleet/playback-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computePlayback } from '../playback/playback-service';
import { insertPositions } from '../positions/insert-positions';
import { call, createTestApp, demoVisibleAssetIds, loginAs, type TestApp } from '../testing/test-app';

const S = 10_000;
/** A ring around the part of the drive between 101.4900 and 101.4920 of longitude. */
const DEPOT = { id: 7, name: 'Depot', ring: [[101.49, 3.06], [101.492, 3.06], [101.492, 3.07], [101.49, 3.07], [101.49, 3.06]] as [number, number][] };

/** The drive: parked, ignition on, 40 km/h, 120 km/h, 40 km/h, stopped with the engine on, engine off, driving again. */
function drive(assetId: number, t0: number) {
  const out = [];
  let lng = 101.48;
  for (let i = 0; i < 400; i++) {
    const phase = i < 3 ? 'off' : i < 5 ? 'idle' : i < 100 ? 'slow' : i < 110 ? 'fast' : i < 200 ? 'slow' : i < 230 ? 'idle' : i < 260 ? 'off' : 'slow';
    const speed = phase === 'slow' ? 40 : phase === 'fast' ? 120 : 0;
    lng += (speed / 3600) * 10 * 0.009; // km in 10 s, ≈ 0.009° a km
    out.push(
      positionInputSchema.parse({
        assetId,
        time: t0 + i * S,
        lat: 3.065,
        lng,
        speed,
        heading: 90,
        ignition: phase !== 'off',
        odometer: 1000 + i / 10,
        fuelLitres: 100,
        fuelPercent: 50,
        inputs: phase === 'idle' ? { in1: true, in2: true, in3: false } : {},
        inputNames: { in1: 'PTO', in2: 'Beacon', in3: 'Door' },
      }),
    );
  }
  return out;
}

describe('POST /v2/singleUnitPlayback3', () => {
  let t: TestApp;
  let admin: { accessToken: string };
  let demo: { accessToken: string };
  let truck: { id: number; unit_id: string; name: string };
  let hidden: number;
  let t0: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAs(t.app, 'admin', 'admin');
    demo = await loginAs(t.app, 'demo', 'demo');
    const db = t.database.db;
    const visible = await demoVisibleAssetIds(db);
    truck = await db.selectFrom('assets').select(['id', 'unit_id', 'name']).where('id', 'in', visible).orderBy('id').executeTakeFirstOrThrow();
    hidden = (await db.selectFrom('assets').select('id').where('id', 'not in', visible).orderBy('id').executeTakeFirstOrThrow()).id;
    t0 = Date.UTC(2024, 0, 10, 2, 0, 0); // long before any simulated history
    await insertPositions(db, drive(truck.id, t0));
  });
  afterAll(() => t.close());

  const play = (body: Record<string, unknown>, token: string | null = admin.accessToken) =>
    call<PlaybackResponse & { error?: string; code?: string }>(t.app, 'POST', '/v2/singleUnitPlayback3', { body, ...(token ? { token } : {}) });
  const period = (start = t0, end = t0 + 4_000_000) => ({ timeRange: { start, end: new Date(end).toISOString() } });
  const events = (points: PlaybackRoutePoint[]) => points.filter((p) => p.event).map((p) => `${p.event}@${(p.t - t0) / S}`);

  const fullPoints = (body: PlaybackResponse) => decodePointColumns(body.points!, { assetName: body.assetName, timeZone: body.timeZone });

  it('replays the drive at full resolution with statuses, events, POIs, inputs and addresses', async () => {
    const r = await play({ ...period(), units: [truck.unit_id], platform: 'Web', geoPOIData: [DEPOT], configuration: { speedType: 'Overspeed', speedLimit: 100 } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, assetId: truck.id, assetName: truck.name, totalPoints: 400, timeZone: 'Asia/Kuala_Lumpur', toleranceM: 10 });
    const points = fullPoints(r.body);
    expect(points).toHaveLength(400);
    const kinds = new Set(points.map((p) => p.event).filter(Boolean));
    for (const k of ['start', 'end', 'stop', 'move', 'ignition-on', 'ignition-off', 'overspeed', 'poi-enter', 'poi-exit'] as PlaybackEventKind[]) expect(kinds).toContain(k);
    expect(events(points)).toEqual(['start@0', 'ignition-on@3', 'move@5', 'poi-enter@14', 'poi-exit@16', 'overspeed@100', 'stop@200', 'ignition-off@230', 'move@260', 'end@399']);
    expect(points.filter((p) => p.overspeed)).toHaveLength(10);
    expect(points[210]).toMatchObject({ status: 'Idling', idling: true, input: 'PTO, Beacon', ignition: true, speed: 0 });
    expect(points[240]).toMatchObject({ status: 'Parked', idling: false, input: '', ignition: false });
    expect(points[50]).toMatchObject({ status: 'Moving', gps: true, mileage: 1005, fuel: 100, fuelPercent: 50, nextData: S, assetName: truck.name });
    expect(points[0]!.time).toBe('10/01/2024|10:00:00'); // Asia/Kuala_Lumpur
    expect(points.at(-1)!.nextData).toBe(0);
    expect(points.every((p) => p.address.length > 0)).toBe(true);
    const inDepot = points.filter((p) => p.poi === 'Depot');
    expect(inDepot.length).toBeGreaterThan(0);
    expect(inDepot.every((p) => p.lng >= 101.49 && p.lng <= 101.492)).toBe(true);
    // The map's route: the same points where it keeps them (positions to 1e-6°).
    const byTime = new Map(points.map((p) => [p.t, p]));
    for (const p of r.body.routeArray) {
      const q = byTime.get(p.t)!;
      expect([p.status, p.event, p.address, p.input, p.time]).toEqual([q.status, q.event, q.address, q.input, q.time]);
      expect(Math.abs(p.lng - q.lng)).toBeLessThan(1e-6);
    }
  });

  it('marks overspeed only when asked, with the tenant limit by default', async () => {
    const plain = await play({ ...period(), units: truck.id });
    expect(fullPoints(plain.body).some((p) => p.overspeed || p.event === 'overspeed')).toBe(false);
    const tenantLimit = await play({ ...period(), units: String(truck.id), configuration: { speedType: 'overspeed' } });
    expect(fullPoints(tenantLimit.body).filter((p) => p.overspeed)).toHaveLength(10); // 120 > 90 km/h
    expect(tenantLimit.body.routeArray.filter((p) => p.overspeed).length).toBeGreaterThanOrEqual(2); // both ends of the stretch
  });

  it('simplifies the route for the map within the tolerance, keeping every event and both sides of each status change', async () => {
    const body = { ...period(), units: [truck.id], geoPOIData: [DEPOT], configuration: { speedType: 'overspeed', speedLimit: 100 } };
    const r = await play(body);
    const full = fullPoints(r.body);
    const route = r.body.routeArray;
    // A straight drive: the map needs only its ends, its events and its status changes.
    expect(route.length).toBeLessThan(40);
    expect(events(route)).toEqual(events(full));
    const times = new Set(route.map((p) => p.t));
    for (let i = 1; i < full.length; i++) {
      if (full[i]!.status !== full[i - 1]!.status) for (const p of [full[i - 1]!, full[i]!]) expect(times.has(p.t)).toBe(true);
    }
    const kept = route.map((p) => full.findIndex((q) => q.t === p.t));
    expect(maxDeviationM(full, kept)).toBeLessThanOrEqual(r.body.toleranceM);
    for (let i = 0; i < route.length - 1; i++) expect(route[i]!.nextData).toBe(route[i + 1]!.t - route[i]!.t);
    // A budget below what must stay keeps what must stay.
    const tight = await play({ ...body, maxPoints: 100 });
    expect(events(tight.body.routeArray)).toEqual(events(full));
  });

  it('sends only the route, from the SQL candidates, when the period holds more than the full-resolution limit', async () => {
    const q = { assetId: truck.id, assetName: truck.name, from: t0, to: t0 + 4_000_000, timeZone: 'UTC', thresholds: DEFAULT_STATUS_THRESHOLDS, overspeed: { limitKmh: 100, toleranceKmh: 0, minDurationMs: 0 }, pois: [DEPOT], address: () => 'x', maxPoints: 100 };
    const full = await computePlayback(t.database.db, q);
    const over = await computePlayback(t.database.db, { ...q, fullMaxPoints: 399 });
    expect(over).toMatchObject({ totalPoints: 400, points: null });
    expect(full.points?.t).toHaveLength(400);
    expect(events(over.routeArray)).toEqual(events(full.routeArray));
    const byTime = new Map(decodePointColumns(full.points!, { assetName: truck.name, timeZone: 'UTC' }).map((p) => [p.t, p]));
    for (const p of over.routeArray) {
      const f = byTime.get(p.t)!;
      expect([p.status, p.event, p.overspeed, p.poi, p.ignition]).toEqual([f.status, f.event, f.overspeed, f.poi, f.ignition]);
    }
    // 8 days run as 4 chunk queries; a chunk border falls right after the stop (point 200).
    const wide = { ...q, from: t0 + 200 * S - 4 * 86_400_000, to: t0 + 200 * S + 4 * 86_400_000 };
    const chunked = await computePlayback(t.database.db, { ...wide, fullMaxPoints: 0 });
    expect(chunked.totalPoints).toBe(400);
    expect(events(chunked.routeArray)).toEqual(events((await computePlayback(t.database.db, wide)).routeArray));
  });

  it('answers an empty route when there is no data', async () => {
    const r = await play({ ...period(t0 - 7_200_000, t0 - 3_600_000), units: [truck.id] });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, routeArray: [], totalPoints: 0 });
    expect(r.body.points?.t).toEqual([]);
  });

  it('refuses bad periods and assets the caller may not see', async () => {
    expect((await play({ ...period(t0 + 1000, t0), units: [truck.id] })).body.error).toBe('The period ends before it starts.');
    const long = await play({ ...period(t0, t0 + 32 * 86_400_000), units: [truck.id] });
    expect(long).toMatchObject({ status: 400, body: { success: false, error: 'A playback covers at most 31 days.' } });
    expect((await play({ timeRange: { start: 'soon', end: t0 }, units: [truck.id] })).status).toBe(400);
    expect((await play({ ...period(), units: [] })).status).toBe(400);
    expect((await play({ ...period(), units: [hidden] }, demo.accessToken)).status).toBe(404);
    expect((await play({ ...period(), units: ['no-such-unit'] })).status).toBe(404);
    expect((await play({ ...period(), units: [truck.id] }, demo.accessToken)).status).toBe(200);
  });

  it('needs a bearer token and the playback or reports page key', async () => {
    expect((await play({ ...period(), units: [truck.id] }, null)).status).toBe(401);
    const db = t.database.db;
    const demoUser = await db.selectFrom('users').select(['id', 'pages']).where('username', '=', 'demo').executeTakeFirstOrThrow();
    try {
      await db.updateTable('users').set({ pages: JSON.stringify(['reports']) }).where('id', '=', demoUser.id).execute();
      expect((await play({ ...period(), units: [truck.id] }, demo.accessToken)).status).toBe(200);
      await db.updateTable('users').set({ pages: JSON.stringify(['mapview']) }).where('id', '=', demoUser.id).execute();
      const r = await play({ ...period(), units: [truck.id] }, demo.accessToken);
      expect(r.status).toBe(403);
      expect(r.body.error).toBe('You do not have access to Playback');
    } finally {
      await db.updateTable('users').set({ pages: JSON.stringify(demoUser.pages) }).where('id', '=', demoUser.id).execute();
    }
  });
});
