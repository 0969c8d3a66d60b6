import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES } from '@fleet/domain';
import { startIngestServers, type IngestServers } from '../ingest-servers';
import { seedDatabase } from '../seed/seed';
import { TcpProxy } from '../testing/tcp-proxy';
import { call, createTestApp, loginAs, testConfig, type TestApp } from '../testing/test-app';
import { createTestDatabase, machinePostgresUrl, type TestDatabase } from '../testing/test-db';

/**
 * The server keeps running when PostgreSQL drops its connections or goes away, answers 503 meanwhile, acknowledges
 * devices only what it committed, and recovers by itself. Always on the machine's PostgreSQL (the faults do not exist
 * on the embedded database); fails when that server is down.
 */
const serverUrl = machinePostgresUrl();
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('database faults (PostgreSQL)', () => {
  let proxy: TcpProxy;
  let testDb: TestDatabase;
  let t: TestApp;
  let servers: IngestServers;
  let devices: { identifier: string; assetId: number }[];
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);

  /** Ends every backend of the test database but the caller's, as `pg_terminate_backend` by an operator does. */
  async function terminateBackends(): Promise<number> {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const r = await admin.query('select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [testDb.name]);
      return (r.rows[0] as { n: number }).n;
    } finally {
      await admin.end();
    }
  }

  beforeAll(async () => {
    process.on('uncaughtException', onUncaught);
    const target = new URL(serverUrl);
    proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    await proxy.start();
    testDb = await createTestDatabase({ postgres: serverUrl, connectVia: `postgres://127.0.0.1:${proxy.port}/` });
    const config = { ingest: { ...testConfig().ingest, osmandPort: 0, teltonikaPort: null, mqttUrl: undefined } };
    await seedDatabase(testDb.database.db, { demo: true, adminPassword: undefined, log: quiet, showOnce: () => undefined, dataDir: '/nonexistent' });
    t = await createTestApp({ database: testDb.database, config });
    servers = await startIngestServers(t.app.fleet, quiet);
    const rows = await testDb.database.db.selectFrom('devices').select(['identifier', 'asset_id']).where('asset_id', 'is not', null).orderBy('id').limit(4).execute();
    devices = rows.map((r) => ({ identifier: r.identifier, assetId: r.asset_id ?? 0 }));
  }, 60_000);

  afterAll(async () => {
    await servers?.stop();
    await t?.close();
    await proxy?.restore();
    await testDb?.cleanup();
    await proxy?.stop();
    process.off('uncaughtException', onUncaught);
  });

  it('a transaction whose connection is terminated fails cleanly; the process lives and the next query works', async () => {
    const db = testDb.database.db;
    let terminated!: () => void;
    const afterTermination = new Promise<void>((resolve) => (terminated = resolve));
    let inTransaction!: () => void;
    const checkedOut = new Promise<void>((resolve) => (inTransaction = resolve));
    const pending = db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      inTransaction();
      // The connection stays checked out and idle in the transaction until its backend has been terminated, however
      // slow the machine is.
      await afterTermination;
      await sql`select 2`.execute(trx);
    });
    const outcome = pending.then(
      () => 'committed',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    await checkedOut;
    expect(await terminateBackends()).toBeGreaterThan(0);
    terminated();
    expect(await outcome).not.toBe('committed');
    await sleep(100);
    expect(uncaught).toEqual([]);
    const { rows } = await sql<{ n: number }>`select 3 as n`.execute(db);
    expect(rows[0]?.n).toBe(3);
  });

  it('survives five rounds of terminated backends during an OsmAnd stream; every acknowledged position is stored', async () => {
    const base = Math.floor(t.clock.now() / 1000) - 3_600;
    const acked: { assetId: number; time: number }[] = [];
    let refused = 0;
    let streaming = true;
    const stream = async (device: { identifier: string; assetId: number }, lane: number) => {
      for (let i = 0; streaming; i += 1) {
        const seconds = base + i * 4 + lane;
        const url = `http://127.0.0.1:${servers.osmand?.port}/?id=${device.identifier}&timestamp=${seconds}&lat=${(3.1 + i * 1e-4).toFixed(5)}&lon=101.6&speed=20`;
        const response = await fetch(url).catch(() => undefined);
        if (response?.status === 200) acked.push({ assetId: device.assetId, time: seconds * 1000 });
        else refused += 1;
        await response?.text();
      }
    };
    const lanes = devices.map((d, lane) => stream(d, lane));
    let terminated = 0;
    for (let round = 0; round < 5; round += 1) {
      await sleep(300);
      terminated += await terminateBackends();
    }
    await sleep(500);
    streaming = false;
    await Promise.all(lanes);

    expect(uncaught).toEqual([]);
    expect(terminated).toBeGreaterThanOrEqual(5);
    expect(acked.length).toBeGreaterThan(20);
    const stored = await testDb.database.db
      .selectFrom('positions')
      .select(['asset_id', 'time'])
      .where('asset_id', 'in', devices.map((d) => d.assetId))
      .where('time', '>=', new Date(base * 1000))
      .execute();
    const keys = new Set(stored.map((r) => `${r.asset_id}:${new Date(r.time).getTime()}`));
    const lost = acked.filter((a) => !keys.has(`${a.assetId}:${a.time}`));
    console.info(`fault stream: ${acked.length} acknowledged, ${refused} not acknowledged, ${terminated} backends terminated, ${lost.length} lost`);
    expect(lost).toEqual([]);
    // The API answers again once the pool has reconnected.
    expect((await call(t.app, 'GET', '/v2/health')).status).toBe(200);
  });

  it('answers 503 with Retry-After while the database is away, refuses to acknowledge devices, and recovers by itself', async () => {
    const admin = await loginAs(t.app, 'admin', 'admin');
    const device = devices[0] ?? { identifier: '', assetId: 0 };
    await proxy.cut();
    try {
      const health = await call(t.app, 'GET', '/v2/health');
      expect(health.status).toBe(503);
      expect(health.headers['retry-after']).toBe('5');
      expect(health.body).toEqual({ success: false, error: MESSAGES.databaseUnavailable, code: ERROR_CODES.databaseUnavailable });
      const assets = await call(t.app, 'GET', '/v2/assets', { token: admin.accessToken });
      expect(assets.status).toBe(503);
      const seconds = Math.floor(t.clock.now() / 1000) + 5;
      const response = await fetch(`http://127.0.0.1:${servers.osmand?.port}/?id=${device.identifier}&timestamp=${seconds}&lat=3.2&lon=101.7`);
      expect(response.status).not.toBe(200);
      expect(response.status).toBeGreaterThanOrEqual(500);
    } finally {
      await proxy.restore();
    }
    // Back: the same calls succeed without a restart, and the device's resend is stored.
    expect((await call(t.app, 'GET', '/v2/health')).status).toBe(200);
    expect((await call(t.app, 'GET', '/v2/assets', { token: admin.accessToken })).status).toBe(200);
    const seconds = Math.floor(t.clock.now() / 1000) + 5;
    const again = await fetch(`http://127.0.0.1:${servers.osmand?.port}/?id=${device.identifier}&timestamp=${seconds}&lat=3.2&lon=101.7`);
    expect(again.status).toBe(200);
    expect(uncaught).toEqual([]);
  });
});
