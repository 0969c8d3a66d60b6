import type { AssetStatus, AssetSummary, LiveAsset } from '@fleet/domain';

/** One row of the live table: the live state joined with the asset's name, group and unit. */
export interface LiveRow {
  assetId: number;
  name: string;
  group: string;
  unitId: string;
  status: AssetStatus;
  /** km/h */
  speed: number;
  ignition: boolean | null;
  /** ms since epoch; null when it never reported. */
  time: number | null;
  fuelPercent: number | null;
  temperature: number | null;
  lat: number;
  lng: number;
  address: string | null;
}

/** The table rows of the live assets that pass the filter. Assets not in the asset list are named by their id. */
export function buildLiveRows(
  live: readonly LiveAsset[],
  assets: ReadonlyMap<number, AssetSummary>,
  filter: (asset: LiveAsset) => boolean,
): LiveRow[] {
  const rows: LiveRow[] = [];
  for (const a of live) {
    if (!filter(a)) continue;
    const s = assets.get(a.assetId);
    rows.push({
      assetId: a.assetId,
      name: s?.assetName ?? `#${a.assetId}`,
      group: s?.assetGroup ?? '',
      unitId: s?.unitId ?? '',
      status: a.status,
      speed: a.speed,
      ignition: a.ignition,
      time: a.time,
      fuelPercent: a.fuelPercent,
      temperature: a.temperature,
      lat: a.lat,
      lng: a.lng,
      address: a.address,
    });
  }
  return rows;
}
