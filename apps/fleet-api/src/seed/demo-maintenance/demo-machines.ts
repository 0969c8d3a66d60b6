/**
 * The demo's assets without a tracker (a generator, a forklift, a trailer): added as the maintenance area adds them
 * (writeAsset, audited), given to the demo Client like every asset outside Head Office, with their meters entered by
 * hand over the last 30 days. They never report, so the live views leave them out (no asset_state) and the simulator
 * does not drive them (it drives assets with a tracker).
 */
import { assetInputSchema, datePartsIn, instantOf, type AssetType } from '@fleet/domain';
import { sql, type Insertable } from 'kysely';
import { lockCompanyAssets } from '../../admin/company-lock';
import { writeAsset } from '../../admin/asset-admin';
import type { MeterReadingTable } from '../../db/schema';
import { DEMO_HEAD_OFFICE } from '../demo-fleet';
import { MACHINES, unit, type MachineSpec } from './demo-catalog';
import type { DemoContext } from './demo-context';
import { DAY_MS, MeterHistory, type MeterSample } from './demo-meters';

/** Days of readings. */
const READING_DAYS = 30;

/**
 * The readings of a machine over the last 30 days: in the morning every `every` days (and this morning or the last
 * one before now), each the meter after the use of the days before it (none on Sundays unless it works them).
 */
export function machineReadings(spec: MachineSpec, now: number, timeZone: string): MeterSample[] {
  const today = datePartsIn(now, timeZone);
  const morning = (daysAgo: number) => instantOf({ year: today.year, month: today.month, day: today.day - daysAgo, hour: 8, minute: 5 + Math.floor(unit(spec.name, daysAgo) * 50) }, timeZone);
  const out: MeterSample[] = [];
  let value = spec.start;
  for (let daysAgo = READING_DAYS; daysAgo >= 0; daysAgo -= 1) {
    const time = morning(daysAgo);
    if (time > now) break;
    if ((READING_DAYS - daysAgo) % spec.every === 0 || daysAgo <= 1) out.push({ time, value: Math.round(value * 10) / 10 });
    // The day's use, after the reading.
    const local = datePartsIn(time, timeZone);
    const sunday = new Date(Date.UTC(local.year, local.month - 1, local.day)).getUTCDay() === 0;
    if (spec.sundays || !sunday) value += spec.perDay[0] + unit(spec.name, 100 + daysAgo) * (spec.perDay[1] - spec.perDay[0]);
  }
  // One reading a day at most (the last two days may both qualify).
  return out.filter((r, i) => i === 0 || r.time - out[i - 1]!.time >= DAY_MS / 2);
}

/**
 * Adds the assets without a tracker (an existing asset of the same name is kept as it is, without new readings),
 * gives those outside Head Office to the demo Client, and writes their readings in one statement.
 * @returns the assets added
 */
export async function writeDemoMachines(ctx: DemoContext): Promise<number> {
  const { db, tenantId, admin } = ctx;
  const groups = new Map((await db.selectFrom('asset_groups').select(['id', 'name']).where('tenant_id', '=', tenantId).execute()).map((g) => [g.name, g.id]));
  const added = await db.transaction().execute(async (trx) => {
    await lockCompanyAssets(trx, tenantId);
    const out: { spec: MachineSpec; id: number }[] = [];
    for (const spec of MACHINES) {
      const existing = await trx
        .selectFrom('assets')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('deleted_at', 'is', null)
        .where(sql<string>`lower(name)`, '=', spec.name.toLowerCase())
        .executeTakeFirst();
      if (existing) continue;
      const fields = assetInputSchema.parse({ name: spec.name, type: spec.type satisfies AssetType, groupId: groups.get(spec.group) ?? null, plate: spec.plate });
      const { asset } = await writeAsset(trx, { tenantId, actor: { userId: admin.userId, name: ctx.adminActor }, fields, via: 'maintenance' });
      out.push({ spec, id: asset.assetId });
    }
    const given = out.filter((m) => m.spec.group !== DEMO_HEAD_OFFICE);
    if (ctx.client && given.length > 0) {
      await trx
        .insertInto('user_assets')
        .values(given.map((m) => ({ user_id: ctx.client!.userId, asset_id: m.id })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    const readings: Insertable<MeterReadingTable>[] = [];
    for (const { spec, id } of out) {
      const samples = machineReadings(spec, ctx.now, ctx.timeZone);
      samples.forEach((s, i) =>
        readings.push({
          tenant_id: tenantId,
          asset_id: id,
          time: new Date(s.time),
          odometer_km: spec.meter === 'km' ? s.value : null,
          engine_hours: spec.meter === 'h' ? s.value : null,
          note: i === 0 ? 'When added' : spec.meter === 'h' ? 'Daily log sheet' : 'Hubodometer',
          created_by: admin.userId,
          by_name: admin.name,
        }),
      );
    }
    if (readings.length > 0) await trx.insertInto('meter_readings').values(readings).execute();
    return out;
  });
  for (const { spec, id } of added) {
    const samples = machineReadings(spec, ctx.now, ctx.timeZone);
    ctx.assets.set(spec.name, { id, name: spec.name, type: spec.type, group: spec.group });
    ctx.meters.set(id, new MeterHistory(samples, (spec.perDay[0] + spec.perDay[1]) / 2, ctx.timeZone, true));
    ctx.meterNow.set(id, samples[samples.length - 1]!.value);
  }
  return added.length;
}
