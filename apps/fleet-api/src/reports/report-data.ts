import { dashboardOdometerKm, isWatchAsset, type ReportAssetInput, type ReportInput, type ReportPoint, type ReportTire, type ReportTypeId } from '@fleet/domain';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { loadReportTires } from '../maintenance/tire-repository';
import type { DriverWindow } from '../transport/driver-windows';
import { listPoiRecords } from '../pois/report-pois';
import { listEvents } from '../positions/event-repository';
import { listFuelReceipts, listMaintenance, listTollReceipts } from '../receipts/receipt-repository';
import { UNGROUPED } from '../assets/asset-repository';
import { temperatureRangeOf } from '../assets/temperature-range';

/** Positions are read in keyset pages of this many rows per asset, so that no single result set grows unbounded. */
export const POSITION_PAGE_ROWS = 50_000;

/** Report types computed without positions (the Fuel Receipt report reads them for the sensor refuels it reconciles). */
const WITHOUT_POINTS: ReadonlySet<ReportTypeId> = new Set<ReportTypeId>(['notification', 'toll-receipt', 'maintenance-log', 'tire-cost-analysis']);
/** Report types that list watch and staff trackers only. */
const WATCH_ONLY: ReadonlySet<ReportTypeId> = new Set<ReportTypeId>(['history-watch', 'poi-watch']);

/** Whether the report needs the asset's positions. */
function needsPoints(type: ReportTypeId, asset: { type: string }): boolean {
  return !WITHOUT_POINTS.has(type) && (!WATCH_ONLY.has(type) || isWatchAsset(asset));
}

/** Report types that read the digital inputs. */
const INPUT_TYPES: ReadonlySet<ReportTypeId> = new Set<ReportTypeId>(['input', 'input2', 'input3']);

/** Options of `streamReportPoints`. */
export interface StreamPointsOptions {
  /** Rows per page. @default POSITION_PAGE_ROWS */
  pageRows?: number;
  /** Read the inputs and their names (jsonb, the costliest columns to read). @default true */
  inputs?: boolean;
}

/** Reads an asset's positions in [from, to] (the report columns only), page by page in time order. */
export async function* streamReportPoints(
  db: Kysely<DB>,
  assetId: number,
  from: number,
  to: number,
  options: StreamPointsOptions = {},
): AsyncGenerator<ReportPoint[]> {
  const pageRows = options.pageRows ?? POSITION_PAGE_ROWS;
  const withInputs = options.inputs ?? true;
  let after = new Date(from - 1);
  const end = new Date(to);
  for (;;) {
    const rows = await db
      .selectFrom('positions')
      .select([
        'time',
        'lat',
        'lng',
        'speed',
        'heading',
        'ignition',
        'fuel_litres',
        'fuel_percent',
        'temperature',
        'voltage',
        'odometer',
        'address',
      ])
      .$if(withInputs, (qb) => qb.select(['inputs', 'input_names']))
      .where('asset_id', '=', assetId)
      .where('time', '>', after)
      .where('time', '<=', end)
      .orderBy('time')
      .limit(pageRows)
      .execute();
    if (rows.length === 0) return;
    yield rows.map((r) => ({
      time: r.time.getTime(),
      lat: r.lat,
      lng: r.lng,
      speed: r.speed,
      heading: r.heading,
      ignition: r.ignition,
      inputs: r.inputs ?? {},
      inputNames: r.input_names ?? {},
      fuelLitres: r.fuel_litres,
      fuelPercent: r.fuel_percent,
      temperature: r.temperature,
      voltage: r.voltage,
      odometer: r.odometer,
      address: r.address,
    }));
    if (rows.length < pageRows) return;
    after = rows[rows.length - 1]?.time ?? end;
  }
}

/** Report types whose distance counts the step from the last fix before the period (README "Definitions"). */
const DISTANCE_TYPES: ReadonlySet<ReportTypeId> = new Set<ReportTypeId>(['mileage', 'summary']);

/** The asset's last fix before `before` (ms), within `lookBackMs`; null when there is none. */
export async function readPreviousPoint(db: Kysely<DB>, assetId: number, before: number, lookBackMs = 7 * 86_400_000): Promise<ReportPoint | null> {
  const r = await db
    .selectFrom('positions')
    .select(['time', 'lat', 'lng', 'speed', 'heading', 'ignition', 'fuel_litres', 'fuel_percent', 'temperature', 'voltage', 'odometer', 'address'])
    .where('asset_id', '=', assetId)
    .where('time', '<', new Date(before))
    .where('time', '>=', new Date(before - lookBackMs))
    .orderBy('time', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!r) return null;
  return {
    time: r.time.getTime(),
    lat: r.lat,
    lng: r.lng,
    speed: r.speed,
    heading: r.heading,
    ignition: r.ignition,
    inputs: {},
    inputNames: {},
    fuelLitres: r.fuel_litres,
    fuelPercent: r.fuel_percent,
    temperature: r.temperature,
    voltage: r.voltage,
    odometer: r.odometer,
    address: r.address,
  };
}

/** What a report is asked for. */
export interface ReportQuery {
  type: ReportTypeId;
  tenantId: string;
  assetIds: readonly number[];
  from: number;
  to: number;
  timeZone: string;
  speedLimit: number;
  /** The company's overspeed tolerance and minimum duration (the domain's defaults without). */
  overspeed?: { toleranceKmh: number; minDurationMs: number };
  /** Aborted when the caller went away (the report was cancelled): the reading stops at the next asset or page. */
  signal?: AbortSignal;
  /** Who drove which asset when (the Fatigue Driving report names them). */
  drivers?: readonly DriverWindow[];
  /**
   * Only these spans (a driver filter): each becomes an input of its own — the asset's data within it, nothing from
   * before it (no step from a fix another driver drove to) — so that every figure is the driver's.
   */
  only?: readonly DriverWindow[];
}

/** The tenant's assets among the ids, in report order (name, then id), with their group and type. */
export async function listReportAssets(db: Kysely<DB>, tenantId: string, assetIds: readonly number[]) {
  if (assetIds.length === 0) return [];
  return db
    .selectFrom('assets as a')
    .leftJoin('asset_groups as g', 'g.id', 'a.group_id')
    .select(['a.id', 'a.name', 'a.type', 'g.name as group', 'a.temperature_profile', 'a.temperature_min_c', 'a.temperature_max_c', 'a.odometer_offset_km'])
    .where('a.tenant_id', '=', tenantId)
    .where('a.deleted_at', 'is', null)
    .where('a.id', '=', sql<number>`any(${[...assetIds]}::int[])`)
    .orderBy('a.name')
    .orderBy('a.id')
    .execute();
}

/** Loads everything `buildReport` needs for the assets and period: positions, events, receipts, maintenance, POIs. */
export async function loadReportInput(db: Kysely<DB>, query: ReportQuery): Promise<ReportInput> {
  const { assetIds, from, to, type } = query;
  const assets = await listReportAssets(db, query.tenantId, assetIds);
  const ids = assets.map((a) => a.id);
  const [events, fuelReceipts, tollReceipts, maintenance, pois, tires] = await Promise.all([
    listEvents(db, ids, from, to),
    listFuelReceipts(db, ids, from, to),
    listTollReceipts(db, ids, from, to),
    listMaintenance(db, ids, from, to),
    listPoiRecords(db, query.tenantId),
    type === 'tire-cost-analysis' ? loadReportTires(db, query.tenantId, ids, from, to) : Promise.resolve(new Map<number, ReportTire[]>()),
  ]);
  const byAsset = <T extends { assetId: number }>(list: T[], id: number) => list.filter((x) => x.assetId === id);
  const inputs: ReportAssetInput[] = [];
  for (const a of assets) {
    query.signal?.throwIfAborted();
    const points: ReportPoint[] = [];
    if (needsPoints(type, a)) {
      const pages = streamReportPoints(db, a.id, from, to, { inputs: INPUT_TYPES.has(type) });
      for await (const page of pages) {
        query.signal?.throwIfAborted();
        for (const p of page) points.push(p);
      }
    }
    // Odometers as the dashboard reads them (the asset's offset added); distances are differences and do not change.
    const offset = a.odometer_offset_km;
    if (offset !== 0) for (const p of points) p.odometer = dashboardOdometerKm(p.odometer, offset);
    const previous = DISTANCE_TYPES.has(type) ? await readPreviousPoint(db, a.id, from) : null;
    if (previous && offset !== 0) previous.odometer = dashboardOdometerKm(previous.odometer, offset);
    const input: ReportAssetInput = {
      assetId: a.id,
      assetName: a.name,
      assetGroup: a.group ?? UNGROUPED,
      type: a.type,
      points,
      previousPoint: previous,
      temperatureRange: temperatureRangeOf(a),
      events: byAsset(events, a.id),
      fuelReceipts: byAsset(fuelReceipts, a.id),
      tollReceipts: byAsset(tollReceipts, a.id),
      maintenance: byAsset(maintenance, a.id),
      tires: tires.get(a.id) ?? [],
      drivers: (query.drivers ?? []).filter((w) => w.assetId === a.id).map((w) => ({ from: w.from, to: w.to, name: w.driverName })),
    };
    if (query.only === undefined) inputs.push(input);
    else for (const w of query.only.filter((x) => x.assetId === a.id)) inputs.push(withinSpan(input, w.from, w.to));
  }
  return {
    type,
    from,
    to,
    timeZone: query.timeZone,
    assets: inputs,
    pois,
    speedLimit: query.speedLimit,
    ...(query.overspeed ? { overspeed: query.overspeed } : {}),
  };
}

/** An asset's input within one span [from, to): its points, events, receipts and records then, nothing before. */
function withinSpan(input: ReportAssetInput, from: number, to: number): ReportAssetInput {
  const inside = (t: { time: number }) => t.time >= from && t.time < to;
  return {
    ...input,
    points: input.points.filter(inside),
    previousPoint: null,
    events: input.events.filter(inside),
    fuelReceipts: input.fuelReceipts.filter(inside),
    tollReceipts: input.tollReceipts.filter(inside),
    maintenance: input.maintenance.filter(inside),
  };
}
