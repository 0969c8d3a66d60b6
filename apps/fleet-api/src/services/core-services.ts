import { AccessTokens } from '../auth/access-token';
import { resolveJwtSecret } from '../auth/jwt-secret';
import { LoginThrottle } from '../auth/login-throttle';
import { SessionService } from '../auth/session-service';
import { createAccountMailer } from '../mail/account-mailer';
import { assetStateLookup } from '../positions/asset-state-repository';
import { TenantSettingsCache } from '../tenants/tenant-settings';
import { TrafficService } from '../traffic/traffic-service';
import { loadRoads } from '../simulator/demo-world-files';
import { UploadStore } from '../uploads/upload-store';
import { servicePlugin } from './service-plugin';

/** What every other plugin starts from: the configuration, the open database and the clock. */
export const corePlugin = servicePlugin({
  name: 'fleet-core',
  uses: {},
  gives: ['config', 'db', 'dbKind', 'now'],
  build: (_ctx, _app, deps) => ({ config: deps.config, db: deps.db.db, dbKind: deps.db.kind, now: deps.now ?? Date.now }),
});

/** Access tokens (signed with the configured or stored secret), sessions and the sign-in throttle. */
export const sessionsPlugin = servicePlugin({
  name: 'fleet-sessions',
  uses: { 'fleet-core': ['config', 'db', 'now'] },
  gives: ['tokens', 'sessions', 'throttle'],
  async build({ config, db, now }, app) {
    const tokens = new AccessTokens({ secret: await resolveJwtSecret(db, config.jwtSecret), ttlS: config.accessTokenTtlS, now });
    const sessions = new SessionService({
      db,
      tokens,
      refreshTtlS: config.refreshTokenTtlS,
      maxAgeS: config.sessionMaxAgeS,
      now,
      onReuse: (sessionId) => app.log.warn({ sessionId }, 'refresh token reused: session revoked'),
    });
    const throttle = new LoginThrottle({ maxFailures: config.loginMaxFailures, windowMs: config.loginWindowS * 1000, now });
    return { tokens, sessions, throttle };
  },
});

/** The account mails (reset, e-mail confirmation, invitations): SMTP when configured. */
export const mailPlugin = servicePlugin({
  name: 'fleet-mail',
  uses: { 'fleet-core': ['config'] },
  gives: ['mailer'],
  build: ({ config }, app, deps) => ({
    mailer: deps.mailer ?? createAccountMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log, logLinks: config.devMailLog }),
  }),
});

/** Per-tenant settings (cached) and the last known state of each asset. */
export const settingsPlugin = servicePlugin({
  name: 'fleet-settings',
  uses: { 'fleet-core': ['db', 'now'] },
  gives: ['settings', 'lastStates'],
  build: ({ db, now }, _app, deps) => ({ settings: new TenantSettingsCache({ db, now }), lastStates: deps.lastStates ?? assetStateLookup(db) }),
});

/** Uploaded receipt files under FLEET_DATA_DIR/uploads. */
export const uploadsPlugin = servicePlugin({
  name: 'fleet-uploads',
  uses: { 'fleet-core': ['config', 'db'] },
  gives: ['uploads'],
  build: ({ config, db }) => ({ uploads: new UploadStore({ db, dataDir: config.dataDir }) }),
});

/** The traffic layer derived from the fleet's own speeds on the demo roads. */
export const trafficPlugin = servicePlugin({
  name: 'fleet-traffic',
  uses: { 'fleet-core': ['config', 'db', 'now'] },
  gives: ['traffic'],
  build: ({ config, db, now }) => ({ traffic: new TrafficService({ db, now, loadRoads: () => loadRoads(config.demoDataDir) }) }),
});
