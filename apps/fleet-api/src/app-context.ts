import type { Kysely } from 'kysely';
import type { LastStateLookup } from './assets/last-state';
import type { AccessTokens } from './auth/access-token';
import type { LoginThrottle } from './auth/login-throttle';
import type { SessionService } from './auth/session-service';
import type { AppConfig } from './config';
import type { DatabaseKind } from './db/open-database';
import type { DB } from './db/schema';
import type { ResetMailer } from './mail/reset-mailer';

/** What the route plugins work with: configuration, the database and the services, created once per app. */
export interface AppContext {
  config: AppConfig;
  db: Kysely<DB>;
  dbKind: DatabaseKind;
  /** Current time, ms since epoch (injected so that tests can move it). */
  now: () => number;
  tokens: AccessTokens;
  sessions: SessionService;
  throttle: LoginThrottle;
  resetMailer: ResetMailer;
  /** Last known state per asset, for statuses. */
  lastStates: LastStateLookup;
}

/** Options of every route plugin. */
export interface RouteOptions extends Record<string, unknown> {
  ctx: AppContext;
}
