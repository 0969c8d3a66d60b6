import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { seedDemo } from './seed-demo';
import { seedDemoPois } from './seed-demo-pois';
import { seedDemoReports } from './seed-demo-reports';
import { seedDemoTemperatureRanges } from './seed-demo-temperature';
import { seedDemoVessels } from './seed-demo-vessels';
import { seedFirstAdmin } from './seed-first-admin';

/** Options of the start-up seed. */
export interface SeedOptions {
  /** Seed the demo tenant. */
  demo: boolean;
  /** Assets of the demo fleet when it is first seeded. @default 54 */
  demoAssets?: number;
  /** Password of the first Administrator when there is no demo and no user. */
  adminPassword: string | undefined;
  /** Where progress goes. */
  log: { info: (obj: object, msg: string) => void };
  /** Shows a generated one-time password to the operator (stdout), once. */
  showOnce: (text: string) => void;
  /** FLEET_DATA_DIR, for the demo receipt image; without it the demo receipts carry no file. */
  dataDir?: string;
  /** The demo's data files (apps/fleet-api/data): the OSM maritime boundaries of the demo's EEZ zones; none without. */
  demoDataDir?: string;
}

/** Seeds at start: the demo tenant when asked, else a first Administrator when there is no user. Idempotent. */
export async function seedDatabase(db: Kysely<DB>, options: SeedOptions): Promise<void> {
  if (options.demo) {
    const { tenantId, created } = await seedDemo(db, options.demoAssets);
    if (created) options.log.info({ tenantId }, 'demo tenant seeded: admin/admin, demo/demo');
    if (await seedDemoPois(db, tenantId)) options.log.info({ tenantId }, 'demo POIs seeded');
    if (await seedDemoReports(db, tenantId, { dataDir: options.dataDir })) options.log.info({ tenantId }, 'demo toll receipts seeded');
    if (await seedDemoTemperatureRanges(db, tenantId)) options.log.info({ tenantId }, 'demo reefers given their temperature ranges');
    if (await seedDemoVessels(db, tenantId, options.demoDataDir ? { demoDataDir: options.demoDataDir } : {})) options.log.info({ tenantId }, 'demo vessels, zones and vessel/vessel seeded');
    return;
  }
  const result = await seedFirstAdmin(db, options.adminPassword);
  if (!result.created) return;
  if (result.generatedPassword) {
    options.showOnce(
      `\n  First Administrator created.\n  username: ${result.username}\n  password: ${result.generatedPassword}\n` +
        '  This password is shown only now; change it after signing in.\n',
    );
  } else {
    options.log.info({ username: result.username }, 'first Administrator created from ADMIN_PASSWORD');
  }
}
