import { DEFAULT_STATUS_THRESHOLDS, type PlaybackResponse, type PlaybackRoutePoint, type StatusThresholds } from '@fleet/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { analysePlayback, pointTimeFormatter, toRoutePoint, withNextData, type PlaybackPoi, type PlaybackRow } from './build-playback';
import { readPlaybackCandidates, readPlaybackInputs, readPlaybackRows } from './playback-data';
import { thinIndices } from './thin-playback';

/** Periods longer than this are thinned in SQL first (reading only transitions and time samples), ms. */
export const SQL_THINNING_AFTER_MS = 3 * 3_600_000;
/** SQL samples this many time buckets per display point (the JS thinning then picks among them). */
const BUCKETS_PER_POINT = 1;

/** One playback to compute. */
export interface PlaybackQuery {
  assetId: number;
  assetName: string;
  from: number;
  to: number;
  timeZone: string;
  thresholds?: StatusThresholds;
  overspeedLimit: number | null;
  pois: readonly PlaybackPoi[];
  maxPoints: number;
  address: (lat: number, lng: number) => string;
  /** Force (true) or forbid (false) SQL thinning; by default used for periods over SQL_THINNING_AFTER_MS. */
  sqlThinning?: boolean;
}

/**
 * Reads, analyses and thins an asset's positions in [from, to] into the playback answer. Addresses and inputs are
 * looked up for the kept points only; `totalPoints` counts every stored row of the period.
 */
export async function computePlayback(db: Kysely<DB>, q: PlaybackQuery): Promise<PlaybackResponse> {
  const thresholds = q.thresholds ?? DEFAULT_STATUS_THRESHOLDS;
  const useSql = q.sqlThinning ?? q.to - q.from > SQL_THINNING_AFTER_MS;
  let rows: PlaybackRow[];
  let total: number;
  if (useSql) {
    const bucketMs = Math.max(1, (q.to - q.from) / (q.maxPoints * BUCKETS_PER_POINT));
    ({ rows, total } = await readPlaybackCandidates(db, q.assetId, q.from, q.to, {
      bucketMs,
      movingSpeedKmh: thresholds.movingSpeedKmh,
      overspeedLimit: q.overspeedLimit,
      pois: q.pois,
    }));
  } else {
    rows = await readPlaybackRows(db, q.assetId, q.from, q.to);
    total = rows.length;
  }
  const base = { success: true as const, assetId: q.assetId, assetName: q.assetName, timeRange: { start: q.from, end: q.to }, totalPoints: total };
  if (rows.length === 0) return { ...base, routeArray: [] };

  const analysis = analysePlayback(rows, { thresholds, overspeedLimit: q.overspeedLimit, pois: q.pois });
  const times = rows.map((r) => r.t);
  const kept = thinIndices(times, (i) => analysis.event[i] !== null, q.maxPoints);
  // The SQL candidates carry their inputs; the plain path reads them for the kept points only.
  const inputs = await readPlaybackInputs(
    db,
    q.assetId,
    kept.filter((i) => rows[i]?.inputs === undefined).map((i) => times[i] as number),
  );
  const options = { assetName: q.assetName, formatTime: pointTimeFormatter(q.timeZone), address: q.address };
  const points: PlaybackRoutePoint[] = kept.map((i) => {
    const row = rows[i] as PlaybackRow;
    const found = inputs.get(row.t);
    if (found) Object.assign(row, found);
    return toRoutePoint(rows, analysis, i, options);
  });
  return { ...base, routeArray: withNextData(points) };
}
