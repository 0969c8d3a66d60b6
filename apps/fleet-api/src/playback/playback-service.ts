import {
  dashboardOdometerKm,
  DEFAULT_STATUS_THRESHOLDS,
  PLAYBACK_FULL_MAX_POINTS,
  PLAYBACK_ROUTE_TOLERANCE_M,
  type OverspeedRule,
  type PlaybackResponse,
  type PlaybackRoutePoint,
  type StatusThresholds,
} from '@fleet/domain';
import { encodePointColumns, pointTimeFormatter, simplifyRoute } from '@fleet/playback-engine';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { analysePlayback, toRoutePoint, withNextData, type PlaybackPoi, type PlaybackRow } from './build-playback';
import { countPlaybackRows, readPlaybackCandidates, readPlaybackRows } from './playback-data';

/** SQL samples this many time buckets per display point when the period is too long to read in full. */
const BUCKETS_PER_POINT = 1;

/** One playback to compute. */
export interface PlaybackQuery {
  assetId: number;
  assetName: string;
  /** Added to the tracker's odometer (the asset's dashboard offset), km. @default 0 */
  odometerOffsetKm?: number;
  from: number;
  to: number;
  timeZone: string;
  thresholds?: StatusThresholds;
  /** Overspeed marking: the company's rule with the request's (or company's) limit; null without marking. */
  overspeed: OverspeedRule | null;
  pois: readonly PlaybackPoi[];
  /** Display budget of the simplified route (`routeArray`), points. */
  maxPoints: number;
  address: (lat: number, lng: number) => string;
  /** Tolerance of the route simplification, metres. @default PLAYBACK_ROUTE_TOLERANCE_M */
  toleranceM?: number;
  /** Most points answered at full resolution; more stored points send only the route. @default PLAYBACK_FULL_MAX_POINTS */
  fullMaxPoints?: number;
}

/**
 * Reads and analyses an asset's positions in [from, to] into the playback answer:
 * - up to `fullMaxPoints` stored points: every row is read, analysed and addressed; `points` carries them all
 *   (columnar) for the details list and the exports, and `routeArray` is the route simplified for the map (a tolerance in
 *   metres, growing only to meet `maxPoints`; every stop, event, status change and day boundary kept);
 * - beyond that: only the SQL candidates are read (every transition and its neighbours, POI boxes, and the first row of
 *   each time bucket), `routeArray` is simplified from them and `points` is null.
 * `totalPoints` counts every stored row of the period.
 */
export async function computePlayback(db: Kysely<DB>, q: PlaybackQuery): Promise<PlaybackResponse> {
  const thresholds = q.thresholds ?? DEFAULT_STATUS_THRESHOLDS;
  const total = await countPlaybackRows(db, q.assetId, q.from, q.to);
  const full = total <= (q.fullMaxPoints ?? PLAYBACK_FULL_MAX_POINTS);
  const read: PlaybackRow[] = full
    ? await readPlaybackRows(db, q.assetId, q.from, q.to)
    : (
        await readPlaybackCandidates(db, q.assetId, q.from, q.to, {
          bucketMs: Math.max(1, (q.to - q.from) / (q.maxPoints * BUCKETS_PER_POINT)),
          movingSpeedKmh: thresholds.movingSpeedKmh,
          // Transitions across limit + tolerance are kept; the minimum duration is judged on those rows.
          overspeedLimit: q.overspeed ? q.overspeed.limitKmh + q.overspeed.toleranceKmh : null,
          pois: q.pois,
        })
      ).rows;
  const offset = q.odometerOffsetKm ?? 0;
  const rows = offset === 0 ? read : read.map((r) => ({ ...r, odometer: dashboardOdometerKm(r.odometer, offset) }));
  const analysis = analysePlayback(rows, { thresholds, overspeed: q.overspeed, pois: q.pois });
  const options = { assetName: q.assetName, formatTime: pointTimeFormatter(q.timeZone), address: q.address };
  const points: PlaybackRoutePoint[] = rows.map((_, i) => toRoutePoint(rows, analysis, i, options));
  const route = simplifyRoute(points, { toleranceM: q.toleranceM ?? PLAYBACK_ROUTE_TOLERANCE_M, maxPoints: q.maxPoints, timeZone: q.timeZone });
  return {
    success: true,
    assetId: q.assetId,
    assetName: q.assetName,
    timeRange: { start: q.from, end: q.to },
    timeZone: q.timeZone,
    totalPoints: total,
    toleranceM: route.toleranceM,
    routeArray: withNextData(route.kept.map((i) => ({ ...points[i]! }))),
    points: full ? encodePointColumns(points) : null,
  };
}
