import { DATA_PUSH_TEXTS, WEBHOOK_HEADERS, type DataPushTarget } from '@fleet/domain';
import mqtt from 'mqtt';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookSignature } from '../alerts/alert-deliveries';
import { call, createTestApp, demoVisibleAssetIds, loginAs, type TestApp } from '../testing/test-app';
import type { DataPushPayload } from './data-push';

const BROKER = 'mqtt://127.0.0.1:1883';

describe('data push: positions and events forwarded to HTTP and MQTT targets through a durable queue', () => {
  let t: TestApp;
  let admin: string;
  let demo: string;
  let given: number[];
  let hidden: number;
  let receiver: Server;
  let url = '';
  /** The receiver answers 500 while this is set. */
  let down = false;
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  let clock = Date.now() - 3_600_000;
  const at = () => (clock += 10_000);
  const target = (overrides: Record<string, unknown> = {}) => ({ name: 'Our TMS', kind: 'http', url, positions: true, events: true, eventTypes: ['sos'], ...overrides });
  const payloads = () => received.map((r) => JSON.parse(r.body) as DataPushPayload);
  const targets = async () => (await call<{ targets: DataPushTarget[] }>(t.app, 'GET', '/v2/data-push', { token: admin })).body.targets;

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        if (down) {
          res.writeHead(500).end('busy');
          return;
        }
        received.push({ headers: req.headers, body });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/fleet-push`;
    t = await createTestApp({ config: { alertDelivery: { allowPrivateWebhooks: true, webhookTimeoutMs: 2_000, retryBaseMs: 50, maxAttempts: 3 } } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = (await loginAs(t.app, 'admin', 'admin')).accessToken;
    demo = (await loginAs(t.app, 'demo', 'demo')).accessToken;
    given = await demoVisibleAssetIds(t.database.db);
    const all = await t.database.db.selectFrom('assets').select('id').orderBy('id').execute();
    hidden = all.map((a) => a.id).find((id) => !given.includes(id))!;
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });

  it('refuses bad targets with the texts the form shows, and Clients without the permission or the assets', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [target({ name: '' }), DATA_PUSH_TEXTS.nameRequired],
      [target({ kind: 'ftp' }), DATA_PUSH_TEXTS.kindInvalid],
      [target({ url: 'mqtt://broker.example.com' }), DATA_PUSH_TEXTS.urlInvalid],
      [target({ kind: 'mqtt', url: BROKER, topic: '' }), DATA_PUSH_TEXTS.topicRequired],
      [target({ kind: 'mqtt', url: BROKER, topic: 'fleet/#' }), DATA_PUSH_TEXTS.topicRequired],
      [target({ positions: false, events: false }), DATA_PUSH_TEXTS.contentRequired],
      [target({ eventTypes: ['teleport'] }), DATA_PUSH_TEXTS.eventTypeInvalid],
    ];
    for (const [body, message] of cases) {
      const r = await call(t.app, 'POST', '/v2/data-push', { token: admin, body });
      expect(r.status, message).toBe(400);
      expect(JSON.stringify(r.body)).toContain(message);
    }
    expect(await targets()).toEqual([]);
    expect((await call(t.app, 'POST', '/v2/data-push', { token: demo, body: target({ assetIds: [given[0]] }) })).status).toBe(403);
    const user = await t.database.db.selectFrom('users').select(['id', 'permissions']).where('username', '=', 'demo').executeTakeFirstOrThrow();
    await t.database.db.updateTable('users').set({ permissions: JSON.stringify([...user.permissions, 'data-push:add']) }).where('id', '=', user.id).execute();
    expect((await call(t.app, 'POST', '/v2/data-push', { token: demo, body: target() })).body).toMatchObject({ error: DATA_PUSH_TEXTS.clientScope });
    expect((await call(t.app, 'POST', '/v2/data-push', { token: demo, body: target({ assetIds: [hidden] }) })).status).toBe(404);
  });

  it("forwards a watched asset's positions and its SOS, signed, and nothing of other assets", async () => {
    const created = await call<{ target: DataPushTarget }>(t.app, 'POST', '/v2/data-push', { token: admin, body: target({ assetIds: [given[0]] }) });
    expect(created.status).toBe(200);
    const secret = created.body.target.secret!;
    const [watched, other] = [given[0]!, given[1]!];
    await t.app.fleet.ingest.ingest([
      { assetId: watched, time: at(), lat: 3.1, lng: 101.5, speed: 20, heading: 0, ignition: true },
      { assetId: watched, time: at(), lat: 3.101, lng: 101.5, speed: 22, heading: 0, ignition: true, attributes: { alarm: 'sos' } },
      { assetId: other, time: at(), lat: 3.2, lng: 101.6, speed: 30, heading: 0, ignition: true, attributes: { alarm: 'sos' } },
    ]);
    await t.app.fleet.alerts.drain();
    await t.app.fleet.dataPush.settled();
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(2);
    const [positions, events] = ['positions', 'events'].map((type) => payloads().find((p) => p.type === type)!);
    expect(positions!.items).toEqual([expect.objectContaining({ assetId: watched, speed: 20 }), expect.objectContaining({ assetId: watched, speed: 22, attributes: { alarm: 'sos' } })]);
    expect(events!.items).toEqual([expect.objectContaining({ assetId: watched, type: 'sos' })]);
    for (const r of received) {
      const stamp = String(r.headers[WEBHOOK_HEADERS.timestamp]);
      expect(r.headers[WEBHOOK_HEADERS.signature]).toBe(webhookSignature(secret, stamp, r.body));
    }
    await expect.poll(async () => (await targets())[0]!.delivered).toBe(3);
  });

  it('keeps what a receiver that is down misses as a visible backlog, without slowing ingest, and delivers it in order once it is back', async () => {
    const [watched] = given;
    down = true;
    received.length = 0;
    const started = performance.now();
    for (let i = 0; i < 3; i += 1) {
      await t.app.fleet.ingest.ingest([{ assetId: watched!, time: at(), lat: 3.11 + i * 1e-3, lng: 101.5, speed: 10 + i, heading: 0, ignition: true }]);
      await t.app.fleet.dataPush.settled();
    }
    const ingestMs = performance.now() - started;
    await expect.poll(async () => (await targets())[0]!.lastError, { timeout: 10_000 }).toBe('HTTP 500');
    const stuck = (await targets())[0]!;
    expect(stuck.backlog).toMatchObject({ messages: 3, items: 3 });
    expect(stuck.backlog.oldestAt).not.toBeNull();
    expect(ingestMs).toBeLessThan(5_000);
    // Back: the next tries deliver the three messages, oldest first.
    down = false;
    await t.database.db.updateTable('data_push_queue').set({ next_at: new Date(0) }).execute();
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(3);
    expect(payloads().map((p) => (p.items[0] as { speed: number }).speed)).toEqual([10, 11, 12]);
    await expect.poll(async () => (await targets())[0]!.backlog.messages).toBe(0);
  });

  it('publishes to an MQTT broker (the machine Mosquitto), QoS 1', async () => {
    const topic = `fleet-push-test/${randomBytes(4).toString('hex')}`;
    const subscriber = await mqtt.connectAsync(BROKER);
    const messages: DataPushPayload[] = [];
    subscriber.on('message', (_topic, payload) => messages.push(JSON.parse(payload.toString('utf8')) as DataPushPayload));
    await subscriber.subscribeAsync(topic, { qos: 1 });
    try {
      const [, second] = given;
      const created = await call<{ target: DataPushTarget }>(t.app, 'POST', '/v2/data-push', { token: admin, body: target({ name: 'Broker', kind: 'mqtt', url: BROKER, topic, events: false, assetIds: [second] }) });
      expect(created.body.target).toMatchObject({ kind: 'mqtt', topic, secret: null });
      await t.app.fleet.ingest.ingest([{ assetId: second!, time: at(), lat: 3.3, lng: 101.7, speed: 44, heading: 90, ignition: true }]);
      await t.app.fleet.dataPush.settled();
      await expect.poll(() => messages.length, { timeout: 10_000 }).toBe(1);
      expect(messages[0]).toMatchObject({ type: 'positions', targetId: created.body.target.id, items: [expect.objectContaining({ assetId: second, speed: 44 })] });
      // Deleted: its queue goes with it, nothing more is sent.
      expect((await call(t.app, 'DELETE', `/v2/data-push/${created.body.target.id}`, { token: admin })).body).toMatchObject({ message: DATA_PUSH_TEXTS.deleted('Broker') });
      await t.app.fleet.ingest.ingest([{ assetId: second!, time: at(), lat: 3.31, lng: 101.7, speed: 45, heading: 90, ignition: true }]);
      await t.app.fleet.dataPush.settled();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(messages).toHaveLength(1);
    } finally {
      await subscriber.endAsync();
    }
  });
});
