/**
 * Security suite, device side (issue #12, items 3, 5 and 6): end-to-end reproductions over real sockets and HTTP
 * against the ingest servers on port 0. Devices at different source addresses connect from 127.x.y.z (all loopback).
 */
import { randomBytes } from 'node:crypto';
import type { LiveAsset } from '@fleet/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../config';
import { startIngestServers, type IngestServers } from '../ingest-servers';
import { FakeDevice, codec8Packet, imeiHandshake, osmandRequest } from '../ingest-servers/test-device';
import { call, createTestApp, loginAs, testConfig, type TestApp } from '../testing/test-app';
import { createTenantWithAdmin } from '../users/create-tenant-admin';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const DAY_MS = 24 * 3_600_000;

/** The ingest settings of a test: both servers on free ports, no MQTT, then `over`. */
function ingestConfig(over: Partial<AppConfig['ingest']> = {}): Partial<AppConfig> {
  return { ingest: { ...testConfig().ingest, osmandPort: 0, teltonikaPort: 0, mqttUrl: undefined, ...over } };
}

interface Listed {
  identifier: string;
  assetId: number | null;
  backlog: number;
}

/** A running app with its ingest servers and the demo devices (assigned ones, in id order). */
async function startApp(config: Partial<AppConfig>) {
  const t = await createTestApp({ config });
  const servers = await startIngestServers(t.app.fleet, quiet);
  const rows = await t.database.db.selectFrom('devices').select(['identifier', 'asset_id']).where('asset_id', 'is not', null).orderBy('id').execute();
  const demo = rows.map((r) => ({ identifier: r.identifier, assetId: r.asset_id ?? 0 }));
  return { t, servers, demo, osmandPort: servers.osmand?.port ?? 0, teltonikaPort: servers.teltonika?.port ?? 0 };
}

const backlogOf = async (t: TestApp, identifier: string) =>
  Number((await t.database.db.selectFrom('device_backlog').select(sql<number>`count(*)`.as('n')).where('identifier', '=', identifier).executeTakeFirstOrThrow()).n);

const listed = async (t: TestApp, token: string, path: '/v2/devices' | '/v2/devices/unknown') =>
  (await call<{ devices: Listed[] }>(t.app, 'GET', path, { token })).body.devices;

const location = (time: number, lat = 3.1, lng = 101.6) => ({ timestamp: new Date(time).toISOString(), coords: { latitude: lat, longitude: lng } });

describe('device security: unregistered identifiers (item 3)', () => {
  let t: TestApp;
  let servers: IngestServers;
  let demo: { identifier: string; assetId: number }[];
  let osmandPort: number;
  let teltonikaPort: number;
  let demoAdmin: string;
  let otherAdmin: string;
  let otherAsset: number;
  beforeAll(async () => {
    ({ t, servers, demo, osmandPort, teltonikaPort } = await startApp(ingestConfig({ unregisteredPerAddressPerHour: 20 })));
    demoAdmin = (await loginAs(t.app, 'admin', 'admin')).accessToken;
    const other = await createTenantWithAdmin(t.database.db, {
      tenantName: 'Other Haulage',
      username: 'other-admin',
      email: 'admin@other-haulage.my',
      displayName: 'Other Admin',
      password: 'other-admin-password',
    });
    otherAdmin = (await loginAs(t.app, 'other-admin', 'other-admin-password')).accessToken;
    otherAsset = (await t.database.db.insertInto('assets').values({ tenant_id: other.tenantId, name: 'Other truck', type: 'truck', unit_id: 'o-1' }).returning('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await servers.stop();
    await t.close();
  });

  it("never lists an identifier a company did not register, and refuses another company's device with 409", async () => {
    const stranger = '356307042449001';
    const time = t.clock.now() - 60_000;
    const sent = await osmandRequest(osmandPort, { json: { device_id: stranger, location: [location(time), location(time + 1000)] }, from: '127.0.0.11' });
    expect(sent.status).toBe(200);
    for (const token of [demoAdmin, otherAdmin]) {
      expect((await listed(t, token, '/v2/devices/unknown')).map((d) => d.identifier)).not.toContain(stranger);
      expect((await listed(t, token, '/v2/devices')).map((d) => d.identifier)).not.toContain(stranger);
    }

    // The other company types the identifier from the label: the device and its kept records are theirs.
    const claimed = await call(t.app, 'POST', `/v2/devices/${stranger}/assign`, { token: otherAdmin, body: { assetId: otherAsset } });
    expect(claimed).toMatchObject({ status: 200, body: { success: true, identifier: stranger, assetId: otherAsset, moved: 2 } });
    expect(await backlogOf(t, stranger)).toBe(0);

    // The demo company cannot take it, nor the other company a demo device: 409, nothing changes.
    const demoAsset = demo[0]?.assetId ?? 0;
    const taken = await call<{ error: string; code: string }>(t.app, 'POST', `/v2/devices/${stranger}/assign`, { token: demoAdmin, body: { assetId: demoAsset } });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatch(/another company/);
    const demoDevice = demo[0]?.identifier ?? '';
    const stolen = await call(t.app, 'POST', `/v2/devices/${demoDevice}/assign`, { token: otherAdmin, body: { assetId: otherAsset } });
    expect(stolen.status).toBe(409);
    const owners = await t.database.db.selectFrom('devices').select(['identifier', 'asset_id']).where('identifier', 'in', [stranger, demoDevice]).orderBy('identifier').execute();
    expect(Object.fromEntries(owners.map((o) => [o.identifier, o.asset_id]))).toEqual({ [stranger]: otherAsset, [demoDevice]: demoAsset });
    expect((await listed(t, demoAdmin, '/v2/devices')).map((d) => d.identifier)).not.toContain(stranger);
    expect((await listed(t, otherAdmin, '/v2/devices')).map((d) => d.identifier)).toEqual([stranger]);
  });

  it('lets an Administrator claim an identifier that never reported; its first reports go to the asset', async () => {
    const fresh = '356307042449002';
    const claimed = await call(t.app, 'POST', `/v2/devices/${fresh}/assign`, { token: otherAdmin, body: { assetId: otherAsset } });
    expect(claimed).toMatchObject({ status: 200, body: { moved: 0 } });
    const device = await FakeDevice.connect(teltonikaPort, '127.0.0.15');
    const time = t.clock.now() - 5_000;
    device.send(Buffer.concat([imeiHandshake(fresh), codec8Packet([{ time, lat: 3.2, lng: 101.2 }])]));
    expect((await device.waitFor(5)).toString('hex')).toBe('0100000001');
    device.close();
    const rows = await t.database.db.selectFrom('positions').select('lat').where('asset_id', '=', otherAsset).where('time', '=', new Date(time)).execute();
    expect(rows).toEqual([{ lat: 3.2 }]);
  });

  it('does not list 100 random identifiers from one address and refuses new ones past the per-address rate', async () => {
    const from = '127.0.0.12';
    const statuses: number[] = [];
    const ids: string[] = [];
    for (let i = 0; i < 100; i++) {
      const id = `rnd-${randomBytes(6).toString('hex')}`;
      ids.push(id);
      statuses.push((await osmandRequest(osmandPort, { query: { id, lat: '3.1', lon: '101.6' }, from })).status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(80);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    for (const token of [demoAdmin, otherAdmin]) {
      const shown = new Set((await listed(t, token, '/v2/devices')).map((d) => d.identifier));
      expect(ids.filter((id) => shown.has(id))).toEqual([]);
    }
    const kept = await t.database.db.selectFrom('device_backlog').select('identifier').where('identifier', 'like', 'rnd-%').execute();
    expect(kept).toHaveLength(20);
    // The same address's Teltonika handshake with a new IMEI is refused too; a known identifier is still served.
    const device = await FakeDevice.connect(teltonikaPort, from);
    device.send(imeiHandshake('356307042449003'));
    await device.waitClosed();
    expect(device.received.toString('hex')).toBe('00');
    expect((await osmandRequest(osmandPort, { query: { id: ids[0] ?? '', lat: '3.1', lon: '101.6' }, from })).status).toBe(200);
    expect((await osmandRequest(osmandPort, { query: { id: demo[1]?.identifier ?? '', lat: '3.1', lon: '101.6' }, from })).status).toBe(200);
    // Another address is not affected.
    expect((await osmandRequest(osmandPort, { query: { id: 'rnd-elsewhere', lat: '3.1', lon: '101.6' }, from: '127.0.0.13' })).status).toBe(200);
  });

  it('deletes identifiers unseen for 7 days and kept records older than 7 days', async () => {
    const from = '127.0.0.14';
    const start = t.clock.now();
    expect((await osmandRequest(osmandPort, { json: { device_id: 'exp-old', location: [location(start - 2000), location(start - 1000)] }, from })).status).toBe(200);
    expect((await osmandRequest(osmandPort, { json: { device_id: 'exp-live', location: location(start - 1000) }, from })).status).toBe(200);
    t.clock.advance(4 * DAY_MS);
    expect((await osmandRequest(osmandPort, { json: { device_id: 'exp-live', location: location(t.clock.now() - 1000) }, from })).status).toBe(200);
    expect(await backlogOf(t, 'exp-live')).toBe(2);
    t.clock.advance(3 * DAY_MS + 60_000);
    await t.app.fleet.devices.expireUnregistered();
    expect(await backlogOf(t, 'exp-old')).toBe(0);
    expect(await backlogOf(t, 'exp-live')).toBe(1);
    const left = await t.database.db.selectFrom('unregistered_devices').select(['identifier', 'records_kept']).where('identifier', 'like', 'exp-%').execute();
    expect(left).toEqual([{ identifier: 'exp-live', records_kept: 1 }]);
  });
});

describe('device security: bounds on unregistered identifiers (item 3)', () => {
  let t: TestApp;
  let servers: IngestServers;
  let demo: { identifier: string; assetId: number }[];
  let osmandPort: number;
  let teltonikaPort: number;
  beforeAll(async () => {
    ({ t, servers, demo, osmandPort, teltonikaPort } = await startApp(
      ingestConfig({ unregisteredRecordsPerDevice: 5, unregisteredDevicesMax: 3, unregisteredRecordsMax: 12, unregisteredPerAddressPerHour: 1000 }),
    ));
  });
  afterAll(async () => {
    await servers.stop();
    await t.close();
  });

  const batch = (id: string, n: number, base: number) => ({ device_id: id, location: Array.from({ length: n }, (_, i) => location(base + i * 1000)) });

  it('keeps at most N records per identifier: more are acknowledged and dropped', async () => {
    const base = t.clock.now() - 600_000;
    expect((await osmandRequest(osmandPort, { json: batch('cap-1', 8, base) })).status).toBe(200);
    expect(await backlogOf(t, 'cap-1')).toBe(5);
    expect((await osmandRequest(osmandPort, { json: batch('cap-1', 2, base + 60_000) })).status).toBe(200);
    expect(await backlogOf(t, 'cap-1')).toBe(5);
  });

  it('refuses a new identifier once the totals are reached, like FLEET_UNKNOWN_DEVICES=refuse', async () => {
    const base = t.clock.now() - 600_000;
    expect((await osmandRequest(osmandPort, { json: batch('cap-2', 5, base) })).status).toBe(200);
    // 10 of 12 records kept: the third identifier gets the 2 left.
    expect((await osmandRequest(osmandPort, { json: batch('cap-3', 5, base) })).status).toBe(200);
    expect(await backlogOf(t, 'cap-3')).toBe(2);
    const refused = await osmandRequest(osmandPort, { json: batch('cap-4', 1, base) });
    expect(refused.status).toBe(403);
    expect(await backlogOf(t, 'cap-4')).toBe(0);
    const device = await FakeDevice.connect(teltonikaPort);
    device.send(imeiHandshake('356307042449004'));
    await device.waitClosed();
    expect(device.received.toString('hex')).toBe('00');
    // Registered devices are not affected.
    const { identifier, assetId } = demo[0] ?? { identifier: '', assetId: 0 };
    expect((await osmandRequest(osmandPort, { json: batch(identifier, 1, base) })).status).toBe(200);
    expect(await t.database.db.selectFrom('positions').select('lat').where('asset_id', '=', assetId).where('time', '=', new Date(base)).execute()).toHaveLength(1);
  });
});

describe('device security: bad positions (item 5)', () => {
  let t: TestApp;
  let servers: IngestServers;
  let demo: { identifier: string; assetId: number }[];
  let osmandPort: number;
  let teltonikaPort: number;
  let token: string;
  beforeAll(async () => {
    ({ t, servers, demo, osmandPort, teltonikaPort } = await startApp(ingestConfig()));
    token = (await loginAs(t.app, 'admin', 'admin')).accessToken;
  });
  afterAll(async () => {
    await servers.stop();
    await t.close();
  });

  const liveAsset = async (assetId: number) =>
    (await call<{ assets: LiveAsset[] }>(t.app, 'GET', '/v2/live/assets', { token })).body.assets.find((a) => a.assetId === assetId);
  const positionsAt = (assetId: number, time: number) =>
    t.database.db.selectFrom('positions').select(['lat', 'lng']).where('asset_id', '=', assetId).where('time', '=', new Date(time)).execute();

  it('a report dated 2100 does not freeze the live position, and a state frozen before heals', async () => {
    const { identifier, assetId } = demo[0] ?? { identifier: '', assetId: 0 };
    const in2100 = Date.UTC(2100, 0, 1) / 1000;
    expect((await osmandRequest(osmandPort, { query: { id: identifier, timestamp: String(in2100), lat: '3.5', lon: '101.5' } })).status).toBe(200);
    const now = Math.floor(t.clock.now() / 1000);
    expect((await osmandRequest(osmandPort, { query: { id: identifier, timestamp: String(now), lat: '3.1234', lon: '101.4321' } })).status).toBe(200);
    expect(await liveAsset(assetId)).toMatchObject({ time: now * 1000, lat: 3.1234, lng: 101.4321 });
    expect(await positionsAt(assetId, in2100 * 1000)).toEqual([]);

    // A state frozen in 2100 by the code before this fix: the next sane report replaces it.
    const other = demo[1] ?? { identifier: '', assetId: 0 };
    expect((await osmandRequest(osmandPort, { query: { id: other.identifier, timestamp: String(now - 10), lat: '3.2', lon: '101.2' } })).status).toBe(200);
    await t.database.db.updateTable('asset_state').set({ time: new Date(in2100 * 1000) }).where('asset_id', '=', other.assetId).execute();
    expect((await osmandRequest(osmandPort, { query: { id: other.identifier, timestamp: String(now), lat: '3.21', lon: '101.21' } })).status).toBe(200);
    expect(await liveAsset(other.assetId)).toMatchObject({ time: now * 1000, lat: 3.21, lng: 101.21 });
  });

  it('acknowledges a Teltonika packet with one out-of-range record with the full count, stores the good ones and goes on', async () => {
    const { identifier, assetId } = demo[2] ?? { identifier: '', assetId: 0 };
    const time = t.clock.now() - 30_000;
    const device = await FakeDevice.connect(teltonikaPort);
    try {
      device.send(imeiHandshake(identifier));
      expect((await device.waitFor(1)).toString('hex')).toBe('01');
      device.send(codec8Packet([
        { time, lat: 3.01, lng: 101.01 },
        { time: time + 1000, lat: 95, lng: 101.02 },
        { time: time + 2000, lat: 3.03, lng: 101.03 },
        { time: time + 3000, lat: 0, lng: 0 },
        { time: time + 4000, lat: 3.05, lng: 101.05, speed: 1500 },
      ]));
      expect((await device.waitFor(5)).subarray(1).toString('hex')).toBe('00000005');
      expect(await positionsAt(assetId, time)).toEqual([{ lat: 3.01, lng: 101.01 }]);
      expect(await positionsAt(assetId, time + 2000)).toEqual([{ lat: 3.03, lng: 101.03 }]);
      for (const dropped of [1000, 3000, 4000]) expect(await positionsAt(assetId, time + dropped)).toEqual([]);
      expect(await liveAsset(assetId)).toMatchObject({ time: time + 2000, lat: 3.03 });
      device.send(codec8Packet([{ time: time + 5000, lat: 3.06, lng: 101.06 }]));
      expect((await device.waitFor(9)).subarray(5).toString('hex')).toBe('00000001');
      expect(await positionsAt(assetId, time + 5000)).toEqual([{ lat: 3.06, lng: 101.06 }]);
    } finally {
      device.close();
    }
  });

  it('stores the good locations of a Traccar Client batch with a bad one and answers 200', async () => {
    const { identifier, assetId } = demo[3] ?? { identifier: '', assetId: 0 };
    const time = t.clock.now() - 20_000;
    const json = { device_id: identifier, location: [location(time, 3.3, 101.3), location(time + 1000, 99, 101.3), location(time + 2000, 3.32, 101.32)] };
    const r = await osmandRequest(osmandPort, { json });
    expect(r.status).toBe(200);
    expect(r.text).toMatch(/1 .*dropped.*lat 99/);
    expect(await positionsAt(assetId, time)).toHaveLength(1);
    expect(await positionsAt(assetId, time + 2000)).toHaveLength(1);
  });

  it('reads Unix seconds of 2^31 and later as seconds (2038 and after, not 1970)', async () => {
    // The server's clock in 2040, so that 2038 is the past.
    t.clock.advance(Date.UTC(2040, 0, 1) - t.clock.now());
    const { identifier, assetId } = demo[4] ?? { identifier: '', assetId: 0 };
    const seconds = 2 ** 31 + 86_400;
    expect((await osmandRequest(osmandPort, { query: { id: identifier, timestamp: String(seconds), lat: '3.4', lon: '101.4' } })).status).toBe(200);
    expect(await positionsAt(assetId, seconds * 1000)).toEqual([{ lat: 3.4, lng: 101.4 }]);
    expect(new Date(seconds * 1000).getUTCFullYear()).toBe(2038);
  });
});

describe('device security: connection limits (item 6)', () => {
  let t: TestApp;
  let servers: IngestServers;
  let demo: { identifier: string; assetId: number }[];
  let osmandPort: number;
  let teltonikaPort: number;
  beforeAll(async () => {
    ({ t, servers, demo, osmandPort, teltonikaPort } = await startApp(
      ingestConfig({ teltonikaHandshakeTimeoutMs: 300, teltonikaMaxConnectionsPerAddress: 3, teltonikaMaxConnections: 5, unregisteredPerAddressPerHour: 3 }),
    ));
  });
  afterAll(async () => {
    await servers.stop();
    await t.close();
  });

  /** A Teltonika connection from `from` that completed its handshake as a demo device. */
  const connected = async (from: string, i: number) => {
    const device = await FakeDevice.connect(teltonikaPort, from);
    device.send(imeiHandshake(demo[i]?.identifier ?? ''));
    expect((await device.waitFor(1)).toString('hex')).toBe('01');
    return device;
  };

  it('closes a Teltonika socket that sends no IMEI within the handshake deadline', async () => {
    const started = Date.now();
    const silent = await FakeDevice.connect(teltonikaPort, '127.0.0.31');
    const greeted = await connected('127.0.0.31', 0);
    await silent.waitClosed(2_000);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(silent.received.length).toBe(0);
    await new Promise((r) => setTimeout(r, 300));
    expect(greeted.closed).toBe(false);
    greeted.close();
  });

  it('caps Teltonika connections per source address and in total, closing refused ones at once', async () => {
    const open: FakeDevice[] = [];
    try {
      for (let i = 0; i < 3; i++) open.push(await connected('127.0.0.32', i));
      const fourth = await FakeDevice.connect(teltonikaPort, '127.0.0.32');
      await fourth.waitClosed(1_000);
      expect(fourth.received.length).toBe(0);
      // Another address still gets in, up to the total of 5.
      for (let i = 3; i < 5; i++) open.push(await connected('127.0.0.33', i));
      const beyond = await FakeDevice.connect(teltonikaPort, '127.0.0.34');
      await beyond.waitClosed(1_000);
      expect(beyond.received.length).toBe(0);
    } finally {
      for (const d of open) d.close();
    }
    // Closed connections free their places.
    await new Promise((r) => setTimeout(r, 100));
    const again = await connected('127.0.0.34', 0);
    again.close();
  });

  it('refuses an OsmAnd identifier longer than 64 characters with 400', async () => {
    const r = await osmandRequest(osmandPort, { query: { id: 'x'.repeat(65), lat: '3.1', lon: '101.6' }, from: '127.0.0.35' });
    expect(r.status).toBe(400);
    expect(r.text).toMatch(/64 characters/);
    expect((await osmandRequest(osmandPort, { query: { id: 'y'.repeat(64), lat: '3.1', lon: '101.6' }, from: '127.0.0.35' })).status).toBe(200);
  });

  it('limits new unregistered OsmAnd identifiers per source address with 429', async () => {
    const from = '127.0.0.36';
    for (const id of ['rate-1', 'rate-2', 'rate-3']) expect((await osmandRequest(osmandPort, { query: { id, lat: '3.1', lon: '101.6' }, from })).status).toBe(200);
    const limited = await osmandRequest(osmandPort, { query: { id: 'rate-4', lat: '3.1', lon: '101.6' }, from });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.text).toMatch(/new device identifiers/);
    // Known identifiers and registered devices go on; an hour later a new one is accepted again.
    expect((await osmandRequest(osmandPort, { query: { id: 'rate-1', lat: '3.1', lon: '101.6' }, from })).status).toBe(200);
    expect((await osmandRequest(osmandPort, { query: { id: demo[0]?.identifier ?? '', lat: '3.1', lon: '101.6' }, from })).status).toBe(200);
    expect((await osmandRequest(osmandPort, { query: { id: 'rate-5', lat: '3.1', lon: '101.6' }, from: '127.0.0.37' })).status).toBe(200);
    t.clock.advance(3_600_000 + 1000);
    expect((await osmandRequest(osmandPort, { query: { id: 'rate-4', lat: '3.1', lon: '101.6' }, from })).status).toBe(200);
  });
});
