import type { AssetSummary, LiveAsset } from '@fleet/domain';
import { describe, expect, it } from 'vitest';
import { countLiveStatuses, createLiveFilter, withNeverReported } from './live-filter';
import { buildLiveRows } from './live-rows';

const summary = (assetId: number, assetName: string): AssetSummary => ({
  assetId,
  assetName,
  assetGroup: 'Klang Valley Logistics',
  unitId: `35000000000000${assetId}`,
  type: 'truck',
  iconType: 'truck-1',
});
const assets = new Map([1, 2, 3].map((id) => [id, summary(id, `Truck ${id}`)]));
const live: LiveAsset[] = [
  { assetId: 1, time: 1, lat: 3.06, lng: 101.5, speed: 40, heading: 90, status: 'Moving', ignition: true, fuelPercent: 50, temperature: null, odometer: 10, address: null },
  { assetId: 2, time: 1, lat: 3.07, lng: 101.49, speed: 0, heading: 0, status: 'Parked', ignition: false, fuelPercent: 80, temperature: null, odometer: 12, address: null },
];

describe('assets that never reported', () => {
  it('count and list as Inactive without a position', () => {
    const all = withNeverReported(live, assets);
    expect(all).toHaveLength(3);
    expect(countLiveStatuses(all, assets, '')).toEqual({ All: 3, Move: 1, Idle: 0, Park: 1, Inactive: 1 });
    const rows = buildLiveRows(all, assets, createLiveFilter(assets, { statuses: ['Inactive'], search: '' }));
    expect(rows.map((r) => [r.name, r.status, r.time])).toEqual([['Truck 3', 'Inactive', null]]);
    expect(Number.isNaN(rows[0]!.lat)).toBe(true);
  });
  it('adds nothing when every asset reported', () => {
    expect(withNeverReported(live, new Map([[1, summary(1, 'Truck 1')]]))).toHaveLength(2);
  });
});
