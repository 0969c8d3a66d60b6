import { DEVICE_COMMAND_TEXTS as T, type DeviceCommandsResponse } from '@fleet/domain';
import { crcItu, encodeGt06Command, encodeWatchCommand } from '@fleet/telemetry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, testConfig, type TestApp } from '../testing/test-app';
import { startIngestServers, type IngestServers } from './index';
import { FakeDevice } from './test-device';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A short GT06 frame (0x7878) with its CRC-ITU: length, protocol, content, serial, CRC, stop bits. */
function gt06(protocol: number, content: Buffer, serial: number): Buffer {
  const body = Buffer.concat([Buffer.from([content.length + 5, protocol]), content, Buffer.from([serial >> 8, serial & 0xff])]);
  const crc = crcItu(body);
  return Buffer.concat([Buffer.from([0x78, 0x78]), body, Buffer.from([crc >> 8, crc & 0xff, 0x0d, 0x0a])]);
}

/** A GT06 0x12 location (Concox GT06 V1.8 layout): UTC time, lat / lng in 1/1,800,000 degree, north and east. */
function gt06Location(time: number, lat: number, lng: number, speed: number, serial: number): Buffer {
  const d = new Date(time);
  const c = Buffer.alloc(26);
  [d.getUTCFullYear() - 2000, d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()].forEach((v, i) => (c[i] = v));
  c[6] = 0xc9;
  c.writeUInt32BE(Math.round(lat * 1_800_000), 7);
  c.writeUInt32BE(Math.round(lng * 1_800_000), 11);
  c[15] = speed;
  c.writeUInt16BE(0x1000 | 0x0400 | 90, 16);
  c.writeUInt16BE(502, 18);
  c[20] = 16;
  return gt06(0x12, c, serial);
}

const watch = (id: string, content: string) => encodeWatchCommand(id, content);

/**
 * The framed protocol servers on real TCP connections, through the one ingest path: a GT06 logs in (answered), its
 * location is stored and its commands go out as 0x80 packets whose answers (0x15, naming the command) close them; a
 * watch's link is answered and its UD stored, a find-my-watch written and answered; a device nobody registered is
 * refused when unknown devices are; a location before the login closes the connection.
 */
describe('framed device protocols (GT06, watch)', () => {
  let t: TestApp;
  let servers: IngestServers;
  let admin: string;
  let gt06Asset: number;
  let watchAsset: number;
  const IMEI = '868120309876543';
  const WATCH = '8800000042';

  const assign = async (identifier: string, assetId: number) => {
    const r = await call(t.app, 'POST', `/v2/devices/${identifier}/assign`, { token: admin, body: { assetId } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  };
  const stored = (assetId: number, time: number) => t.database.db.selectFrom('positions').select(['lat', 'lng', 'speed']).where('asset_id', '=', assetId).where('time', '=', new Date(time)).execute();
  const commands = async (assetId: number) => (await call<DeviceCommandsResponse>(t.app, 'GET', `/v2/assets/${assetId}/commands`, { token: admin })).body;

  beforeAll(async () => {
    t = await createTestApp({ config: { ingest: { ...testConfig().ingest, osmandPort: null, teltonikaPort: null, gt06Port: 0, watchPort: 0, mqttUrl: undefined } } });
    servers = await startIngestServers(t.app.fleet, quiet);
    admin = (await loginAs(t.app, 'admin', 'admin')).accessToken;
    const assets = (await t.database.db.selectFrom('assets').select('id').where('type', '=', 'truck').orderBy('id').execute()).map((a) => a.id);
    gt06Asset = assets[0]!;
    watchAsset = assets[1]!;
    await assign(IMEI, gt06Asset);
    await assign(WATCH, watchAsset);
  });
  afterAll(async () => {
    await servers.stop();
    await t.close();
  });

  it('GT06: the login is answered, the location stored; a locate command goes out and its answer closes it', async () => {
    const device = await FakeDevice.connect(servers.gt06!.port!);
    try {
      device.send(gt06(0x01, Buffer.from(`0${IMEI}`, 'hex'), 1));
      const loginAnswer = gt06(0x01, Buffer.alloc(0), 1);
      expect(await device.waitFor(loginAnswer.length)).toEqual(loginAnswer);
      const time = Math.floor(t.clock.now() / 1000) * 1000;
      device.send(gt06Location(time, 3.07, 101.53, 35, 2));
      await expect.poll(() => stored(gt06Asset, time)).toEqual([{ lat: expect.closeTo(3.07, 6), lng: expect.closeTo(101.53, 6), speed: 35 }]);
      expect((await t.database.db.selectFrom('devices').select('protocol').where('identifier', '=', IMEI).executeTakeFirstOrThrow()).protocol).toBe('gt06');

      expect((await commands(gt06Asset)).available).toEqual(['immobiliser-on', 'immobiliser-off', 'locate']);
      const sent = await call<{ command: { id: number }; message: string }>(t.app, 'POST', `/v2/assets/${gt06Asset}/commands`, { token: admin, body: { kind: 'locate' } });
      expect(sent.body.message).toBe(T.sent);
      const id = sent.body.command.id;
      const packet = encodeGt06Command('DWXX,000000#', id, 1);
      await device.waitFor(loginAnswer.length + packet.length);
      expect(device.received.subarray(loginAnswer.length)).toEqual(packet);
      // The answer (0x15) names the command by its server flag.
      const text = Buffer.from('Lat:N3.070000,Lon:E101.530000');
      const flag = Buffer.alloc(4);
      flag.writeUInt32BE(id);
      device.send(gt06(0x15, Buffer.concat([Buffer.from([4 + text.length]), flag, text, Buffer.from([0x00, 0x02])]), 3));
      await expect.poll(async () => (await commands(gt06Asset)).commands[0]?.state).toBe('answered');
      expect((await commands(gt06Asset)).commands[0]?.answer).toBe('Lat:N3.070000,Lon:E101.530000');
    } finally {
      device.close();
    }
  });

  it('GT06: a location before any login closes the connection and stores nothing', async () => {
    const device = await FakeDevice.connect(servers.gt06!.port!);
    const time = Math.floor(t.clock.now() / 1000) * 1000 + 5_000;
    device.send(gt06Location(time, 3.08, 101.54, 10, 1));
    await device.waitClosed();
    expect(await stored(gt06Asset, time)).toEqual([]);
  });

  it('watch: the link is answered, the UD stored, a find-my-watch written and answered', async () => {
    const device = await FakeDevice.connect(servers.watch!.port!);
    try {
      device.send(watch(WATCH, 'LK,1200,0,76'));
      const lk = watch(WATCH, 'LK');
      expect(await device.waitFor(lk.length)).toEqual(lk);
      const d = new Date(Math.floor(t.clock.now() / 1000) * 1000);
      const two = (n: number) => String(n).padStart(2, '0');
      const date = `${two(d.getUTCDate())}${two(d.getUTCMonth() + 1)}${two(d.getUTCFullYear() - 2000)}`;
      const hms = `${two(d.getUTCHours())}${two(d.getUTCMinutes())}${two(d.getUTCSeconds())}`;
      device.send(watch(WATCH, `UD,${date},${hms},A,3.060100,N,101.540200,E,4.00,0.0,20,9,80,76,1200,0,00000000,0,0`));
      await expect.poll(() => stored(watchAsset, d.getTime())).toEqual([{ lat: 3.0601, lng: 101.5402, speed: 4 }]);
      const sent = await call<{ message: string }>(t.app, 'POST', `/v2/assets/${watchAsset}/commands`, { token: admin, body: { kind: 'find' } });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      const find = watch(WATCH, 'FIND');
      await device.waitFor(lk.length + find.length);
      expect(device.received.subarray(lk.length)).toEqual(find);
      device.send(find);
      await expect.poll(async () => (await commands(watchAsset)).commands[0]?.state).toBe('answered');
      // A watch of the 3G family gets its commands framed as it frames its own.
      const before = device.received.length;
      device.send(encodeWatchCommand(WATCH, 'LK', '3G'));
      await device.waitFor(before + lk.length);
      await call(t.app, 'POST', `/v2/assets/${watchAsset}/commands`, { token: admin, body: { kind: 'locate' } });
      const locate = encodeWatchCommand(WATCH, 'CR', '3G');
      await device.waitFor(before + lk.length + locate.length);
      expect(device.received.subarray(before + lk.length)).toEqual(locate);
    } finally {
      device.close();
    }
  });
});

describe('framed device protocols: unknown devices refused', () => {
  it('closes the connection of a GT06 nobody registered, without answering its login', async () => {
    const t = await createTestApp({ config: { ingest: { ...testConfig().ingest, osmandPort: null, teltonikaPort: null, gt06Port: 0, mqttUrl: undefined, unknownDevices: 'refuse' } } });
    const servers = await startIngestServers(t.app.fleet, quiet);
    try {
      const device = await FakeDevice.connect(servers.gt06!.port!);
      device.send(gt06(0x01, Buffer.from('0868120300000001', 'hex'), 1));
      await device.waitClosed();
      expect(device.received.length).toBe(0);
    } finally {
      await servers.stop();
      await t.close();
    }
  });
});
