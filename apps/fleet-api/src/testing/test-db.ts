import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { migrateToLatest } from '../db/migrate';
import { openDatabase, type FleetDatabase } from '../db/open-database';

/** A database of its own for one test file. */
export interface TestDatabase {
  database: FleetDatabase;
  /** The PostgreSQL database's name; undefined on PGlite. */
  name?: string;
  /** Closes it and, on PostgreSQL, drops it. */
  cleanup(): Promise<void>;
}

/** Options of `createTestDatabase`. */
export interface TestDatabaseOptions {
  /** Leave the schema empty (no migrations; PGlite starts from scratch rather than from the shared image). */
  empty?: boolean;
  /**
   * Use this PostgreSQL server (a URL of any database on it) whatever DATABASE_URL says: for the tests that only mean
   * something on PostgreSQL (connection faults). @default DATABASE_URL, else in-memory PGlite
   */
  postgres?: string;
  /** Connect through this URL's host and port instead (a proxy in front of the server); the database name is kept. */
  connectVia?: string;
}

/**
 * The machine's PostgreSQL for tests that need one even when the suite runs on PGlite: DATABASE_URL, else
 * TEST_PG_URL, else postgres://postgres@127.0.0.1:5432/postgres (the server CI starts). A test using it fails,
 * never skips, when the server is down.
 */
export function machinePostgresUrl(): string {
  return process.env.DATABASE_URL ?? process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * A fresh database for a test file: with DATABASE_URL set, a new database `fleet_t_<random>` on that server (dropped
 * by `cleanup`); otherwise an in-memory PGlite. Migrated unless `empty`.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = options.postgres ?? process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `fleet_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name}`);
    } finally {
      await admin.end();
    }
    const url = new URL(withDatabase(serverUrl, name));
    if (options.connectVia) {
      const via = new URL(options.connectVia);
      url.hostname = via.hostname;
      url.port = via.port;
    }
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4, onConnectionError: () => undefined });
    if (!options.empty) await migrateToLatest(database.db);
    return {
      database,
      name,
      cleanup: async () => {
        await database.close();
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        try {
          await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        } finally {
          await dropper.end();
        }
      },
    };
  }
  const imageFile = options.empty ? undefined : inject('pgliteImage');
  const image = imageFile ? new Blob([new Uint8Array(await readFile(imageFile))]) : undefined;
  const database = await openDatabase({ kind: 'pglite-memory', image });
  if (!options.empty) await migrateToLatest(database.db);
  return { database, cleanup: () => database.close() };
}
