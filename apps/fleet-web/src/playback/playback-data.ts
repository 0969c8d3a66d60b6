import { PALETTE, type PlaybackResponse, type PlaybackRoutePoint, type ReportColumn } from '@fleet/domain';
import { createPlaybackTrack, type PlaybackTrack } from '@fleet/playback-engine';
import { MULTI_ROUTE_COLORS, type RouteInput } from '@fleet/map-kit';

/** One replayed asset: its route from the server, prepared for the player. */
export interface ReplayedAsset {
  assetId: number;
  assetName: string;
  iconType: string;
  color: string;
  track: PlaybackTrack;
}

/** The replayed assets of a set of answers (assets without points are left out), each in its route colour. */
export function replayedAssets(answers: readonly PlaybackResponse[], iconTypes: ReadonlyMap<number, string> = new Map()): ReplayedAsset[] {
  return answers
    .filter((a) => a.routeArray.length > 0)
    .map((a, i) => ({
      assetId: a.assetId,
      assetName: a.assetName,
      iconType: iconTypes.get(a.assetId) ?? 'truck',
      color: answers.length > 1 ? (MULTI_ROUTE_COLORS[i % MULTI_ROUTE_COLORS.length] ?? PALETTE.primary) : (MULTI_ROUTE_COLORS[0] ?? PALETTE.primary),
      track: createPlaybackTrack(a.routeArray),
    }));
}

/** The routes the map draws: one path of [lng, lat] per asset. */
export function routeInputs(assets: readonly ReplayedAsset[]): RouteInput[] {
  return assets.map((a) => ({ id: String(a.assetId), path: a.track.points.map((p) => [p.lng, p.lat] as [number, number]), color: a.color }));
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

/** The table rows of a route: SPEC §3 fields as text and numbers. */
export function playbackRows(points: readonly PlaybackRoutePoint[]): Record<string, string | number | null>[] {
  return points.map((p) => ({
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
