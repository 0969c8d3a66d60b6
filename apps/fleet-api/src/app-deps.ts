import type { DemoFleet, DemoFleetOptions, DemoWorld } from '@fleet/demo-fleet';
import type { LastStateLookup } from './assets/last-state';
import type { AppConfig } from './config';
import type { FleetDatabase } from './db/open-database';
import type { LiveBus } from './live/live-bus';
import type { LiveTiming } from './live/live-timing';
import type { AccountMailer } from './mail/account-mailer';

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
