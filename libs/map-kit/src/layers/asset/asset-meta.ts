import type { AssetType, LiveAsset } from '@fleet/domain';

/** What the map knows of an asset besides its live state. */
export interface AssetMeta {
  name: string;
  type: AssetType;
  /** The legacy icon name (e.g. 'truck-1'); the map-kit draws by `type`. */
  iconType: string;
  group: string;
}

/** Asset metadata by assetId. */
export type AssetMetaMap = ReadonlyMap<number, AssetMeta>;

/** A predicate over live assets (the app's status and search filter). */
export type AssetFilter = (asset: LiveAsset) => boolean;
