/**
 * The demo's maintenance area, written once per data folder after the simulator's first backfill (the meters come
 * from the stored history): assets without a tracker with their readings, documents with their expiry reminders,
 * service programs whose schedules stand ok / due soon / overdue after a service history of completed work orders,
 * work orders in every status, and tires with their events. Through the maintenance repositories where they fit,
 * so that the demo follows the product's own rules; batched where they would cost a round trip per row.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../../db/schema';
import { readAssetMeters } from '../../maintenance/meter-repository';
import { loadDemoBasics, type DemoContext } from './demo-context';
import { writeDemoDocuments } from './demo-documents';
import { writeDemoMachines } from './demo-machines';
import { MeterHistory, loadOdometerSamples } from './demo-meters';
import { linkServicesToSchedules, writeCurrentWorkOrders, writeDemoPrograms } from './demo-programs';
import { insertCompletedWorkOrders, planServiceHistory } from './demo-service-history';
import { writeDemoTires } from './demo-tires';

/**
 * server_settings key that marks the demo maintenance as written (v2: the maintenance area's model; a data folder
 * holding the earlier demo records gets these once, the earlier ones removed).
 */
export const DEMO_MAINTENANCE_KEY = 'seed:demo-maintenance-v2';

/** Days of odometer history sampled (the simulator keeps at most 30). */
const HISTORY_DAYS = 31;
/** The usual day's distance when the history is too short to tell, km. */
const KM_PER_DAY: Readonly<Record<string, number>> = { truck: 250, car: 60 };

/** What the demo maintenance wrote. */
export interface DemoMaintenanceResult {
  assetsWithoutTracker: number;
  documents: number;
  pastWorkOrders: number;
  programs: number;
  openWorkOrders: number;
  tires: number;
  elapsedMs: number;
}

/**
 * Writes the demo maintenance of the demo tenant once (server_settings DEMO_MAINTENANCE_KEY), at `now`.
 * @returns what it wrote; null when done before (or the demo has no Administrator)
 */
export async function writeDemoMaintenance(db: Kysely<DB>, tenantId: string, now: number): Promise<DemoMaintenanceResult | null> {
  const started = performance.now();
  const claimed = await db
    .insertInto('server_settings')
    .values({ key: DEMO_MAINTENANCE_KEY, value: tenantId })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!claimed) return null;
  const basics = await loadDemoBasics(db, tenantId);
  if (!basics) return null;
  await removeEarlierDemoRecords(db, tenantId);

  const ctx: DemoContext = { db, tenantId, now, ...basics, meters: new Map(), meterNow: new Map() };
  const vehicles = [...ctx.assets.values()].filter((a) => a.type === 'truck' || a.type === 'car');
  const ids = vehicles.map((a) => a.id);
  const [samples, meters] = await Promise.all([loadOdometerSamples(db, ids, now, HISTORY_DAYS), readAssetMeters(db, tenantId, ids)]);
  for (const v of vehicles) {
    const own = samples.get(v.id);
    const current = meters.get(v.id)?.odometer.value;
    if (!own || own.length === 0 || current === null || current === undefined) continue;
    ctx.meters.set(v.id, new MeterHistory(own, KM_PER_DAY[v.type] ?? 100, ctx.timeZone));
    ctx.meterNow.set(v.id, current);
  }

  const assetsWithoutTracker = await writeDemoMachines(ctx);
  const documents = await writeDemoDocuments(ctx);
  const past = await insertCompletedWorkOrders(ctx, planServiceHistory(ctx));
  const programs = await writeDemoPrograms(ctx);
  await linkServicesToSchedules(ctx, past);
  const openWorkOrders = await writeCurrentWorkOrders(ctx);
  const tires = await writeDemoTires(ctx);
  return { assetsWithoutTracker, documents, pastWorkOrders: past.length, programs, openWorkOrders, tires, elapsedMs: Math.round(performance.now() - started) };
}

/**
 * The records the earlier demo wrote (documents without a type, services and tires with made-up details, none by a
 * user): they would read as the last services of the programs' tasks and as documents without an expiry.
 */
export async function removeEarlierDemoRecords(db: Kysely<DB>, tenantId: string): Promise<void> {
  await sql`
    delete from maintenance_records
    where tenant_id = ${tenantId} and created_by is null and by_name is null and work_order_id is null and tire_id is null
      and document_type is null and details <> '{}'::jsonb`.execute(db);
}
