import { ASSET_STATUSES } from '@fleet/domain';
import { describe, expect, it, vi } from 'vitest';
import { createLiveStore, INITIAL_CAPACITY, statusCode } from './index';
import { makeLiveAsset, makeLiveAssets } from './test-assets';

function changed(store: ReturnType<typeof createLiveStore>): number[] {
  const c = store.columns();
  return Array.from(c.changedSlots.subarray(0, c.changedCount));
}

describe('createLiveStore', () => {
  it('starts empty', () => {
    const store = createLiveStore();
    expect(store.size).toBe(0);
    expect(store.seq).toBe(0);
    expect(store.version).toBe(0);
    expect(store.all()).toEqual([]);
    expect(store.columns().count).toBe(0);
  });

  it('applies a snapshot into columns', () => {
    const store = createLiveStore();
    const a = makeLiveAsset(7, { lat: 3.1, lng: 101.5, heading: 90, status: 'Idling' });
    const b = makeLiveAsset(9, { lat: 3.2, lng: 101.6, heading: 180, status: 'Parked' });
    store.apply({ type: 'snapshot', seq: 4, assets: [a, b] });
    const c = store.columns();
    expect(store.size).toBe(2);
    expect(store.seq).toBe(4);
    expect(store.version).toBe(1);
    expect(c.version).toBe(1);
    expect(Array.from(c.ids.subarray(0, 2))).toEqual([7, 9]);
    expect(Array.from(c.positions.subarray(0, 4))).toEqual([101.5, 3.1, 101.6, 3.2]);
    expect(Array.from(c.headings.subarray(0, 2))).toEqual([90, 180]);
    expect(Array.from(c.statusCodes.subarray(0, 2))).toEqual([1, 2]);
    expect(changed(store)).toEqual([0, 1]);
    expect(store.get(9)).toBe(b);
    expect(store.get(8)).toBeUndefined();
    expect(store.all()).toEqual([a, b]);
  });

  it('merges a delta in place and lists only the changed slots', () => {
    const store = createLiveStore();
    store.apply({ type: 'snapshot', seq: 1, assets: makeLiveAssets(5) });
    const c = store.columns();
    const positions = c.positions;
    const layout = c.layoutVersion;
    store.apply({ type: 'delta', seq: 2, assets: [makeLiveAsset(3, { lat: 5, lng: 100, status: 'Moving' })] });
    expect(store.columns().positions).toBe(positions); // same array, written in place
    expect(c.layoutVersion).toBe(layout);
    expect(changed(store)).toEqual([2]);
    expect(c.positions[4]).toBe(100);
    expect(c.positions[5]).toBe(5);
    expect(c.statusCodes[2]).toBe(0);
    expect(store.version).toBe(2);
    expect(store.seq).toBe(2);
  });

  it('never lets an older report replace a newer one (instances deliver out of order); a status change passes', () => {
    const store = createLiveStore();
    const t = 1_700_000_100_000;
    store.apply({ type: 'snapshot', seq: 1, assets: [makeLiveAsset(1, { time: t, lat: 4, lng: 101, status: 'Moving' })] });
    store.apply({ type: 'delta', seq: 2, assets: [makeLiveAsset(1, { time: t - 1000, lat: 3, lng: 100, status: 'Moving' })] });
    expect(store.get(1)?.lat).toBe(4);
    expect(store.version).toBe(1);
    store.apply({ type: 'delta', seq: 3, assets: [makeLiveAsset(1, { time: t, lat: 4, lng: 101, status: 'Parked' })] });
    expect(store.get(1)?.status).toBe('Parked');
    store.apply({ type: 'delta', seq: 4, assets: [makeLiveAsset(1, { time: t + 1000, lat: 5, lng: 102, status: 'Moving' })] });
    expect(store.get(1)?.lat).toBe(5);
  });

  it('lets a sane report replace one dated more than a day ahead (a wrong device clock cannot freeze an asset)', () => {
    const now = 1_700_000_000_000;
    const store = createLiveStore({ now: () => now });
    store.apply({ type: 'snapshot', seq: 1, assets: [makeLiveAsset(1, { time: Date.UTC(2100, 0, 1), lat: 4, lng: 101 })] });
    store.apply({ type: 'delta', seq: 2, assets: [makeLiveAsset(1, { time: now - 1000, lat: 3, lng: 100 })] });
    expect(store.get(1)?.lat).toBe(3);
  });

  it('appends new assets from a delta and bumps the layout version', () => {
    const store = createLiveStore();
    store.apply({ type: 'snapshot', seq: 1, assets: makeLiveAssets(2) });
    const layout = store.columns().layoutVersion;
    store.apply({ type: 'delta', seq: 2, assets: [makeLiveAsset(50)] });
    expect(store.size).toBe(3);
    expect(store.columns().ids[2]).toBe(50);
    expect(store.columns().layoutVersion).toBe((layout ?? 0) + 1);
    expect(changed(store)).toEqual([2]);
  });

  it('notifies once per apply that changed data, and not for unchanged data or errors', () => {
    const store = createLiveStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.apply({ type: 'snapshot', seq: 1, assets: makeLiveAssets(100) });
    expect(listener).toHaveBeenCalledTimes(1);
    store.apply({ type: 'delta', seq: 2, assets: makeLiveAssets(100).map((a) => ({ ...a, speed: 9 })) });
    expect(listener).toHaveBeenCalledTimes(2);
    store.apply({ type: 'delta', seq: 3, assets: [makeLiveAsset(1, { speed: 9 })] }); // same values
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.version).toBe(2);
    expect(store.seq).toBe(3); // seq still advances
    store.apply({ type: 'error', error: 'x', code: 'y' });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.apply({ type: 'delta', seq: 4, assets: [makeLiveAsset(1, { speed: 1 })] });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.version).toBe(3);
  });

  it('replaces everything on a snapshot: removed assets are dropped and slots compacted', () => {
    const store = createLiveStore();
    store.apply({ type: 'snapshot', seq: 1, assets: makeLiveAssets(5) });
    store.apply({ type: 'snapshot', seq: 2, assets: [makeLiveAsset(5), makeLiveAsset(2)] });
    const c = store.columns();
    expect(store.size).toBe(2);
    expect(c.count).toBe(2);
    expect(Array.from(c.ids.subarray(0, 2))).toEqual([5, 2]);
    expect(store.get(1)).toBeUndefined();
    expect(store.get(5)?.assetId).toBe(5);
    expect(store.all().map((a) => a.assetId)).toEqual([5, 2]);
    // a later delta for a dropped asset re-adds it at the end
    store.apply({ type: 'delta', seq: 3, assets: [makeLiveAsset(1)] });
    expect(Array.from(c.ids.subarray(0, store.size))).toEqual([5, 2, 1]);
  });

  it('keeps the layout for a snapshot of the same assets and reports only changed values', () => {
    const store = createLiveStore();
    store.apply({ type: 'snapshot', seq: 1, assets: makeLiveAssets(4) });
    const layout = store.columns().layoutVersion;
    const next = makeLiveAssets(4);
    next[1] = { ...next[1]!, lat: 4 };
    store.apply({ type: 'snapshot', seq: 2, assets: next });
    expect(store.columns().layoutVersion).toBe(layout);
    expect(changed(store)).toEqual([1]);
    const version = store.version;
    store.apply({ type: 'snapshot', seq: 3, assets: makeLiveAssets(4).map((a, i) => (i === 1 ? { ...a, lat: 4 } : a)) });
    expect(store.version).toBe(version); // identical snapshot: nothing changed
  });

  it('an empty snapshot clears the store', () => {
    const store = createLiveStore();
    store.apply({ type: 'snapshot', seq: 1, assets: makeLiveAssets(3) });
    store.apply({ type: 'snapshot', seq: 2, assets: [] });
    expect(store.size).toBe(0);
    expect(store.version).toBe(2);
    expect(store.all()).toEqual([]);
  });

  it('lists a slot once when a delta repeats an asset, with the last record winning', () => {
    const store = createLiveStore();
    store.apply({ type: 'snapshot', seq: 1, assets: makeLiveAssets(3) });
    store.apply({
      type: 'delta',
      seq: 2,
      assets: [makeLiveAsset(2, { lat: 1 }), makeLiveAsset(2, { lat: 2 }), makeLiveAsset(9, { lat: 3 }), makeLiveAsset(9, { lat: 4 })],
    });
    expect(changed(store)).toEqual([1, 3]);
    expect(store.get(2)?.lat).toBe(2);
    expect(store.get(9)?.lat).toBe(4);
    expect(store.size).toBe(4);
  });

  it('grows the columns by doubling and keeps the values', () => {
    const store = createLiveStore();
    store.apply({ type: 'snapshot', seq: 1, assets: makeLiveAssets(10) });
    expect(store.columns().ids.length).toBe(INITIAL_CAPACITY);
    store.apply({ type: 'delta', seq: 2, assets: makeLiveAssets(INITIAL_CAPACITY + 1) });
    const c = store.columns();
    expect(c.ids.length).toBe(INITIAL_CAPACITY * 2); // 256 -> 512 (reserved for count + delta length = 267)
    expect(c.positions.length).toBe(c.ids.length * 2);
    expect(store.size).toBe(INITIAL_CAPACITY + 1);
    expect(c.ids[INITIAL_CAPACITY]).toBe(INITIAL_CAPACITY + 1);
    expect(c.positions[0]).toBe(makeLiveAsset(1).lng);
  });

  it('returns a fresh all() array per version and the same one while nothing changed', () => {
    const store = createLiveStore();
    store.apply({ type: 'snapshot', seq: 1, assets: makeLiveAssets(3) });
    const first = store.all();
    expect(store.all()).toBe(first);
    store.apply({ type: 'delta', seq: 2, assets: [makeLiveAsset(1, { lat: 9 })] });
    expect(store.all()).not.toBe(first);
    expect(first[0]?.lat).not.toBe(9);
  });

  it('codes statuses by their index in ASSET_STATUSES', () => {
    expect(ASSET_STATUSES.map(statusCode)).toEqual([0, 1, 2, 3]);
  });

  it('takes a 100,000-asset snapshot', () => {
    const store = createLiveStore();
    const assets = makeLiveAssets(100_000);
    const t0 = performance.now();
    store.apply({ type: 'snapshot', seq: 1, assets });
    const ms = performance.now() - t0;
    const c = store.columns();
    expect(store.size).toBe(100_000);
    expect(c.changedCount).toBe(100_000);
    expect(c.ids[99_999]).toBe(100_000);
    expect(c.positions[2 * 99_999 + 1]).toBe(assets[99_999]!.lat);
    expect(store.get(54_321)).toBe(assets[54_320]);
    expect(ms).toBeLessThan(1000); // budget: ~30 ms here; generous for slow CI machines
  });

  it('applies a 10,000-asset delta to 100,000 assets in place', () => {
    const store = createLiveStore();
    store.apply({ type: 'snapshot', seq: 1, assets: makeLiveAssets(100_000) });
    const c = store.columns();
    const arrays = [c.ids, c.positions, c.headings, c.statusCodes];
    const delta = [];
    for (let i = 0; i < 10_000; i++) {
      const id = 1 + i * 10;
      delta.push(makeLiveAsset(id, { lat: 2, lng: 100 + i * 1e-5, heading: 45, status: 'Moving' }));
    }
    const t0 = performance.now();
    store.apply({ type: 'delta', seq: 2, assets: delta });
    const ms = performance.now() - t0;
    [c.ids, c.positions, c.headings, c.statusCodes].forEach((array, i) => expect(array).toBe(arrays[i]));
    expect(c.changedCount).toBe(10_000);
    expect(c.changedSlots[0]).toBe(0);
    expect(c.changedSlots[9_999]).toBe(99_990);
    expect(c.positions[2 * 99_990]).toBeCloseTo(100 + 9_999 * 1e-5, 9);
    expect(c.statusCodes[99_990]).toBe(0);
    expect(store.size).toBe(100_000);
    expect(store.version).toBe(2);
    expect(ms).toBeLessThan(200); // budget: a few ms here
  });
});
