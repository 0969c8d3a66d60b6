import type { AssetStatus, AssetType, LiveAsset } from '@fleet/domain';
import { distanceKm } from '../../geo/distance';
import type { AssetMetaMap } from './asset-meta';

/** One row of the cluster list. */
export interface ClusterListItem {
  assetId: number;
  name: string;
  /** Distance from the selected asset, km; null when no asset is selected (or it is unknown). */
  distanceKm: number | null;
  type?: AssetType;
  status?: AssetStatus;
}

/**
 * The rows of a cluster's list: each member's name (from the metadata, else `#id`) and, when an asset is selected,
 * its distance from it; sorted nearest first when distances are known, else by name.
 */
export function buildClusterListItems(
  assetIds: readonly number[],
  meta: AssetMetaMap,
  getAsset: (assetId: number) => LiveAsset | undefined,
  selectedAssetId: number | null,
): ClusterListItem[] {
  const selected = selectedAssetId === null ? undefined : getAsset(selectedAssetId);
  const items = assetIds.map((assetId): ClusterListItem => {
    const asset = getAsset(assetId);
    const m = meta.get(assetId);
    return {
      assetId,
      name: m?.name ?? `#${assetId}`,
      distanceKm: selected && asset ? distanceKm(selected, asset) : null,
      type: m?.type,
      status: asset?.status,
    };
  });
  return items.sort((a, b) =>
    a.distanceKm !== null && b.distanceKm !== null ? a.distanceKm - b.distanceKm || a.name.localeCompare(b.name) : a.name.localeCompare(b.name),
  );
}
