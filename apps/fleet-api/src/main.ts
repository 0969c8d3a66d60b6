import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { migrateToLatest } from './db/migrate';
import { startPartitionMaintenance } from './positions/partitions';
import { databaseTargetFor, openDatabase, throttledWarning } from './db/open-database';
import { startIngestServers, type IngestServers } from './ingest-servers';
import { seedDatabase } from './seed/seed';

/** Time allowed for a graceful shutdown before the process exits anyway, ms. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Starts the server: configuration, database, migrations, seed, then listen. Both `apps/fleet-api/src/main.ts` and
 * the bundle `dist/apps/fleet-api/main.js` sit three folders below the repository root.
 */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
  let config;
  try {
    config = loadConfig(process.env, { repoRoot });
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  // Lost PostgreSQL connections are warned through the app's log once it exists (the pool reconnects by itself).
  const lost: { warn: (text: string) => void } = { warn: (text) => process.stderr.write(`${text}\n`) };
  const database = await openDatabase(databaseTargetFor(config, throttledWarning((text) => lost.warn(text))));
  const app = buildApp({ config, db: database });
  lost.warn = (text) => app.log.warn(text);
  let listening = false;
  let closing = false;
  const ingest: { servers?: IngestServers } = {};
  const partitions: { stop?: () => void } = {};
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    partitions.stop?.();
    // Device ingest stops first (work in flight commits and is acknowledged), then the app, then the database.
    // Before listen the app never loaded: only the database (PGlite flushes its files on close) needs closing.
    (ingest.servers?.stop() ?? Promise.resolve())
      .then(() => (listening ? app.close() : undefined))
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  app.log.info({ db: database.kind, dataDir: config.dataDir }, 'database open');
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
  await seedDatabase(database.db, {
    demo: config.demo,
    demoAssets: config.demoAssets,
    adminPassword: config.adminPassword,
    log: app.log,
    showOnce: (text) => process.stdout.write(`${text}\n`),
    dataDir: config.dataDir,
    demoDataDir: config.demoDataDir,
  });
  // Monthly positions partitions ahead (and retention) now, before any ingest, then daily.
  partitions.stop = await startPartitionMaintenance({ db: database.db, log: app.log, retentionMonths: config.positionRetentionMonths });
  if (closing) return;

  await app.listen({ port: config.port, host: config.host });
  listening = true;
  const shownHost = config.host.includes(':') ? `[${config.host}]` : config.host;
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  app.log.info(
    { startupMs: Math.round(performance.now() - startedAt), db: database.kind },
    `fleet-api listening on http://${shownHost}:${port} (started in ${Math.round(performance.now() - startedAt)} ms)`,
  );
  // Device protocols (OsmAnd HTTP, Teltonika TCP, MQTT) on their own ports, after the API is up.
  ingest.servers = await startIngestServers(app.fleet, app.log);
  if (closing) await ingest.servers.stop();
}

main().catch((error: unknown) => {
  process.stderr.write(`fleet-api failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
