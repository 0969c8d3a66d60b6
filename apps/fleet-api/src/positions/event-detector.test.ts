import type { Position, PositionInput, ReportPoint } from '@fleet/domain';
import { detectFuelEvents, estimateTankLitres, overspeedRule, poiVisits, positionInputSchema, type ReportPoi } from '@fleet/domain';
import { insertPoi } from '../pois/poi-repository';
import { poiCacheFor, toCachedPoi, type PoiSource } from '../pois/poi-cache';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestApp } from '../testing/test-app';
import { EVENT_TYPES, EventDetector } from './event-detector';

const MIN = 60_000;
const T0 = Date.UTC(2026, 0, 5, 0, 0, 0);

/** A crafted day of one truck: start, overspeed twice, a long idle, a refuel, a drain while parked, battery trouble. */
function craftedSequence(assetId: number, t0 = T0): PositionInput[] {
  const out: PositionInput[] = [];
  let fuel = 200;
  const at = (minute: number, fields: Partial<PositionInput>) =>
    out.push({ assetId, time: t0 + minute * MIN, lat: 3.06 + minute * 1e-5, lng: 101.49, fuelLitres: fuel, fuelPercent: fuel / 4, voltage: 13.8, ...fields });
  at(0, { ignition: false, speed: 0, voltage: 12.4 });
  at(1, { ignition: true, speed: 0 });
  for (let m = 2; m <= 10; m++) at(m, { ignition: true, speed: m >= 4 && m <= 6 ? 110 : 60 }); // one overspeed episode
  at(11, { ignition: true, speed: 95 }); // a second episode
  at(12, { ignition: true, speed: 50 });
  for (let m = 13; m <= 30; m++) at(m, { ignition: true, speed: 0 }); // idle 17 min: once
  at(31, { ignition: false, speed: 0, voltage: 12.4 });
  // Refuel 200 -> 380 L (tank 400 L: threshold 20 L), one noisy spike on the way that smoothing hides.
  for (const [m, level] of [[35, 200], [36, 260], [37, 320], [38, 380], [39, 380], [40, 380]] as const) {
    fuel = level;
    at(m, { ignition: false, speed: 0, voltage: 12.4 });
  }
  fuel = 350; // a single-sample dip: not a drain
  at(41, { ignition: false, speed: 0, voltage: 12.4 });
  fuel = 380;
  at(42, { ignition: false, speed: 0, voltage: 12.4 });
  // Drain while parked: 380 -> 330 L.
  for (const [m, level] of [[50, 380], [60, 360], [70, 340], [80, 330], [90, 330], [100, 330]] as const) {
    fuel = level;
    at(m, { ignition: false, speed: 0, voltage: m >= 90 ? 11.5 : 12.4 });
  }
  at(110, { ignition: false, speed: 0, voltage: 11.4 }); // still low: no second event
  at(120, { ignition: false, speed: 0, voltage: 0.2 }); // power cut
  return out;
}

const parse = (inputs: PositionInput[]): Position[] => inputs.map((p) => positionInputSchema.parse(p));
/** The plain limit (no tolerance, no minimum duration): every spell above it. */
const raw = (limitKmh: number) => ({ limitKmh, toleranceKmh: 0, minDurationMs: 0 });

describe('EventDetector', () => {
  it('derives ignition, overspeed (once per episode), idle, refuel, drain, low battery and power cut', () => {
    const detector = new EventDetector();
    const events = detector.detect('t1', parse(craftedSequence(7)), raw(90));
    const summary = events.map((e) => [Math.round((e.time - T0) / MIN), e.type]);
    expect(summary).toEqual([
      [1, EVENT_TYPES.ignitionOn],
      [4, EVENT_TYPES.overspeed],
      [11, EVENT_TYPES.overspeed],
      [24, EVENT_TYPES.idle],
      [31, EVENT_TYPES.ignitionOff],
      // The domain's fuel rule (centred median of 3 reports): the rise ends at 38 and the fall at 80, as the raw level.
      [38, EVENT_TYPES.refuel],
      [80, EVENT_TYPES.drain],
      [90, EVENT_TYPES.lowBattery],
      [120, EVENT_TYPES.powerCut],
    ]);
    expect(events.find((e) => e.type === EVENT_TYPES.refuel)?.details).toEqual({ volume: 180, from: 200, to: 380, startTime: T0 + 35 * MIN });
    expect(events.find((e) => e.type === EVENT_TYPES.drain)?.details).toEqual({ volume: 50, from: 380, to: 330, startTime: T0 + 50 * MIN });
    expect(events.find((e) => e.type === EVENT_TYPES.overspeed)?.details).toMatchObject({ speed: 110, limit: 90 });
  });

  it('gives the same events when the reports arrive in small batches, and none for reports seen already', () => {
    const all = parse(craftedSequence(7));
    const whole = new EventDetector().detect('t1', all, raw(90));
    const detector = new EventDetector();
    const pieces = [];
    for (let i = 0; i < all.length; i += 4) pieces.push(...detector.detect('t1', all.slice(i, i + 4), raw(90)));
    expect(pieces).toEqual(whole);
    expect(detector.detect('t1', all.slice(0, 10), raw(90))).toEqual([]);
  });

  it("stores the alarms a tracker reports itself (Traccar's alarm names), once per report, and ignores unknown ones", () => {
    const reports = parse([
      { assetId: 5, time: T0, lat: 3, lng: 101, speed: 40, attributes: { alarm: 'sos' } },
      { assetId: 5, time: T0 + MIN, lat: 3, lng: 101, speed: 42, attributes: { alarm: 'hardBraking,tow' } },
      { assetId: 5, time: T0 + 2 * MIN, lat: 3, lng: 101, speed: 0, attributes: { alarm: 'general' } },
      { assetId: 5, time: T0 + 3 * MIN, lat: 3, lng: 101, speed: 0, attributes: { alarm: 'fallDown', batteryLevel: 40 } },
    ]);
    const events = new EventDetector().detect('t1', reports, raw(90));
    expect(events.map((e) => [e.type, e.time - T0])).toEqual([
      [EVENT_TYPES.sos, 0],
      [EVENT_TYPES.harshBraking, MIN],
      [EVENT_TYPES.tow, MIN],
      [EVENT_TYPES.fall, 3 * MIN],
    ]);
    expect(events[1]!.details).toEqual({ speed: 42 });
  });

  it('reports low battery for vehicle supplies only, a power cut for any tracker', () => {
    const tracker = parse(
      [3.9, 3.7, 3.6, 0.1].map((voltage, i) => ({ assetId: 9, time: T0 + i * MIN, lat: 3, lng: 101, voltage })),
    );
    expect(new EventDetector().detect('t1', tracker, raw(90)).map((e) => e.type)).toEqual([EVENT_TYPES.powerCut]);
  });

  it('with the company rule (5 km/h tolerance, 30 s): 95 km/h on a 90 limit and spikes are no overspeed', () => {
    const all = parse(craftedSequence(7));
    const events = new EventDetector().detect('t1', all, overspeedRule(90)).filter((e) => e.type === EVENT_TYPES.overspeed);
    // 110 km/h from minute 4 to 7 counts, dated at its start; 95 km/h at minute 11 is within the tolerance.
    expect(events.map((e) => [Math.round((e.time - T0) / MIN), e.details])).toEqual([[4, { speed: 110, limit: 90, tolerance: 5 }]]);
    // A one-fix spike of 10 s above 95 km/h is dropped by the minimum duration.
    const spike = parse([0, 10, 20].map((s, i) => ({ assetId: 8, time: T0 + s * 1000, lat: 3, lng: 101, speed: i === 1 ? 120 : 80, ignition: true })));
    expect(new EventDetector().detect('t1', spike, overspeedRule(90)).filter((e) => e.type === EVENT_TYPES.overspeed)).toEqual([]);
  });

  it('uses the limit it is given and starts from the stored state (no event for the state it already had)', () => {
    const all = parse(craftedSequence(7));
    expect(new EventDetector().detect('t1', all, raw(120)).filter((e) => e.type === EVENT_TYPES.overspeed)).toEqual([]);
    const seeded = new EventDetector().detect('t1', all.slice(2), raw(90), { last: all[1]!, stationarySince: all[1]!.time });
    expect(seeded[0]?.type).toBe(EVENT_TYPES.overspeed);
  });
});

/**
 * One series through both paths: a refuel, a single-sample spike, a drain while parked and a slow fall while driving,
 * with sparse (10 min) and dense (1 min) reporting and reports without a fuel level.
 */
function fuelSeries(assetId: number): PositionInput[] {
  const out: PositionInput[] = [];
  const at = (minute: number, fuelLitres: number | null, speed = 0, ignition: boolean | null = false) =>
    out.push({ assetId, time: T0 + minute * MIN, lat: 3 + minute * 1e-4, lng: 101, speed, ignition, fuelLitres, fuelPercent: fuelLitres === null ? null : fuelLitres / 3 });
  // Tank 300 L: threshold 15 L.
  for (let m = 0; m < 5; m++) at(m, 100);
  for (const [m, level] of [[5, 130], [6, 170], [7, 210], [8, 210], [9, 210]] as const) at(m, level); // refuel 100 -> 210
  at(10, null);
  at(11, 210);
  at(12, 260); // a spike of one sample: no refuel, no drain
  for (let m = 13; m <= 20; m++) at(m, 210);
  for (const [m, level] of [[30, 210], [40, 190], [50, 170], [60, 160], [70, 160], [80, 160]] as const) at(m, level); // drain 210 -> 160
  for (let m = 81; m <= 200; m++) at(m, 160 - (m - 80) * 0.5, 60, true); // driving: 60 L used, no drain
  for (let m = 201; m <= 210; m++) at(m, 100);
  return out;
}

describe('fuel events agree with the domain (Fuel / Summary reports)', () => {
  it('gives the same refuels and drains as detectFuelEvents, whatever the batches', () => {
    const inputs = fuelSeries(11);
    const positions = parse(inputs);
    const points: ReportPoint[] = positions.map((p) => ({ ...p, address: null }));
    const batch = detectFuelEvents(points, estimateTankLitres(points));
    expect(batch.map((e) => [e.kind, (e.start - T0) / MIN, (e.end - T0) / MIN, e.amount])).toEqual([
      ['refuel', 4, 7, 110],
      ['drain', 30, 60, 50],
    ]);
    const expected = batch.map((e) => ({
      type: e.kind === 'refuel' ? EVENT_TYPES.refuel : EVENT_TYPES.drain,
      time: e.end,
      details: { volume: e.amount, from: e.before, to: e.after, startTime: e.start },
    }));
    for (const size of [1, 3, 7, positions.length]) {
      const detector = new EventDetector();
      const events = [];
      for (let i = 0; i < positions.length; i += size) events.push(...detector.detect('t1', positions.slice(i, i + size), raw(90)));
      // Re-sent reports add nothing.
      events.push(...detector.detect('t1', positions.slice(0, 40), raw(90)));
      const fuel = events.filter((e) => e.type === EVENT_TYPES.refuel || e.type === EVENT_TYPES.drain);
      expect(fuel.map((e) => ({ type: e.type, time: e.time, details: e.details })), `batches of ${size}`).toEqual(expected);
    }
  });
});

describe('events through the ingest path', () => {
  let t: TestApp;
  let assetId: number;
  beforeAll(async () => {
    t = await createTestApp();
    assetId = (await t.database.db.selectFrom('assets').select('id').where('type', '=', 'truck').orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  it('stores the derived events in the events table after the positions commit, and not again for a re-sent batch', async () => {
    const t0 = t.clock.now() - 3 * 3_600_000;
    const batch = craftedSequence(assetId, t0);
    expect((await t.app.fleet.ingest.ingest(batch)).stored).toBe(batch.length);
    await t.app.fleet.ingest.ingest(batch);
    const rows = await t.database.db.selectFrom('events').selectAll().where('asset_id', '=', assetId).orderBy('time').orderBy('id').execute();
    // The default company rule: 110 km/h for 3 min is an overspeed; 95 km/h is within the 5 km/h tolerance.
    expect(rows.map((r) => r.type)).toEqual([
      'ignition-on',
      'overspeed',
      'idle-too-long',
      'ignition-off',
      'refuel',
      'fuel-drain',
      'low-battery',
      'power-cut',
    ]);
    const tenant = await t.database.db.selectFrom('assets').select('tenant_id').where('id', '=', assetId).executeTakeFirstOrThrow();
    expect(rows.every((r) => r.tenant_id === tenant.tenant_id)).toBe(true);
    expect(rows[0]?.time.getTime()).toBe(t0 + MIN);
    expect(rows.find((r) => r.type === 'refuel')?.details).toMatchObject({ volume: 180 });
  });

  it('uses the tenant speed limit, tolerance and minimum duration', async () => {
    const other = (await t.database.db.selectFrom('assets').select(['id', 'tenant_id']).where('type', '=', 'truck').orderBy('id').offset(1).executeTakeFirstOrThrow());
    await t.database.db
      .updateTable('tenants')
      .set({ settings: JSON.stringify({ speedLimitKmh: 85, overspeed: { toleranceKmh: 2, minDurationMs: 60_000 } }) })
      .where('id', '=', other.tenant_id)
      .execute();
    t.app.fleet.settings.invalidate(other.tenant_id);
    await t.app.fleet.ingest.ingest(craftedSequence(other.id, t.clock.now() - 3 * 3_600_000));
    const overspeeds = await t.database.db.selectFrom('events').select('details').where('asset_id', '=', other.id).where('type', '=', 'overspeed').execute();
    // 110 km/h for 3 min counts; 95 km/h (over 85 + 2) lasts 1 min, the minimum: it counts too.
    expect(overspeeds.map((o) => o.details)).toEqual([
      { speed: 110, limit: 85, tolerance: 2 },
      { speed: 95, limit: 85, tolerance: 2 },
    ]);
    await t.database.db.updateTable('tenants').set({ settings: '{}' }).where('id', '=', other.tenant_id).execute();
    t.app.fleet.settings.invalidate(other.tenant_id);
  });
});

/** Two square POIs side by side along a meridian: A (3.000-3.010) and B (3.020-3.030), lng 101.000-101.010. */
const square = (id: number, name: string, lat: number): ReportPoi => ({
  id,
  name,
  ring: [[101, lat], [101.01, lat], [101.01, lat + 0.01], [101, lat + 0.01], [101, lat]],
});
const POIS = [square(1, 'Depot A', 3), square(2, 'Field B', 3.02)];
const source = (pois: ReportPoi[]): PoiSource => ({ peek: () => pois.map(toCachedPoi) });

/** A machine driving north from 2.995 to 3.035 through A and B, one report a minute, 0.001 degrees apart. */
function poiTrack(assetId: number, t0 = T0): Position[] {
  return parse(Array.from({ length: 41 }, (_, k) => ({ assetId, time: t0 + k * MIN, lat: 2.9955 + k * 0.001, lng: 101.005, speed: 10 })));
}

describe('POI enter / exit events', () => {
  it('emits poi-enter and poi-exit with the POI id and name, whatever the batches', () => {
    const track = poiTrack(5);
    const events = new EventDetector({ pois: source(POIS) }).detect('t1', track, raw(90));
    expect(events.map((e) => [e.type, Math.round((e.time - T0) / MIN), e.details])).toEqual([
      [EVENT_TYPES.poiEnter, 5, { poiId: 1, name: 'Depot A' }],
      [EVENT_TYPES.poiExit, 15, { poiId: 1, name: 'Depot A' }],
      [EVENT_TYPES.poiEnter, 25, { poiId: 2, name: 'Field B' }],
      [EVENT_TYPES.poiExit, 35, { poiId: 2, name: 'Field B' }],
    ]);
    const detector = new EventDetector({ pois: source(POIS) });
    const pieces = [];
    for (let i = 0; i < track.length; i += 3) pieces.push(...detector.detect('t1', track.slice(i, i + 3), raw(90)));
    expect(pieces).toEqual(events);
  });

  it('gives the same visits as the POI report (poiVisits) for a known track', () => {
    const track = poiTrack(5);
    const events = new EventDetector({ pois: source(POIS) }).detect('t1', track, raw(90));
    const points = track.map((p) => ({ ...p, address: null }) as unknown as ReportPoint);
    const visits = poiVisits(points, POIS);
    const fromEvents = events
      .filter((e) => e.type === EVENT_TYPES.poiEnter)
      .map((enter) => {
        const exit = events.find((e) => e.type === EVENT_TYPES.poiExit && e.details['poiId'] === enter.details['poiId'] && e.time > enter.time);
        return { poiId: enter.details['poiId'], poiName: enter.details['name'], enter: enter.time, exit: exit?.time ?? null };
      });
    expect(visits.map((v) => ({ poiId: v.poiId, poiName: v.poiName, enter: v.enter, exit: v.exit }))).toEqual(fromEvents);
  });

  it('does not re-announce the POI a seeded asset is already in, and waits for POIs still loading', () => {
    const track = poiTrack(5);
    const seeded = new EventDetector({ pois: source(POIS) }).detect('t1', track.slice(10), raw(90), { last: track[9]!, stationarySince: null });
    expect(seeded.map((e) => [e.type, e.details['poiId']])).toEqual([
      [EVENT_TYPES.poiExit, 1],
      [EVENT_TYPES.poiEnter, 2],
      [EVENT_TYPES.poiExit, 2],
    ]);
    const loading: { pois?: ReportPoi[] } = {};
    const detector = new EventDetector({ pois: { peek: () => loading.pois?.map(toCachedPoi) } });
    expect(detector.detect('t1', track.slice(0, 20), raw(90))).toEqual([]);
    loading.pois = POIS;
    const late = detector.detect('t1', track.slice(20), raw(90));
    expect(late.map((e) => Math.round((e.time - T0) / MIN))).toEqual([5, 15, 25, 35]);
  });

  it('stores them through the ingest path (the cache reloads when a POI is saved) and titles them in the Notification report', async () => {
    const t = await createTestApp();
    try {
      const db = t.database.db;
      const tenant = await db.selectFrom('tenants').select('id').orderBy('created_at').executeTakeFirstOrThrow();
      await poiCacheFor(db).load();
      const poi = await insertPoi(db, tenant.id, null, { name: 'Test Yard', coords: square(0, '', 3.02).ring, groups: [], meta: { type: '', color: '' } });
      const asset = await db.insertInto('assets').values({ tenant_id: tenant.id, name: 'POI Tester', type: 'machine', unit_id: 'POI-TEST-1' }).returning('id').executeTakeFirstOrThrow();
      const t0 = t.clock.now() - 3_600_000;
      await t.app.fleet.ingest.ingest(poiTrack(asset.id, t0));
      const stored = await db.selectFrom('events').select(['type', 'details']).where('asset_id', '=', asset.id).where('type', 'like', 'poi-%').orderBy('time').execute();
      expect(stored).toEqual([
        { type: 'poi-enter', details: { poiId: poi.id, name: 'Test Yard' } },
        { type: 'poi-exit', details: { poiId: poi.id, name: 'Test Yard' } },
      ]);
      const admin = await loginAs(t.app, 'admin', 'admin');
      const r = await call<{ rows: { title: string; details: string }[] }>(t.app, 'GET', `/v2/reports/notification?assets=${asset.id}&from=${t0 - MIN}&to=${t.clock.now()}`, { token: admin.accessToken });
      expect(r.body.rows.map((row) => row.title)).toEqual(['POI Enter', 'POI Exit']);
      expect(r.body.rows.map((row) => row.details)).toEqual(['Entered POI Test Yard', 'Left POI Test Yard']);
    } finally {
      await t.close();
    }
  });
});
