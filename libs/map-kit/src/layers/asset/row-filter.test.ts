import { createLiveStore } from '@fleet/live-store';
import { describe, expect, it, vi } from 'vitest';
import { createRowFilter } from './row-filter';
import { liveAsset } from './test-fixtures';

describe('row filter', () => {
  it('is every slot without a filter', () => {
    const store = createLiveStore();
    store.apply({ type: 'snapshot', seq: 1, assets: [liveAsset(1), liveAsset(2)] });
    const rows = createRowFilter().update(store, undefined, undefined);
    expect(rows.rows).toBeNull();
    expect(rows.count).toBe(2);
  });

  it('lists the passing slots and re-evaluates everyone only when the key or the layout changes', () => {
    const store = createLiveStore();
    store.apply({ type: 'snapshot', seq: 1, assets: [liveAsset(1), liveAsset(2, { status: 'Parked' }), liveAsset(3)] });
    const rf = createRowFilter();
    const moving = vi.fn((a: { status: string }) => a.status === 'Moving');
    let r = rf.update(store, moving, 'move');
    expect(Array.from(r.rows!.subarray(0, r.count))).toEqual([0, 2]);
    expect(moving).toHaveBeenCalledTimes(3);
    const key = r.key;

    // a position-only delta: only the changed asset is re-checked, nothing flips, rows unchanged
    store.apply({ type: 'delta', seq: 2, assets: [liveAsset(1, { lat: 9 })] });
    r = rf.update(store, moving, 'move');
    expect(moving).toHaveBeenCalledTimes(4);
    expect(r.key).toBe(key);

    // a status flip rebuilds the list (without calling the filter for the others)
    store.apply({ type: 'delta', seq: 3, assets: [liveAsset(3, { status: 'Idling' })] });
    r = rf.update(store, moving, 'move');
    expect(moving).toHaveBeenCalledTimes(5);
    expect(Array.from(r.rows!.subarray(0, r.count))).toEqual([0]);
    expect(r.key).not.toBe(key);

    // a new filter key re-evaluates everyone
    const parked = vi.fn((a: { status: string }) => a.status === 'Parked');
    r = rf.update(store, parked, 'park');
    expect(parked).toHaveBeenCalledTimes(3);
    expect(Array.from(r.rows!.subarray(0, r.count))).toEqual([1]);

    // a new asset (layout change) re-evaluates everyone
    store.apply({ type: 'delta', seq: 4, assets: [liveAsset(4, { status: 'Parked' })] });
    r = rf.update(store, parked, 'park');
    expect(parked).toHaveBeenCalledTimes(7);
    expect(Array.from(r.rows!.subarray(0, r.count))).toEqual([1, 3]);
  });

  it('keeps the same list (and key) when asked again without changes', () => {
    const store = createLiveStore();
    store.apply({ type: 'snapshot', seq: 1, assets: [liveAsset(1)] });
    const rf = createRowFilter();
    const a = rf.update(store, () => true, 'all');
    const key = a.key;
    expect(rf.update(store, () => true, 'all').key).toBe(key);
  });
});
