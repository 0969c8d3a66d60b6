import { dashboardOdometerKm, isWatchAsset, type ReportAssetInput, type ReportInput, type ReportPoint, type ReportTypeId } from '@fleet/domain';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { listPoiRecords } from '../pois/report-pois';
import { listEvents } from '../positions/event-repository';
import { listFuelReceipts, listMaintenance, listTollReceipts } from '../receipts/receipt-repository';
import { UNGROUPED } from '../assets/asset-repository';
import { temperatureRangeOf } from '../assets/temperature-range';

/** Positions are read in keyset pages of this many rows per asset, so that no single result set grows unbounded. */
export const POSITION_PAGE_ROWS = 50_000;

/** Report types computed without positions (the Fuel Receipt report reads them for the sensor refuels it reconciles). */
const WITHOUT_POINTS: ReadonlySet<ReportTypeId> = new Set<ReportTypeId>(['notification', 'toll-receipt', 'maintenance-log']);
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
  const [events, fuelReceipts, tollReceipts, maintenance, pois] = await Promise.all([
    listEvents(db, ids, from, to),
    listFuelReceipts(db, ids, from, to),
    listTollReceipts(db, ids, from, to),
    listMaintenance(db, ids, from, to),
    listPoiRecords(db, query.tenantId),
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
    inputs.push({
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
    });
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
