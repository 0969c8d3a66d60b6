import { createDemoFleet, type DemoFleet, type DemoFleetOptions, type DemoWorld } from '@fleet/demo-fleet';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import type { AppContext, RouteOptions } from './app-context';
import type { LastStateLookup } from './assets/last-state';
import { AccessTokens } from './auth/access-token';
import { accessPlugin, requireAccessDeclarations } from './auth/access-plugin';
import { authPlugin } from './auth/auth-plugin';
import { resolveJwtSecret } from './auth/jwt-secret';
import { LoginThrottle } from './auth/login-throttle';
import { SessionService } from './auth/session-service';
import type { AppConfig } from './config';
import type { FleetDatabase } from './db/open-database';
import { connectCluster } from './cluster/cluster';
import { LocalSignals } from './cluster/cluster-signals';
import { deviceIngestFor } from './devices/device-ingest';
import { apiDocsPlugin, declareApiDocsAccess } from './http/api-docs';
import { installErrorHandler } from './http/error-handler';
import { refuseNulCharacters } from './http/refuse-nul';
import { globalPlugin } from './http/global-plugin';
import { LOG_REDACT_PATHS, REDACTED, requestForLog } from './http/log-redaction';
import { compressionPlugin } from './http/compression';
import { securityHeadersPlugin } from './http/security-headers';
import { InProcessLiveBus, type LiveBus } from './live/live-bus';
import { DEFAULT_LIVE_TIMING, type LiveTiming } from './live/live-timing';
import { LiveFeed } from './live/live-feed';
import { LiveHub } from './live/live-hub';
import { StatusTicker } from './live/status-ticker';
import { createAccountMailer, type AccountMailer } from './mail/account-mailer';
import { assetStateLookup } from './positions/asset-state-repository';
import { EventDetector } from './positions/event-detector';
import { IngestService } from './positions/ingest-service';
import { onPoisChanged, poiCacheFor } from './pois/poi-cache';
import { accountRoutes } from './routes/account-routes';
import { adminAssetRoutes } from './routes/admin-asset-routes';
import { adminRoutes } from './routes/admin-routes';
import { auditRoutes } from './routes/audit-routes';
import { assetRoutes } from './routes/asset-routes';
import { companyRoutes } from './routes/company-routes';
import { deviceRoutes } from './routes/device-routes';
import { healthRoutes } from './routes/health-routes';
import { importExportRoutes } from './routes/import-export-routes';
import { liveRoutes } from './routes/live-routes';
import { loginRoutes } from './routes/login-routes';
import { oidcRoutes } from './routes/oidc-routes';
import { mapRoutes } from './routes/map-routes';
import { operatorRoutes } from './routes/operator-routes';
import { playbackRoutes } from './routes/playback-routes';
import { poiRoutes } from './routes/poi-routes';
import { ptoRoutes } from './routes/pto-routes';
import { receiptRoutes } from './routes/receipt-routes';
import { reportRoutes } from './routes/report-routes';
import { sessionRoutes } from './routes/session-routes';
import { uploadRoutes } from './routes/upload-routes';
import { userRoutes } from './routes/user-routes';
import { usersAdminRoutes } from './routes/users-admin-routes';
import { loadDemoWorld, loadRoads } from './simulator/demo-world-files';
import { ReportJobs } from './reports/report-jobs';
import { SummaryDayCloser } from './reports/summary-day-closer';
import { SimulatorService } from './simulator/simulator-service';
import { TenantSettingsCache } from './tenants/tenant-settings';
import { TrafficService } from './traffic/traffic-service';
import { UploadStore } from './uploads/upload-store';
import { webAppPlugin } from './web/web-app-plugin';

/** Prefix of every API route. */
export const API_PREFIX = '/v2';

/** What the app is built from. */
export interface AppDeps extends Record<string, unknown> {
  config: AppConfig;
  /** An open, migrated database. */
  db: FleetDatabase;
  /** Current time, ms since epoch. @default Date.now */
  now?: () => number;
  /** Last known state of assets, for statuses. @default the asset_state table */
  lastStates?: LastStateLookup;
  /** Delivers the account mails. @default SMTP when configured (see createAccountMailer) */
  mailer?: AccountMailer;
  /** The live fan-out. @default NATS with config.nats, else an in-process bus */
  liveBus?: LiveBus;
  /** Live socket timing (tests shorten it). @default DEFAULT_LIVE_TIMING */
  liveTiming?: Partial<LiveTiming>;
  /** Status ticker period, ms. @default 30000 */
  statusTickMs?: number;
  /** The simulator's world. @default the files in config.demoDataDir */
  loadWorld?: () => Promise<DemoWorld>;
  /** The simulator's engine. @default createDemoFleet */
  createFleet?: (options: DemoFleetOptions) => DemoFleet;
  /** Where the log lines go (tests read them). @default standard output */
  logStream?: { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's services (tests and main use the ingest path and the simulator through it). */
    fleet: AppContext;
  }
}

/** How long after the start the first pass of the summary-day closer waits, ms. */
const SUMMARY_CLOSER_DELAY_MS = 60_000;

/**
 * The whole server as one plugin: services, the error handler, authentication, the API under /v2 and the web app.
 * Not encapsulated, so that what it installs applies to the instance it is registered on.
 */
export const fleetApp = globalPlugin<AppDeps>('fleet-app', async (app, deps) => {
  const { config } = deps;
  const now = deps.now ?? Date.now;
  const db = deps.db.db;
  const tokens = new AccessTokens({ secret: await resolveJwtSecret(db, config.jwtSecret), ttlS: config.accessTokenTtlS, now });
  const settings = new TenantSettingsCache({ db, now });
  // With NATS_URL: live changes through NATS, device records through JetStream, signals between instances.
  const cluster = config.nats && !deps.liveBus ? await connectCluster({ ...config.nats, log: app.log }) : undefined;
  const bus = deps.liveBus ?? cluster?.bus ?? new InProcessLiveBus((error) => app.log.error({ err: error }, 'live listener failed'));
  const ingest = new IngestService({
    db,
    bus,
    settings,
    now,
    onRejected: (count, reason) => app.log.warn({ count, reason }, 'positions rejected'),
    events: new EventDetector({ pois: poiCacheFor(db) }),
    onEventsFailed: (error) => app.log.error({ err: error }, 'storing derived events failed'),
    groupCommit: config.ingest.groupCommit ? { lingerMs: config.ingest.groupCommit.lingerMs, maxItems: config.ingest.groupCommit.maxRecords } : false,
  });
  const ctx: AppContext = {
    config,
    db,
    dbKind: deps.db.kind,
    now,
    tokens,
    sessions: new SessionService({
      db,
      tokens,
      refreshTtlS: config.refreshTokenTtlS,
      maxAgeS: config.sessionMaxAgeS,
      now,
      onReuse: (sessionId) => app.log.warn({ sessionId }, 'refresh token reused: session revoked'),
    }),
    throttle: new LoginThrottle({ maxFailures: config.loginMaxFailures, windowMs: config.loginWindowS * 1000, now }),
    mailer: deps.mailer ?? createAccountMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log, logLinks: config.devMailLog }),
    lastStates: deps.lastStates ?? assetStateLookup(db),
    settings,
    ingest,
    live: {
      bus,
      // Sequence numbers start at the start time x 1000: see LiveChangeLog.
      feed: new LiveFeed({ bus, epoch: Date.now() * 1000 }),
      hub: new LiveHub(),
      timing: { ...DEFAULT_LIVE_TIMING, ...deps.liveTiming },
      ticker: new StatusTicker({
        db,
        bus,
        settings,
        now,
        intervalMs: deps.statusTickMs,
        onError: (error) => app.log.error({ err: error }, 'status tick failed'),
      }),
    },
    uploads: new UploadStore({ db, dataDir: config.dataDir }),
    traffic: new TrafficService({ db, now, loadRoads: () => loadRoads(config.demoDataDir) }),
    cluster,
    signals: cluster?.signals ?? new LocalSignals(),
    // An export's progress reaches its owner's live sockets here and, through the signals, on the other instances.
    reportJobs: new ReportJobs({
      db,
      now,
      log: app.log,
      onChange: (owner, job) => {
        ctx.live.hub.reportJob(owner.userId, job);
        ctx.signals.send({ kind: 'report-job', userId: owner.userId, job });
      },
    }),
    simulator: config.simulator
      ? new SimulatorService({
          db,
          ingest,
          now,
          loadWorld: deps.loadWorld ?? (() => loadDemoWorld(config.demoDataDir)),
          createFleet: deps.createFleet ?? createDemoFleet,
          log: app.log,
          backfillDays: config.backfillDays,
        })
      : undefined,
  };
  app.decorate('fleet', ctx);
  const unwatchRevocations = ctx.sessions.onRevoked((revoked) => {
    ctx.live.hub.revoked(revoked);
    ctx.signals.send({ kind: 'revoked', revoked });
  });
  const unwatchPois = onPoisChanged(db, () => ctx.signals.send({ kind: 'pois' }));
  // Another instance's changes: its revoked sessions' sockets here end, caches forget what it changed.
  const unwatchSignals = ctx.signals.on((signal) => {
    if (signal.kind === 'revoked') ctx.live.hub.revoked(signal.revoked);
    else if (signal.kind === 'device') deviceIngestFor(ctx).invalidate(signal.identifier);
    else if (signal.kind === 'report-job') ctx.live.hub.reportJob(signal.userId, signal.job);
    else poiCacheFor(db).reload().catch((error: unknown) => app.log.error({ err: error }, 'reloading POIs failed'));
  });

  // Lifecycle: statuses tick once ready; the simulator starts after listen (its backfill runs in the background);
  // on close the sockets go first (1001), then the simulator finishes its ingest in flight.
  app.addHook('onReady', async () => {
    ctx.live.ticker.start();
    // Records of identifiers nobody registered expire (hourly).
    deviceIngestFor(ctx).startExpiry(app.log);
    // Every instance takes its share of the cluster's queued device records.
    if (cluster) await cluster.consume(deviceIngestFor(ctx));
  });
  app.addHook('onListen', async () => ctx.simulator?.start());
  // Daily Summary figures computed as days close; the first pass waits a minute, so that it never slows a first view.
  const closer = config.summaryDays ? new SummaryDayCloser({ db, settings, now, log: app.log }) : undefined;
  const closerStart = closer && setTimeout(() => closer.start(), SUMMARY_CLOSER_DELAY_MS);
  closerStart?.unref();
  app.addHook('preClose', async () => ctx.live.hub.closeAll());
  app.addHook('onClose', async () => {
    unwatchRevocations();
    unwatchPois();
    unwatchSignals();
    await ctx.simulator?.stop();
    await ctx.live.ticker.stop();
    await deviceIngestFor(ctx).stopExpiry();
    clearTimeout(closerStart);
    await closer?.stop();
    // Exports running here end as failed ('the server restarted') before the database closes.
    await ctx.reportJobs.close();
    // Device messages already taken are committed (and answered) before the database closes.
    await ingest.drain();
    ctx.live.feed.close();
    // The queue consumer finishes its delivery in flight before the database closes.
    await cluster?.close();
    await bus.close();
  });
  // 64 KiB is plenty for a hello.
  await app.register(websocket, { options: { maxPayload: 65_536 } });

  await app.register(securityHeadersPlugin, { config });
  await app.register(compressionPlugin);
  installErrorHandler(app);
  refuseNulCharacters(app);
  await app.register(authPlugin, { ctx });
  // Every API route declares who may call it (config.access); one hook enforces it. Before the routes.
  await app.register(accessPlugin, { ctx });
  // Route schemas (zod) validate requests and serialize answers; the OpenAPI document is made from them (/v2/docs).
  await app.register(apiDocsPlugin, { version: '2' });
  await app.register(
    async (api) => {
      // Each plugin is typed with the parts of the context it uses; every one of them is given the whole context.
      const routePlugins: FastifyPluginAsync<RouteOptions>[] = [
        healthRoutes,
        loginRoutes,
        oidcRoutes,
        sessionRoutes,
        accountRoutes,
        userRoutes,
        assetRoutes,
        adminAssetRoutes,
        importExportRoutes,
        adminRoutes,
        usersAdminRoutes,
        companyRoutes,
        auditRoutes,
        operatorRoutes,
        deviceRoutes,
        liveRoutes,
        poiRoutes,
        mapRoutes,
        receiptRoutes,
        uploadRoutes,
        reportRoutes,
        ptoRoutes,
        playbackRoutes,
      ];
      for (const routes of routePlugins) await api.register(routes, { ctx });
    },
    { prefix: API_PREFIX },
  );
  await app.register(webAppPlugin, { webDist: config.webDist, storybookDist: config.storybookDist, apiPrefix: API_PREFIX });
});

/**
 * Creates the Fastify instance with the app registered. Nothing touches the database until `ready()` or
 * `listen()`, so the caller may migrate and seed in between, logging through `app.log`.
 */
export function buildApp(deps: AppDeps, serverOptions: FastifyServerOptions = {}): FastifyInstance {
  const app = Fastify({
    // No token, password or reset link reaches the log: URLs are redacted, credential fields censored.
    logger: {
      level: deps.config.logLevel,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
      serializers: { req: requestForLog },
      redact: { paths: [...LOG_REDACT_PATHS], censor: REDACTED },
    },
    // Bodies here are small JSON documents, bytes.
    bodyLimit: 1_048_576,
    ...serverOptions,
  });
  // Before anything registers a route: every API route must say who may call it (the API docs' routes are public).
  declareApiDocsAccess(app);
  requireAccessDeclarations(app, API_PREFIX);
  void app.register(fleetApp, deps);
  return app;
}
