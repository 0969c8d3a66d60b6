import { describe, expect, it } from 'vitest';
import { buildClusterListItems } from './cluster-list-items';
import { liveAsset, metaOf } from './test-fixtures';

describe('cluster list items', () => {
  const assets = new Map([
    [1, liveAsset(1, { lat: 3.0, lng: 101.0 })],
    [2, liveAsset(2, { lat: 3.1, lng: 101.0, status: 'Parked' })],
    [3, liveAsset(3, { lat: 3.01, lng: 101.0 })],
  ]);
  const meta = metaOf([[1, 'truck'], [2, 'car'], [3, 'staff']]);

  it('lists names sorted by name when nothing is selected', () => {
    const items = buildClusterListItems([3, 2, 1], meta, (id) => assets.get(id), null);
    expect(items.map((i) => i.name)).toEqual(['Asset 1', 'Asset 2', 'Asset 3']);
    expect(items.every((i) => i.distanceKm === null)).toBe(true);
    expect(items[1]).toMatchObject({ type: 'car', status: 'Parked' });
  });

  it('adds distances in km from the selected asset, nearest first', () => {
    const items = buildClusterListItems([2, 3], meta, (id) => assets.get(id), 1);
    expect(items.map((i) => i.assetId)).toEqual([3, 2]);
    expect(items[0]!.distanceKm).toBeCloseTo(1.11, 2);
    expect(items[1]!.distanceKm).toBeCloseTo(11.12, 1);
  });

  it('names unknown assets by id', () => {
    expect(buildClusterListItems([99], meta, () => undefined, null)[0]!.name).toBe('#99');
  });
});
