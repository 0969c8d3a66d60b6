import { formatFigure, type LiveAsset, type MapStyleOption, type Poi, type TrafficSegment } from '@fleet/domain';
import type { LiveStore } from '@fleet/live-store';
import { AssetLayer, HeatmapLayer, MapView, PoiLayer, TrafficLayer, type AssetMetaMap } from '@fleet/map-kit';
import { RegionErrorBoundary } from '@fleet/ui';
import { useAtomValue } from 'jotai';
import { useMemo, type ReactNode } from 'react';
import { unitsAtom } from '../session/session-atoms';
import { MapLayersMenu, type MapLayerToggles } from './map-layers-menu';

/** Props of {@link MonitorMap}. */
export interface MonitorMapProps {
  /** Where the map opens (the company's default view); MapView's default when absent. */
  initialView?: { lat: number; lng: number; zoom: number } | undefined;
  store: LiveStore;
  meta: AssetMetaMap;
  filter: (asset: LiveAsset) => boolean;
  filterKey: string;
  selectedAssetId: number | null;
  onSelect: (assetId: number) => void;
  fitTo?: readonly { lat: number; lng: number }[];
  followTo: { lat: number; lng: number } | null;
  mapType: string;
  styles: readonly MapStyleOption[];
  attribution: readonly string[];
  onMapTypeChange: (id: string) => void;
  layers: MapLayerToggles;
  onLayersChange: (layers: MapLayerToggles) => void;
  traffic: { visible: boolean; segments: readonly TrafficSegment[]; tileUrl: string | null };
  pois: { pois: readonly Poi[]; visible: boolean; labels: boolean };
  /** Extra children of the MapView (the POI editor's drawing). */
  mapChildren?: ReactNode;
  /** Extra tools beside the layers menu (the POI editor). */
  tools?: ReactNode;
  /** Commands beside each cluster-list row (Playback and Report of that asset). */
  clusterActions?: (assetId: number) => ReactNode;
  /**
   * The fleet is already known when the map opens: its assets are drawn before the basemap (see MapView's
   * `assetsFirst`).
   */
  assetsFirst?: boolean;
  /** Overlays on the map (the asset card). */
  children?: ReactNode;
}

/**
 * The live map of the monitor: markers (clustered), heatmap, traffic and POIs over the chosen basemap, with the
 * layers menu (map type, layers) at its top left. The map has its own error boundary so that a WebGL failure leaves the page working.
 */
export function MonitorMap(props: MonitorMapProps) {
  const { store, meta, filter, filterKey, layers } = props;
  // The cluster list's distances: KM as SPEC §2 shows them, or miles for a company in miles.
  const units = useAtomValue(unitsAtom);
  const formatDistance = useMemo(() => (units.distance === 'km' ? undefined : (km: number) => formatFigure('distance', km, units, km < 160 ? 2 : 0)), [units]);
  return (
    <div className="monitor-map" data-testid="monitor-map">
      <RegionErrorBoundary region="map">
        <MapView
          {...(props.initialView ? { initialView: props.initialView } : {})}
          // The map type is chosen in the layers menu, not with the map's own switcher.
          mapType={props.mapType}
          styles={props.styles}
          attribution={props.attribution}
          fitTo={props.fitTo}
          followTo={props.followTo}
          assetsFirst={props.assetsFirst ?? false}
        >
          <TrafficLayer segments={props.traffic.segments} tileUrl={props.traffic.tileUrl} visible={props.traffic.visible} />
          <PoiLayer pois={props.pois.pois} visible={props.pois.visible} showLabels={props.pois.labels} />
          <HeatmapLayer store={store} filter={filter} filterKey={filterKey} visible={layers.heatmap} />
          <AssetLayer
            store={store}
            meta={meta}
            filter={filter}
            filterKey={filterKey}
            selectedAssetId={props.selectedAssetId}
            onSelect={props.onSelect}
            cluster={layers.clusters}
            showLabels={layers.labels}
            formatDistance={formatDistance}
            renderClusterActions={props.clusterActions}
          />
          {props.mapChildren}
        </MapView>
      </RegionErrorBoundary>
      <div className="monitor-map__menu">
        <MapLayersMenu value={layers} onChange={props.onLayersChange} mapTypes={{ styles: props.styles, value: props.mapType, onChange: props.onMapTypeChange }} />
        {props.tools}
      </div>
      {props.children}
    </div>
  );
}
