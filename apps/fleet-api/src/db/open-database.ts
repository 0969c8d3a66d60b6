import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema';

/** Which engine serves the database. */
export type DatabaseKind = 'pglite' | 'postgres';

/** An open database: the Kysely handle, what is behind it, and how to close it. */
export interface FleetDatabase {
  db: Kysely<DB>;
  kind: DatabaseKind;
  /** The PGlite engine (for dumps in tests); undefined on PostgreSQL. */
  pglite?: PGlite;
  /** Ends the pool and, for PGlite, closes the engine (flushing its files). */
  close(): Promise<void>;
}

/** Where the database lives. */
export type DatabaseTarget =
  /** A PostgreSQL server. */
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** PGlite in a folder (created when missing). */
  | { kind: 'pglite'; dir: string }
  /** PGlite in memory, optionally started from a `dumpDataDir` image (tests). */
  | { kind: 'pglite-memory'; image?: Blob };

/**
 * Opens the database. PGlite is one single-user engine: its pool has exactly one connection, so a transaction
 * must use its own handle (`trx`) for every statement inside it.
 */
export async function openDatabase(target: DatabaseTarget): Promise<FleetDatabase> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle connection the server ends (a restart, a failover, an administrator) must not crash the process: the
    // pool drops it and opens a new one for the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL ended an idle connection (${error.message}); the pool will reconnect.`));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  let pglite: PGlite;
  if (target.kind === 'pglite') {
    await mkdir(target.dir, { recursive: true });
    pglite = new PGlite(target.dir);
  } else {
    pglite = new PGlite(target.image ? { loadDataDir: target.image } : {});
  }
  await pglite.waitReady;
  // createPgConfig sets poolSize 1; idle clients are kept so that the one connection is never torn down.
  const pool = new pg.Pool(Object.assign(createPgConfig(pglite), { idleTimeoutMillis: 0 }) as pg.PoolConfig);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    pglite,
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}

/** The target the configuration names: PostgreSQL when a URL is set, else PGlite in `<dataDir>/pglite`. */
export function databaseTargetFor(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dir: `${config.dataDir}/pglite` };
}
