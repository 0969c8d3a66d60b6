import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { FleetDatabase } from '../db/open-database';
import type { AccountMail } from '../mail/account-mailer';
import { seedDatabase } from '../seed/seed';
import { createTestDatabase } from './test-db';

/** A clock the test moves by hand, ms since epoch. */
export interface TestClock {
  now: () => number;
  advance: (ms: number) => void;
}

/** A clock starting at the real time. */
export function createTestClock(start = Date.now()): TestClock {
  let t = start;
  return { now: () => t, advance: (ms) => (t += ms) };
}

/** The monorepo root (this file is apps/fleet-api/src/testing/test-app.ts). */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** The configuration tests start from: quiet logs, demo data, no simulator, no web build. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  // Route tests sign in many times from one address: the rate-limit test sets the factor back to 1.
  const base = loadConfig(
    // Tests look at summary_days themselves: no background pass fills it behind them. The framed device protocols
    // are off unless a test asks for them (on port 0), so that no test binds their fixed ports.
    {
      LOG_LEVEL: 'silent', FLEET_DEMO: '1', FLEET_SIMULATOR: '0', WEB_DIST: '/nonexistent/fleet-web', AUTH_RATE_LIMIT_FACTOR: '100', FLEET_SUMMARY_DAYS: '0',
      GT06_PORT: 'off', H02_PORT: 'off', JT808_PORT: 'off', WATCH_PORT: 'off',
    },
    { repoRoot: REPO_ROOT },
  );
  return { ...base, ...overrides };
}

/** A built app over its own seeded database. */
export interface TestApp {
  app: FastifyInstance;
  database: FleetDatabase;
  clock: TestClock;
  /** Every account mail "sent" so far. */
  mails: AccountMail[];
  /** The reset mails among them. */
  resetLinks: Extract<AccountMail, { kind: 'reset' }>[];
  close(): Promise<void>;
}

/** Options of `createTestApp`. */
export interface TestAppOptions {
  config?: Partial<AppConfig>;
  /** Seed (demo by default). @default true */
  seed?: boolean;
  /** Hook to add routes before the app is ready. */
  extend?: (app: FastifyInstance) => void;
  deps?: Partial<AppDeps>;
  /** Build on this (already seeded) database instead of a new one; it is left open by `close`. */
  database?: FleetDatabase;
}

/** Builds the app over a fresh database (see test-db.ts), seeded, ready for `inject`. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, cleanup } = options.database
    ? { database: options.database, cleanup: async () => undefined }
    : await createTestDatabase();
  // Uploads go to a temporary data folder of this app (removed by `close`), never to the repository.
  const ownDataDir = options.config?.dataDir === undefined ? mkdtempSync(join(tmpdir(), 'fleet-api-test-')) : undefined;
  const config = testConfig({ ...(ownDataDir ? { dataDir: ownDataDir } : {}), ...options.config });
  const clock = createTestClock();
  const mails: AccountMail[] = [];
  const resetLinks: Extract<AccountMail, { kind: 'reset' }>[] = [];
  if ((options.seed ?? true) && !options.database) {
    await seedDatabase(database.db, {
      demo: config.demo,
      adminPassword: config.adminPassword,
      log: { info: () => undefined },
      showOnce: () => undefined,
      dataDir: config.dataDir,
      demoDataDir: config.demoDataDir,
    });
  }
  const app = buildApp({
    config,
    db: database,
    now: clock.now,
    mailer: {
      canSend: true,
      send: async (mail) => {
        mails.push(mail);
        if (mail.kind === 'reset') resetLinks.push(mail);
      },
    },
    ...options.deps,
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    clock,
    mails,
    resetLinks,
    close: async () => {
      await app.close();
      await cleanup();
      if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true });
    },
  };
}

/** A parsed response. */
export interface TestResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

/** Calls the app: JSON in, JSON out, with an optional bearer token. */
export async function call<T = Record<string, unknown>>(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<TestResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await app.inject({
    method,
    url,
    headers,
    ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
  });
  let body: unknown;
  try {
    body = response.json();
  } catch {
    body = response.body;
  }
  return { status: response.statusCode, body: body as T, headers: response.headers };
}

/** Tokens of a login through POST /v2/clients/login. */
export async function loginAs(app: FastifyInstance, username: string, password: string, ip?: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/v2/clients/login',
    payload: { username, password, platform: 'Web' },
    ...(ip ? { remoteAddress: ip } : {}),
  });
  if (response.statusCode !== 200) throw new Error(`login ${username} failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { userInfo: { accessToken: string; refreshToken: string; uid: string } };
  return body.userInfo;
}

/** The seeded asset of this type with the lowest id, and its company. */
export async function firstAssetOfType(db: FleetDatabase['db'], type: string): Promise<{ assetId: number; tenantId: string }> {
  const asset = await db.selectFrom('assets').select(['id', 'tenant_id']).where('type', '=', type).orderBy('id').executeTakeFirstOrThrow();
  return { assetId: asset.id, tenantId: asset.tenant_id };
}

/** The asset ids the seeded Client `demo` may see, in id order. */
export async function demoVisibleAssetIds(db: FleetDatabase['db']): Promise<number[]> {
  const rows = await db
    .selectFrom('user_assets as ua')
    .innerJoin('users as u', 'u.id', 'ua.user_id')
    .select('ua.asset_id')
    .where('u.username', '=', 'demo')
    .orderBy('ua.asset_id')
    .execute();
  return rows.map((r) => r.asset_id);
}

/** A strong password for accounts the tests create (12+ characters, not guessable). */
export const TEST_PASSWORD = 'Tr4ck-my-fl33t-2026';

/**
 * A second company as a real one starts: registered, its email confirmed through the mailed link, signed in
 * (POST /v2/api/auth/login). Returns its Administrator's tokens and uid.
 */
export async function registerCompany(t: Pick<TestApp, 'app' | 'mails'>, name: string, email: string, password = TEST_PASSWORD) {
  const registered = await call(t.app, 'POST', '/v2/api/auth/register', { body: { displayName: name, email, password, confirmPassword: password } });
  if (registered.status !== 200) throw new Error(`register ${email} failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  const mail = [...t.mails].reverse().find((m) => m.kind === 'confirm' && m.email === email);
  if (!mail || mail.kind !== 'confirm') throw new Error(`no confirmation mail for ${email}`);
  const token = new URL(mail.link).hash.replace(/^#confirm=/, '');
  const confirmed = await call(t.app, 'POST', '/v2/api/auth/confirm-email', { body: { token } });
  if (confirmed.status !== 200) throw new Error(`confirming ${email} failed: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  const login = await call<{ userData: { accessToken: string; refreshToken: string; uid: string } }>(t.app, 'POST', '/v2/api/auth/login', { body: { email, password } });
  if (login.status !== 200) throw new Error(`login ${email} failed: ${login.status} ${JSON.stringify(login.body)}`);
  return login.body.userData;
}
