/**
 * The demo's tires, through the tire repository (so that each tire's events, records and figures are the product's
 * own): two trucks shod at every position of their axle layout months ago, at the odometer then; tread readings as
 * they wear; one rotation; one puncture (the tire retired, a new one fitted in its place); and a few tires in stock.
 */
import { localDateKey, tireFitSchema, tireInputSchema, tirePositions, tireRemoveSchema } from '@fleet/domain';
import { effectiveTireLayout } from '../../maintenance/maintenance-assets';
import { addTire, fitTire, inspectTire, removeTire, rotateTires } from '../../maintenance/tire-repository';
import { TIRE_STOCK, TIRE_TRUCKS, TIRE_VENDOR, digits, unit, type TireModel } from './demo-catalog';
import type { DemoAsset, DemoContext } from './demo-context';
import { DAY_MS, HOUR_MS, type MeterHistory, type MeterSample } from './demo-meters';

/** A tire on a demo truck, as the story needs it. */
interface Fitted {
  id: number;
  model: TireModel;
  position: string;
  /** The odometer it was fitted at, and how fast it wears (mm per 1,000 km). */
  fromKm: number;
  wear: number;
}

/** A tire's serial: its maker's code, the week it was made, a number. */
function serialOf(model: TireModel, madeAt: number, seed: string): string {
  const d = new Date(madeAt);
  const week = Math.min(52, Math.max(1, Math.ceil(((d.getTime() - Date.UTC(d.getUTCFullYear(), 0, 1)) / DAY_MS + 1) / 7)));
  return `${model.code}-${String(week).padStart(2, '0')}${String(d.getUTCFullYear() % 100).padStart(2, '0')}-${digits(seed, 9, 5)}`;
}

/** The tread a tire shows at an odometer reading (to 0.5 mm, as a gauge is read). */
const treadAt = (t: Fitted, km: number) => Math.max(2, Math.round((t.model.treadNewMm - (t.wear * Math.max(0, km - t.fromKm)) / 1000) * 2) / 2);

/** @returns the tires added */
export async function writeDemoTires(ctx: DemoContext): Promise<number> {
  const { db, tenantId, admin, timeZone } = ctx;
  // Once: a company that has tires already keeps its own.
  const any = await db.selectFrom('tires').select('id').where('tenant_id', '=', tenantId).limit(1).executeTakeFirst();
  if (any) return 0;
  let added = 0;
  const buy = async (model: TireModel, madeAt: number, seed: string, purchasedAt: number) => {
    added += 1;
    return addTire(db, tenantId, tireInputSchema.parse({ serial: serialOf(model, madeAt, seed), brand: model.brand, model: model.model, size: model.size, cost: model.cost, vendor: TIRE_VENDOR, purchasedOn: localDateKey(purchasedAt, timeZone), treadNewMm: model.treadNewMm }));
  };
  const inspect = async (tires: readonly Fitted[], at: MeterSample) => {
    for (const t of tires) if (t.position !== 'S1') await inspectTire(db, tenantId, t.id, { time: at.time, treadMm: treadAt(t, at.value), odometerKm: at.value }, admin, timeZone);
  };

  for (const plan of TIRE_TRUCKS) {
    const asset = [...ctx.assets.values()].find((a) => a.type === 'truck' && a.name.startsWith(`${plan.model} - `));
    const meter = asset ? ctx.meters.get(asset.id) : undefined;
    if (!asset || !meter) continue;
    const layout = effectiveTireLayout((await db.selectFrom('assets').select('tire_layout').where('id', '=', asset.id).executeTakeFirstOrThrow()).tire_layout, asset.type);
    if (!layout) continue;
    const fitAt = meter.snap(ctx.now - plan.fittedDaysAgo * DAY_MS)!;
    const fitted: Fitted[] = [];
    for (const p of tirePositions(layout)) {
      const model = p.axle <= 1 ? plan.steer : plan.drive;
      const id = await buy(model, fitAt.time - 60 * DAY_MS, `${asset.name}/${p.code}`, fitAt.time - 3 * DAY_MS);
      await fitTire(db, tenantId, id, tireFitSchema.parse({ assetId: asset.id, position: p.code, time: fitAt.time, odometerKm: fitAt.value, treadMm: model.treadNewMm, labourCost: 25 }), admin, timeZone);
      fitted.push({ id, model, position: p.code, fromKm: fitAt.value, wear: model.wear * (0.85 + unit(`${asset.name}/${p.code}`, 5) * 0.3) });
    }
    if ('rotateDaysAgo' in plan) await rotate(ctx, asset, meter, fitted, plan.rotateDaysAgo, inspect);
    else await inspect(fitted, meter.snap(ctx.now - 40 * DAY_MS)!);
    if ('punctureDaysAgo' in plan) {
      const victim = fitted.find((t) => t.position === '3RO') ?? fitted[fitted.length - 2]!;
      const at = meter.snap(ctx.now - plan.punctureDaysAgo * DAY_MS, { hour: 14, minute: 10 })!;
      await removeTire(db, tenantId, victim.id, tireRemoveSchema.parse({ time: at.time, odometerKm: at.value, treadMm: treadAt(victim, at.value), reason: 'Puncture: sidewall cut, not repairable', retire: true, labourCost: 40 }), admin, timeZone);
      const after = meter.snap(at.time + 2 * HOUR_MS);
      const fitTime = after && after.time > at.time ? after : at;
      const id = await buy(victim.model, fitTime.time - 90 * DAY_MS, `${asset.name}/replacement`, fitTime.time);
      await fitTire(db, tenantId, id, tireFitSchema.parse({ assetId: asset.id, position: victim.position, time: fitTime.time, odometerKm: fitTime.value, treadMm: victim.model.treadNewMm, labourCost: 25 }), admin, timeZone);
      fitted.splice(fitted.indexOf(victim), 1, { id, model: victim.model, position: victim.position, fromKm: fitTime.value, wear: victim.wear });
    }
    await inspect(fitted, meter.snap(ctx.now - 5 * DAY_MS)!);
  }
  for (const [i, model] of TIRE_STOCK.entries()) await buy(model, ctx.now - (40 + i * 9) * DAY_MS, `stock/${i}`, ctx.now - (12 + i * 3) * DAY_MS);
  return added;
}

/** Reads the tread of every tire, then swaps the drive axles and the steer tires side to side. */
async function rotate(ctx: DemoContext, asset: DemoAsset, meter: MeterHistory, fitted: Fitted[], daysAgo: number, inspect: (tires: readonly Fitted[], at: MeterSample) => Promise<void>): Promise<void> {
  const at = meter.snap(ctx.now - daysAgo * DAY_MS, { hour: 11, minute: 0 })!;
  await inspect(fitted, at);
  const swap: Record<string, string> = { '1L': '1R', '1R': '1L' };
  for (const side of ['LO', 'LI', 'RI', 'RO']) Object.assign(swap, { [`2${side}`]: `3${side}`, [`3${side}`]: `2${side}` });
  const moves = fitted.filter((t) => swap[t.position]).map((t) => ({ tireId: t.id, to: swap[t.position]! }));
  await rotateTires(ctx.db, ctx.tenantId, asset.id, { time: at.time, odometerKm: at.value, moves, labourCost: 160, note: 'Drive axles swapped front to rear and steer tires side to side for even wear.' }, ctx.admin, ctx.timeZone);
  for (const t of fitted) if (swap[t.position]) t.position = swap[t.position]!;
}

