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

/** How long a request waits for a PostgreSQL connection before it fails (then answered 503), ms. */
export const CONNECT_TIMEOUT_MS = 5_000;

/** Told when PostgreSQL drops a connection (idle or in use); rate-limited by the caller if it logs. */
export type ConnectionErrorListener = (error: Error) => void;

/** Where the database lives. */
export type DatabaseTarget =
  /** A PostgreSQL server. `onConnectionError` defaults to a console warning at most every 5 s. */
  | { kind: 'postgres'; url: string; poolSize?: number; onConnectionError?: ConnectionErrorListener }
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
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    const told = target.onConnectionError ?? throttledWarning();
    // PostgreSQL may end any connection (a restart, a failover, pg_terminate_backend). node-postgres then emits
    // 'error' on the client, and an EventEmitter 'error' without a listener kills the process. The pool listens only
    // while a client is idle; a client checked out (a transaction between statements) had no listener. Every client
    // gets one for its whole life: the statement in flight fails (503 for requests, no ack for devices), the pool
    // discards the broken client on release and connects anew for the next query.
    pool.on('connect', (client) => client.on('error', told));
    // The pool re-emits idle clients' errors; the client listener above has already told them.
    pool.on('error', () => undefined);
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

/**
 * A warning about lost connections, at most one every `everyMs` (a restart drops every connection at once).
 * @param warn where it goes. @default console.warn
 */
export function throttledWarning(warn: (text: string) => void = (text) => console.warn(text), everyMs = 5_000): ConnectionErrorListener {
  let last = 0;
  let skipped = 0;
  return (error) => {
    const now = Date.now();
    if (now - last < everyMs) {
      skipped += 1;
      return;
    }
    const more = skipped > 0 ? ` (${skipped} more since the last warning)` : '';
    warn(`PostgreSQL ended a connection: ${error.message}${more}; the pool will reconnect.`);
    last = now;
    skipped = 0;
  };
}

/** The target the configuration names: PostgreSQL when a URL is set, else PGlite in `<dataDir>/pglite`. */
export function databaseTargetFor(
  config: { databaseUrl: string | undefined; dataDir: string },
  onConnectionError?: ConnectionErrorListener,
): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, ...(onConnectionError ? { onConnectionError } : {}) }
    : { kind: 'pglite', dir: `${config.dataDir}/pglite` };
}
