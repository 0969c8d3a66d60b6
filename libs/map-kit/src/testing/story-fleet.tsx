import type { LiveAsset } from '@fleet/domain';
import { createLiveStore, type LiveStore } from '@fleet/live-store';
import { useEffect, useState } from 'react';
import type { AssetMeta } from '../layers/asset/asset-meta';
import { createFixtureFleet, moveFixtureFleet, SHAH_ALAM, type FixtureHub } from './fixture-fleet';

/**
 * Lets MapView expose `window.__fleetMap` in a production build (Storybook builds in production mode): the map stories'
 * play functions read the drawn markers through it.
 */
export function enableMapTestHooks(): void {
  localStorage.setItem('fleetTestHooks', '1');
}

/** Waits until the map of a story has drawn at least `min` asset markers (browser only; needs WebGL). */
export async function waitForMarkers(min: number, timeoutMs = 20_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const n = window.__fleetMap?.renderedAssetIds().length ?? 0;
    if (n >= min) return n;
    if (Date.now() - started > timeoutMs) throw new Error(`only ${n} markers drawn after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A live store with a fixture fleet for stories, moving a tenth of the fleet every `tickMs` (0: still) the way the
 * live socket would.
 */
export function useStoryFleet(options: { count: number; seed?: number; hubs?: readonly FixtureHub[]; tickMs?: number }): {
  store: LiveStore;
  meta: Map<number, AssetMeta>;
  assets: LiveAsset[];
} {
  const { count, seed = 5, hubs = [{ ...SHAH_ALAM, radiusKm: 3.5 }], tickMs = 0 } = options;
  const [fleet] = useState(() => {
    const f = createFixtureFleet({ count, seed, hubs });
    const store = createLiveStore();
    store.apply({ type: 'snapshot', seq: 1, assets: f.assets });
    return { ...f, store };
  });
  useEffect(() => {
    if (!tickMs) return;
    let assets = fleet.assets;
    let round = 0;
    const timer = setInterval(() => {
      const delta = moveFixtureFleet(assets, { share: 0.1, seed: ++round });
      const byId = new Map(delta.map((a) => [a.assetId, a]));
      assets = assets.map((a) => byId.get(a.assetId) ?? a);
      fleet.store.apply({ type: 'delta', seq: fleet.store.seq + 1, assets: delta });
    }, tickMs);
    return () => clearInterval(timer);
  }, [fleet, tickMs]);
  return fleet;
}
