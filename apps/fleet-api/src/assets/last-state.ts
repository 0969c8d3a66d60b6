import type { StatusInput } from '@fleet/domain';

/**
 * Looks up the last known state of assets (time, speed, ignition of their last report). Statuses are derived from
 * it; assets missing from the result count as never reported.
 *
 * The app reads it from asset_state (positions/asset-state-repository.ts); `buildApp` takes another as its
 * `lastStates` option.
 */
export type LastStateLookup = (assetIds: readonly number[]) => Promise<ReadonlyMap<number, StatusInput>>;

/** A lookup that knows nothing: every asset is Inactive. */
export const noLastStates: LastStateLookup = async () => new Map();

/** The state of an asset that never reported. */
export const NEVER_REPORTED: StatusInput = { lastReportAt: null, speedKmh: 0, ignition: null, stationarySince: null };
