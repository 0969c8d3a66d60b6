import { ASSET_STATUSES, STATUS_SHORT, type StatusCounts } from '@fleet/domain';

/** Number of status codes (the index of a status in ASSET_STATUSES). */
export const STATUS_CODE_COUNT = ASSET_STATUSES.length;

/** The code of Inactive: an asset without a live record (it never reported) counts there. */
export const INACTIVE_CODE = ASSET_STATUSES.indexOf('Inactive');

/** The status filter's key of each status code. */
const SHORT_BY_CODE = ASSET_STATUSES.map((s) => STATUS_SHORT[s]);

/** Counts per status code, plus the ones counted as Inactive because they have no live record. */
export function emptyTally(): Int32Array {
  return new Int32Array(STATUS_CODE_COUNT);
}

/** The status filter's counts of a tally (per status code), All included. */
export function countsOfTally(tally: Int32Array, neverReported = 0): StatusCounts {
  const counts: StatusCounts = { All: neverReported, Move: 0, Idle: 0, Park: 0, Inactive: neverReported };
  for (let code = 0; code < STATUS_CODE_COUNT; code++) {
    const n = tally[code]!;
    counts.All += n;
    counts[SHORT_BY_CODE[code]!] += n;
  }
  return counts;
}

/**
 * Counts of a set of asset ids (e.g. those a search matches), read from the store's per-asset status index. An id
 * without a live record counts as Inactive (it never reported). Kept up to date incrementally while subscribed;
 * otherwise counted from the index when read after a status change.
 */
export interface StatusCountScope {
  /** The counts; the same object until they change. */
  counts(): StatusCounts;
  /** Called when the scope's counts may have changed; the first subscriber makes the store keep them incrementally. */
  subscribe(listener: () => void): () => void;
}
