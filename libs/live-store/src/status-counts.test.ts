import { ASSET_STATUSES, countByStatus, type AssetStatus, type LiveAsset, type StatusCounts } from '@fleet/domain';
import { describe, expect, it, vi } from 'vitest';
import { createLiveStore, type LiveStore } from './index';
import { makeLiveAsset, makeLiveAssets } from './test-assets';

/** A small deterministic generator (mulberry32), so that a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The counts from scratch: every live asset of all() plus the listed ones without a live record, as Inactive. */
function recount(store: LiveStore, listed: Iterable<number>, only?: ReadonlySet<number>): StatusCounts {
  const live = new Map(store.all().map((a) => [a.assetId, a.status] as const));
  const statuses: AssetStatus[] = [];
  if (only) {
    for (const id of only) statuses.push(live.get(id) ?? 'Inactive');
    return countByStatus(statuses);
  }
  statuses.push(...live.values());
  for (const id of listed) if (!live.has(id)) statuses.push('Inactive');
  return countByStatus(statuses);
}

describe('status counts in the live store', () => {
  it('counts a snapshot, then moves an asset between counts when its status changes', () => {
    const store = createLiveStore();
    expect(store.statusCounts()).toEqual({ All: 0, Move: 0, Idle: 0, Park: 0, Inactive: 0 });
    store.apply({ type: 'snapshot', seq: 1, assets: makeLiveAssets(8) }); // ids 1..8: statuses by id % 4
    expect(store.statusCounts()).toEqual({ All: 8, Move: 2, Idle: 2, Park: 2, Inactive: 2 });
    store.apply({ type: 'delta', seq: 2, assets: [makeLiveAsset(4, { status: 'Parked' })] }); // Moving -> Parked
    expect(store.statusCounts()).toEqual({ All: 8, Move: 1, Idle: 2, Park: 3, Inactive: 2 });
  });

  it('counts the listed assets that never reported as Inactive, until they report', () => {
    const store = createLiveStore();
    store.apply({ type: 'snapshot', seq: 1, assets: [makeLiveAsset(1, { status: 'Moving' })] });
    store.setListed([1, 2, 3]);
    expect(store.statusCounts()).toEqual({ All: 3, Move: 1, Idle: 0, Park: 0, Inactive: 2 });
    store.apply({ type: 'delta', seq: 2, assets: [makeLiveAsset(2, { status: 'Idling' })] });
    expect(store.statusCounts()).toEqual({ All: 3, Move: 1, Idle: 1, Park: 0, Inactive: 1 });
    // A live asset outside the list still counts (as the table lists it).
    store.apply({ type: 'delta', seq: 3, assets: [makeLiveAsset(9, { status: 'Parked' })] });
    expect(store.statusCounts()).toEqual({ All: 4, Move: 1, Idle: 1, Park: 1, Inactive: 1 });
    // Removed by a snapshot: a listed asset counts as never reported again, an unlisted one not at all.
    store.apply({ type: 'snapshot', seq: 4, assets: [makeLiveAsset(2, { status: 'Idling' })] });
    expect(store.statusCounts()).toEqual({ All: 3, Move: 0, Idle: 1, Park: 0, Inactive: 2 });
  });

  it('keeps the same counts object, and stays silent, while only positions change', () => {
    const store = createLiveStore();
    store.apply({ type: 'snapshot', seq: 1, assets: makeLiveAssets(4) });
    const counts = store.statusCounts();
    const listener = vi.fn();
    store.subscribeCounts(listener);
    store.apply({ type: 'delta', seq: 2, assets: [makeLiveAsset(1, { lat: 4 })] });
    expect(listener).not.toHaveBeenCalled();
    expect(store.statusCounts()).toBe(counts);
    store.apply({ type: 'delta', seq: 3, assets: [makeLiveAsset(1, { lat: 4, status: 'Moving' })] });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.statusCounts()).not.toBe(counts);
    // An identical snapshot changes no figure: the same object.
    const next = store.statusCounts();
    store.apply({ type: 'snapshot', seq: 4, assets: store.all().map((a) => ({ ...a, speed: a.speed + 1 })) });
    expect(store.statusCounts()).toBe(next);
  });

  it('ignores an older report for the counts as it does for the data', () => {
    const store = createLiveStore();
    const t = 1_700_000_100_000;
    store.apply({ type: 'snapshot', seq: 1, assets: [makeLiveAsset(1, { time: t, status: 'Moving' })] });
    store.apply({ type: 'delta', seq: 2, assets: [makeLiveAsset(1, { time: t - 1000, status: 'Parked' })] });
    expect(store.statusCounts()).toMatchObject({ Move: 1, Park: 0 });
  });

  it('a scope counts its assets (never reported: Inactive) and follows them while subscribed', () => {
    const store = createLiveStore();
    store.apply({ type: 'snapshot', seq: 1, assets: makeLiveAssets(8) });
    const scope = store.countScope([1, 2, 5, 42]); // Idle, Park, Idle, never reported
    expect(scope.counts()).toEqual({ All: 4, Move: 0, Idle: 2, Park: 1, Inactive: 1 });
    const listener = vi.fn();
    const unsubscribe = scope.subscribe(listener);
    store.apply({ type: 'delta', seq: 2, assets: [makeLiveAsset(3, { status: 'Moving' })] }); // outside the scope
    expect(listener).not.toHaveBeenCalled();
    store.apply({ type: 'delta', seq: 3, assets: [makeLiveAsset(42, { status: 'Moving' })] });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(scope.counts()).toEqual({ All: 4, Move: 1, Idle: 2, Park: 1, Inactive: 0 });
    unsubscribe();
    // Not subscribed: counted again from the index when read after a change.
    store.apply({ type: 'delta', seq: 4, assets: [makeLiveAsset(1, { status: 'Parked' })] });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(scope.counts()).toEqual({ All: 4, Move: 1, Idle: 1, Park: 2, Inactive: 0 });
  });

  it('equal a full recount after thousands of random deltas, listed changes and snapshots', () => {
    const rand = random(20240501);
    const store = createLiveStore();
    const pick = <T,>(values: readonly T[]): T => values[Math.floor(rand() * values.length)]!;
    const idSpace = 600;
    let listed: number[] = [];
    const searched = new Set<number>();
    for (let id = 1; id <= idSpace; id++) if (rand() < 0.3) searched.add(id);
    const scope = store.countScope(searched);
    const unsubscribe = scope.subscribe(() => undefined);
    const lone = store.countScope([...searched].slice(0, 50)); // never subscribed
    let time = 1_700_000_000_000;
    for (let step = 0; step < 5000; step++) {
      const r = rand();
      if (r < 0.005) {
        // A reconnect: a snapshot of a random part of the fleet (assets dropped and re-added).
        const assets: LiveAsset[] = [];
        for (let id = 1; id <= idSpace; id++) if (rand() < 0.7) assets.push(makeLiveAsset(id, { time: (time += 1), status: pick(ASSET_STATUSES) }));
        store.apply({ type: 'snapshot', seq: step, assets });
      } else if (r < 0.01) {
        listed = [];
        for (let id = 1; id <= idSpace + 50; id++) if (rand() < 0.8) listed.push(id);
        store.setListed(listed);
      } else {
        const delta: LiveAsset[] = [];
        const n = 1 + Math.floor(rand() * 20);
        for (let i = 0; i < n; i++) {
          const id = 1 + Math.floor(rand() * idSpace);
          // Some reports are older than the one shown (out of order) and must not count.
          const reportTime = rand() < 0.1 ? time - 10_000 : (time += 1);
          delta.push(makeLiveAsset(id, { time: reportTime, status: pick(ASSET_STATUSES), lat: rand() }));
        }
        store.apply({ type: 'delta', seq: step, assets: delta });
      }
      if (step % 50 === 0 || step > 4950) {
        expect(store.statusCounts(), `step ${step}`).toEqual(recount(store, listed));
        expect(scope.counts(), `scope, step ${step}`).toEqual(recount(store, listed, searched));
      }
    }
    expect(lone.counts()).toEqual(recount(store, listed, new Set([...searched].slice(0, 50))));
    expect(store.statusCounts().All).toBeGreaterThan(0);
    unsubscribe();
  });
});
