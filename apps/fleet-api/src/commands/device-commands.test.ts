import { DEVICE_COMMAND_TEXTS as T, type DeviceCommand, type DeviceCommandsResponse } from '@fleet/domain';
import { CODEC_12_RESPONSE, crc16Ibm, encodeCodec12Command } from '@fleet/telemetry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIngestServers, type IngestServers } from '../ingest-servers';
import { FakeDevice, codec8Packet, imeiHandshake } from '../ingest-servers/test-device';
import { call, createTestApp, demoVisibleAssetIds, loginAs, testConfig, type TestApp } from '../testing/test-app';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A device's Codec 12 answer (type 0x06) with its CRC. */
function codec12Answer(text: string): Buffer {
  const frame = encodeCodec12Command(text);
  frame[10] = CODEC_12_RESPONSE;
  frame.writeUInt32BE(crc16Ibm(frame, 8, frame.length - 4), frame.length - 4);
  return frame;
}

/**
 * Commands back to devices through the API and a Teltonika device on a real TCP connection: queued while the device
 * is away and written at its handshake, written at once while it is connected, its Codec 12 answer recorded, an
 * unanswered one marked so after the timeout; the permissions (immobiliser on / off, Administrators for
 * diagnostics) refuse on the server what the panel does not offer.
 */
describe('device commands', () => {
  let t: TestApp;
  let servers: IngestServers;
  let admin: string;
  let demo: string;
  let truck: { id: number; identifier: string };
  let hidden: number;
  let device: FakeDevice | undefined;

  const get = (assetId: number, token = admin) => call<DeviceCommandsResponse>(t.app, 'GET', `/v2/assets/${assetId}/commands`, { token });
  const send = (assetId: number, body: unknown, token = admin) => call<{ command: DeviceCommand; message: string; error?: string }>(t.app, 'POST', `/v2/assets/${assetId}/commands`, { token, body });
  const latest = async () => (await get(truck.id)).body.commands[0]!;

  beforeAll(async () => {
    t = await createTestApp({ config: { ingest: { ...testConfig().ingest, osmandPort: null, teltonikaPort: 0, mqttUrl: undefined, commandTimeoutMs: 60_000 } } });
    servers = await startIngestServers(t.app.fleet, quiet);
    admin = (await loginAs(t.app, 'admin', 'admin')).accessToken;
    demo = (await loginAs(t.app, 'demo', 'demo')).accessToken;
    const given = await demoVisibleAssetIds(t.database.db);
    const trucks = await t.database.db
      .selectFrom('devices')
      .innerJoin('assets', 'assets.id', 'devices.asset_id')
      .select(['assets.id', 'devices.identifier'])
      .where('devices.protocol', '=', 'teltonika')
      .where('assets.type', '=', 'truck')
      .orderBy('assets.id')
      .execute();
    truck = trucks.find((a) => given.includes(a.id))!;
    hidden = (await t.database.db.selectFrom('assets').select('id').orderBy('id').execute()).map((a) => a.id).find((id) => !given.includes(id))!;
  });
  afterAll(async () => {
    device?.close();
    await servers.stop();
    await t.close();
  });

  it("offers an Administrator the Teltonika's commands, and a Client without the immobiliser permission none", async () => {
    expect((await get(truck.id)).body).toMatchObject({ protocol: 'teltonika', available: ['immobiliser-on', 'immobiliser-off', 'getgps', 'getinfo'], commands: [] });
    expect((await get(truck.id, demo)).body).toMatchObject({ protocol: 'teltonika', available: [] });
    const refused = await send(truck.id, { kind: 'immobiliser-on' }, demo);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(T.notAllowed);
    expect((await send(hidden, { kind: 'immobiliser-on' }, demo)).status).toBe(404);
  });

  it('refuses what the device cannot take and what is malformed, with the texts', async () => {
    const watchOnly = await send(truck.id, { kind: 'find' });
    expect(watchOnly.status).toBe(409);
    expect(watchOnly.body.error).toBe(T.notSupported);
    const badPhone = await send(truck.id, { kind: 'monitor', phone: 'call me' });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.error).toBe(T.phoneInvalid);
    expect((await send(truck.id, { kind: 'selfdestruct' })).status).toBe(400);
    expect((await get(truck.id)).body.commands).toEqual([]);
  });

  it("queues a command while the device is away and writes it after the device's handshake; the answer closes it", async () => {
    const queued = await send(truck.id, { kind: 'immobiliser-on' });
    expect(queued.status, JSON.stringify(queued.body)).toBe(200);
    expect(queued.body.message).toBe(T.queued);
    expect(queued.body.command).toMatchObject({ kind: 'immobiliser-on', label: 'Immobiliser on', text: 'setdigout 1', state: 'queued', createdBy: 'Demo Administrator (admin)' });

    device = await FakeDevice.connect(servers.teltonika!.port!);
    device.send(imeiHandshake(truck.identifier));
    const command = encodeCodec12Command('setdigout 1');
    const got = await device.waitFor(1 + command.length);
    expect(got.subarray(0, 1)).toEqual(Buffer.from([0x01]));
    expect(got.subarray(1)).toEqual(command);
    expect(await latest()).toMatchObject({ state: 'sent', answer: null });

    device.send(codec12Answer('DOUT1:1 Timeout:INFINITY DOUT2:0 Timeout:INFINITY'));
    await expect.poll(async () => (await latest()).state).toBe('answered');
    expect(await latest()).toMatchObject({ answer: 'DOUT1:1 Timeout:INFINITY DOUT2:0 Timeout:INFINITY' });
    const audit = await t.database.db.selectFrom('audit_log').select(['action', 'object_kind', 'summary']).where('object_kind', '=', 'device-command').execute();
    expect(audit).toEqual([{ action: 'send', object_kind: 'device-command', summary: expect.stringContaining('Immobiliser on sent to') }]);
  });

  it('writes at once to a connected device, between its data; without an answer the command is marked unanswered', async () => {
    const before = device!.received.length;
    // The device keeps reporting; the command goes between its acknowledgements.
    device!.send(codec8Packet([{ time: t.clock.now(), lat: 3.05, lng: 101.5, speed: 0 }]));
    await device!.waitFor(before + 4);
    const sent = await send(truck.id, { kind: 'getinfo' });
    expect(sent.body.message).toBe(T.sent);
    const frame = encodeCodec12Command('getinfo');
    await device!.waitFor(before + 4 + frame.length);
    expect(device!.received.subarray(before + 4)).toEqual(frame);
    await t.app.fleet.commands.settled();
    expect(await latest()).toMatchObject({ kind: 'getinfo', state: 'sent' });
    t.clock.advance(61_000);
    expect(await t.app.fleet.commands.sweep()).toBe(1);
    expect(await latest()).toMatchObject({ state: 'unanswered' });
    // A late answer still lands on it.
    device!.send(codec12Answer('RTC:2026/11/28 Init:2026/11/1'));
    await expect.poll(async () => (await latest()).state).toBe('answered');
  });

  it('lets a Client with the immobiliser permission switch it off, not on', async () => {
    await t.database.db.updateTable('users').set({ permissions: JSON.stringify(['immo:off']) }).where('username', '=', 'demo').execute();
    const client = (await loginAs(t.app, 'demo', 'demo')).accessToken;
    expect((await get(truck.id, client)).body.available).toEqual(['immobiliser-off']);
    expect((await send(truck.id, { kind: 'immobiliser-on' }, client)).status).toBe(403);
    const off = await send(truck.id, { kind: 'immobiliser-off' }, client);
    expect(off.status).toBe(200);
    expect(off.body.command).toMatchObject({ text: 'setdigout 0', createdBy: 'Demo User (demo)' });
  });
});
