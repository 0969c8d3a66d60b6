import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import type { AppContext, RouteOptions } from './app-context';
import type { AppDeps } from './app-deps';
import { accessPlugin, requireAccessDeclarations } from './auth/access-plugin';
import { authPlugin } from './auth/auth-plugin';
import { apiDocsPlugin, declareApiDocsAccess } from './http/api-docs';
import { installErrorHandler } from './http/error-handler';
import { refuseNulCharacters } from './http/refuse-nul';
import { globalPlugin } from './http/global-plugin';
import { LOG_REDACT_PATHS, REDACTED, requestForLog } from './http/log-redaction';
import { compressionPlugin } from './http/compression';
import { securityHeadersPlugin } from './http/security-headers';
import { accountRoutes } from './routes/account-routes';
import { alertRoutes } from './routes/alert-routes';
import { reminderRoutes } from './routes/reminder-routes';
import { maintenanceRoutes } from './routes/maintenance-routes';
import { serviceProgramRoutes } from './routes/service-program-routes';
import { workOrderRoutes } from './routes/work-order-routes';
import { tireRoutes } from './routes/tire-routes';
import { maintenanceCostRoutes } from './routes/maintenance-cost-routes';
import { tripRoutes } from './routes/trip-routes';
import { shareLinkRoutes } from './routes/share-link-routes';
import { deviceCommandRoutes } from './routes/device-command-routes';
import { vesselRoutes } from './routes/vessel-routes';
import { transportPartnerRoutes } from './routes/transport-partner-routes';
import { reportScheduleRoutes } from './routes/report-schedule-routes';
import { dataPushRoutes } from './routes/data-push-routes';
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
import { assertContextComplete, SERVICE_PLUGINS, type ContextPart } from './services';
import { webAppPlugin } from './web/web-app-plugin';

export type { AppDeps } from './app-deps';

/** Prefix of every API route. */
export const API_PREFIX = '/v2';

/**
 * The whole server as one plugin: the services (each a named plugin declaring what it uses), the error handler,
 * authentication, the API under /v2 and the web app. Not encapsulated, so that what it installs applies to the
 * instance it is registered on.
 */
export const fleetApp = globalPlugin<AppDeps>('fleet-app', async (app, deps) => {
  for (const service of SERVICE_PLUGINS) await app.register(service, deps);
  const ctx = assertContextComplete(app);
  const { config } = ctx;
  // 64 KiB is plenty for a hello.
  await app.register(websocket, { options: { maxPayload: 65_536 } });

  await app.register(securityHeadersPlugin, { config });
  await app.register(compressionPlugin);
  installErrorHandler(app);
  refuseNulCharacters(app);
  await app.register(authPlugin, { ctx: pick(ctx, { tokens: true, sessions: true }) });
  // Every API route declares who may call it (config.access); one hook enforces it. Before the routes.
  await app.register(accessPlugin, { ctx: pick(ctx, { config: true, db: true, mailer: true, now: true }) });
  // Route schemas (zod) validate requests and serialize answers; the OpenAPI document is made from them (/v2/docs).
  await app.register(apiDocsPlugin, { version: '2' });
  // Each route plugin receives only the parts of the context it uses: the compiler checks that the list given here
  // is exactly the one its options name (RouteOptions<...>).
  const routePlugins = [
    routePlugin(healthRoutes, { db: true, dbKind: true }),
    routePlugin(loginRoutes, { config: true, db: true, mailer: true, now: true, sessions: true, throttle: true }),
    routePlugin(oidcRoutes, { config: true, db: true, mailer: true, now: true, sessions: true, throttle: true }),
    routePlugin(sessionRoutes, { config: true, db: true, mailer: true, now: true, sessions: true }),
    routePlugin(accountRoutes, { config: true, db: true, mailer: true, now: true, sessions: true }),
    routePlugin(userRoutes, { db: true, sessions: true, throttle: true }),
    routePlugin(assetRoutes, { db: true, lastStates: true, now: true, settings: true }),
    routePlugin(adminAssetRoutes, { db: true, devices: true, now: true }),
    routePlugin(importExportRoutes, { config: true, db: true, devices: true, mailer: true, now: true }),
    routePlugin(adminRoutes, { db: true }),
    routePlugin(usersAdminRoutes, { config: true, db: true, mailer: true, now: true, sessions: true }),
    routePlugin(companyRoutes, { db: true, settings: true }),
    routePlugin(auditRoutes, { db: true }),
    routePlugin(operatorRoutes, { config: true, db: true, mailer: true, now: true, sessions: true, throttle: true }),
    routePlugin(deviceRoutes, { db: true, devices: true }),
    routePlugin(liveRoutes, { db: true, live: true, now: true, sessions: true, settings: true, tokens: true }),
    routePlugin(poiRoutes, { db: true, now: true }),
    routePlugin(mapRoutes, { config: true, traffic: true }),
    routePlugin(receiptRoutes, { db: true, now: true }),
    routePlugin(uploadRoutes, { uploads: true }),
    routePlugin(reportRoutes, { config: true, db: true, now: true, reportJobs: true, settings: true, uploads: true }),
    routePlugin(ptoRoutes, { db: true }),
    routePlugin(playbackRoutes, { config: true, db: true, now: true, settings: true }),
    routePlugin(reminderRoutes, { db: true, now: true, reminders: true }),
    routePlugin(maintenanceRoutes, { db: true, now: true }),
    routePlugin(serviceProgramRoutes, { db: true, now: true, reminders: true }),
    routePlugin(workOrderRoutes, { db: true, now: true }),
    routePlugin(tireRoutes, { db: true, now: true }),
    routePlugin(maintenanceCostRoutes, { db: true, now: true }),
    routePlugin(tripRoutes, { db: true, now: true, trips: true }),
    routePlugin(shareLinkRoutes, { config: true, db: true, now: true, settings: true }),
    routePlugin(deviceCommandRoutes, { commands: true, db: true, now: true }),
    routePlugin(vesselRoutes, { db: true, now: true }),
    routePlugin(transportPartnerRoutes, { db: true, now: true }),
    routePlugin(reportScheduleRoutes, { db: true, now: true, reportScheduler: true }),
    routePlugin(dataPushRoutes, { dataPush: true, db: true, signals: true }),
    routePlugin(alertRoutes, { alertDeliveries: true, alerts: true, db: true, live: true, now: true, signals: true }),
  ];
  await app.register(
    async (api) => {
      for (const register of routePlugins) await register(api, ctx);
    },
    { prefix: API_PREFIX },
  );
  await app.register(webAppPlugin, { webDist: config.webDist, storybookDist: config.storybookDist, apiPrefix: API_PREFIX });
});

/** The parts of the context `keys` names, and nothing else. */
function pick<K extends ContextPart>(ctx: AppContext, keys: Record<K, true>): Pick<AppContext, K> {
  return Object.fromEntries(Object.keys(keys).map((key) => [key, ctx[key as K]])) as Pick<AppContext, K>;
}

/**
 * A route plugin with the parts of the context it uses: `uses` must list exactly the parts its options name, and
 * only those are given to it.
 */
function routePlugin<K extends ContextPart>(plugin: FastifyPluginAsync<RouteOptions<K>>, uses: Record<NoInfer<K>, true>) {
  return async (api: FastifyInstance, ctx: AppContext) => {
    await api.register(plugin, { ctx: pick(ctx, uses) });
  };
}

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
