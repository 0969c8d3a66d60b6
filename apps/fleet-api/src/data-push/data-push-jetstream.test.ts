import type { DataPushTarget } from '@fleet/domain';
import { connect, type NatsConnection } from 'nats';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { natsNames } from '../cluster/nats-names';
import { call, createTestApp, demoVisibleAssetIds, loginAs, type TestApp } from '../testing/test-app';
import type { DataPushPayload } from './data-push';
import { pushNames } from './push-queue';

// The machine's NATS with JetStream (.ci/run starts it): without it the file fails, it never skips.
const NATS_URL = process.env['NATS_TEST_URL'] ?? 'nats://127.0.0.1:4222';

describe('data push on JetStream (a NATS deployment): in order, at least once, through a restart, with its backlog', () => {
  const prefix = `fleetpush${randomBytes(4).toString('hex')}`;
  const nats = { url: NATS_URL, prefix };
  const alertDelivery = { allowPrivateWebhooks: true, webhookTimeoutMs: 2_000, retryBaseMs: 50, maxAttempts: 3 };
  let one: TestApp;
  let two: TestApp;
  let nc: NatsConnection;
  let admin: string;
  let asset: number;
  let receiver: Server;
  let url = '';
  let down = true;
  const received: DataPushPayload[] = [];
  let clock = Date.now() - 3_600_000;

  beforeAll(async () => {
    nc = await connect({ servers: NATS_URL });
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        if (down) {
          res.writeHead(503).end('maintenance');
          return;
        }
        received.push(JSON.parse(body) as DataPushPayload);
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/push`;
    // Two instances on one database and one NATS.
    one = await createTestApp({ config: { nats, alertDelivery } });
    await one.app.listen({ port: 0, host: '127.0.0.1' });
    two = await createTestApp({ database: one.database, config: { nats, alertDelivery } });
    await two.app.listen({ port: 0, host: '127.0.0.1' });
    admin = (await loginAs(one.app, 'admin', 'admin')).accessToken;
    asset = (await demoVisibleAssetIds(one.database.db))[0]!;
  });
  afterAll(async () => {
    await one?.close();
    const jsm = await nc.jetstreamManager();
    for (const stream of [pushNames(prefix).stream, natsNames(prefix).ingestStream]) await jsm.streams.delete(stream).catch(() => undefined);
    await nc.close();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });

  const report = (app: TestApp, speed: number) => app.app.fleet.ingest.ingest([{ assetId: asset, time: (clock += 10_000), lat: 3.1, lng: 101.5, speed, heading: 0, ignition: true }]);
  const targets = async (app: TestApp) => (await call<{ targets: DataPushTarget[] }>(app.app, 'GET', '/v2/data-push', { token: admin })).body.targets;

  it('keeps what a receiver that is down misses on the stream, shows it as a backlog, and another instance delivers it in order once the first stopped', async () => {
    const created = await call<{ target: DataPushTarget }>(two.app, 'POST', '/v2/data-push', { token: admin, body: { name: 'Our TMS', kind: 'http', url, positions: true, events: false, assetIds: [asset] } });
    expect(created.status).toBe(200);
    const id = created.body.target.id;
    // Instance two hears the reports and queues them.
    for (const speed of [10, 11, 12]) {
      await report(two, speed);
      await two.app.fleet.dataPush.settled();
    }
    await expect.poll(async () => (await targets(one))[0]!.lastError, { timeout: 10_000 }).toBe('HTTP 503');
    const stuck = (await targets(one))[0]!;
    expect(stuck.backlog).toMatchObject({ messages: 3, items: 3 });
    expect(Date.parse(stuck.backlog.oldestAt!)).toBeGreaterThan(Date.now() - 60_000);
    // The messages are on JetStream, one subject per target.
    const info = await (await nc.jetstreamManager()).streams.info(pushNames(prefix).stream, { subjects_filter: pushNames(prefix).subject(id) });
    expect(info.state.messages).toBe(3);

    // Instance two stops while the receiver is down (its database stays, it is instance one's); one delivers.
    await two.close();
    down = false;
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(3);
    expect(received.map((p) => (p.items[0] as { speed: number }).speed)).toEqual([10, 11, 12]);
    expect(received.map((p) => p.type)).toEqual(['positions', 'positions', 'positions']);
    await expect.poll(async () => (await targets(one))[0]!.backlog).toMatchObject({ messages: 0, items: 0 });
    expect((await targets(one))[0]!.delivered).toBe(3);

    // Later reports go straight through; deleting the target takes its subject's messages and its consumer away.
    await report(one, 13);
    await one.app.fleet.dataPush.settled();
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(4);
    down = true;
    await report(one, 14);
    await one.app.fleet.dataPush.settled();
    expect((await call(one.app, 'DELETE', `/v2/data-push/${id}`, { token: admin })).status).toBe(200);
    const after = await (await nc.jetstreamManager()).streams.info(pushNames(prefix).stream, { subjects_filter: pushNames(prefix).subject(id) });
    expect(after.state.messages).toBe(0);
  }, 90_000);
});
