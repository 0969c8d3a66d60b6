import {
  ERROR_CODES,
  MAINTENANCE_TEXTS as T,
  checkRotation,
  formatRangeTime,
  tireFigures,
  tirePositionLabel,
  tirePositions,
  type Tire,
  type TireEvent,
  type TireEventKind,
  type TireEventOut,
  type ReportTire,
  type RotationMove,
  type tireFitSchema,
  type tireInputSchema,
  type tireRemoveSchema,
} from '@fleet/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../db/schema';
import { HttpError } from '../http/http-error';
import { effectiveTireLayout } from './maintenance-assets';
import { readAssetMeters } from './meter-repository';
import type { RecordAuthor } from './record-repository';

type Db = Kysely<DB> | Transaction<DB>;
type TireParsed = z.output<typeof tireInputSchema>;
type FitParsed = z.output<typeof tireFitSchema>;
type RemoveParsed = z.output<typeof tireRemoveSchema>;

const refused = (message: string) => new HttpError(409, ERROR_CODES.invalidInput, message);
const invalid = (message: string, field?: string) => new HttpError(400, ERROR_CODES.invalidInput, message, field);
const notFound = () => new HttpError(404, ERROR_CODES.notFound, 'Not found');

/**
 * The tires a caller may see: those on the assets `visible` (null: every asset), every tire in stock, and retired
 * tires whose last asset is visible; each with its figures from its whole history (tireFigures).
 */
export async function listTires(db: Db, tenantId: string, visible: ReadonlySet<number> | null, filter: { ids?: readonly number[]; assetId?: number } = {}): Promise<Tire[]> {
  const rows = await db
    .selectFrom('tires as t')
    .leftJoin('assets as a', 'a.id', 't.asset_id')
    .selectAll('t')
    .select('a.name as asset_name')
    .where('t.tenant_id', '=', tenantId)
    .$if(filter.ids !== undefined, (q) => q.where('t.id', '=', sql<number>`any(${[...(filter.ids ?? [])]}::int[])`))
    .$if(filter.assetId !== undefined, (q) => q.where('t.asset_id', '=', filter.assetId!))
    .orderBy('t.status')
    .orderBy('a.name')
    .orderBy('t.position')
    .orderBy('t.serial')
    .execute();
  if (rows.length === 0) return [];
  const events = await loadEvents(db, tenantId, rows.map((r) => r.id));
  const lastAsset = new Map<number, number>();
  for (const e of events) lastAsset.set(e.tireId, e.assetId);
  const shown = rows.filter((r) => visible === null || r.status === 'stock' || (r.asset_id !== null ? visible.has(r.asset_id) : visible.has(lastAsset.get(r.id) ?? -1)));
  const assetIds = [...new Set(events.map((e) => e.assetId))];
  const meters = await readAssetMeters(db, tenantId, assetIds);
  const odometerNow = new Map(assetIds.map((id) => [id, meters.get(id)?.odometer.value ?? null]));
  return shown.map((r) => {
    const f = tireFigures({ cost: r.cost, treadNewMm: r.tread_new_mm }, events.filter((e) => e.tireId === r.id), odometerNow);
    return {
      id: r.id,
      serial: r.serial,
      brand: r.brand,
      model: r.model,
      size: r.size,
      cost: r.cost,
      vendor: r.vendor,
      purchasedOn: r.purchased_on,
      treadNewMm: r.tread_new_mm,
      notes: r.notes,
      status: r.status,
      assetId: r.asset_id,
      assetName: r.asset_name,
      position: r.position,
      figures: { kmRun: f.kmRun, treadStartMm: f.treadStartMm, treadLastMm: f.treadLastMm, wearMmPer1000Km: f.wearMmPer1000Km, kmLeft: f.kmLeft, costPer1000Km: f.costPer1000Km },
    };
  });
}

/** The events of tires, oldest first (domain TireEvent, with who recorded them and the asset's name). */
export async function loadEvents(db: Db, tenantId: string, tireIds: readonly number[]): Promise<(TireEvent & { assetName: string; by: string | null })[]> {
  if (tireIds.length === 0) return [];
  const rows = await db
    .selectFrom('tire_events as e')
    .innerJoin('assets as a', 'a.id', 'e.asset_id')
    .selectAll('e')
    .select('a.name as asset_name')
    .where('e.tenant_id', '=', tenantId)
    .where('e.tire_id', '=', sql<number>`any(${[...tireIds]}::int[])`)
    .orderBy('e.time')
    .orderBy('e.id')
    .execute();
  return rows.map((e) => ({
    id: e.id,
    tireId: e.tire_id,
    kind: e.kind,
    assetId: e.asset_id,
    assetName: e.asset_name,
    time: new Date(e.time).getTime(),
    position: e.position,
    fromPosition: e.from_position,
    odometerKm: e.odometer_km,
    treadMm: e.tread_mm,
    reason: e.reason,
    by: e.by_name,
  }));
}

/** A tire's history as the API answers it, newest first. */
export async function tireHistory(db: Db, tenantId: string, tireId: number): Promise<TireEventOut[]> {
  return (await loadEvents(db, tenantId, [tireId])).reverse().map(({ id, tireId: t, kind, assetId, assetName, time, position, fromPosition, odometerKm, treadMm, reason, by }) => ({ id, tireId: t, kind, assetId, assetName, time, position, fromPosition, odometerKm, treadMm, reason, by }));
}

const tireColumns = (input: TireParsed) => ({
  serial: input.serial,
  brand: input.brand,
  model: input.model,
  size: input.size,
  cost: Math.round(input.cost * 100) / 100,
  vendor: input.vendor,
  purchased_on: input.purchasedOn,
  tread_new_mm: input.treadNewMm,
  notes: input.notes,
});

/** Adds a tire to the stock (409 when the serial is taken). @returns its id */
export async function addTire(db: Kysely<DB>, tenantId: string, input: TireParsed): Promise<number> {
  await refuseTakenSerial(db, tenantId, input.serial, null);
  return (await db.insertInto('tires').values({ tenant_id: tenantId, ...tireColumns(input) }).returning('id').executeTakeFirstOrThrow()).id;
}

/** Changes a tire's details. */
export async function updateTire(db: Kysely<DB>, tenantId: string, id: number, input: TireParsed): Promise<boolean> {
  await refuseTakenSerial(db, tenantId, input.serial, id);
  const r = await db.updateTable('tires').set({ ...tireColumns(input), updated_at: sql`now()` }).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

async function refuseTakenSerial(db: Kysely<DB>, tenantId: string, serial: string, except: number | null): Promise<void> {
  const taken = await db
    .selectFrom('tires')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where(sql<string>`lower(serial)`, '=', serial.toLowerCase())
    .$if(except !== null, (q) => q.where('id', '<>', except!))
    .executeTakeFirst();
  if (taken) throw new HttpError(409, ERROR_CODES.duplicate, T.serialTaken, 'serial');
}

/** A tire, locked for the rest of the transaction. */
async function lockTire(trx: Transaction<DB>, tenantId: string, id: number) {
  const tire = await trx.selectFrom('tires').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!tire) throw notFound();
  return tire;
}

/** Refuses an event older than the tire's last one: stints follow one another. */
async function refuseBeforeLast(trx: Transaction<DB>, tire: { id: number; serial: string }, time: number, timeZone: string): Promise<void> {
  const last = await trx.selectFrom('tire_events').select('time').where('tire_id', '=', tire.id).orderBy('time', 'desc').limit(1).executeTakeFirst();
  if (last && new Date(last.time).getTime() > time) throw invalid(T.tireEventBeforeLast(tire.serial, formatRangeTime(new Date(last.time).getTime(), timeZone)), 'time');
}

/** The asset's axle positions (400 without a layout) and its odometer (given, else now). */
async function assetForTires(trx: Transaction<DB>, tenantId: string, assetId: number, odometerKm: number | null) {
  const asset = await trx.selectFrom('assets').select(['id', 'type', 'tire_layout']).where('tenant_id', '=', tenantId).where('id', '=', assetId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!asset) throw notFound();
  const layout = effectiveTireLayout(asset.tire_layout, asset.type);
  if (!layout) throw invalid(T.noLayout);
  const odometer = odometerKm ?? (await readAssetMeters(trx, tenantId, [assetId])).get(assetId)?.odometer.value ?? null;
  return { positions: tirePositions(layout).map((p) => p.code), odometer };
}

const tireName = (t: { brand: string; model: string; size: string; serial: string }) => `${[t.brand, t.model, t.size].filter(Boolean).join(' ')} #${t.serial}`;

async function writeEvent(
  trx: Transaction<DB>,
  tenantId: string,
  e: { tireId: number; assetId: number; kind: TireEventKind; time: number; position: string; fromPosition?: string | null; odometerKm: number | null; treadMm?: number | null; reason?: string },
  by: RecordAuthor,
) {
  await trx
    .insertInto('tire_events')
    .values({
      tenant_id: tenantId,
      tire_id: e.tireId,
      asset_id: e.assetId,
      kind: e.kind,
      time: new Date(e.time),
      position: e.position,
      from_position: e.fromPosition ?? null,
      odometer_km: e.odometerKm,
      tread_mm: e.treadMm ?? null,
      reason: e.reason ?? '',
      created_by: by.userId,
      by_name: by.name,
    })
    .execute();
}

/** The tire record (kind t) of the Maintenance Log and the costs. */
async function writeTireRecord(trx: Transaction<DB>, tenantId: string, r: { assetId: number; time: number; title: string; cost: number; odometerKm: number | null; tireId: number | null; notes?: string }, by: RecordAuthor) {
  await trx
    .insertInto('maintenance_records')
    .values({
      tenant_id: tenantId,
      asset_id: r.assetId,
      kind: 't',
      time: new Date(r.time),
      title: r.title,
      cost: Math.round(r.cost * 100) / 100,
      odometer: r.odometerKm,
      details: '{}',
      notes: r.notes ?? '',
      tire_id: r.tireId,
      created_by: by.userId,
      by_name: by.name,
    })
    .execute();
}

/**
 * Fits a tire in stock at a free position of the asset's layout. Its first fit carries its price (a new tire bought
 * for the asset); any fit carries the labour given.
 */
export async function fitTire(db: Kysely<DB>, tenantId: string, tireId: number, input: FitParsed, by: RecordAuthor, timeZone: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const tire = await lockTire(trx, tenantId, tireId);
    if (tire.status === 'retired') throw refused(T.tireRetired(tire.serial));
    if (tire.status !== 'stock') throw refused(T.tireNotInStock(tire.serial));
    const assetId = input.assetId as number;
    const { positions, odometer } = await assetForTires(trx, tenantId, assetId, input.odometerKm);
    if (!positions.includes(input.position)) throw invalid(T.positionInvalid, 'position');
    const occupant = await trx.selectFrom('tires').select('serial').where('asset_id', '=', assetId).where('position', '=', input.position).executeTakeFirst();
    if (occupant) throw refused(T.positionTaken(tirePositionLabel(input.position), occupant.serial));
    await refuseBeforeLast(trx, tire, input.time, timeZone);
    const firstFit = !(await trx.selectFrom('tire_events').select('id').where('tire_id', '=', tireId).where('kind', '=', 'fitted').executeTakeFirst());
    await trx.updateTable('tires').set({ status: 'fitted', asset_id: assetId, position: input.position, updated_at: sql`now()` }).where('id', '=', tireId).execute();
    await writeEvent(trx, tenantId, { tireId, assetId, kind: 'fitted', time: input.time, position: input.position, odometerKm: odometer, treadMm: input.treadMm }, by);
    await writeTireRecord(trx, tenantId, { assetId, time: input.time, title: `Tire fitted at ${tirePositionLabel(input.position)}: ${tireName(tire)}`, cost: (firstFit ? tire.cost : 0) + input.labourCost, odometerKm: odometer, tireId }, by);
  });
}

/** Takes a fitted tire off its asset, to the stock or retired. */
export async function removeTire(db: Kysely<DB>, tenantId: string, tireId: number, input: RemoveParsed, by: RecordAuthor, timeZone: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const tire = await lockTire(trx, tenantId, tireId);
    if (tire.status !== 'fitted' || tire.asset_id === null || tire.position === null) throw refused(T.tireNotFitted(tire.serial));
    await refuseBeforeLast(trx, tire, input.time, timeZone);
    const odometer = input.odometerKm ?? (await readAssetMeters(trx, tenantId, [tire.asset_id])).get(tire.asset_id)?.odometer.value ?? null;
    await trx.updateTable('tires').set({ status: input.retire ? 'retired' : 'stock', asset_id: null, position: null, updated_at: sql`now()` }).where('id', '=', tireId).execute();
    await writeEvent(trx, tenantId, { tireId, assetId: tire.asset_id, kind: 'removed', time: input.time, position: tire.position, odometerKm: odometer, treadMm: input.treadMm, reason: input.reason }, by);
    const why = input.reason ? ` (${input.reason})` : '';
    await writeTireRecord(trx, tenantId, { assetId: tire.asset_id, time: input.time, title: `Tire ${input.retire ? 'retired' : 'removed'} from ${tirePositionLabel(tire.position)}: ${tireName(tire)}${why}`, cost: input.labourCost, odometerKm: odometer, tireId }, by);
  });
}

/** A tread depth reading of a fitted tire. */
export async function inspectTire(db: Kysely<DB>, tenantId: string, tireId: number, input: { time: number; treadMm: number; odometerKm: number | null }, by: RecordAuthor, timeZone: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const tire = await lockTire(trx, tenantId, tireId);
    if (tire.status !== 'fitted' || tire.asset_id === null || tire.position === null) throw refused(T.tireNotFitted(tire.serial));
    await refuseBeforeLast(trx, tire, input.time, timeZone);
    const odometer = input.odometerKm ?? (await readAssetMeters(trx, tenantId, [tire.asset_id])).get(tire.asset_id)?.odometer.value ?? null;
    await writeEvent(trx, tenantId, { tireId, assetId: tire.asset_id, kind: 'inspected', time: input.time, position: tire.position, odometerKm: odometer, treadMm: input.treadMm }, by);
  });
}

/**
 * Rotates tires of one asset at once (checkRotation: each on the asset, each target a free position of its layout
 * once the moves are done): one event per tire moved, one tire record with the labour. @returns the tires moved
 */
export async function rotateTires(
  db: Kysely<DB>,
  tenantId: string,
  assetId: number,
  input: { time: number; odometerKm: number | null; moves: RotationMove[]; labourCost: number; note: string },
  by: RecordAuthor,
  timeZone: string,
): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    // The swap passes through two tires at one position until the statement's end.
    await sql`set constraints tires_position_unique deferred`.execute(trx);
    const { positions, odometer } = await assetForTires(trx, tenantId, assetId, input.odometerKm);
    const fittedRows = await trx.selectFrom('tires').select(['id', 'serial', 'position']).where('tenant_id', '=', tenantId).where('asset_id', '=', assetId).forUpdate().execute();
    const fitted = new Map(fittedRows.map((t) => [t.position!, t.id]));
    const result = checkRotation(fitted, input.moves, positions);
    if (result.problem === 'empty') throw invalid(T.rotationEmpty, 'moves');
    if (result.problem === 'twice') throw invalid(result.tireId === undefined ? T.rotationTargetsTwice : T.rotationTireTwice, 'moves');
    if (result.problem === 'position') throw invalid(T.positionInvalid, 'moves');
    if (result.problem === 'not-fitted') throw refused(T.tireNotFitted(String(result.tireId)));
    if (result.problem === 'taken') throw refused(T.positionTaken(tirePositionLabel(result.position!), fittedRows.find((t) => t.id === result.tireId)?.serial ?? ''));
    const moved: number[] = [];
    for (const m of input.moves) {
      const from = fittedRows.find((t) => t.id === m.tireId)!;
      if (from.position === m.to) continue;
      await refuseBeforeLast(trx, from, input.time, timeZone);
      await trx.updateTable('tires').set({ position: m.to, updated_at: sql`now()` }).where('id', '=', m.tireId).execute();
      await writeEvent(trx, tenantId, { tireId: m.tireId, assetId, kind: 'rotated', time: input.time, position: m.to, fromPosition: from.position, odometerKm: odometer }, by);
      moved.push(m.tireId);
    }
    if (moved.length === 0) throw invalid(T.rotationEmpty, 'moves');
    const described = input.moves
      .filter((m) => moved.includes(m.tireId))
      .map((m) => `${fittedRows.find((t) => t.id === m.tireId)!.serial} ${fittedRows.find((t) => t.id === m.tireId)!.position} → ${m.to}`)
      .join(', ');
    await writeTireRecord(trx, tenantId, { assetId, time: input.time, title: `Tire rotation: ${moved.length} tire${moved.length === 1 ? '' : 's'} (${described})`, cost: input.labourCost, odometerKm: odometer, tireId: null, notes: input.note }, by);
    return moved;
  });
}


/**
 * The tires that ran on each of the assets between `from` and `to` (Tire Cost Analysis): each with its stints on that
 * asset and its whole-life figures (tireFigures, as the Tires tab shows them).
 */
export async function loadReportTires(db: Db, tenantId: string, assetIds: readonly number[], from: number, to: number): Promise<Map<number, ReportTire[]>> {
  const out = new Map<number, ReportTire[]>();
  if (assetIds.length === 0) return out;
  const touched = await db
    .selectFrom('tire_events')
    .select('tire_id')
    .distinct()
    .where('tenant_id', '=', tenantId)
    .where('asset_id', '=', sql<number>`any(${[...assetIds]}::int[])`)
    .where('time', '<=', new Date(to))
    .execute();
  if (touched.length === 0) return out;
  const ids = touched.map((t) => t.tire_id);
  const [tires, events] = await Promise.all([db.selectFrom('tires').selectAll().where('id', '=', sql<number>`any(${ids}::int[])`).execute(), loadEvents(db, tenantId, ids)]);
  const stintAssets = [...new Set(events.map((e) => e.assetId))];
  const meters = await readAssetMeters(db, tenantId, stintAssets);
  const odometerNow = new Map(stintAssets.map((id) => [id, meters.get(id)?.odometer.value ?? null]));
  for (const t of tires) {
    const f = tireFigures({ cost: t.cost, treadNewMm: t.tread_new_mm }, events.filter((e) => e.tireId === t.id), odometerNow);
    for (const assetId of assetIds) {
      const stints = f.stints.filter((s) => s.assetId === assetId && s.fromTime <= to && (s.toTime === null || s.toTime >= from));
      if (stints.length === 0) continue;
      const list = out.get(assetId) ?? [];
      list.push({
        tireId: t.id,
        serial: t.serial,
        brand: t.brand,
        model: t.model,
        size: t.size,
        cost: t.cost,
        stints: stints.map((s) => ({ position: s.position, fromTime: s.fromTime, toTime: s.toTime, fromKm: s.fromKm, km: s.km })),
        kmRun: f.kmRun,
        costPer1000Km: f.costPer1000Km,
        treadLastMm: f.treadLastMm,
        wearMmPer1000Km: f.wearMmPer1000Km,
        kmLeft: f.kmLeft,
      });
      out.set(assetId, list);
    }
  }
  return out;
}
