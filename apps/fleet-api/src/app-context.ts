import type { Kysely } from 'kysely';
import type { LastStateLookup } from './assets/last-state';
import type { AccessTokens } from './auth/access-token';
import type { LoginThrottle } from './auth/login-throttle';
import type { SessionService } from './auth/session-service';
import type { Cluster } from './cluster/cluster';
import type { DeviceCommands } from './commands/device-commands';
import type { ClusterSignals } from './cluster/cluster-signals';
import type { AlertDeliveries } from './alerts/alert-deliveries';
import type { AlertEngine } from './alerts/alert-engine';
import type { AppConfig } from './config';
import type { ReminderChecker } from './reminders/reminder-checker';
import type { TripTracker } from './transport/trip-tracker';
import type { DatabaseKind } from './db/open-database';
import type { DeviceIngest } from './devices/device-ingest';
import type { DB } from './db/schema';
import type { LiveBus } from './live/live-bus';
import type { ReportJobs } from './reports/report-jobs';
import type { ReportScheduler } from './reports/report-scheduler';
import type { DataPush } from './data-push/data-push';
import type { LiveTiming } from './live/live-timing';
import type { LiveFeed } from './live/live-feed';
import type { LiveHub } from './live/live-hub';
import type { StatusTicker } from './live/status-ticker';
import type { AccountMailer } from './mail/account-mailer';
import type { IngestService } from './positions/ingest-service';
import type { SimulatorService } from './simulator/simulator-service';
import type { TenantSettingsCache } from './tenants/tenant-settings';
import type { TrafficService } from './traffic/traffic-service';
import type { UploadStore } from './uploads/upload-store';

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
  /** Delivers the account mails (reset, email confirmation). */
  mailer: AccountMailer;
  /** Last known state per asset, for statuses. */
  lastStates: LastStateLookup;
  /** Per-tenant settings (status thresholds), cached. */
  settings: TenantSettingsCache;
  /** The single ingest path of positions. */
  ingest: IngestService;
  /** Matches device records to assets and hands them to the ingest path (ingest servers, device routes, import). */
  devices: DeviceIngest;
  /** Turns derived events into alerts by the companies' rules, behind ingest. */
  alerts: AlertEngine;
  /** The alerts' e-mails and webhooks: a durable queue sent with tries again on failure. */
  alertDeliveries: AlertDeliveries;
  /** Raises the reminders' alerts as they become due soon, due or overdue. */
  reminders: ReminderChecker;
  /** Carries the trips under way on from their vehicles' positions. */
  trips: TripTracker;
  /** The command queue per device (immobiliser, locate, watch commands) and this instance's device connections. */
  commands: DeviceCommands;
  /** The live feed: bus, per-tenant change logs, open sockets, socket timing and the status ticker. */
  live: { bus: LiveBus; feed: LiveFeed; hub: LiveHub; timing: LiveTiming; ticker: StatusTicker };
  /** Uploaded receipt files under FLEET_DATA_DIR/uploads. */
  uploads: UploadStore;
  /** The fleet-derived traffic layer. */
  traffic: TrafficService;
  /** This instance's NATS parts (NATS_URL); undefined when it runs alone. */
  cluster: Cluster | undefined;
  /** Tells other instances about changes their caches must follow (no-op alone). */
  signals: ClusterSignals;
  /** Exports built on the server (big report PDFs) as jobs. */
  reportJobs: ReportJobs;
  /** Runs the scheduled reports and e-mails their files. */
  reportScheduler: ReportScheduler;
  /** Forwards the companies' positions and events to their own systems (HTTP, MQTT) through a durable queue. */
  dataPush: DataPush;
  /** The demo fleet simulator when switched on (config.simulator). */
  simulator: SimulatorService | undefined;
}

/**
 * Options of a route plugin: the parts of the context it uses (`RouteOptions<'db' | 'now'>`), so that what a plugin
 * depends on is in its signature and checked; the whole context by default.
 */
export interface RouteOptions<K extends keyof AppContext = keyof AppContext> extends Record<string, unknown> {
  ctx: Pick<AppContext, K>;
}
