import type { LiveAsset } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, loginAs, testConfig, type TestApp } from '../testing/test-app';
import { startIngestServers, type IngestServers } from './index';
import { FakeDevice, codec8Packet, imeiHandshake } from './test-device';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const ports = { ...testConfig().ingest, osmandPort: 0, teltonikaPort: 0, mqttUrl: undefined };

describe('device ingest servers', () => {
  let t: TestApp;
  let servers: IngestServers;
  let token: string;
  let demo: { identifier: string; assetId: number }[];
  beforeAll(async () => {
    t = await createTestApp({ config: { ingest: ports } });
    servers = await startIngestServers(t.app.fleet, quiet);
    token = (await loginAs(t.app, 'admin', 'admin')).accessToken;
    const rows = await t.database.db.selectFrom('devices').select(['identifier', 'asset_id']).where('asset_id', 'is not', null).orderBy('id').execute();
    demo = rows.map((r) => ({ identifier: r.identifier, assetId: r.asset_id ?? 0 }));
  });
  afterAll(async () => {
    await servers.stop();
    await t.close();
  });

  const liveAsset = async (assetId: number) => {
    const r = await call<{ assets: LiveAsset[] }>(t.app, 'GET', '/v2/live/assets', { token });
    return r.body.assets.find((a) => a.assetId === assetId);
  };
  const positionsAt = (assetId: number, time: number) =>
    t.database.db.selectFrom('positions').select(['lat', 'lng']).where('asset_id', '=', assetId).where('time', '=', new Date(time)).execute();

  it('moves a demo asset on an OsmAnd GET as the OsmAnd phone app sends it', async () => {
    const { identifier, assetId } = demo[0] ?? { identifier: '', assetId: 0 };
    const time = Math.floor(t.clock.now() / 1000) + 60;
    const url = `http://127.0.0.1:${servers.osmand?.port}/?id=${identifier}&timestamp=${time}&lat=3.1390&lon=101.6869&speed=10&bearing=45&altitude=40&accuracy=5&batt=88`;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(await liveAsset(assetId)).toMatchObject({ lat: 3.139, lng: 101.6869, time: time * 1000, heading: 45 });
    expect((await liveAsset(assetId))?.speed).toBeCloseTo(18.52, 2);
    const device = await t.database.db.selectFrom('devices').select('last_seen_at').where('identifier', '=', identifier).executeTakeFirstOrThrow();
    expect(device.last_seen_at).not.toBeNull();
  });

  it('accepts the Traccar Client JSON POST and a form POST on any path', async () => {
    const { identifier, assetId } = demo[4] ?? { identifier: '', assetId: 0 };
    const time = t.clock.now() + 30_000;
    const json = {
      device_id: identifier,
      location: { timestamp: new Date(time).toISOString(), coords: { latitude: 3.01, longitude: 101.41, speed: 10, heading: 90, altitude: 12, accuracy: 4 }, battery: { level: 0.5 } },
    };
    const posted = await fetch(`http://127.0.0.1:${servers.osmand?.port}/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) });
    expect(posted.status).toBe(200);
    expect(await positionsAt(assetId, time)).toEqual([{ lat: 3.01, lng: 101.41 }]);
    const form = await fetch(`http://127.0.0.1:${servers.osmand?.port}/any/path`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `id=${identifier}&lat=3.02&lon=101.42&timestamp=${Math.floor(time / 1000) + 1}`,
    });
    expect(form.status).toBe(200);
    expect(await positionsAt(assetId, (Math.floor(time / 1000) + 1) * 1000)).toEqual([{ lat: 3.02, lng: 101.42 }]);
  });

  it('answers 400 with the decoder text for a request without a device or a position', async () => {
    const noId = await fetch(`http://127.0.0.1:${servers.osmand?.port}/?lat=3&lon=1`);
    expect(noId.status).toBe(400);
    expect(await noId.text()).toBe('id: missing device identifier (id or deviceid)');
    const noPosition = await fetch(`http://127.0.0.1:${servers.osmand?.port}/?id=x`);
    expect(noPosition.status).toBe(400);
    expect(await noPosition.text()).toMatch(/^lat, lon: missing/);
  });

  it('answers 200 naming the dropped record for an out-of-range location (the device must not send it again)', async () => {
    const { identifier } = demo[6] ?? { identifier: '' };
    const response = await fetch(`http://127.0.0.1:${servers.osmand?.port}/?id=${identifier}&lat=95&lon=1`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('OK: 1 of 1 records dropped (lat 95 out of range -90..90).');
    const future = await fetch(`http://127.0.0.1:${servers.osmand?.port}/?id=${identifier}&lat=3&lon=101&timestamp=4102444800`);
    expect(await future.text()).toBe('OK: 1 of 1 records dropped (filtered: 1 future).');
  });

  it('answers 503 with Retry-After (OsmAnd) and closes unacknowledged (Teltonika) while the database is unreachable', async () => {
    const { identifier } = demo[7] ?? { identifier: '' };
    const down = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    const spy = vi.spyOn(t.app.fleet.devices, 'deliver').mockRejectedValue(down);
    try {
      const response = await fetch(`http://127.0.0.1:${servers.osmand?.port}/?id=${identifier}&lat=3&lon=101`);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      const device = await FakeDevice.connect(servers.teltonika?.port ?? 0);
      device.send(Buffer.concat([imeiHandshake(identifier), codec8Packet([{ time: t.clock.now(), lat: 3, lng: 101 }])]));
      await device.waitClosed();
      expect(device.received.toString('hex')).toBe('01');
    } finally {
      spy.mockRestore();
    }
  });

  it('acknowledges a Teltonika packet only after its record is in positions', async () => {
    const { identifier, assetId } = demo[1] ?? { identifier: '', assetId: 0 };
    const time = t.clock.now() + 120_000;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const ingest = t.app.fleet.ingest;
    const original = ingest.ingest.bind(ingest);
    const spy = vi.spyOn(ingest, 'ingest').mockImplementation(async (inputs) => {
      await gate;
      return original(inputs);
    });
    const device = await FakeDevice.connect(servers.teltonika?.port ?? 0);
    try {
      device.send(imeiHandshake(identifier));
      expect((await device.waitFor(1)).toString('hex')).toBe('01');
      device.send(codec8Packet([{ time, lat: 3.05, lng: 101.55, speed: 60 }]));
      await vi.waitFor(() => expect(spy).toHaveBeenCalled());
      await new Promise((r) => setTimeout(r, 100));
      expect(device.received.length).toBe(1);
      release();
      expect((await device.waitFor(5)).subarray(1).toString('hex')).toBe('00000001');
      expect(await positionsAt(assetId, time)).toEqual([{ lat: 3.05, lng: 101.55 }]);
      expect(await liveAsset(assetId)).toMatchObject({ lat: 3.05, lng: 101.55, speed: 60 });
    } finally {
      spy.mockRestore();
      device.close();
    }
  });

  it('acknowledges packets sent in one write one by one, in order', async () => {
    const { identifier, assetId } = demo[5] ?? { identifier: '', assetId: 0 };
    const time = t.clock.now() + 150_000;
    const device = await FakeDevice.connect(servers.teltonika?.port ?? 0);
    device.send(Buffer.concat([
      imeiHandshake(identifier),
      codec8Packet([{ time, lat: 3.3, lng: 101.3 }]),
      codec8Packet([{ time: time + 1000, lat: 3.31, lng: 101.31 }, { time: time + 2000, lat: 3.32, lng: 101.32 }]),
    ]));
    expect((await device.waitFor(9)).toString('hex')).toBe('010000000100000002');
    device.close();
    expect(await positionsAt(assetId, time + 2000)).toEqual([{ lat: 3.32, lng: 101.32 }]);
  });

  it("keeps an unknown IMEI's records in the backlog until an Administrator assigns the device", async () => {
    const imei = '356307042441013';
    const time = t.clock.now() + 180_000;
    const device = await FakeDevice.connect(servers.teltonika?.port ?? 0);
    device.send(imeiHandshake(imei));
    expect((await device.waitFor(1)).toString('hex')).toBe('01');
    const packet = codec8Packet([{ time, lat: 2.9, lng: 101.7 }, { time: time + 1000, lat: 2.91, lng: 101.71 }]);
    device.send(packet);
    expect((await device.waitFor(5)).subarray(1).toString('hex')).toBe('00000002');
    // The device sends the same packet again (no ack seen): acknowledged, not stored twice.
    device.send(packet);
    expect((await device.waitFor(9)).subarray(5).toString('hex')).toBe('00000002');
    device.close();

    // Kept aside where no company lists it, until an Administrator types its IMEI.
    expect((await call<{ devices: unknown[] }>(t.app, 'GET', '/v2/devices/unknown', { token })).body.devices).toEqual([]);
    expect(await t.database.db.selectFrom('unregistered_devices').select(['identifier', 'protocol', 'source_address', 'records_kept']).execute()).toEqual([
      { identifier: imei, protocol: 'teltonika', source_address: '127.0.0.1', records_kept: 2 },
    ]);

    const target = demo[2]?.assetId ?? 0;
    const assigned = await call(t.app, 'POST', `/v2/devices/${imei}/assign`, { token, body: { assetId: target } });
    expect(assigned).toMatchObject({ status: 200, body: { success: true, moved: 2 } });
    expect(await positionsAt(target, time)).toEqual([{ lat: 2.9, lng: 101.7 }]);
    expect(await positionsAt(target, time + 1000)).toEqual([{ lat: 2.91, lng: 101.71 }]);
    expect(await t.database.db.selectFrom('device_backlog').selectAll().execute()).toEqual([]);
    expect(await t.database.db.selectFrom('unregistered_devices').selectAll().execute()).toEqual([]);
    const listed = await call<{ devices: { identifier: string; assetId: number; protocol: string }[] }>(t.app, 'GET', '/v2/devices', { token });
    expect(listed.body.devices.find((d) => d.identifier === imei)).toMatchObject({ assetId: target, protocol: 'teltonika' });

    // From now on its records go straight to the asset.
    const again = await FakeDevice.connect(servers.teltonika?.port ?? 0);
    again.send(Buffer.concat([imeiHandshake(imei), codec8Packet([{ time: time + 2000, lat: 2.92, lng: 101.72 }])]));
    expect((await again.waitFor(5)).toString('hex')).toBe('0100000001');
    again.close();
    expect(await positionsAt(target, time + 2000)).toEqual([{ lat: 2.92, lng: 101.72 }]);
  });

  it('closes the connection of a malformed frame and keeps serving others', async () => {
    const { identifier, assetId } = demo[3] ?? { identifier: '', assetId: 0 };
    const bad = await FakeDevice.connect(servers.teltonika?.port ?? 0);
    bad.send(imeiHandshake(identifier));
    await bad.waitFor(1);
    const broken = codec8Packet([{ time: t.clock.now(), lat: 1, lng: 1 }]);
    broken.writeUInt8(broken.readUInt8(broken.length - 1) ^ 0xff, broken.length - 1); // CRC mismatch
    bad.send(broken);
    await bad.waitClosed();
    expect(bad.received.toString('hex')).toBe('01');

    const good = await FakeDevice.connect(servers.teltonika?.port ?? 0);
    const time = t.clock.now() + 240_000;
    good.send(imeiHandshake(identifier));
    good.send(codec8Packet([{ time, lat: 3.2, lng: 101.6 }]));
    expect((await good.waitFor(5)).toString('hex')).toBe('0100000001');
    good.close();
    expect(await positionsAt(assetId, time)).toHaveLength(1);
  });
});

describe('device ingest servers refusing unknown devices', () => {
  let t: TestApp;
  let servers: IngestServers;
  beforeAll(async () => {
    t = await createTestApp({ config: { ingest: { ...ports, unknownDevices: 'refuse' } } });
    servers = await startIngestServers(t.app.fleet, quiet);
  });
  afterAll(async () => {
    await servers.stop();
    await t.close();
  });

  it('answers an unknown OsmAnd device 403 and an unknown Teltonika IMEI 0x00, storing nothing', async () => {
    const response = await fetch(`http://127.0.0.1:${servers.osmand?.port}/?id=stranger&lat=3&lon=101`);
    expect(response.status).toBe(403);
    expect(await response.text()).toMatch(/Unknown device stranger/);
    const device = await FakeDevice.connect(servers.teltonika?.port ?? 0);
    device.send(imeiHandshake('356307042441099'));
    await device.waitClosed();
    expect(device.received.toString('hex')).toBe('00');
    expect(await t.database.db.selectFrom('unregistered_devices').selectAll().execute()).toEqual([]);
    expect(await t.database.db.selectFrom('device_backlog').selectAll().execute()).toEqual([]);
  });
});
