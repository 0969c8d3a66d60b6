import { STATUS_SHORT, countByStatus, type AssetStatus, type AssetSummary, type LiveAsset, type StatusCounts, type StatusFilterKey } from '@fleet/domain';
import { matchesSearch, passesStatusFilter } from '@fleet/select-kit';

/** The monitor's filter: status entries and the free-text search. */
export interface LiveFilterState {
  statuses: readonly StatusFilterKey[];
  search: string;
}

/** True when the search matches the asset's name, unit or group (contains; case and spaces ignored). */
export function matchesAssetSearch(summary: AssetSummary | undefined, query: string): boolean {
  if (query.trim() === '') return true;
  if (!summary) return false;
  return matchesSearch(summary.assetName, query) || matchesSearch(summary.unitId, query) || matchesSearch(summary.assetGroup, query);
}

/** The predicate the map layers and the table apply: status filter and search. */
export function createLiveFilter(assets: ReadonlyMap<number, AssetSummary>, filter: LiveFilterState): (asset: LiveAsset) => boolean {
  const all = filter.statuses.includes('All');
  const search = filter.search;
  return (asset) =>
    (all || passesStatusFilter(filter.statuses, STATUS_SHORT[asset.status])) && matchesAssetSearch(assets.get(asset.assetId), search);
}

/** A key that changes whenever the filter does (the map layers re-evaluate their rows on a new key). */
export function liveFilterKey(filter: LiveFilterState, assetsVersion: number): string {
  return `${[...filter.statuses].sort().join(',')}|${filter.search.trim().toLowerCase()}|${assetsVersion}`;
}

/** Counts per status entry of the assets that pass the search (the status filter itself is not applied). */
export function countLiveStatuses(live: readonly LiveAsset[], assets: ReadonlyMap<number, AssetSummary>, search: string): StatusCounts {
  const statuses: AssetStatus[] = [];
  for (const asset of live) if (matchesAssetSearch(assets.get(asset.assetId), search)) statuses.push(asset.status);
  return countByStatus(statuses);
}

/**
 * The live assets plus, as Inactive with no position, every asset of the user's list that has never reported: such
 * assets are not in the live feed (nothing to draw), but they count and they are listed.
 */
export function withNeverReported(live: readonly LiveAsset[], assets: ReadonlyMap<number, AssetSummary>): LiveAsset[] {
  const seen = new Set(live.map((a) => a.assetId));
  const result = [...live];
  for (const id of assets.keys()) {
    if (seen.has(id)) continue;
    result.push({
      assetId: id,
      time: null,
      lat: Number.NaN,
      lng: Number.NaN,
      speed: 0,
      heading: 0,
      status: 'Inactive',
      ignition: null,
      fuelPercent: null,
      temperature: null,
      odometer: null,
      address: null,
    });
  }
  return result;
}
