import { DEFAULT_UNITS, PALETTE, reportInUnits, type PlaybackResponse, type PlaybackRoutePoint, type ReportColumn, type UnitPreferences } from '@fleet/domain';
import type { PdfColumn } from '@fleet/export-kit';
import { createPlaybackTrack, decodePointColumns, type PlaybackTrack } from '@fleet/playback-engine';
import { MULTI_ROUTE_COLORS, type RouteInput } from '@fleet/map-kit';

/** One replayed asset: its route from the server, prepared for the player. */
export interface ReplayedAsset {
  assetId: number;
  assetName: string;
  iconType: string;
  color: string;
  /**
   * Every stored point of the period (full resolution): the player, the details list and the exports. When the period
   * was over the server's full-resolution limit, the simplified route's points (see `complete`).
   */
  track: PlaybackTrack;
  /** Distance of the period, km, as the server computed it (the Summary's figure); null when it sent none. */
  distanceKm: number | null;
  /** The route drawn on the map ([lng, lat]): simplified by the server within a tolerance in metres. */
  path: [number, number][];
  /** Whether `track` holds every stored point; false when the server sent only the simplified route. */
  complete: boolean;
  /** Points stored in the period. */
  totalPoints: number;
  /** The zone the server wrote the point times in (the user's). */
  timeZone: string;
}

/** The replayed assets of a set of answers (assets without points are left out), each in its route colour. */
export function replayedAssets(answers: readonly PlaybackResponse[], iconTypes: ReadonlyMap<number, string> = new Map()): ReplayedAsset[] {
  return answers
    .filter((a) => a.routeArray.length > 0)
    .map((a, i) => {
      const points = a.points ? decodePointColumns(a.points, { assetName: a.assetName, timeZone: a.timeZone }) : a.routeArray;
      return {
        assetId: a.assetId,
        assetName: a.assetName,
        iconType: iconTypes.get(a.assetId) ?? 'truck',
        color: answers.length > 1 ? (MULTI_ROUTE_COLORS[i % MULTI_ROUTE_COLORS.length] ?? PALETTE.primary) : (MULTI_ROUTE_COLORS[0] ?? PALETTE.primary),
        track: createPlaybackTrack(points),
        path: a.routeArray.map((p) => [p.lng, p.lat] as [number, number]),
        complete: a.points !== null,
        totalPoints: a.totalPoints,
        timeZone: a.timeZone,
        distanceKm: a.distanceKm ?? null,
      };
    });
}

/** The routes the map draws: one simplified path of [lng, lat] per asset. */
export function routeInputs(assets: readonly ReplayedAsset[]): RouteInput[] {
  return assets.map((a) => ({ id: String(a.assetId), path: a.path, color: a.color }));
}

/** A track over every asset's points: its start, end and events are the shared timeline of several assets. */
export function timelineTrack(assets: readonly ReplayedAsset[]): PlaybackTrack | null {
  if (assets.length === 0) return null;
  if (assets.length === 1) return assets[0]!.track;
  return createPlaybackTrack(assets.flatMap((a) => a.track.points));
}

/** Columns of the playback table (PDF and Excel). */
export const PLAYBACK_COLUMNS: ReportColumn[] = [
  { header: 'Time', field: 'time', width: 100 },
  { header: 'Status', field: 'status', width: 56 },
  { header: 'Speed', field: 'speed', unit: 'km/h', width: 50 },
  { header: 'Mileage', field: 'mileage', unit: 'km', width: 64 },
  { header: 'Fuel', field: 'fuel', unit: 'L', width: 44 },
  { header: 'Temp', field: 'temp', unit: '°C', width: 44 },
  { header: 'Input', field: 'input', width: 70 },
  { header: 'Address', field: 'address', width: 100 },
];

/** The asset column, first, when an export holds several assets. */
export const ASSET_COLUMN: ReportColumn = { header: 'Asset', field: 'asset', width: 90 };

/** The table rows of a route: SPEC §3 fields as text and numbers (with the asset's name in `asset`). */
export function playbackRows(points: readonly PlaybackRoutePoint[]): Record<string, string | number | null>[] {
  return points.map((p) => ({
    asset: p.assetName,
    time: p.time.replace('|', ' '),
    status: p.status,
    speed: Math.round(p.speed),
    mileage: p.mileage === null ? null : Math.round(p.mileage * 10) / 10,
    fuel: p.fuel,
    temp: p.temp,
    input: p.input,
    address: p.address,
  }));
}

/** What a playback export holds: its columns and every point of every asset (asset by asset, each in time order). */
export interface PlaybackExportTable {
  columns: ReportColumn[];
  rows: Record<string, string | number | null>[];
}

/**
 * The export table of the replayed assets: every point of each (full resolution), one asset after the other; with
 * several assets an Asset column comes first. Speeds, mileage, fuel and temperatures in the company's units.
 */
export function playbackExportTable(assets: readonly ReplayedAsset[], units: UnitPreferences = DEFAULT_UNITS): PlaybackExportTable {
  // The points are metric (as the server answers them); the export shows them in the company's units, converted by
  // the same function as the reports' JSON and Excel.
  return reportInUnits(
    {
      columns: assets.length > 1 ? [ASSET_COLUMN, ...PLAYBACK_COLUMNS] : PLAYBACK_COLUMNS,
      rows: assets.flatMap((a) => playbackRows(a.track.points)),
    },
    units,
  );
}

/** A column's caption with its unit: 'Speed (km/h)'. */
export const columnLabel = (c: ReportColumn) => (c.unit ? `${c.header} (${c.unit})` : c.header);

/** The PDF columns of an export table: caption with unit and the table's width (long addresses wrap in the PDF). */
export function playbackPdfColumns(columns: readonly ReportColumn[]): PdfColumn[] {
  return columns.map((c) => ({ header: columnLabel(c), field: c.field, width: c.width }));
}

/** The overspeed stretches of the routes (consecutive points marked overspeed), drawn in red over the route. */
export function overspeedRoutes(assets: readonly ReplayedAsset[]): RouteInput[] {
  const out: RouteInput[] = [];
  for (const a of assets) {
    let run: [number, number][] = [];
    const flush = () => {
      if (run.length >= 2) out.push({ id: `${a.assetId}-overspeed-${out.length}`, path: run, color: PALETTE.danger });
      run = [];
    };
    for (const p of a.track.points) {
      if (p.overspeed) run.push([p.lng, p.lat]);
      else flush();
    }
    flush();
  }
  return out;
}
