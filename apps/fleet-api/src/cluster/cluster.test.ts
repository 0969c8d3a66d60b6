import { randomBytes } from 'node:crypto';
import { connect as tcpConnect } from 'node:net';
import type { LiveAsset, LiveServerMessage } from '@fleet/domain';
import type { DeviceRecord } from '@fleet/telemetry';
import { connect, type NatsConnection } from 'nats';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startIngestServers, type IngestServers } from '../ingest-servers';
import { openLiveClient } from '../testing/live-client';
import { call, createTestApp, loginAs, testConfig, type TestApp } from '../testing/test-app';
import { LocalSignals, NatsSignals, type ClusterSignal } from './cluster-signals';
import { ensureIngestQueue, IngestQueueConsumer, QueuedDeviceIngest } from './ingest-queue';
import { NatsLiveBus } from './nats-live-bus';
import { natsNames, subjectToken } from './nats-names';

const NATS_URL = process.env['NATS_TEST_URL'] ?? 'nats://127.0.0.1:4222';

function natsReachable(): Promise<boolean> {
  const { hostname, port } = new URL(NATS_URL.replace(/^nats:/, 'http:'));
  return new Promise((resolve) => {
    const socket = tcpConnect(Number(port || 4222), hostname);
    socket.setTimeout(1_000, () => (socket.destroy(), resolve(false)));
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

// The tests need the machine's NATS with JetStream: without it the run fails (it never skips). .ci/run starts it.
if (!(await natsReachable())) throw new Error(`No NATS at ${NATS_URL}: the cluster tests need it (nats-server -js, see .ci/run).`);

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const newPrefix = () => `fleettest${randomBytes(4).toString('hex')}`;

const asset = (assetId: number, time: number): LiveAsset => ({
  assetId,
  time,
  lat: 3.1,
  lng: 101.6,
  speed: 10,
  heading: 90,
  status: 'Moving',
  ignition: true,
  fuelPercent: null,
  temperature: null,
  odometer: null,
  address: null,
});

const record = (deviceId: string, time: number): DeviceRecord => ({ deviceId, protocol: 'osmand', time, lat: 3.1, lng: 101.6, speed: 12, heading: 0 }) as DeviceRecord;

describe('NATS names', () => {
  it('derives the stream, subjects and consumer from the prefix and escapes subject tokens', () => {
    const n = natsNames('fleet');
    expect(n.ingestStream).toBe('FLEET_INGEST');
    expect(n.ingestSubjects).toBe('fleet.ingest.>');
    expect(n.ingestSubject('teltonika')).toBe('fleet.ingest.teltonika');
    expect(n.live('6f1c-aa')).toBe('fleet.live.6f1c-aa');
    expect(subjectToken('a.b *>')).toBe('a~2eb~20~2a~3e');
    expect(subjectToken('')).toBe('~');
  });

  it('alone, signals go nowhere', async () => {
    const signals = new LocalSignals();
    const heard: ClusterSignal[] = [];
    signals.on((s) => void heard.push(s));
    signals.send({ kind: 'pois' });
    expect(heard).toEqual([]);
    await signals.close();
  });
});

describe('cluster parts on the machine NATS', () => {
  const prefix = newPrefix();
  const names = natsNames(prefix);
  let a: NatsConnection;
  let b: NatsConnection;
  beforeAll(async () => {
    a = await connect({ servers: NATS_URL, name: 'fleet-test-a' });
    b = await connect({ servers: NATS_URL, name: 'fleet-test-b' });
  });
  afterAll(async () => {
    await (await a?.jetstreamManager())?.streams.delete(names.ingestStream).catch(() => undefined);
    await a?.close();
    await b?.close();
  });

  it('fans live changes out to every instance subscribed to the tenant, and stops after the last unsubscribe', async () => {
    const busA = new NatsLiveBus(a, names);
    const busB = new NatsLiveBus(b, names);
    const onA: LiveAsset[][] = [];
    const onB: LiveAsset[][] = [];
    const offA = busA.subscribe('t1', (x) => void onA.push([...x]));
    const offB = busB.subscribe('t1', (x) => void onB.push([...x]));
    const otherTenant: LiveAsset[][] = [];
    busB.subscribe('t2', (x) => void otherTenant.push([...x]));
    await busA.flush();
    await busB.flush();
    await busA.publish('t1', [asset(7, 1000)]);
    await busA.publish('t1', []);
    await vi.waitFor(() => expect(onB).toEqual([[asset(7, 1000)]]), { timeout: 3_000 });
    await vi.waitFor(() => expect(onA).toEqual([[asset(7, 1000)]]), { timeout: 3_000 });
    expect(otherTenant).toEqual([]);
    offB();
    await busB.flush();
    await busA.publish('t1', [asset(7, 2000)]);
    await vi.waitFor(() => expect(onA).toHaveLength(2), { timeout: 3_000 });
    expect(onB).toHaveLength(1);
    offA();
    await busA.close();
    await busB.close();
  });

  it('sends signals to the other instances only', async () => {
    const errors: unknown[] = [];
    const sa = new NatsSignals(a, names, (e) => void errors.push(e));
    const sb = new NatsSignals(b, names, (e) => void errors.push(e));
    const heardA: ClusterSignal[] = [];
    const heardB: ClusterSignal[] = [];
    sa.on((s) => void heardA.push(s));
    sb.on((s) => void heardB.push(s));
    await a.flush();
    await b.flush();
    sa.send({ kind: 'device', identifier: '356307042441013' });
    sa.send({ kind: 'revoked', revoked: { userId: 'u1', exceptSessionId: 's1' } });
    const job = { jobId: 'j1', type: 'history' as const, fileName: 'History.pdf', state: 'running' as const, phase: 'file' as const, done: 500, total: 2_000, error: null };
    sa.send({ kind: 'report-job', userId: 'u1', job });
    a.publish(names.signals, new TextEncoder().encode('{"origin":"x","signal":{"kind":"reboot"}}'));
    await vi.waitFor(() => expect(heardB).toHaveLength(3), { timeout: 3_000 });
    expect(heardB).toEqual([
      { kind: 'device', identifier: '356307042441013' },
      { kind: 'revoked', revoked: { userId: 'u1', exceptSessionId: 's1' } },
      { kind: 'report-job', userId: 'u1', job },
    ]);
    await vi.waitFor(() => expect(errors.length).toBeGreaterThanOrEqual(1), { timeout: 3_000 });
    expect(heardA).toEqual([]);
    await sa.close();
    await sb.close();
  });

  it('queues device records durably, once per identical batch, and redelivers a failed delivery', async () => {
    const jsm = await a.jetstreamManager();
    await ensureIngestQueue(jsm, names);
    await ensureIngestQueue(jsm, names); // a second instance starting finds it as it is
    const refused: string[] = ['999'];
    const admitted: (string | undefined)[] = [];
    const direct = {
      hello: async () => ({ accepted: true }) as const,
      admit: async (ids: readonly string[], source: string | undefined) => {
        admitted.push(source);
        return ids.filter((id) => refused.includes(id)).map((identifier) => ({ identifier, reason: 'rate' as const, retryAfterS: 60 }));
      },
    };
    const producer = new QueuedDeviceIngest({ js: a.jetstream(), names, direct });
    const first = [record('111', 1_000), record('111', 2_000)];
    expect(await producer.deliver(first, '10.1.2.3')).toEqual({ stored: 0, backlogged: 0, rejected: 0, filtered: {}, dropped: 0, queued: 2, refused: [] });
    // The device did not get its ack and sends the same packet again: the stream keeps it once.
    expect((await producer.deliver(first, '10.1.2.3')).queued).toBe(2);
    expect((await producer.deliver([record('999', 3_000), record('222', 3_000)], '10.9.9.9')).refused).toEqual([{ identifier: '999', reason: 'rate', retryAfterS: 60 }]);
    expect(admitted).toEqual(['10.1.2.3', '10.1.2.3', '10.9.9.9']);
    // A message of the previous version (a bare array of records) is still committed.
    await a.jetstream().publish(names.ingestSubject('osmand'), new TextEncoder().encode(JSON.stringify([record('333', 4_000)])));
    a.publish(names.ingestSubject('osmand'), new TextEncoder().encode('not json'));
    await a.flush();
    expect((await jsm.streams.info(names.ingestStream)).state.messages).toBe(4);

    const delivered: DeviceRecord[][] = [];
    const sources = new Map<string, string | undefined>();
    const logged: string[] = [];
    let failNext = true;
    const sink = {
      commit: async (records: readonly DeviceRecord[], sourceOf: (identifier: string) => string | undefined) => {
        if (failNext) {
          failNext = false;
          throw new Error('database down');
        }
        delivered.push([...records]);
        for (const r of records) sources.set(r.deviceId, sourceOf(r.deviceId));
      },
    };
    const consumer = new IngestQueueConsumer({ js: b.jetstream(), names, sink, log: { error: (_o, msg) => void logged.push(msg) }, retryDelayMs: 50 });
    await consumer.start();
    await vi.waitFor(() => expect(delivered.flat().map((r) => `${r.deviceId}@${r.time}`).sort()).toEqual(['111@1000', '111@2000', '222@3000', '333@4000']), { timeout: 10_000 });
    expect(Object.fromEntries(sources)).toEqual({ '111': '10.1.2.3', '222': '10.9.9.9', '333': undefined });
    expect(logged).toContain('ingest queue: delivery failed, offered again');
    expect(logged).toContain('ingest queue: a message that is not a list of device records was dropped');
    // Acknowledged messages leave the work queue.
    await vi.waitFor(async () => expect((await jsm.streams.info(names.ingestStream)).state.messages).toBe(0), { timeout: 5_000 });
    await consumer.stop();
    expect(consumer.delivered).toBe(4);
  });
});

describe('two instances over one database and NATS', () => {
  const prefix = newPrefix();
  let one: TestApp;
  let two: TestApp;
  let servers: IngestServers;
  beforeAll(async () => {
    const nats = { url: NATS_URL, prefix };
    one = await createTestApp({ config: { nats, ingest: { ...testConfig().ingest, osmandPort: 0, teltonikaPort: null, mqttUrl: undefined, mqttTopic: 'x/+/y' } } });
    two = await createTestApp({ database: one.database, config: { nats } });
    await two.app.listen({ port: 0, host: '127.0.0.1' });
    servers = await startIngestServers(one.app.fleet, quiet);
  });
  afterAll(async () => {
    await servers?.stop();
    const jsm = await one?.app.fleet.cluster?.js.jetstreamManager();
    await two?.close();
    await one?.close();
    await jsm?.streams.delete(natsNames(prefix).ingestStream).catch(() => undefined);
  });

  it('a position sent to one instance appears on the other one\'s live socket', async () => {
    const device = await one.database.db.selectFrom('devices').select(['identifier', 'asset_id']).where('asset_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const token = (await loginAs(two.app, 'admin', 'admin')).accessToken;
    const client = await openLiveClient(two.app);
    client.hello(token);
    await client.waitFor((m) => m.type === 'snapshot');
    const time = Math.floor(Date.now() / 1000) + 120;
    const r = await fetch(`http://127.0.0.1:${servers.osmand?.port}/?id=${device.identifier}&timestamp=${time}&lat=3.0555&lon=101.5832&speed=20&bearing=10`);
    expect(r.status).toBe(200);
    const delta = await client.waitFor(
      (m: LiveServerMessage) => m.type === 'delta' && m.assets.some((x) => x.assetId === device.asset_id && x.time === time * 1000),
      10_000,
    );
    expect(delta.type === 'delta' && delta.assets.find((x) => x.assetId === device.asset_id)).toMatchObject({ lat: 3.0555, lng: 101.5832 });
    await client.close();
    // Stored once, whichever instance committed it.
    const rows = await one.database.db.selectFrom('positions').select('lat').where('asset_id', '=', device.asset_id ?? 0).where('time', '=', new Date(time * 1000)).execute();
    expect(rows).toHaveLength(1);
  });

  it('a device unassigned on one instance goes to the backlog on the other at once (its cache is told)', async () => {
    const admin = (await loginAs(one.app, 'admin', 'admin')).accessToken;
    const device = await one.database.db.selectFrom('devices').select(['identifier', 'asset_id']).where('asset_id', 'is not', null).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const onTwo = two.app.fleet.devices;
    // Instance two has the device's asset cached (for 30 s).
    expect((await onTwo.deliver([record(device.identifier, Date.now() - 60_000)])).stored).toBe(1);
    const done = await call(one.app, 'POST', `/v2/devices/${device.identifier}/unassign`, { token: admin });
    expect(done.status).toBe(200);
    await vi.waitFor(
      async () => expect(await onTwo.deliver([record(device.identifier, Date.now())])).toMatchObject({ stored: 0, backlogged: 1 }),
      { timeout: 5_000, interval: 200 },
    );
  });

  it("an alert raised on one instance reaches the other's sockets, and so does its acknowledgement", async () => {
    const admin = (await loginAs(one.app, 'admin', 'admin')).accessToken;
    const device = await one.database.db.selectFrom('devices').select(['identifier', 'asset_id']).where('asset_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const assetId = device.asset_id!;
    const rule = await call<{ rule: { id: number } }>(one.app, 'POST', '/v2/alerts/rules', { token: admin, body: { name: 'Cluster overspeed', eventTypes: ['overspeed'], assetIds: [assetId], cooldownMinutes: 0 } });
    expect(rule.status).toBe(200);
    const client = await openLiveClient(two.app);
    client.hello((await loginAs(two.app, 'admin', 'admin')).accessToken);
    await client.waitFor((m) => m.type === 'snapshot');
    // Instance one derives an overspeed spell of the asset (after its last report, which an earlier test dated two
    // minutes ahead) and raises the alert.
    const start = Date.now() + 3 * 60_000;
    await one.app.fleet.ingest.ingest(Array.from({ length: 13 }, (_, i) => ({ assetId, time: start + i * 10_000, lat: 3.06 + i * 2e-3, lng: 101.49, speed: 130, heading: 0, ignition: true })));
    await one.app.fleet.alerts.drain();
    const told = await client.waitFor((m) => m.type === 'alert', 10_000);
    expect(told).toMatchObject({ type: 'alert', alert: { assetId, ruleName: 'Cluster overspeed', type: 'overspeed' } });
    const alertId = (told as { alert: { id: number } }).alert.id;
    // Acknowledged through instance one: instance two's socket hears it.
    expect((await call<{ ids: number[] }>(one.app, 'POST', '/v2/alerts/acknowledge', { token: admin, body: { ids: [alertId] } })).body.ids).toEqual([alertId]);
    expect(await client.waitFor((m) => m.type === 'alerts-acknowledged', 10_000)).toEqual({ type: 'alerts-acknowledged', ids: [alertId] });
    await client.close();
  });
});
