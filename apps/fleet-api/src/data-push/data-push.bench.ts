import { connect } from 'nats';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, bench, describe } from 'vitest';
import { buildApp } from '../app';
import { migrateToLatest } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { testConfig } from '../testing/test-app';

/**
 * Data push never slows the device ingest: single-position device messages (one report per `ingest` call, as a
 * tracker sends them, acknowledged after the commit) through the real ingest path of a built app on the embedded
 * database, with no target (the baseline), with an HTTP target whose receiver answers at once, with one whose
 * receiver is down (503: the backlog grows and is tried again), and with an answering one queued on JetStream (a NATS
 * deployment; the machine's NATS). Vitest prints the rates and their ratios to the baseline in the same run.
 * Run: `npx vitest bench --run src/data-push/data-push.bench.ts` in apps/fleet-api.
 */
const ASSETS = 50;

/** A receiver answering 204, or 503 when `down`. */
async function receiver(down: boolean): Promise<{ url: string; server: Server; received: () => number }> {
  let count = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      count += 1;
      res.writeHead(down ? 503 : 204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/push`, server, received: () => count };
}

const NATS_URL = process.env['NATS_TEST_URL'] ?? 'nats://127.0.0.1:4222';

/**
 * A built app on a fresh embedded database with ASSETS trucks and, when `url` is given, a data push target of them;
 * on NATS (its queue on JetStream) when `natsPrefix` is given.
 */
async function benchApp(url: string | undefined, natsPrefix?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'fleet-push-bench-'));
  const database = await openDatabase({ kind: 'pglite-memory' });
  await migrateToLatest(database.db);
  const db = database.db;
  const tenant = await db.insertInto('tenants').values({ name: 'Bench' }).returning('id').executeTakeFirstOrThrow();
  const user = await db
    .insertInto('users')
    .values({ tenant_id: tenant.id, username: 'bench', email: 'bench@bench.fleet', display_name: 'Bench', role: 'Administrator', pages: '[]', permissions: '[]', password_hash: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const assets = await db
    .insertInto('assets')
    .values(Array.from({ length: ASSETS }, (_, i) => ({ tenant_id: tenant.id, name: `Truck ${i}`, type: 'truck', unit_id: `P${i}` })))
    .returning('id')
    .execute();
  if (url) {
    await db
      .insertInto('data_push_targets')
      .values({ tenant_id: tenant.id, owner_id: user.id, name: 'Bench', kind: 'http', url, send_positions: true, send_events: true, secret: 'bench', enabled: true })
      .execute();
  }
  const app = buildApp({
    config: testConfig({ dataDir, alertDelivery: { allowPrivateWebhooks: true, webhookTimeoutMs: 2_000, retryBaseMs: 1_000, maxAttempts: 3 }, ...(natsPrefix ? { nats: { url: NATS_URL, prefix: natsPrefix } } : {}) }),
    db: database,
  });
  await app.ready();
  let k = 0;
  const start = Date.now() - 86_400_000;
  return {
    /** One report of the next asset, a second later than its last. */
    report: async () => {
      k += 1;
      await app.fleet.ingest.ingest([{ assetId: assets[k % ASSETS]!.id, time: start + k * 1_000, lat: 3 + (k % ASSETS) * 0.01, lng: 101 + k * 1e-5, speed: 50, heading: 90, ignition: true }]);
    },
    backlog: async () => (await db.selectFrom('data_push_queue').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const up = await receiver(false);
const down = await receiver(true);
const baseline = await benchApp(undefined);
const answering = await benchApp(up.url);
const failing = await benchApp(down.url);
const prefix = `fleetbench${randomBytes(4).toString('hex')}`;
const onJetStream = await benchApp(up.url, prefix);

describe('single-position device messages with data push (embedded database)', () => {
  afterAll(async () => {
    console.log(`[data push] the answering receiver got ${up.received()} messages (database and JetStream queues); receiver down refused ${down.received()} tries, backlog ${await failing.backlog()} messages`);
    for (const a of [baseline, answering, failing, onJetStream]) await a.close();
    const nc = await connect({ servers: NATS_URL });
    const jsm = await nc.jetstreamManager();
    for (const stream of [`${prefix.toUpperCase()}_PUSH`, `${prefix.toUpperCase()}_INGEST`]) await jsm.streams.delete(stream).catch(() => undefined);
    await nc.close();
    up.server.close();
    down.server.close();
  });
  bench('no target (baseline)', baseline.report, { time: 5_000 });
  bench('HTTP target, receiver answering', answering.report, { time: 5_000 });
  bench('HTTP target, receiver down (backlog growing)', failing.report, { time: 5_000 });
  bench('HTTP target, receiver answering, queue on JetStream', onJetStream.report, { time: 5_000 });
});
