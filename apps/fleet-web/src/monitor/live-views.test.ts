import { ASSET_STATUSES, type AssetSummary, type LiveAsset } from '@fleet/domain';
import { createLiveStore } from '@fleet/live-store';
import { describe, expect, it } from 'vitest';
import { countLiveStatuses, withNeverReported } from './live-filter';
import { liveCountsSource } from './live-views';

function summary(id: number): AssetSummary {
  const group = ['North', 'Harbour', 'Penang'][id % 3]!;
  return { assetId: id, assetName: `${id % 2 ? 'Truck' : 'Boat'} ${id}`, assetGroup: group, unitId: `35630704244${String(id).padStart(4, '0')}`, type: 'truck', iconType: 'truck-1' };
}

function live(id: number, time: number, status: LiveAsset['status']): LiveAsset {
  return { assetId: id, time, lat: 3, lng: 101, speed: 0, heading: 0, status, ignition: null, fuelPercent: null, temperature: null, odometer: null, address: null };
}

describe('liveCountsSource', () => {
  it('agrees with counting the whole list again, with and without a search, as the feed goes on', () => {
    const summaries = new Map(Array.from({ length: 300 }, (_, i) => [i + 1, summary(i + 1)] as const));
    const store = createLiveStore();
    store.setListed(summaries.keys());
    const searches = ['', 'truck', 'harb our', 'penang 1', 'nothing matches'];
    const sources = searches.map((search) => ({ search, source: liveCountsSource(store, summaries, search) }));
    const unsubscribe = sources.map(({ source }) => source.subscribe(() => undefined));
    let seed = 7;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    let time = 1_700_000_000_000;
    for (let step = 0; step < 2000; step++) {
      // Ids up to 320: some live assets are not in the user's list.
      const assets = Array.from({ length: 1 + Math.floor(rand() * 8) }, () => live(1 + Math.floor(rand() * 320), (time += 1), ASSET_STATUSES[Math.floor(rand() * 4)]!));
      store.apply(step % 500 === 0 ? { type: 'snapshot', seq: step, assets } : { type: 'delta', seq: step, assets });
      if (step % 100 === 99) {
        for (const { search, source } of sources) {
          expect(source.get(), `"${search}" at ${step}`).toEqual(countLiveStatuses(withNeverReported(store.all(), summaries), summaries, search));
        }
      }
    }
    unsubscribe.forEach((u) => u());
  });
});
