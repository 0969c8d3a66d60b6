import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { migrateToLatest } from '../db/migrate';
import { openDatabase, type FleetDatabase } from '../db/open-database';

/** A database of its own for one test file. */
export interface TestDatabase {
  database: FleetDatabase;
  /** Closes it and, on PostgreSQL, drops it. */
  cleanup(): Promise<void>;
}

/** Options of `createTestDatabase`. */
export interface TestDatabaseOptions {
  /** Leave the schema empty (no migrations; PGlite starts from scratch rather than from the shared image). */
  empty?: boolean;
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
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `fleet_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name}`);
    } finally {
      await admin.end();
    }
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(serverUrl, name), poolSize: 4 });
    if (!options.empty) await migrateToLatest(database.db);
    return {
      database,
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
