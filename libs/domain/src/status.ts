import type { AssetStatus, StatusFilterKey } from './asset';
import { STATUS_SHORT } from './asset';

/** Thresholds that define an asset's status; per tenant configurable. */
export interface StatusThresholds {
  /** Speed at or above which an asset is moving, km/h. @default 5 */
  movingSpeedKmh: number;
  /** Time stationary without an ignition signal after which an asset counts as parked, ms. @default 180000 */
  parkAfterMs: number;
  /** Time without any report after which an asset is inactive, ms. @default 86400000 */
  inactiveAfterMs: number;
}

export const DEFAULT_STATUS_THRESHOLDS: StatusThresholds = {
  movingSpeedKmh: 5,
  parkAfterMs: 3 * 60_000,
  inactiveAfterMs: 24 * 60 * 60_000,
};

/** The last known state of an asset, as far as status needs it. */
export interface StatusInput {
  /** Time of the last report, ms since epoch; null when the asset never reported. */
  lastReportAt: number | null;
  /** Speed of the last report, km/h. */
  speedKmh: number;
  /** Ignition of the last report; null when the device has no ignition signal. */
  ignition: boolean | null;
  /** Since when the asset has been stationary (speed below the moving threshold), ms since epoch; null if moving. */
  stationarySince: number | null;
}

/**
 * Derives an asset's status. Moving: speed >= 5 km/h. Idling: ignition on and slower. Parked: ignition off, or no
 * ignition signal and stationary for 3 min. Inactive: no report for 24 h (or never).
 * Without an ignition signal an asset stationary for less than 3 min is still idling.
 */
export function deriveStatus(
  input: StatusInput,
  now: number,
  thresholds: StatusThresholds = DEFAULT_STATUS_THRESHOLDS,
): AssetStatus {
  if (input.lastReportAt === null || now - input.lastReportAt >= thresholds.inactiveAfterMs) return 'Inactive';
  if (input.speedKmh >= thresholds.movingSpeedKmh) return 'Moving';
  if (input.ignition === true) return 'Idling';
  if (input.ignition === false) return 'Parked';
  const since = input.stationarySince ?? input.lastReportAt;
  return now - since >= thresholds.parkAfterMs ? 'Parked' : 'Idling';
}

/** Counts per status filter key, All included. */
export type StatusCounts = Record<StatusFilterKey, number>;

/** Counts assets by status filter key. */
export function countByStatus(statuses: Iterable<AssetStatus>): StatusCounts {
  const counts: StatusCounts = { All: 0, Move: 0, Idle: 0, Park: 0, Inactive: 0 };
  for (const s of statuses) {
    counts.All += 1;
    counts[STATUS_SHORT[s]] += 1;
  }
  return counts;
}
