import { haversineKm } from '@fleet/domain';
import { describe, expect, it } from 'vitest';
import { buildClusterListItems, clusterListOrigin } from './cluster-list-items';
import { liveAsset, metaOf } from './test-fixtures';

describe('cluster list items', () => {
  const assets = new Map([
    [1, liveAsset(1, { lat: 3.0, lng: 101.0 })],
    [2, liveAsset(2, { lat: 3.1, lng: 101.0, status: 'Parked' })],
    [3, liveAsset(3, { lat: 3.01, lng: 101.0 })],
  ]);
  const meta = metaOf([[1, 'truck'], [2, 'car'], [3, 'staff']]);

  it('lists names sorted by name when there is no origin', () => {
    const items = buildClusterListItems([3, 2, 1], meta, (id) => assets.get(id), null);
    expect(items.map((i) => i.name)).toEqual(['Asset 1', 'Asset 2', 'Asset 3']);
    expect(items.every((i) => i.distanceKm === null)).toBe(true);
    expect(items[1]).toMatchObject({ type: 'car', status: 'Parked' });
  });

  it('adds distances in km from the origin (the selected asset), nearest first', () => {
    const origin = clusterListOrigin(assets.get(1), { lat: 0, lng: 0 });
    expect(origin).toEqual({ lat: 3.0, lng: 101.0 });
    const items = buildClusterListItems([2, 3], meta, (id) => assets.get(id), origin);
    expect(items.map((i) => i.assetId)).toEqual([3, 2]);
    expect(items[0]!.distanceKm).toBeCloseTo(1.11, 2);
    expect(items[1]!.distanceKm).toBeCloseTo(11.12, 1);
  });

  it('measures from the map centre when no asset is selected, with the domain haversine', () => {
    const centre = { lat: 3.05, lng: 101.02 };
    const origin = clusterListOrigin(undefined, centre);
    const items = buildClusterListItems([1, 2, 3], meta, (id) => assets.get(id), origin);
    for (const item of items) {
      const a = assets.get(item.assetId)!;
      expect(item.distanceKm).toBe(haversineKm(centre.lat, centre.lng, a.lat, a.lng));
    }
    expect(items.map((i) => i.assetId)).toEqual([3, 2, 1]);
  });

  it('puts members without a position last and names unknown assets by id', () => {
    const items = buildClusterListItems([99, 1], meta, (id) => assets.get(id), { lat: 3, lng: 101 });
    expect(items.map((i) => i.assetId)).toEqual([1, 99]);
    expect(items[1]).toMatchObject({ name: '#99', distanceKm: null });
  });
});
