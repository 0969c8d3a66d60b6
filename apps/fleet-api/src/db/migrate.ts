import { Migrator, type Kysely, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import * as initialSchema from './migrations/0001-initial-schema';
import * as livePositions from './migrations/0002-live-positions';
import * as reports from './migrations/0003-reports';
import * as summaryDays from './migrations/0004-summary-days';
import * as implementWidth from './migrations/0005-implement-width';
import * as deviceIngest from './migrations/0006-device-ingest';
import * as positionsPartitioned from './migrations/0007-positions-partitioned';
import * as assetStateFillfactor from './migrations/0008-asset-state-fillfactor';
import * as unregisteredDevices from './migrations/0009-unregistered-devices';
import * as accountHygiene from './migrations/0010-account-hygiene';
import * as timeZones from './migrations/0011-time-zones';
import * as figures from './migrations/0012-figures';
import * as administration from './migrations/0013-administration';
import * as oidcLogins from './migrations/0014-oidc-logins';
import * as adminAssets from './migrations/0015-admin-assets';
import * as adminUsers from './migrations/0016-admin-users';
import * as reportJobs from './migrations/0017-report-jobs';
import * as alerts from './migrations/0018-alerts';
import * as alertDeliveries from './migrations/0019-alert-deliveries';
import * as reminders from './migrations/0020-reminders';
import * as inactiveRules from './migrations/0021-inactive-rules';
import * as reportSchedules from './migrations/0022-report-schedules';
import * as dataPush from './migrations/0023-data-push';
import * as conditionRules from './migrations/0024-condition-rules';
import * as engineHours from './migrations/0025-engine-hours';
import * as maintenance from './migrations/0026-maintenance';
import * as transport from './migrations/0027-transport';
import * as shareLinks from './migrations/0028-share-links';
import * as vessels from './migrations/0029-vessels';
import * as deviceCommands from './migrations/0030-device-commands';
import type { DB } from './schema';

/**
 * Every migration in order, imported as code so that the bundled server carries them (no folder to read at run
 * time). Names sort in the order they must run.
 */
const MIGRATIONS: Record<string, Migration> = {
  '0001-initial-schema': initialSchema,
  '0002-live-positions': livePositions,
  '0003-reports': reports,
  '0004-summary-days': summaryDays,
  '0005-implement-width': implementWidth,
  '0006-device-ingest': deviceIngest,
  '0007-positions-partitioned': positionsPartitioned,
  '0008-asset-state-fillfactor': assetStateFillfactor,
  '0009-unregistered-devices': unregisteredDevices,
  '0010-account-hygiene': accountHygiene,
  '0011-time-zones': timeZones,
  '0012-figures': figures,
  '0013-administration': administration,
  '0014-oidc-logins': oidcLogins,
  '0015-admin-assets': adminAssets,
  '0016-admin-users': adminUsers,
  '0017-report-jobs': reportJobs,
  '0018-alerts': alerts,
  '0019-alert-deliveries': alertDeliveries,
  '0020-reminders': reminders,
  '0021-inactive-rules': inactiveRules,
  '0022-report-schedules': reportSchedules,
  '0023-data-push': dataPush,
  '0024-condition-rules': conditionRules,
  '0025-engine-hours': engineHours,
  '0026-maintenance': maintenance,
  '0027-transport': transport,
  '0028-share-links': shareLinks,
  '0029-vessels': vessels,
  '0030-device-commands': deviceCommands,
};

/** The in-code migration provider. */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};

/** Thrown when a migration fails; `cause` holds the database error. */
export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

/**
 * Brings the schema to the latest migration. Safe to run at every start and from several servers at once
 * (Kysely holds a lock while it migrates).
 * @returns the names of the migrations that ran now (empty when the schema was current).
 */
export async function migrateToLatest(db: Kysely<DB>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results }: MigrationResultSet = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new MigrationError(`Migration ${failed} failed`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
