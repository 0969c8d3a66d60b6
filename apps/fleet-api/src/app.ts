import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppContext } from './app-context';
import { noLastStates, type LastStateLookup } from './assets/last-state';
import { AccessTokens } from './auth/access-token';
import { authPlugin } from './auth/auth-plugin';
import { resolveJwtSecret } from './auth/jwt-secret';
import { LoginThrottle } from './auth/login-throttle';
import { SessionService } from './auth/session-service';
import type { AppConfig } from './config';
import type { FleetDatabase } from './db/open-database';
import { installErrorHandler } from './http/error-handler';
import { globalPlugin } from './http/global-plugin';
import { createResetMailer, type ResetMailer } from './mail/reset-mailer';
import { accountRoutes } from './routes/account-routes';
import { adminRoutes } from './routes/admin-routes';
import { assetRoutes } from './routes/asset-routes';
import { healthRoutes } from './routes/health-routes';
import { loginRoutes } from './routes/login-routes';
import { sessionRoutes } from './routes/session-routes';
import { userRoutes } from './routes/user-routes';
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
  /** Last known state of assets, for statuses. @default noLastStates (every asset Inactive) */
  lastStates?: LastStateLookup;
  /** Delivers reset links. @default SMTP when configured, else the log */
  resetMailer?: ResetMailer;
}

/**
 * The whole server as one plugin: services, the error handler, authentication, the API under /v2 and the web app.
 * Not encapsulated, so that what it installs applies to the instance it is registered on.
 */
export const fleetApp = globalPlugin<AppDeps>('fleet-app', async (app, deps) => {
  const { config } = deps;
  const now = deps.now ?? Date.now;
  const db = deps.db.db;
  const tokens = new AccessTokens({ secret: await resolveJwtSecret(db, config.jwtSecret), ttlS: config.accessTokenTtlS, now });
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
      now,
      onReuse: (sessionId) => app.log.warn({ sessionId }, 'refresh token reused: session revoked'),
    }),
    throttle: new LoginThrottle({ maxFailures: config.loginMaxFailures, windowMs: config.loginWindowS * 1000, now }),
    resetMailer: deps.resetMailer ?? createResetMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log }),
    lastStates: deps.lastStates ?? noLastStates,
  };

  installErrorHandler(app);
  await app.register(authPlugin, { ctx });
  await app.register(
    async (api) => {
      for (const routes of [healthRoutes, loginRoutes, sessionRoutes, accountRoutes, userRoutes, assetRoutes, adminRoutes]) {
        await api.register(routes, { ctx });
      }
    },
    { prefix: API_PREFIX },
  );
  await app.register(webAppPlugin, { webDist: config.webDist, apiPrefix: API_PREFIX });
});

/**
 * Creates the Fastify instance with the app registered. Nothing touches the database until `ready()` or
 * `listen()`, so the caller may migrate and seed in between, logging through `app.log`.
 */
export function buildApp(deps: AppDeps, serverOptions: FastifyServerOptions = {}): FastifyInstance {
  const app = Fastify({
    logger: { level: deps.config.logLevel },
    // Bodies here are small JSON documents, bytes.
    bodyLimit: 1_048_576,
    ...serverOptions,
  });
  void app.register(fleetApp, deps);
  return app;
}
