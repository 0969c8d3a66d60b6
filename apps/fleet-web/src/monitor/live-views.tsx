import type { AssetSummary, LiveAsset, StatusCounts } from '@fleet/domain';
import type { LiveStore } from '@fleet/live-store';
import { RegionErrorBoundary } from '@fleet/ui';
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { StatusCountsSource } from '../toolbar/toolbar';
import { AssetCard, type AssetCardProps } from './asset-card';
import { matchesAssetSearch, withNeverReported } from './live-filter';
import { buildLiveRows } from './live-rows';
import { LiveTable } from './live-table';
import { MonitorMap, type MonitorMapProps } from './monitor-map';
import { MultiView, type MultiViewProps } from './multi-view';

/*
 * The parts of the Monitor that follow the live feed, each subscribed to the live store on its own, so that the page
 * around them does not re-render on every live update: the status counts (only when a count changes), the table
 * rows, the focused asset's card and camera, and the multi view's cells.
 */

/** The store's version; re-renders the caller on every change of the live data. */
export function useStoreVersion(store: LiveStore): number {
  return useSyncExternalStore(
    store.subscribe,
    () => store.version,
    () => store.version,
  );
}

/** One asset's live record (undefined without one); re-renders the caller only when that record changes. */
export function useLiveAsset(store: LiveStore, assetId: number | null): LiveAsset | undefined {
  const get = () => (assetId === null ? undefined : store.get(assetId));
  return useSyncExternalStore(store.subscribe, get, get);
}

/**
 * The status filter's counts for the Monitor: the store's counts of the whole fleet, or, with a search, a count scope
 * over the listed assets the search matches (worked out once per search; the store keeps it up to date).
 */
export function liveCountsSource(store: LiveStore, summaries: ReadonlyMap<number, AssetSummary>, search: string): StatusCountsSource {
  if (search.trim() === '') return { get: store.statusCounts, subscribe: store.subscribeCounts };
  const matched: number[] = [];
  for (const [id, summary] of summaries) if (matchesAssetSearch(summary, search)) matched.push(id);
  const scope = store.countScope(matched);
  return { get: scope.counts, subscribe: scope.subscribe };
}

/** Reads a counts source; re-renders the caller when its counts change. */
export function useStatusCounts(source: StatusCountsSource): StatusCounts {
  return useSyncExternalStore(source.subscribe, source.get, source.get);
}

/** Props of {@link LiveRowsTable}. */
export interface LiveRowsTableProps {
  store: LiveStore;
  summaries: ReadonlyMap<number, AssetSummary>;
  filter: (asset: LiveAsset) => boolean;
  selectedAssetId: number | null;
  onSelect: (assetId: number) => void;
}

/** The live table, its rows rebuilt on every live change (the listed assets that never reported included). */
export function LiveRowsTable({ store, summaries, filter, selectedAssetId, onSelect }: LiveRowsTableProps) {
  const version = useStoreVersion(store);
  const rows = useMemo(
    () => buildLiveRows(withNeverReported(store.all(), summaries), summaries, filter),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt on every live change
    [store, version, summaries, filter],
  );
  return (
    <RegionErrorBoundary region="table">
      <LiveTable rows={rows} selectedAssetId={selectedAssetId} onSelect={onSelect} />
    </RegionErrorBoundary>
  );
}

/** Props of {@link LiveAssetCard}. */
export interface LiveAssetCardProps extends Omit<AssetCardProps, 'asset'> {
  store: LiveStore;
  assetId: number | null;
}

/** The focused asset's card, following its live record; nothing while it has none. */
export function LiveAssetCard({ store, assetId, ...props }: LiveAssetCardProps) {
  const asset = useLiveAsset(store, assetId);
  if (!asset) return null;
  return (
    <div className="monitor-page__card">
      <AssetCard asset={asset} {...props} />
    </div>
  );
}

/** Props of {@link FollowingMonitorMap}. */
export interface FollowingMonitorMapProps extends Omit<MonitorMapProps, 'followTo'> {
  /** The asset the camera follows, or null. */
  followAssetId: number | null;
  children?: ReactNode;
}

/** The Monitor's map, its camera following one asset's live position (re-rendered only when that asset changes). */
export function FollowingMonitorMap({ followAssetId, ...props }: FollowingMonitorMapProps) {
  const followed = useLiveAsset(props.store, followAssetId);
  const lat = followed?.lat;
  const lng = followed?.lng;
  const followTo = useMemo(() => (lat !== undefined && lng !== undefined ? { lat, lng } : null), [lat, lng]);
  return <MonitorMap {...props} followTo={followTo} />;
}

/** The multi view, re-rendered on every live change (its cells follow their assets). */
export function LiveMultiView(props: Omit<MultiViewProps, 'version'>) {
  const version = useStoreVersion(props.store);
  return <MultiView {...props} version={version} />;
}
