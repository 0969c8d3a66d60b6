// The asset types apart from asset.ts, so that the asset schemas (asset-schemas.ts) import them without a circle
// (asset.ts re-exports its types from there).

/** The eight asset types. */
export const ASSET_TYPES = ['animal', 'boat', 'car', 'machine', 'truck', 'item', 'watch', 'staff'] as const;
export type AssetType = (typeof ASSET_TYPES)[number];
