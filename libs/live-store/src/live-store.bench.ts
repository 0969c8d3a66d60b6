/**
 * Applying deltas to a populated store (`npx vitest bench --run` in libs/live-store): the hot path of the live map.
 * Deltas alternate between two rounds so that every apply really changes every listed asset.
 */
import { ASSET_STATUSES, countByStatus, type LiveAsset } from '@fleet/domain';
import { bench, describe } from 'vitest';
import { createLiveStore } from './live-store';
import { makeLiveAsset, makeLiveAssets } from './test-assets';

function movedDelta(total: number, moved: number, round: number): LiveAsset[] {
  const step = Math.max(1, Math.floor(total / moved));
  const delta: LiveAsset[] = [];
  for (let i = 0; i < moved; i++) {
    const id = 1 + i * step;
    delta.push(makeLiveAsset(id, { lat: 3 + (i % 1000) * 1e-5 + round * 1e-4, lng: 101.5, heading: round * 10, status: 'Moving' }));
  }
  return delta;
}

describe('live-store apply', () => {
  const store100k = createLiveStore();
  store100k.apply({ type: 'snapshot', seq: 1, assets: makeLiveAssets(100_000) });
  const deltas10k = [movedDelta(100_000, 10_000, 1), movedDelta(100_000, 10_000, 2)];
  let round = 0;
  bench('delta of 10,000 moved assets into 100,000', () => {
    store100k.apply({ type: 'delta', seq: 2 + round, assets: deltas10k[round % deltas10k.length]! });
    round += 1;
  });

  const store10k = createLiveStore();
  store10k.apply({ type: 'snapshot', seq: 1, assets: makeLiveAssets(10_000) });
  const deltas500 = [movedDelta(10_000, 500, 1), movedDelta(10_000, 500, 2)];
  let round2 = 0;
  bench('delta of 500 moved assets into 10,000 (one live tick)', () => {
    store10k.apply({ type: 'delta', seq: 2 + round2, assets: deltas500[round2 % deltas500.length]! });
    round2 += 1;
  });

  const snapshot = makeLiveAssets(100_000);
  bench('snapshot of 100,000 assets into a fresh store', () => {
    createLiveStore().apply({ type: 'snapshot', seq: 1, assets: snapshot });
  });
});

/**
 * The Monitor's status counts after one live tick of 10,000 assets: read from the store, kept as the delta arrived
 * (the cost is inside apply), against counting again from all() (what the page did on every update).
 */
describe('status counts of 10,000 assets after a delta', () => {
  const statusDeltas = [0, 1].map((round) =>
    movedDelta(10_000, 500, round + 1).map((a, i) => ({ ...a, status: ASSET_STATUSES[(i + round) % ASSET_STATUSES.length]! })),
  );
  const kept = createLiveStore();
  kept.apply({ type: 'snapshot', seq: 1, assets: makeLiveAssets(10_000) });
  kept.setListed(Array.from({ length: 10_200 }, (_, i) => i + 1)); // 200 listed assets never reported
  let a = 0;
  bench('apply delta + statusCounts() (kept in the store)', () => {
    kept.apply({ type: 'delta', seq: 2 + a, assets: statusDeltas[a % 2]! });
    a += 1;
    if (kept.statusCounts().All !== 10_200) throw new Error('wrong count');
  });

  const recounted = createLiveStore();
  recounted.apply({ type: 'snapshot', seq: 1, assets: makeLiveAssets(10_000) });
  const listed = Array.from({ length: 10_200 }, (_, i) => i + 1);
  let b = 0;
  bench('apply delta + recount from all() (as before)', () => {
    recounted.apply({ type: 'delta', seq: 2 + b, assets: statusDeltas[b % 2]! });
    b += 1;
    const all = recounted.all();
    const seen = new Set(all.map((x) => x.assetId));
    const statuses = all.map((x) => x.status);
    for (const id of listed) if (!seen.has(id)) statuses.push('Inactive');
    if (countByStatus(statuses).All !== 10_200) throw new Error('wrong count');
  });

  const only = createLiveStore();
  only.apply({ type: 'snapshot', seq: 1, assets: makeLiveAssets(10_000) });
  let c = 0;
  bench('apply delta alone (no counts read)', () => {
    only.apply({ type: 'delta', seq: 2 + c, assets: statusDeltas[c % 2]! });
    c += 1;
  });
});
