import { KMH_PER_KNOT, MESSAGES, VESSEL_TEXTS as T, type PositionInput, type Vessel, type VesselActivity, type Zone } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_RATE_LIMITS } from '../http/rate-limits';
import { DEMO_MALDIVES_AGENCY, DEMO_VESSEL_USER } from '../seed/seed-demo-vessels';
import { call, createTestApp, loginAs, registerCompany, type TestApp } from '../testing/test-app';
import { VesselSilenceWatcher } from '../vessels/silence-watcher';

const MIN = 60_000;
const RAD = Math.PI / 180;
/** Malé Fishing Harbour (a seeded port zone) and the Vaadhoo Kandu fishing ground (a seeded fishing zone). */
const HARBOUR = { lat: 4.1805, lng: 73.5078 };
const GROUND = { lat: 4.05, lng: 73.675 };

describe('vessel monitoring', () => {
  let t: TestApp;
  let admin: string;
  let demo: string;
  let vessel: string;
  let other: string;
  let dhoni: Vessel;
  let start = 0;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await loginAs(t.app, 'admin', 'admin')).accessToken;
    demo = (await loginAs(t.app, 'demo', 'demo')).accessToken;
    vessel = (await loginAs(t.app, DEMO_VESSEL_USER, DEMO_VESSEL_USER)).accessToken;
    other = (await registerCompany(t, 'Other Shipping', 'boss@other-shipping.co')).accessToken;
  });
  afterAll(() => t.close());

  const register = (token: string) => call<{ vessels: Vessel[]; silentHours: number }>(t.app, 'GET', '/v2/vessels/register', { token });

  it('a Client without the Vessel page is refused; the Administrator sees every boat with its register', async () => {
    expect((await register(demo)).status).toBe(403);
    expect((await call(t.app, 'GET', '/v2/vessel-zones', { token: demo })).status).toBe(403);
    const all = await register(admin);
    expect(all.status).toBe(200);
    expect(all.body.vessels.map((v) => v.name)).toEqual(expect.arrayContaining(['Fishing Vessel KNF 1123', 'MV Sri Kinabalu']));
    const knf = all.body.vessels.find((v) => v.name === 'Fishing Vessel KNF 1123');
    expect(knf).toMatchObject({ registration: 'KNF 1123', mmsi: '533112380', gearType: 'trawl', homePort: 'Port Klang', published: true });
    expect(all.body.silentHours).toBe(6);
  });

  it('a Vessel agency user sees the vessels of their agency only', async () => {
    const mine = await register(vessel);
    expect(mine.status).toBe(200);
    expect(mine.body.vessels.length).toBeGreaterThan(0);
    expect(mine.body.vessels.every((v) => v.agency === DEMO_MALDIVES_AGENCY)).toBe(true);
    expect(mine.body.vessels.map((v) => v.name)).not.toContain('Fishing Vessel KNF 1123');
    dhoni = mine.body.vessels[0]!;
    // Another agency's boat: not in their activity either.
    const knf = (await register(admin)).body.vessels.find((v) => v.name === 'Fishing Vessel KNF 1123')!;
    const day = t.clock.now();
    expect((await call(t.app, 'GET', `/v2/vessels/activity?from=${day - 86_400_000}&to=${day}&assetId=${knf.assetId}`, { token: vessel })).status).toBe(404);
    // Moved to their agency by the Administrator, it is theirs.
    const moved = await call<{ vessel: Vessel; message: string }>(t.app, 'PUT', `/v2/vessels/${knf.assetId}/register`, { token: admin, body: { ...registerOf(knf), agency: DEMO_MALDIVES_AGENCY.toUpperCase() } });
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe(T.registerSaved('Fishing Vessel KNF 1123'));
    expect((await register(vessel)).body.vessels.map((v) => v.name)).toContain('Fishing Vessel KNF 1123');
    await call(t.app, 'PUT', `/v2/vessels/${knf.assetId}/register`, { token: admin, body: registerOf(knf) });
    expect((await register(vessel)).body.vessels.map((v) => v.name)).not.toContain('Fishing Vessel KNF 1123');
  });

  it('the register takes bounded fields with clear errors, on boats only, from Administrators only', async () => {
    const put = (token: string, id: number, body: unknown) => call<{ error: string }>(t.app, 'PUT', `/v2/vessels/${id}/register`, { token, body });
    expect((await put(admin, dhoni.assetId, { ...registerOf(dhoni), mmsi: '12345' })).body.error).toBe(T.mmsiInvalid);
    expect((await put(admin, dhoni.assetId, { ...registerOf(dhoni), lengthM: 900 })).body.error).toBe(T.lengthInvalid);
    expect((await put(admin, dhoni.assetId, { ...registerOf(dhoni), gearType: 'dynamite' })).body.error).toBe(T.gearInvalid);
    expect((await put(admin, dhoni.assetId, { ...registerOf(dhoni), callSign: 'bad sign!' })).body.error).toBe(T.callSignInvalid);
    const truck = await t.database.db.selectFrom('assets').select('id').where('type', '=', 'truck').orderBy('id').executeTakeFirstOrThrow();
    const notBoat = await put(admin, truck.id, registerOf(dhoni));
    expect(notBoat.status).toBe(400);
    expect(notBoat.body.error).toBe(T.notABoat);
    expect((await put(vessel, dhoni.assetId, registerOf(dhoni))).status).toBe(403);
    expect((await put(other, dhoni.assetId, registerOf(dhoni))).status).toBe(404);
  });

  it('zones: the seeded ports, fishing grounds and EEZs; drawn, renamed, deleted and imported with clear errors', async () => {
    const list = await call<{ zones: Zone[] }>(t.app, 'GET', '/v2/vessel-zones', { token: vessel });
    expect(list.status).toBe(200);
    const names = list.body.zones.map((z) => z.name);
    expect(names).toEqual(expect.arrayContaining(['Malé Fishing Harbour', 'Port Klang North Port', 'Vaadhoo Kandu fishing ground', 'Maldives EEZ', 'Malaysia EEZ']));
    expect(list.body.zones.find((z) => z.name === 'Maldives EEZ')).toMatchObject({ kind: 'eez', source: '© OpenStreetMap contributors (ODbL)' });
    expect((await call(t.app, 'GET', '/v2/vessel-zones', { token: other })).body).toMatchObject({ zones: [] });

    const ring: [number, number][] = [[73.3, 4.3], [73.32, 4.3], [73.32, 4.32], [73.3, 4.32], [73.3, 4.3]];
    const made = await call<{ zone: Zone; message: string }>(t.app, 'POST', '/v2/vessel-zones', { token: admin, body: { name: 'Reef reserve', kind: 'protected', polygons: [[ring]] } });
    expect(made.status).toBe(200);
    expect(made.body.message).toBe(T.zoneSaved('Reef reserve'));
    expect((await call<{ error: string }>(t.app, 'POST', '/v2/vessel-zones', { token: admin, body: { name: 'reef RESERVE', kind: 'protected', polygons: [[ring]] } })).body.error).toBe(T.zoneNameTaken);
    expect((await call<{ error: string }>(t.app, 'POST', '/v2/vessel-zones', { token: admin, body: { name: 'Open', kind: 'protected', polygons: [[ring.slice(0, 4)]] } })).body.error).toBe(T.ringNotClosed);
    expect((await call<{ error: string }>(t.app, 'POST', '/v2/vessel-zones', { token: admin, body: { name: 'Kind', kind: 'lagoon', polygons: [[ring]] } })).body.error).toBe(T.zoneKindInvalid);
    expect((await call(t.app, 'POST', '/v2/vessel-zones', { token: vessel, body: { name: 'Mine', kind: 'protected', polygons: [[ring]] } })).status).toBe(403);
    const renamed = await call<{ zone: Zone }>(t.app, 'PUT', `/v2/vessel-zones/${made.body.zone.id}`, { token: admin, body: { name: 'Reef sanctuary', kind: 'protected', polygons: [[ring]] } });
    expect(renamed.body.zone).toMatchObject({ id: made.body.zone.id, name: 'Reef sanctuary' });
    expect((await call(t.app, 'PUT', `/v2/vessel-zones/${made.body.zone.id}`, { token: other, body: { name: 'Taken', kind: 'protected', polygons: [[ring]] } })).status).toBe(404);
    expect((await call(t.app, 'DELETE', `/v2/vessel-zones/${made.body.zone.id}`, { token: other })).status).toBe(404);
    const gone = await call<{ message: string }>(t.app, 'DELETE', `/v2/vessel-zones/${made.body.zone.id}`, { token: admin });
    expect(gone.body.message).toBe(T.zoneDeleted('Reef sanctuary'));

    const geojson = {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { name: 'Gulhi anchorage' }, geometry: { type: 'Polygon', coordinates: [ring.map(([x, y]) => [x, y - 0.3])] } },
        { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [73.3, 4.3] } },
      ],
    };
    const imported = await call<{ zones: Zone[]; message: string }>(t.app, 'POST', '/v2/vessel-zones/import', { token: admin, body: { kind: 'anchorage', fileName: 'anchorages.geojson', geojson } });
    expect(imported.status).toBe(200);
    expect(imported.body.message).toBe(T.zonesImported(1));
    expect(imported.body.zones).toMatchObject([{ name: 'Gulhi anchorage', kind: 'anchorage' }]);
    const bad = await call<{ error: string }>(t.app, 'POST', '/v2/vessel-zones/import', { token: admin, body: { kind: 'anchorage', fileName: 'x.geojson', geojson: { type: 'Polygon', coordinates: [[[73, 4], [73, 5], [73, 4]]] } } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(`Feature 1 (x): ${T.ringTooShort}`);
    expect((await call<{ error: string }>(t.app, 'POST', '/v2/vessel-zones/import', { token: admin, body: { kind: 'anchorage', geojson: 'hello' } })).body.error).toBe(T.importNotGeoJson);

    // Each change is in the company's audit log, with who made it; refused ones are not.
    const audit = await t.database.db.selectFrom('audit_log').select(['action', 'summary', 'actor_name']).where('object_kind', '=', 'vessel-zone').orderBy('id').execute();
    expect(audit.map((e) => `${e.action}: ${e.summary}`)).toEqual([
      'create: Added the zone Reef reserve',
      'update: Updated the zone Reef sanctuary',
      'delete: Deleted the zone Reef sanctuary',
      'import: Imported 1 zone(s) from anchorages.geojson',
    ]);
    expect(new Set(audit.map((e) => e.actor_name)).size).toBe(1);
  });

  it('a dhoni leaving Malé, fishing and coming back: port calls, a trip and fishing activity, as events and on the dashboard', async () => {
    start = t.clock.now() - 6 * 3_600_000;
    const track = fishingTrip(dhoni.assetId, start);
    for (let i = 0; i < track.length; i += 50) await t.app.fleet.ingest.ingest(track.slice(i, i + 50));
    const events = await t.database.db.selectFrom('events').select(['type', 'details']).where('asset_id', '=', dhoni.assetId).orderBy('time').orderBy('id').execute();
    const told = events.map((e) => `${e.type} ${String(e.details['zone'] ?? '')}`.trim());
    // The way out may cross Malé's outer anchorage: the calls, the ground and the spell are in order, each once.
    expect(told.filter((e) => !e.includes('anchorage'))).toEqual([
      'port-departure Malé Fishing Harbour',
      'zone-enter Vaadhoo Kandu fishing ground',
      'fishing-activity Vaadhoo Kandu fishing ground',
      'zone-exit Vaadhoo Kandu fishing ground',
      'port-arrival Malé Fishing Harbour',
    ]);

    const activity = await call<VesselActivity>(t.app, 'GET', `/v2/vessels/activity?from=${start - 3_600_000}&to=${t.clock.now()}`, { token: vessel });
    expect(activity.status).toBe(200);
    expect(activity.body.portCalls.filter((c) => c.assetId === dhoni.assetId).map((c) => [c.kind, c.port])).toEqual([
      ['arrival', 'Malé Fishing Harbour'],
      ['departure', 'Malé Fishing Harbour'],
    ]);
    expect(activity.body.fishing).toMatchObject([{ assetId: dhoni.assetId, zone: 'Vaadhoo Kandu fishing ground' }]);
    const trip = activity.body.trips.find((x) => x.assetId === dhoni.assetId)!;
    expect(trip).toMatchObject({ fromPort: 'Malé Fishing Harbour', toPort: 'Malé Fishing Harbour' });
    expect(trip.days).toBeGreaterThan(0.1);
    expect(activity.body.perVessel.find((v) => v.assetId === dhoni.assetId)).toMatchObject({ trips: 1 });
    expect(activity.body.heat.length).toBeGreaterThan(100);
    expect((await register(vessel)).body.vessels.find((v) => v.assetId === dhoni.assetId)).toMatchObject({ state: 'in-port', port: 'Malé Fishing Harbour' });
    // The activity of a period: bounded, and ending after it starts.
    expect((await call<{ error: string }>(t.app, 'GET', `/v2/vessels/activity?from=${start}&to=${start - 1}`, { token: vessel })).body.error).toBe(T.periodInvalid);
    expect((await call<{ error: string }>(t.app, 'GET', `/v2/vessels/activity?from=0&to=${start}`, { token: vessel })).body.error).toBe(T.periodInvalid);
  });

  it('a vessel silent for the company hours raises one silent event', async () => {
    expect((await call(t.app, 'PUT', '/v2/vessels/settings', { token: admin, body: { silentHours: 2, publicDelayMin: 60 } })).status).toBe(200);
    const announced: string[] = [];
    const watcher = new VesselSilenceWatcher({ db: t.database.db, now: t.clock.now, announce: (events) => announced.push(...events.map((e) => `${e.assetId}:${e.type}`)), onError: (e) => { throw e; } });
    // The dhoni's last report is about 2 h old: 3 h on, it is silent (2 h) and told once.
    t.clock.advance(3 * 3_600_000);
    // Signed in again: the access tokens expired meanwhile.
    admin = (await loginAs(t.app, 'admin', 'admin')).accessToken;
    vessel = (await loginAs(t.app, DEMO_VESSEL_USER, DEMO_VESSEL_USER)).accessToken;
    await watcher.check();
    expect(announced).toContain(`${dhoni.assetId}:vessel-silent`);
    await watcher.check();
    expect(announced.filter((a) => a === `${dhoni.assetId}:vessel-silent`)).toHaveLength(1);
    expect((await register(vessel)).body.vessels.find((v) => v.assetId === dhoni.assetId)?.state).toBe('silent');
    await call(t.app, 'PUT', '/v2/vessels/settings', { token: admin, body: { silentHours: 6, publicDelayMin: 60 } });
    expect((await call<{ error: string }>(t.app, 'PUT', '/v2/vessels/settings', { token: admin, body: { silentHours: 0, publicDelayMin: 60 } })).body.error).toBe(T.silentHoursInvalid);
    expect((await call(t.app, 'PUT', '/v2/vessels/settings', { token: vessel, body: { silentHours: 3, publicDelayMin: 60 } })).status).toBe(403);
  });

  it('the public page: published vessels only, no owner data, positions delayed, no sign-in, unknown ids refused', async () => {
    const settings = await call<{ publicId: string; publicDelayMin: number }>(t.app, 'GET', '/v2/vessels/settings', { token: admin });
    expect(settings.body.publicId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    // The dhoni is published; a fresh report now (not to be shown for an hour) and one 2 h ago.
    await call(t.app, 'PUT', `/v2/vessels/${dhoni.assetId}/register`, { token: admin, body: { ...registerOf(dhoni), published: true } });
    const now = t.clock.now();
    await t.app.fleet.ingest.ingest([
      { assetId: dhoni.assetId, time: now - 10 * MIN, lat: 4.3, lng: 73.9, speed: 10, heading: 0 },
    ]);
    const r = await call<{ company: string; delayMin: number; vessels: Record<string, unknown>[] }>(t.app, 'GET', `/v2/public/vessels?company=${settings.body.publicId}`);
    expect(r.status).toBe(200);
    expect(r.body.delayMin).toBe(60);
    const all = (await register(admin)).body.vessels;
    expect(r.body.vessels.map((v) => v['name']).sort()).toEqual(all.filter((v) => v.published).map((v) => v.name).sort());
    for (const v of r.body.vessels) expect(Object.keys(v).sort()).toEqual(['gearType', 'homePort', 'lat', 'lengthM', 'lng', 'name', 'speedKn', 'time']);
    const text = JSON.stringify(r.body);
    for (const owner of [DEMO_MALDIVES_AGENCY, 'Klang Marine Services', '533112380', '9MKN1', 'MLE-FV']) expect(text).not.toContain(owner);
    const shown = r.body.vessels.find((v) => v['name'] === dhoni.name)!;
    expect(shown['time']).not.toBeNull();
    expect(shown['time'] as number).toBeLessThanOrEqual(now - 60 * MIN);
    expect(shown['lat']).not.toBe(4.3);
    expect((await call(t.app, 'GET', '/v2/public/vessels?company=AAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await call<{ error: string }>(t.app, 'GET', '/v2/public/vessels?company=x')).body.error).toBe(T.publicUnknown);
  });

  it('the public page is rate limited per address', async () => {
    const { publicId } = (await call<{ publicId: string }>(t.app, 'GET', '/v2/vessels/settings', { token: admin })).body;
    const hit = () => t.app.inject({ method: 'GET', url: `/v2/public/vessels?company=${publicId}`, remoteAddress: '203.0.113.77' });
    for (let i = 0; i < PUBLIC_RATE_LIMITS.vesselsPerAddress.max; i += 1) expect((await hit()).statusCode).toBe(200);
    const limited = await hit();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: MESSAGES.tooManyRequests });
    expect((await t.app.inject({ method: 'GET', url: `/v2/public/vessels?company=${publicId}`, remoteAddress: '203.0.113.78' })).statusCode).toBe(200);
  });
});

/** The register fields of a vessel (a PUT body). */
function registerOf(v: Vessel) {
  return { registration: v.registration, callSign: v.callSign, mmsi: v.mmsi, gearType: v.gearType, lengthM: v.lengthM, homePort: v.homePort, agency: v.agency, published: v.published };
}

/**
 * A dhoni's day as reports a minute apart: out of Malé Fishing Harbour at 9 knots to the Vaadhoo Kandu ground, an
 * hour of pole-and-line fishing (2-4 knots, turning every 3 minutes), back to the harbour.
 */
function fishingTrip(assetId: number, start: number): PositionInput[] {
  const out: PositionInput[] = [{ assetId, time: start, lat: HARBOUR.lat, lng: HARBOUR.lng, speed: 0, heading: 0 }];
  const last = () => out[out.length - 1]!;
  const step = (kn: number, course: number) => {
    const p = last();
    const km = (kn * KMH_PER_KNOT) / 60;
    out.push({ assetId, time: p.time + MIN, lat: p.lat + (km / 111.32) * Math.cos(course * RAD), lng: p.lng + (km / (111.32 * Math.cos(p.lat * RAD))) * Math.sin(course * RAD), speed: kn * KMH_PER_KNOT, heading: course });
  };
  const runTo = (to: { lat: number; lng: number }) => {
    for (let i = 0; i < 600; i += 1) {
      const p = last();
      const leftKm = Math.hypot((to.lat - p.lat) * 111.32, (to.lng - p.lng) * 111.32 * Math.cos(p.lat * RAD));
      if (leftKm < (9 * KMH_PER_KNOT) / 60) break;
      step(9, (Math.atan2((to.lng - p.lng) * Math.cos(p.lat * RAD), to.lat - p.lat) / RAD + 360) % 360);
    }
  };
  runTo(GROUND);
  let course = 30;
  for (let m = 0; m < 60; m += 1) {
    if (m % 3 === 0) course = (course + (m % 2 === 0 ? 70 : -45) + 360) % 360;
    step(2 + (m % 3), course);
  }
  runTo(HARBOUR);
  const p = last();
  out.push({ ...p, time: p.time + MIN, lat: HARBOUR.lat, lng: HARBOUR.lng, speed: 0 });
  out.push({ ...p, time: p.time + 2 * MIN, lat: HARBOUR.lat, lng: HARBOUR.lng, speed: 0 });
  return out;
}
