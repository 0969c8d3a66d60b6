import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import type { LiveAsset } from '@fleet/domain';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, loginAs, testConfig, type TestApp } from '../testing/test-app';
import { MqttSubscriber, startIngestServers, type IngestServers } from './index';

const BROKER = 'mqtt://127.0.0.1:1883';

/** Whether the machine's Mosquitto answers on 127.0.0.1:1883. */
function brokerReachable(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(1883, '127.0.0.1');
    socket.setTimeout(1_000, () => (socket.destroy(), resolve(false)));
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

// The test needs the machine's Mosquitto: without it the run fails (it never skips). .ci/run starts it.
if (!(await brokerReachable())) throw new Error(`No MQTT broker at ${BROKER}: start Mosquitto (mosquitto -d -c /etc/mosquitto/mosquitto.conf).`);

describe('MQTT ingest (machine Mosquitto)', () => {
  const prefix = `fleet-test-${randomBytes(4).toString('hex')}`;
  const warnings: string[] = [];
  const log = { info: () => undefined, warn: (_o: unknown, msg?: string) => void warnings.push(msg ?? ''), error: () => undefined };
  let t: TestApp;
  let servers: IngestServers;
  let publisher: mqtt.MqttClient;
  beforeAll(async () => {
    t = await createTestApp({
      config: { ingest: { ...testConfig().ingest, osmandPort: null, teltonikaPort: null, mqttUrl: BROKER, mqttTopic: `${prefix}/+/position` } },
    });
    servers = await startIngestServers(t.app.fleet, log, { mqttClientId: `${prefix}-sub`, mqttClean: true });
    publisher = await mqtt.connectAsync(BROKER, { clientId: `${prefix}-pub` });
  });
  afterAll(async () => {
    await publisher?.endAsync();
    await servers?.stop();
    await t?.close();
  });

  it('moves an asset on a QoS 1 JSON message, after logging and skipping a bad one', async () => {
    const token = (await loginAs(t.app, 'admin', 'admin')).accessToken;
    const row = await t.database.db.selectFrom('devices').select(['identifier', 'asset_id']).where('asset_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const time = Math.floor(t.clock.now() / 1000) + 300;
    await publisher.publishAsync(`${prefix}/${row.identifier}/position`, '{"lat": "north"}', { qos: 1 });
    await publisher.publishAsync(`${prefix}/${row.identifier}/position`, JSON.stringify({ lat: 3.0733, lng: 101.5185, time, speed: 52, ignition: true }), { qos: 1 });
    await vi.waitFor(
      async () => {
        const r = await call<{ assets: LiveAsset[] }>(t.app, 'GET', '/v2/live/assets', { token });
        expect(r.body.assets.find((a) => a.assetId === row.asset_id)).toMatchObject({ lat: 3.0733, lng: 101.5185, speed: 52, time: time * 1000 });
      },
      { timeout: 5_000, interval: 100 },
    );
    expect(warnings).toContain('mqtt: bad records dropped');
  });

  it('stores the good records of a batch with an out-of-range one and drops only that one', async () => {
    const row = await t.database.db.selectFrom('devices').select(['identifier', 'asset_id']).where('asset_id', 'is not', null).orderBy('id').offset(1).executeTakeFirstOrThrow();
    const time = Math.floor(t.clock.now() / 1000) - 100;
    const batch = [{ lat: 3.01, lng: 101.01, time }, { lat: 100, lng: 101.02, time: time + 1 }, { lat: 3.03, lng: 101.03, time: time + 2 }];
    await publisher.publishAsync(`${prefix}/${row.identifier}/position`, JSON.stringify(batch), { qos: 1 });
    const stored = () =>
      t.database.db.selectFrom('positions').select('lat').where('asset_id', '=', row.asset_id ?? 0).where('time', '>=', new Date(time * 1000)).orderBy('time').execute();
    await vi.waitFor(async () => expect(await stored()).toEqual([{ lat: 3.01 }, { lat: 3.03 }]), { timeout: 5_000, interval: 100 });
    expect(warnings).toContain('mqtt: bad records dropped');
  });

  it('subscribes to the configured topic even when the broker kept a persistent session holding another one', async () => {
    const token = (await loginAs(t.app, 'admin', 'admin')).accessToken;
    const row = await t.database.db.selectFrom('devices').select(['identifier', 'asset_id']).where('asset_id', 'is not', null).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const clientId = `${prefix}-persistent`;
    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const first = new MqttSubscriber({ devices: t.app.fleet.devices, log: quiet, url: BROKER, topic: `${prefix}/old/+`, clientId, clean: false });
    await first.start();
    await first.stop();
    // The same client id comes back with MQTT_TOPIC changed: the session is present, the new topic still subscribed.
    const second = new MqttSubscriber({ devices: t.app.fleet.devices, log: quiet, url: BROKER, topic: `${prefix}/new/+`, clientId, clean: false });
    await second.start();
    try {
      const time = Math.floor(t.clock.now() / 1000) + 900;
      await publisher.publishAsync(`${prefix}/new/${row.identifier}`, JSON.stringify({ lat: 3.0411, lng: 101.4422, time }), { qos: 1 });
      await vi.waitFor(
        async () => {
          const r = await call<{ assets: LiveAsset[] }>(t.app, 'GET', '/v2/live/assets', { token });
          expect(r.body.assets.find((a) => a.assetId === row.asset_id)).toMatchObject({ lat: 3.0411, lng: 101.4422, time: time * 1000 });
        },
        { timeout: 5_000, interval: 100 },
      );
    } finally {
      await second.stop();
      // Leave no session behind on the broker.
      const cleaner = await mqtt.connectAsync(BROKER, { clientId, clean: true });
      await cleaner.endAsync();
    }
  });
});
