import type { AssetType, LiveAsset } from '@fleet/domain';
import type { AssetMeta } from './asset-meta';

/** A live record for tests. */
export function liveAsset(assetId: number, overrides: Partial<LiveAsset> = {}): LiveAsset {
  return {
    assetId,
    time: 1_700_000_000_000,
    lat: 3 + assetId * 0.001,
    lng: 101 + assetId * 0.001,
    speed: 0,
    heading: 90,
    status: 'Moving',
    ignition: true,
    fuelPercent: null,
    temperature: null,
    odometer: null,
    address: null,
    ...overrides,
  };
}

/** Metadata for tests: `Asset <id>` of the given type. */
export function metaOf(entries: [number, AssetType][]): Map<number, AssetMeta> {
  return new Map(entries.map(([id, type]) => [id, { name: `Asset ${id}`, type, iconType: `${type}-1`, group: 'G' }]));
}
