import type { AssetStatus, AssetType, LiveAsset } from '@fleet/domain';
import { distanceKm, type LatLng } from '../../geo/distance';
import type { AssetMetaMap } from './asset-meta';

/** One row of the cluster list. */
export interface ClusterListItem {
  assetId: number;
  name: string;
  /** Distance from the list's origin (the selected asset, else the map centre), km; null when unknown. */
  distanceKm: number | null;
  type?: AssetType;
  status?: AssetStatus;
}

/**
 * The rows of a cluster's list: each member's name (from the metadata, else `#id`) and its distance from `origin`
 * (the selected asset, else the map centre; null: no distances); sorted nearest first when distances are known,
 * else by name. A member without a known position has no distance and comes last.
 */
export function buildClusterListItems(
  assetIds: readonly number[],
  meta: AssetMetaMap,
  getAsset: (assetId: number) => LiveAsset | undefined,
  origin: LatLng | null,
): ClusterListItem[] {
  const items = assetIds.map((assetId): ClusterListItem => {
    const asset = getAsset(assetId);
    const m = meta.get(assetId);
    return {
      assetId,
      name: m?.name ?? `#${assetId}`,
      distanceKm: origin && asset ? distanceKm(origin, asset) : null,
      type: m?.type,
      status: asset?.status,
    };
  });
  return items.sort((a, b) => {
    if (a.distanceKm !== null && b.distanceKm !== null) return a.distanceKm - b.distanceKm || a.name.localeCompare(b.name);
    if (a.distanceKm !== null) return -1;
    if (b.distanceKm !== null) return 1;
    return a.name.localeCompare(b.name);
  });
}

/**
 * Where the cluster list measures from: the selected asset when its position is known, else the map centre
 * (SPEC §2: the distance is shown when known).
 */
export function clusterListOrigin(selected: LiveAsset | undefined, mapCentre: LatLng | null): LatLng | null {
  if (selected && Number.isFinite(selected.lat) && Number.isFinite(selected.lng)) return { lat: selected.lat, lng: selected.lng };
  return mapCentre;
}
