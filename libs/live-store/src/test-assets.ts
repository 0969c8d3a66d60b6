import type { AssetStatus, LiveAsset } from '@fleet/domain';
import { ASSET_STATUSES } from '@fleet/domain';

/** A live record for tests and benchmarks: deterministic values derived from the id. */
export function makeLiveAsset(assetId: number, overrides: Partial<LiveAsset> = {}): LiveAsset {
  return {
    assetId,
    time: 1_700_000_000_000 + assetId,
    lat: 3.06 + (assetId % 1000) * 1e-4,
    lng: 101.48 + Math.floor(assetId / 1000) * 1e-4,
    speed: 0,
    heading: (assetId * 37) % 360,
    status: ASSET_STATUSES[assetId % ASSET_STATUSES.length] as AssetStatus,
    ignition: null,
    fuelPercent: null,
    temperature: null,
    odometer: null,
    address: null,
    ...overrides,
  };
}

/** `count` records with ids 1..count. */
export function makeLiveAssets(count: number, overrides: Partial<LiveAsset> = {}): LiveAsset[] {
  const assets = new Array<LiveAsset>(count);
  for (let i = 0; i < count; i++) assets[i] = makeLiveAsset(i + 1, overrides);
  return assets;
}
