import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Insertable, Kysely } from 'kysely';
import type { DB, TollReceiptTable } from '../db/schema';
import { demoReceiptPng } from './demo-receipt-image';

/** server_settings key that marks the demo toll receipts and receipt image as seeded. */
export const DEMO_REPORTS_SEED_KEY = 'seed:demo-reports';
/** The demo receipt image's upload id (fixed, so that a re-seed finds the same file). */
export const DEMO_RECEIPT_UPLOAD_ID = '00000000-0000-4000-8000-00000000d3e0';

const DAY_MS = 86_400_000;
const TOLL_PLAZAS = ['Plaza Tol Batu Tiga', 'Plaza Tol Sungai Rasau', 'Plaza Tol Kota Kemuning', 'Plaza Tol Bukit Raja', 'Plaza Tol Jalan Kebun'];

/** A small deterministic random stream (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const money = (n: number) => Math.round(n * 100) / 100;

/** Options of the demo report seed. */
export interface DemoReportsSeedOptions {
  /** FLEET_DATA_DIR: the demo receipt image goes to `<dataDir>/uploads/<tenant>/`; no file without it. */
  dataDir?: string;
  /** ms since epoch; the records cover the 30 days before. @default Date.now() */
  now?: number;
}

/**
 * Seeds the demo tenant's report data that does not depend on the simulation, once: toll receipts (about 3 per truck
 * per week) over the last 30 days, in RM, and the demo receipt image. Fuel receipts (from the simulated refuels) and
 * the maintenance area (documents, services, work orders, tires at the assets' own meters) follow the simulation:
 * `seed/demo-activity.ts` and `seed/demo-maintenance/`, written by the simulator after its first backfill.
 * @returns whether this call seeded them
 */
export async function seedDemoReports(db: Kysely<DB>, tenantId: string, options: DemoReportsSeedOptions = {}): Promise<boolean> {
  const now = options.now ?? Date.now();
  const seeded = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('server_settings')
      .values({ key: DEMO_REPORTS_SEED_KEY, value: tenantId })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) return false;
    const author = (await trx.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('role', '=', 'Administrator').executeTakeFirst())?.id ?? null;
    const vehicles = await trx
      .selectFrom('assets')
      .select(['id', 'type'])
      .where('tenant_id', '=', tenantId)
      .where('type', 'in', ['truck', 'car'])
      .orderBy('id')
      .execute();
    const imagePath = `${tenantId}/${DEMO_RECEIPT_UPLOAD_ID}.png`;
    const start = now - 30 * DAY_MS;

    const tolls: Insertable<TollReceiptTable>[] = [];
    for (const v of vehicles) {
      const rng = random(v.id * 7919);
      const truck = v.type === 'truck';
      if (truck) {
        for (let t = start + rng() * DAY_MS; t < now; t += 2.33 * DAY_MS * (0.8 + rng() * 0.4)) {
          tolls.push({
            tenant_id: tenantId,
            asset_id: v.id,
            time: new Date(Math.round(t)),
            price: money(2 + rng() * 14),
            location: TOLL_PLAZAS[Math.floor(rng() * TOLL_PLAZAS.length)] ?? 'Plaza Tol',
            files: '[]',
            created_by: author,
          });
        }
      }
    }
    for (let i = 0; i < tolls.length; i += 500) await trx.insertInto('toll_receipts').values(tolls.slice(i, i + 500)).execute();
    if (options.dataDir) {
      const png = demoReceiptPng();
      await trx
        .insertInto('uploads')
        .values({ id: DEMO_RECEIPT_UPLOAD_ID, tenant_id: tenantId, user_id: author, original_name: 'demo-receipt.png', stored_path: imagePath, mime: 'image/png', size: png.length })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
    return true;
  });
  // The file is (re)written whenever it is missing, so that a fresh data folder over an old database still serves it.
  if (options.dataDir) {
    const file = join(options.dataDir, 'uploads', tenantId, `${DEMO_RECEIPT_UPLOAD_ID}.png`);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, demoReceiptPng(), { flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  }
  return seeded;
}
