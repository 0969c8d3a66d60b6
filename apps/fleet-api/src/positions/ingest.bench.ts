import type { Position, PositionInput } from '@fleet/domain';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { bench, describe } from 'vitest';
import { buildApp } from '../app';
import { migrateToLatest } from '../db/migrate';
import { openDatabase, type FleetDatabase } from '../db/open-database';
import { testConfig } from '../testing/test-app';
import { insertPositions, POSITION_INSERT_BATCH } from './insert-positions';

/**
 * P6: sustained positions per second through the real ingest path (`app.fleet.ingest` of a built app: validate,
 * multi-row insert, asset_state, summary-day invalidation, commit, events, live publish), acknowledged when
 * `ingest()` resolves (after the commit). Batches of 1,000 positions from 1,000 assets; with N concurrent ingest
 * calls each caller has its own 1,000 assets (as device connections carry different devices). Goal >= 50,000/s on the
 * machine's PostgreSQL, printed with the ratio to Traccar's 8,000/s; the same for the embedded PGlite. For comparison
 * the raw insertPositions rate (one transaction per batch, nothing else), at 1,000 and 5,000 rows per statement, for
 * half as long each.
 * PostgreSQL: DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres (a fresh database, dropped after);
 * P6_PG=0 skips it. P6_SECONDS (default 20) per measurement, P6_CONCURRENCY (default 1,2,4).
 * Run: `npx vitest bench --run src/positions/ingest.bench.ts` in apps/fleet-api.
 */
const SECONDS = Number(process.env.P6_SECONDS ?? 20);
const CONCURRENCY = (process.env.P6_CONCURRENCY ?? '1,2,4').split(',').map(Number);
const BATCH = 1000;
const TRACCAR = 8000;
const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh migrated database with `assets` assets in one tenant; their ids in order. */
async function openBenchDatabase(kind: 'postgres' | 'pglite', assets: number): Promise<{ database: FleetDatabase; assetIds: number[]; drop: () => Promise<void> }> {
  let database: FleetDatabase;
  let drop = async () => undefined as void;
  if (kind === 'postgres') {
    const name = `fleet_bench_${randomBytes(5).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 10 });
    drop = () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    database = await openDatabase({ kind: 'pglite-memory' });
  }
  await migrateToLatest(database.db);
  const db = database.db;
  const tenant = await db.insertInto('tenants').values({ name: 'Bench' }).returning('id').executeTakeFirstOrThrow();
  const rows = await db
    .insertInto('assets')
    .values(Array.from({ length: assets }, (_, i) => ({ tenant_id: tenant.id, name: `Truck ${i}`, type: 'truck', unit_id: `B${i}` })))
    .returning('id')
    .execute();
  return { database, assetIds: rows.map((r) => r.id).sort((a, b) => a - b), drop };
}

/** Batch `k` of a caller at device time `time`: one report per asset, driving east at 40-60 km/h. */
function batch(assetIds: readonly number[], time: number, k: number): PositionInput[] {
  return assetIds.map((assetId, i) => ({
    assetId,
    time,
    lat: 3 + (i % 100) * 0.01,
    lng: 101 + k * 0.00013,
    speed: 40 + ((k + i) % 20),
    heading: 90,
    satellites: 9,
    ignition: true,
    voltage: 24.1,
    fuelLitres: 200 - k * 0.001,
    odometer: 1000 + k * 0.014,
  }));
}

/** The same batch as stored rows, built directly (no schema parse in the raw measurement). */
function rows(assetIds: readonly number[], time: number, k: number): Position[] {
  return batch(assetIds, time, k).map((p) => ({
    assetId: p.assetId, time: p.time as number, lat: p.lat, lng: p.lng, speed: p.speed ?? 0, heading: p.heading ?? 0, altitude: null,
    satellites: p.satellites ?? null, valid: true, ignition: p.ignition ?? null, inputs: {}, inputNames: {}, fuelLitres: p.fuelLitres ?? null,
    fuelPercent: null, temperature: null, voltage: p.voltage ?? null, odometer: p.odometer ?? null, address: null, attributes: {},
  }));
}

/** Runs `concurrency` callers for `seconds`, each awaiting its call before the next; @returns positions per second. */
async function sustained(concurrency: number, call: (worker: number, k: number) => Promise<number>, seconds = SECONDS): Promise<number> {
  const t0 = performance.now();
  const until = t0 + seconds * 1000;
  let total = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, w) => {
      for (let k = 0; performance.now() < until; k += 1) {
        // Not `total += await call()`: that reads `total` before the await and loses the other callers' counts.
        const stored = await call(w, k);
        total += stored;
      }
    }),
  );
  return total / ((performance.now() - t0) / 1000);
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

async function p6(kind: 'postgres' | 'pglite'): Promise<void> {
  const maxN = Math.max(...CONCURRENCY);
  const dataDir = mkdtempSync(join(tmpdir(), 'fleet-p6-'));
  const { database, assetIds, drop } = await openBenchDatabase(kind, BATCH * maxN);
  const app = buildApp({ config: testConfig({ dataDir }), db: database });
  try {
    await app.ready();
    const label = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
    const callerAssets = (w: number) => assetIds.slice(w * BATCH, (w + 1) * BATCH);
    // Live device times: the wall clock, strictly increasing per caller (each caller has its own assets, so no report
    // is a duplicate). History older than an hour would also invalidate closed summary days, one DELETE per asset.
    const last = new Map<number, number>();
    const clock = (w: number) => {
      const t = Math.max(Date.now(), (last.get(w) ?? 0) + 1);
      last.set(w, t);
      return t;
    };
    for (const n of CONCURRENCY) {
      const rate = await sustained(n, async (w, k) => {
        const result = await app.fleet.ingest.ingest(batch(callerAssets(w), clock(w), k));
        if (result.rejected > 0 || result.duplicates > 0) throw new Error(`unexpected ${JSON.stringify(result)}`);
        return result.stored;
      });
      console.log(`P6 ${label} ingest path, ${n} concurrent x ${BATCH}: ${fmt(rate)} positions/s = ${(rate / TRACCAR).toFixed(2)}x Traccar's 8,000/s`);
    }
    for (const size of [POSITION_INSERT_BATCH, 5000]) {
      for (const n of CONCURRENCY) {
        // `size` rows per statement: the caller sends size / 1,000 batches' worth per transaction.
        const per = Math.max(1, size / BATCH);
        const rate = await sustained(n, (w, k) => {
          const all = Array.from({ length: per }, (_, j) => rows(callerAssets(w), clock(w), k * per + j)).flat();
          return database.db.transaction().execute((trx) => insertPositions(trx, all, size));
        }, SECONDS / 2);
        console.log(`P6 ${label} raw insertPositions, ${size} rows/statement, ${n} concurrent: ${fmt(rate)} positions/s = ${(rate / TRACCAR).toFixed(2)}x`);
      }
    }
  } finally {
    await app.close();
    await database.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('P6 sustained ingest', () => {
  bench(
    'PostgreSQL and PGlite',
    async () => {
      if (process.env.P6_PG !== '0') await p6('postgres');
      await p6('pglite');
    },
    { iterations: 1, warmupIterations: 0, warmupTime: 0, time: 0 },
  );
});
