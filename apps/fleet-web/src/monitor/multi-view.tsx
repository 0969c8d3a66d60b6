import type { AssetSummary, MapStyleOption } from '@fleet/domain';
import type { LiveStore } from '@fleet/live-store';
import { AssetLayer, MapView, type AssetMetaMap } from '@fleet/map-kit';
import { RegionErrorBoundary, StatusBadge } from '@fleet/ui';
import { useAtomValue } from 'jotai';
import { unitsAtom } from '../session/session-atoms';
import { formatSpeed } from './asset-format';
import { MULTI_VIEW_MAX } from './monitor-views';
import { multiViewOverflowText } from './multi-view-text';

/** Props of {@link MultiView}. */
export interface MultiViewProps {
  store: LiveStore;
  meta: AssetMetaMap;
  summaries: ReadonlyMap<number, AssetSummary>;
  /** The assets to follow (the first four are shown). */
  assetIds: readonly number[];
  mapType: string;
  styles: readonly MapStyleOption[];
  /** Re-render on every live change (the cells follow their asset). */
  version: number;
}

/** Street-level zoom of a followed asset. */
const FOLLOW_ZOOM = 15;
const everyAsset = () => true;

/** A grid of up to four small maps, each following one selected asset; above it, which selected assets it leaves out and why. */
export function MultiView({ store, meta, summaries, assetIds, mapType, styles }: MultiViewProps) {
  const units = useAtomValue(unitsAtom);
  const followed = assetIds.slice(0, MULTI_VIEW_MAX);
  const overflow = multiViewOverflowText(
    assetIds.slice(MULTI_VIEW_MAX).map((id) => summaries.get(id)?.assetName ?? `#${id}`),
    MULTI_VIEW_MAX,
  );
  if (followed.length === 0) {
    return (
      <div className="multi-view multi-view--empty" data-testid="multi-view">
        <p>Choose up to {MULTI_VIEW_MAX} assets in the asset selector to follow them side by side.</p>
      </div>
    );
  }
  return (
    <div className="multi-view-frame">
      {overflow ? (
        <p className="multi-view__overflow" role="status" data-testid="multi-view-overflow">
          {overflow}
        </p>
      ) : null}
      <div className="multi-view" data-testid="multi-view" data-count={followed.length}>
        {followed.map((id) => {
          const live = store.get(id);
          const summary = summaries.get(id);
          return (
            <section key={id} className="multi-view__cell" data-testid="multi-view-cell" data-asset-id={id}>
              <header className="multi-view__head">
                <span className="multi-view__name">{summary?.assetName ?? `#${id}`}</span>
                {live ? (
                  <>
                    <StatusBadge status={live.status} />
                    <span className="multi-view__speed">{formatSpeed(live.speed, units)}</span>
                  </>
                ) : null}
              </header>
              <div className="multi-view__map">
                {/* The map opens on the asset at street level once its position is known, then follows it. */}
                {live ? (
                  <RegionErrorBoundary region="map">
                    <MapView
                      mapType={mapType}
                      styles={styles}
                      initialView={{ lat: live.lat, lng: live.lng, zoom: FOLLOW_ZOOM }}
                      followTo={{ lat: live.lat, lng: live.lng }}
                    >
                      <AssetLayer store={store} meta={meta} filter={everyAsset} filterKey="all" selectedAssetId={id} showLabels />
                    </MapView>
                  </RegionErrorBoundary>
                ) : null}
              </div>
            </section>
          );
        })}
      </div>
    </div>
  );
}
