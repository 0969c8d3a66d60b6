// One piece on purpose: the environment schema, its bounds and the typed config they give are read together (each
// variable once, beside its default and its README row); splitting it would scatter one table across files.
import { isAbsolute, resolve } from 'node:path';
import { DEFAULT_MAPS_URL_TEMPLATE, OFFLINE_MAP_TYPE, OPENFREEMAP_LIBERTY_URL, PAGE_KEYS, ROADMAP_MAP_TYPE, ROLES, type MapStyleOption, type PageKey, type Role } from '@fleet/domain';
import { z } from 'zod';
import { DEMO_ASSETS_MAX, DEMO_FLEET_SIZE, LARGE_DEMO_ASSETS } from './seed/demo-fleet';

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
const seconds = z.coerce.number().int().positive();
/** A whole number of at least 1 (counts, limits). */
const count = z.coerce.number().int().positive();
/** A TCP port of an ingest server: 0 picks a free one, `off` does not start it. */
const ingestPort = (fallback: number) =>
  z.union([z.literal('off').transform(() => null), z.coerce.number().int().min(0).max(65535)]).default(fallback);

/** MAP_STYLES: a JSON list of named MapLibre style URLs the deployment offers beside the offline roadmap. */
const mapStyles = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'MAP_STYLES must be JSON: [{"id","label","url"}]' });
      return z.NEVER;
    }
  })
  .pipe(z.array(z.object({ id: z.string().min(1), label: z.string().min(1), url: z.url() })));

/** ROADMAP_STYLE_URL: the online street map's style URL (http or https), or `off` / empty for the offline basemap only. */
const roadmapStyleUrl = z.union([
  z.literal('off').transform(() => null),
  z.url('ROADMAP_STYLE_URL must be a style URL, or off').refine((v) => /^https?:/.test(v), 'ROADMAP_STYLE_URL must be an http(s) URL, or off'),
]);

/** A comma-separated list: trimmed, empty items dropped. */
const commaList = z.string().transform((text) => text.split(',').map((v) => v.trim()).filter((v) => v !== ''));

/** OIDC_ISSUER: https, or http on a loopback host (a provider on the same machine, tests). */
const issuerUrl = z
  .url('OIDC_ISSUER must be a URL')
  .refine((v) => {
    const url = new URL(v);
    return url.protocol === 'https:' || (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname));
  }, 'OIDC_ISSUER must be an https URL (http only on localhost or 127.0.0.1)')
  .refine((v) => !new URL(v).search && !new URL(v).hash, 'OIDC_ISSUER must not have a query or fragment');

/** An email domain of OIDC_ALLOWED_DOMAINS, or `*` for any. */
const DOMAIN = /^(\*|(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63})$/;

/** The environment the server reads (docs/server-environment.md). Empty values count as unset. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(7750),
  HOST: z.string().default('127.0.0.1'),
  FLEET_DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  FLEET_DEMO: flag.optional(),
  ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').max(128).optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_S: seconds.default(900),
  REFRESH_TOKEN_TTL_S: seconds.default(2_592_000),
  LOGIN_MAX_FAILURES: seconds.default(5),
  LOGIN_WINDOW_S: seconds.default(900),
  RESET_TOKEN_TTL_S: seconds.default(3600),
  CONFIRM_TOKEN_TTL_S: seconds.default(86_400),
  SESSION_MAX_AGE_S: seconds.default(43_200),
  FLEET_DEV_MAIL_LOG: flag.default(false),
  AUTH_RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Fleet <no-reply@localhost>'),
  PUBLIC_URL: z.url().optional(),
  FLEET_REGISTRATION: flag.default(true),
  FLEET_OPERATOR_EMAILS: z
    .string()
    .transform((v) => v.split(',').map((e) => e.trim().toLowerCase()).filter((e) => e !== ''))
    .pipe(z.array(z.email('FLEET_OPERATOR_EMAILS must be email addresses separated by commas').max(254)).max(20, 'FLEET_OPERATOR_EMAILS holds at most 20 addresses'))
    .optional(),
  FLEET_SUPPORT_SESSION_S: z.coerce.number().int().min(60).max(14_400).default(1_800),
  WEB_DIST: z.string().optional(),
  STORYBOOK_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  FLEET_SIMULATOR: flag.optional(),
  FLEET_BACKFILL_DAYS: z.coerce.number().int().min(0).max(30).optional(),
  FLEET_DEMO_ASSETS: z.coerce.number().int().min(DEMO_FLEET_SIZE).max(DEMO_ASSETS_MAX).default(DEMO_FLEET_SIZE),
  MAP_STYLES: mapStyles.optional(),
  ROADMAP_STYLE_URL: roadmapStyleUrl.optional(),
  TRAFFIC_TILE_URL: z.string().min(1).optional(),
  POSITION_RETENTION_MONTHS: z.coerce.number().int().min(0).default(0),
  FLEET_SUMMARY_DAYS: flag.default(true),
  /** How often the trips under way are carried on from their vehicles' positions, ms. */
  TRIP_TICK_MS: z.coerce.number().int().min(200).max(600_000).default(10_000),
  /**
   * The shortest expiry a live-location share link may be given, s (default and most: 15 min, the product's minimum).
   * Lower only for the browser test that watches a link expire within its run time (a shorter link shows less).
   */
  SHARE_LINK_MIN_EXPIRY_S: z.coerce.number().int().min(5).max(900).default(900),
  WEBHOOK_ALLOW_PRIVATE: flag.default(false),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  ALERT_DELIVERY_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
  MAPS_URL_TEMPLATE: z
    .string()
    .refine((v) => /^https?:\/\//.test(v) && v.includes('{lat}') && v.includes('{lng}'), 'MAPS_URL_TEMPLATE must be an http(s) URL with {lat} and {lng}.')
    .optional(),
  OSMAND_PORT: ingestPort(5055),
  TELTONIKA_PORT: ingestPort(5027),
  GT06_PORT: ingestPort(5023),
  H02_PORT: ingestPort(5013),
  JT808_PORT: ingestPort(5015),
  WATCH_PORT: ingestPort(5093),
  DEVICE_COMMAND_TIMEOUT_S: seconds.max(3600).default(120),
  MQTT_URL: z.string().regex(/^(mqtts?|wss?|tcp):\/\//, 'MQTT_URL must be an mqtt://, mqtts://, ws:// or wss:// URL').optional(),
  MQTT_TOPIC: z.string().min(1).default('fleet/+/position'),
  FLEET_UNKNOWN_DEVICES: z.enum(['accept', 'refuse']).default('accept'),
  FLEET_UNREGISTERED_RECORDS_PER_DEVICE: count.default(10_000),
  FLEET_UNREGISTERED_DEVICES_MAX: count.default(10_000),
  FLEET_UNREGISTERED_RECORDS_MAX: count.default(1_000_000),
  FLEET_UNREGISTERED_PER_ADDRESS_PER_HOUR: count.default(20),
  FLEET_UNREGISTERED_RETENTION_DAYS: count.default(7),
  TELTONIKA_HANDSHAKE_TIMEOUT_S: z.coerce.number().positive().max(3600).default(30),
  TELTONIKA_MAX_CONNECTIONS_PER_ADDRESS: count.default(100),
  TELTONIKA_MAX_CONNECTIONS: count.default(10_000),
  INGEST_GROUP_COMMIT_MS: z.union([z.literal('off').transform(() => null), z.coerce.number().min(0).max(100)]).default(2),
  INGEST_GROUP_COMMIT_MAX: count.max(50_000).default(5_000),
  NATS_URL: z
    .string()
    .refine((v) => v.split(',').every((u) => /^(nats|tls|wss?):\/\/\S+$/.test(u.trim())), 'NATS_URL must be a nats://, tls://, ws:// or wss:// URL (several separated by commas)')
    .optional(),
  NATS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, 'NATS_PREFIX must be 1 to 32 letters, digits, _ or -')
    .default('fleet'),
  OIDC_ISSUER: issuerUrl.optional(),
  OIDC_CLIENT_ID: z.string().max(512).optional(),
  OIDC_CLIENT_SECRET: z.string().max(1024).optional(),
  OIDC_ALLOWED_DOMAINS: commaList
    .transform((list) => list.map((d) => d.toLowerCase()))
    .refine((list) => list.length > 0, 'OIDC_ALLOWED_DOMAINS must list at least one email domain (or *)')
    .refine((list) => list.every((d) => DOMAIN.test(d)), 'OIDC_ALLOWED_DOMAINS must be email domains separated by commas (example.com,example.org) or *')
    .optional(),
  OIDC_COMPANY: z.string().max(200).optional(),
  OIDC_PAGES: commaList
    .refine((list) => list.length > 0, 'OIDC_PAGES must list at least one page key')
    .refine((list) => list.every((k) => (PAGE_KEYS as readonly string[]).includes(k)), `OIDC_PAGES must be page keys among ${PAGE_KEYS.join(', ')}`)
    .transform((list) => [...new Set(list)] as PageKey[])
    .default(['mapview', 'tableview', 'playback', 'reports']),
  OIDC_ROLE: z.enum(ROLES, { error: `OIDC_ROLE must be one of ${ROLES.join(', ')}` }).default('Client'),
  OIDC_BUTTON_LABEL: z.string().trim().min(1).max(60, 'OIDC_BUTTON_LABEL must be at most 60 characters').default('Sign in with SSO'),
});

/** The OIDC_* variables that must be set once OIDC_ISSUER is. */
const OIDC_REQUIRED = ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_ALLOWED_DOMAINS', 'OIDC_COMPANY'] as const;

/** The server's configuration, parsed once at start. */
export interface AppConfig {
  port: number;
  host: string;
  /** Absolute folder of the PGlite data, uploads and generated files. */
  dataDir: string;
  /** PostgreSQL connection string; PGlite in `dataDir` when unset. */
  databaseUrl: string | undefined;
  /** Seed the demo tenant at start. */
  demo: boolean;
  /**
   * Assets of the demo fleet (FLEET_DEMO_ASSETS): the 54 named ones, and more made like them for a demo at fleet scale.
   * Read when the demo is first seeded. @default 54
   */
  demoAssets: number;
  /** Password of the first Administrator `admin` when no demo and no user exists. */
  adminPassword: string | undefined;
  /** HS256 key; when unset one is generated and kept in `server_settings`. */
  jwtSecret: string | undefined;
  /** Access token lifetime, s. */
  accessTokenTtlS: number;
  /** Refresh token (session) lifetime, s. */
  refreshTokenTtlS: number;
  /** Failed logins per username and address within `loginWindowS` before 429. */
  loginMaxFailures: number;
  /** Window of the failed-login throttle, s. */
  loginWindowS: number;
  /** Password reset link lifetime, s. */
  resetTokenTtlS: number;
  /** Email confirmation link lifetime (self-registration), s. @default 86400 */
  confirmTokenTtlS: number;
  /**
   * Absolute session lifetime, s: a session ends this long after its sign-in however often its tokens are refreshed
   * (OWASP ASVS 3.3.2: 12 hours). @default 43200
   */
  sessionMaxAgeS: number;
  /** nodemailer transport URL; when unset no mail can be sent (registration cannot be confirmed). */
  smtpUrl: string | undefined;
  /**
   * FLEET_DEV_MAIL_LOG=1: without SMTP, write account mails with their one-time links to the log at info level.
   * Development only: whoever reads the log can take over the accounts. @default false
   */
  devMailLog: boolean;
  /**
   * Multiplies the sign-in, registration and password-reset rate limits (AUTH_RATE_LIMIT_FACTOR, 1-1000), for test
   * rigs that sign in many times from one address. @default 1
   */
  authRateLimitFactor: number;
  /** Sender of the server's mails. */
  mailFrom: string;
  /** Public origin of the web app, without a trailing slash (used in reset links). */
  publicUrl: string;
  /** Self-registration allowed. */
  registration: boolean;
  /**
   * The installation's operators (FLEET_OPERATOR_EMAILS, lower case): each signs in with an account of the
   * installation company, created at start when missing with no usable password (the set-password link is mailed,
   * or "Forgot password" sends a new one). Empty: no operator. @default []
   */
  operatorEmails: string[];
  /** Lifetime of a support session an operator opens as a company's Administrator, s (FLEET_SUPPORT_SESSION_S). @default 1800 */
  supportSessionS: number;
  /** Absolute folder of the built web app. */
  webDist: string;
  /** Absolute folder of the built Storybook (STORYBOOK_DIST), served at `/storybook/` when built. @default <repo>/dist/storybook */
  storybookDist: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Drive the demo fleet simulator (backfill, then live ticks). On by default in the embedded demo mode. */
  simulator: boolean;
  /**
   * Days of history the simulator backfills on a first start (and the longest gap it fills after a restart).
   * @default 30, or 1 for a demo of more than 500 assets
   */
  backfillDays: number;
  /** Absolute folder of the simulator's data files (roads/, gazetteer/): `apps/fleet-api/data` below the repo root. */
  demoDataDir: string;
  /**
   * The online street map of the default map type `roadmap` (ROADMAP_STYLE_URL, else MAP_STYLES' `roadmap` entry,
   * else OpenFreeMap's Liberty); null when it is off: `roadmap` is then the offline basemap.
   */
  roadmapStyleUrl: string | null;
  /** Further street-map styles from MAP_STYLES (satellite, ...), offered after roadmap and offline. */
  mapStyles: MapStyleOption[];
  /** A third-party traffic tile URL template (TRAFFIC_TILE_URL); null uses the fleet-derived layer. */
  trafficTileUrl: string | null;
  /**
   * Whole months of positions kept before the current month (POSITION_RETENTION_MONTHS); older monthly partitions
   * are dropped daily. 0 (the default) keeps positions forever.
   */
  positionRetentionMonths: number;
  /**
   * Keep every company's daily Summary figures computed as its days close (FLEET_SUMMARY_DAYS, reports/summary-day-closer.ts),
   * so that fleet-wide reports read stored days from their first run. @default true
   */
  summaryDays: boolean;
  /** How often the trips under way are carried on from their vehicles' positions, ms (TRIP_TICK_MS). */
  tripTickMs: number;
  /**
   * The shortest expiry of a live-location share link, s (SHARE_LINK_MIN_EXPIRY_S): 900 (15 min, the product's bound)
   * unless a test lowers it; the web dialog offers 15 min to 7 days whatever it is.
   */
  shareLinkMinExpiryS: number;
  /**
   * Alert deliveries by e-mail and webhook (alerts/alert-deliveries.ts): a webhook to a private or loopback address is
   * refused unless WEBHOOK_ALLOW_PRIVATE=1 (tests, a receiver on the same network); each try waits at most
   * WEBHOOK_TIMEOUT_MS; a failed delivery is tried again after WEBHOOK_RETRY_BASE_MS x 2^(tries-1), at most
   * ALERT_DELIVERY_ATTEMPTS times in all.
   */
  alertDelivery: { allowPrivateWebhooks: boolean; webhookTimeoutMs: number; retryBaseMs: number; maxAttempts: number };
  /** Where report rows open their coordinates (MAPS_URL_TEMPLATE, {lat} and {lng}); OpenStreetMap by default. */
  mapsUrlTemplate: string;
  /** Device ingest servers (ingest-servers/), bound to `host`; a port of 0 picks a free one, null is off. */
  ingest: {
    /** OsmAnd / Traccar Client HTTP (OSMAND_PORT). @default 5055 */
    osmandPort: number | null;
    /** Teltonika TCP (TELTONIKA_PORT). @default 5027 */
    teltonikaPort: number | null;
    /** GT06 / Concox TCP (GT06_PORT). @default 5023 */
    gt06Port: number | null;
    /** H02 / Sinotrack TCP (H02_PORT). @default 5013 */
    h02Port: number | null;
    /** JT/T 808 TCP (JT808_PORT). @default 5015 */
    jt808Port: number | null;
    /** GPS watches, the [SG*...] protocol (WATCH_PORT). @default 5093 */
    watchPort: number | null;
    /** A command written to a device without its answer within this is marked unanswered, ms (DEVICE_COMMAND_TIMEOUT_S). @default 120000 */
    commandTimeoutMs: number;
    /** Broker to subscribe to (MQTT_URL); off when unset. */
    mqttUrl: string | undefined;
    /** Topic filter of the MQTT JSON positions (MQTT_TOPIC). @default 'fleet/+/position' */
    mqttTopic: string;
    /**
     * What happens to records of a device nobody registered (FLEET_UNKNOWN_DEVICES): `accept` keeps them aside (no
     * company sees them) until an Administrator claims the identifier, within the bounds below; `refuse` drops them
     * (OsmAnd 403, Teltonika IMEI 0x00). @default 'accept'
     */
    unknownDevices: 'accept' | 'refuse';
    /**
     * Records kept per unregistered identifier (FLEET_UNREGISTERED_RECORDS_PER_DEVICE); later ones are acknowledged
     * and dropped (counted). @default 10000
     */
    unregisteredRecordsPerDevice: number;
    /**
     * Unregistered identifiers kept in total (FLEET_UNREGISTERED_DEVICES_MAX); beyond, a new identifier is refused
     * as with `unknownDevices: 'refuse'`. @default 10000
     */
    unregisteredDevicesMax: number;
    /**
     * Records of unregistered identifiers kept in total (FLEET_UNREGISTERED_RECORDS_MAX); beyond, a new identifier
     * is refused and known ones' records are acknowledged and dropped. @default 1000000
     */
    unregisteredRecordsMax: number;
    /**
     * New unregistered identifiers accepted per source address per hour (FLEET_UNREGISTERED_PER_ADDRESS_PER_HOUR);
     * beyond, refused (OsmAnd 429, Teltonika IMEI 0x00). Counted per instance. @default 20
     */
    unregisteredPerAddressPerHour: number;
    /**
     * Days an unregistered identifier and each of its kept records live (FLEET_UNREGISTERED_RETENTION_DAYS):
     * identifiers unseen that long and records received that long ago are deleted by the hourly cleanup. @default 7
     */
    unregisteredRetentionDays: number;
    /** A Teltonika connection must send its IMEI within this, ms (TELTONIKA_HANDSHAKE_TIMEOUT_S, seconds). @default 30000 */
    teltonikaHandshakeTimeoutMs: number;
    /** Open Teltonika connections per source address (TELTONIKA_MAX_CONNECTIONS_PER_ADDRESS). @default 100 */
    teltonikaMaxConnectionsPerAddress: number;
    /** Open Teltonika connections in total (TELTONIKA_MAX_CONNECTIONS). @default 10000 */
    teltonikaMaxConnections: number;
    /**
     * Group commit of device messages (positions/group-commit.ts): how long the first message waits for others when
     * the database is idle (INGEST_GROUP_COMMIT_MS, 0-100 ms) and the records committed together at most
     * (INGEST_GROUP_COMMIT_MAX); `off` commits each message in its own transaction. @default { lingerMs: 2, maxRecords: 5000 }
     */
    groupCommit: { lingerMs: number; maxRecords: number } | null;
  };
  /**
   * Scale-out over NATS (NATS_URL): device records go through a JetStream work queue and live changes and cache
   * signals through NATS subjects, so that several instances serve one fleet. Null runs alone (in-process bus).
   */
  nats: { url: string; prefix: string } | null;
  /** Sign-in with an OpenID Connect provider (OIDC_*, README "Sign-in with an identity provider"); null when off. */
  oidc: OidcConfig | null;
}

/** The OpenID Connect provider users may sign in with. */
export interface OidcConfig {
  /** The provider's issuer URL (OIDC_ISSUER); its discovery document is read from `/.well-known/openid-configuration`. */
  issuer: string;
  /** OIDC_CLIENT_ID. */
  clientId: string;
  /** OIDC_CLIENT_SECRET: sent to the token endpoint only (client_secret_basic), never logged. */
  clientSecret: string;
  /** Lower-case email domains allowed to sign in and to be created (OIDC_ALLOWED_DOMAINS); `*` allows any. */
  allowedDomains: string[];
  /** The company new users join: its id or exact name (OIDC_COMPANY), looked up at each creation. */
  company: string;
  /** Page keys of new users (OIDC_PAGES). @default ['mapview','tableview','playback','reports'] */
  pages: PageKey[];
  /** Role of new users (OIDC_ROLE). @default 'Client' */
  role: Role;
  /** Text of the login page's button (OIDC_BUTTON_LABEL). @default 'Sign in with SSO' */
  buttonLabel: string;
  /** Where the provider returns: PUBLIC_URL + '/callback' (register it with the provider). */
  redirectUri: string;
}

/** Where relative paths resolve. */
export interface ConfigPaths {
  /** The monorepo root: the default WEB_DIST is `dist/apps/fleet-web` below it. */
  repoRoot: string;
  /** Base of relative FLEET_DATA_DIR and WEB_DIST values. @default process.cwd() */
  cwd?: string;
}

/** Thrown when the environment does not pass the schema; the message lists every problem. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Parses the environment into the server's configuration.
 * @throws ConfigError when a variable is invalid.
 */
export function loadConfig(env: Record<string, string | undefined>, paths: ConfigPaths): AppConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const missing = e.OIDC_ISSUER ? OIDC_REQUIRED.filter((name) => e[name] === undefined) : [];
  if (missing.length > 0) throw new ConfigError(`Invalid environment:\n  ${missing.map((name) => `${name}: required when OIDC_ISSUER is set`).join('\n  ')}`);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const cwd = paths.cwd ?? process.cwd();
  const fromCwd = (p: string) => (isAbsolute(p) ? p : resolve(cwd, p));
  const demo = e.FLEET_DEMO ?? e.DATABASE_URL === undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: fromCwd(e.FLEET_DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    // The demo is on by default only in the embedded mode: a real database starts empty.
    demo,
    demoAssets: e.FLEET_DEMO_ASSETS,
    adminPassword: e.ADMIN_PASSWORD,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlS: e.ACCESS_TOKEN_TTL_S,
    refreshTokenTtlS: e.REFRESH_TOKEN_TTL_S,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginWindowS: e.LOGIN_WINDOW_S,
    resetTokenTtlS: e.RESET_TOKEN_TTL_S,
    confirmTokenTtlS: e.CONFIRM_TOKEN_TTL_S,
    sessionMaxAgeS: e.SESSION_MAX_AGE_S,
    smtpUrl: e.SMTP_URL,
    devMailLog: e.FLEET_DEV_MAIL_LOG,
    authRateLimitFactor: e.AUTH_RATE_LIMIT_FACTOR,
    mailFrom: e.MAIL_FROM,
    publicUrl,
    registration: e.FLEET_REGISTRATION,
    operatorEmails: e.FLEET_OPERATOR_EMAILS ?? [],
    supportSessionS: e.FLEET_SUPPORT_SESSION_S,
    webDist: e.WEB_DIST ? fromCwd(e.WEB_DIST) : resolve(paths.repoRoot, 'dist/apps/fleet-web'),
    storybookDist: e.STORYBOOK_DIST ? fromCwd(e.STORYBOOK_DIST) : resolve(paths.repoRoot, 'dist/storybook'),
    logLevel: e.LOG_LEVEL,
    // The simulator drives the demo tenant: on with the embedded demo, off with a real database unless asked for.
    simulator: e.FLEET_SIMULATOR ?? (demo && e.DATABASE_URL === undefined),
    backfillDays: e.FLEET_BACKFILL_DAYS ?? (e.FLEET_DEMO_ASSETS > LARGE_DEMO_ASSETS ? 1 : 30),
    demoDataDir: resolve(paths.repoRoot, 'apps/fleet-api/data'),
    // Set but empty is `off` here (other variables treat empty as unset): an operator blanking the URL means no online map.
    roadmapStyleUrl:
      env.ROADMAP_STYLE_URL?.trim() === ''
        ? null
        : e.ROADMAP_STYLE_URL !== undefined
          ? e.ROADMAP_STYLE_URL
          : (e.MAP_STYLES?.find((st) => st.id === ROADMAP_MAP_TYPE)?.url ?? OPENFREEMAP_LIBERTY_URL),
    // roadmap and offline are the two built-in types: a MAP_STYLES entry with either id does not add a third.
    mapStyles: (e.MAP_STYLES ?? []).filter((st) => st.id !== ROADMAP_MAP_TYPE && st.id !== OFFLINE_MAP_TYPE),
    trafficTileUrl: e.TRAFFIC_TILE_URL ?? null,
    mapsUrlTemplate: e.MAPS_URL_TEMPLATE ?? DEFAULT_MAPS_URL_TEMPLATE,
    positionRetentionMonths: e.POSITION_RETENTION_MONTHS,
    summaryDays: e.FLEET_SUMMARY_DAYS,
    tripTickMs: e.TRIP_TICK_MS,
    shareLinkMinExpiryS: e.SHARE_LINK_MIN_EXPIRY_S,
    alertDelivery: { allowPrivateWebhooks: e.WEBHOOK_ALLOW_PRIVATE, webhookTimeoutMs: e.WEBHOOK_TIMEOUT_MS, retryBaseMs: e.WEBHOOK_RETRY_BASE_MS, maxAttempts: e.ALERT_DELIVERY_ATTEMPTS },
    ingest: {
      osmandPort: e.OSMAND_PORT,
      teltonikaPort: e.TELTONIKA_PORT,
      gt06Port: e.GT06_PORT,
      h02Port: e.H02_PORT,
      jt808Port: e.JT808_PORT,
      watchPort: e.WATCH_PORT,
      commandTimeoutMs: e.DEVICE_COMMAND_TIMEOUT_S * 1000,
      mqttUrl: e.MQTT_URL,
      mqttTopic: e.MQTT_TOPIC,
      unknownDevices: e.FLEET_UNKNOWN_DEVICES,
      unregisteredRecordsPerDevice: e.FLEET_UNREGISTERED_RECORDS_PER_DEVICE,
      unregisteredDevicesMax: e.FLEET_UNREGISTERED_DEVICES_MAX,
      unregisteredRecordsMax: e.FLEET_UNREGISTERED_RECORDS_MAX,
      unregisteredPerAddressPerHour: e.FLEET_UNREGISTERED_PER_ADDRESS_PER_HOUR,
      unregisteredRetentionDays: e.FLEET_UNREGISTERED_RETENTION_DAYS,
      teltonikaHandshakeTimeoutMs: Math.round(e.TELTONIKA_HANDSHAKE_TIMEOUT_S * 1000),
      teltonikaMaxConnectionsPerAddress: e.TELTONIKA_MAX_CONNECTIONS_PER_ADDRESS,
      teltonikaMaxConnections: e.TELTONIKA_MAX_CONNECTIONS,
      groupCommit: e.INGEST_GROUP_COMMIT_MS === null ? null : { lingerMs: e.INGEST_GROUP_COMMIT_MS, maxRecords: e.INGEST_GROUP_COMMIT_MAX },
    },
    nats: e.NATS_URL ? { url: e.NATS_URL, prefix: e.NATS_PREFIX } : null,
    oidc: e.OIDC_ISSUER
      ? {
          issuer: e.OIDC_ISSUER,
          clientId: e.OIDC_CLIENT_ID ?? '',
          clientSecret: e.OIDC_CLIENT_SECRET ?? '',
          allowedDomains: e.OIDC_ALLOWED_DOMAINS ?? [],
          company: e.OIDC_COMPANY ?? '',
          pages: e.OIDC_PAGES,
          role: e.OIDC_ROLE,
          buttonLabel: e.OIDC_BUTTON_LABEL,
          redirectUri: `${publicUrl}/callback`,
        }
      : null,
  };
}
