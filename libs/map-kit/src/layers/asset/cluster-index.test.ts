import { createLiveStore } from '@fleet/live-store';
import { describe, expect, it } from 'vitest';
import { createClusterIndex } from './cluster-index';
import { liveAsset } from './test-fixtures';

function storeWith(points: [number, number, number][]) {
  const store = createLiveStore();
  store.apply({ type: 'snapshot', seq: 1, assets: points.map(([id, lat, lng]) => liveAsset(id, { lat, lng })) });
  return store;
}

const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

describe('cluster index', () => {
  // three assets within a few metres in Shah Alam, one in Kuantan
  const store = storeWith([
    [1, 3.0675, 101.495],
    [2, 3.0676, 101.4951],
    [3, 3.0677, 101.4952],
    [4, 3.807, 103.326],
  ]);

  it('clusters close assets at low zoom with size classes, and leaves the lonely one as a point', () => {
    const index = createClusterIndex();
    index.load(store.columns(), null, 0);
    expect(index.size).toBe(4);
    const q = index.query(WORLD, 8);
    expect(q.clusters).toHaveLength(1);
    expect(q.clusters[0]).toMatchObject({ count: 3, sizeClass: 1 });
    expect(Array.from(q.points.subarray(0, q.pointCount))).toEqual([3]);
    expect(index.members(q.clusters[0]!.id).sort()).toEqual([1, 2, 3]);
    expect(index.expansionZoom(q.clusters[0]!.id)).toBeGreaterThan(8);
  });

  it('does not cluster from zoom 21', () => {
    const index = createClusterIndex();
    index.load(store.columns(), null, 0);
    const q = index.query(WORLD, 21);
    expect(q.clusters).toHaveLength(0);
    expect(q.pointCount).toBe(4);
  });

  it('loads only the given slots', () => {
    const index = createClusterIndex();
    index.load(store.columns(), Int32Array.from([0, 3]), 2);
    const q = index.query(WORLD, 8);
    expect(q.clusters).toHaveLength(0);
    expect(Array.from(q.points.subarray(0, q.pointCount)).sort()).toEqual([0, 3]);
  });

  it('follows new positions on reload (pooled features are rewritten)', () => {
    const s = storeWith([
      [1, 3.0675, 101.495],
      [2, 3.0676, 101.4951],
    ]);
    const index = createClusterIndex();
    index.load(s.columns(), null, 0);
    expect(index.query(WORLD, 8).clusters).toHaveLength(1);
    s.apply({ type: 'delta', seq: 2, assets: [liveAsset(2, { lat: 5.4, lng: 100.3 })] });
    index.load(s.columns(), null, 0);
    expect(index.query(WORLD, 8).clusters).toHaveLength(0);
  });

  it('answers empty for an unknown cluster', () => {
    const index = createClusterIndex();
    index.load(store.columns(), null, 0);
    expect(index.members(987654)).toEqual([]);
  });
});
