import type { StatusInput } from '@fleet/domain';

/**
 * Looks up the last known state of assets (time, speed, ignition of their last report). Statuses are derived from
 * it; assets missing from the result count as never reported.
 *
 * Positions are not stored yet: `noLastStates` serves until the positions store provides a real lookup, which
 * `buildApp` takes as its `lastStates` option.
 */
export type LastStateLookup = (assetIds: readonly number[]) => Promise<ReadonlyMap<number, StatusInput>>;

/** The lookup while there are no positions: nothing is known, every asset is Inactive. */
export const noLastStates: LastStateLookup = async () => new Map();

/** The state of an asset that never reported. */
export const NEVER_REPORTED: StatusInput = { lastReportAt: null, speedKmh: 0, ignition: null, stationarySince: null };
