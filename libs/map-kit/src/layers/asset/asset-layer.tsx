import type { LiveStore } from '@fleet/live-store';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Popup } from 'react-map-gl/maplibre';
import { LAYER_ORDER } from '../../map/layer-registry';
import { useMapView } from '../../map/map-context';
import type { AssetFilter, AssetMetaMap } from './asset-meta';
import { createAssetLayerController, type OpenCluster } from './asset-layer-controller';
import { ClusterList } from './cluster-list';
import { buildClusterListItems, clusterListOrigin } from './cluster-list-items';

/** Props of AssetLayer. */
export interface AssetLayerProps {
  /** The live store the markers are read from (its typed columns, directly). */
  store: LiveStore;
  /** Name, type, icon and group by assetId. Keep the same Map while nothing changed: a new one re-assigns every icon. */
  meta: AssetMetaMap;
  /** Which assets to draw; re-evaluated for everyone only when `filterKey` changes. @default all */
  filter?: AssetFilter;
  /** Identity of `filter` (e.g. the status filter and search text joined). */
  filterKey?: string;
  /** The selected asset (ring under its marker; the cluster list measures from it, else from the map centre). @default null */
  selectedAssetId?: number | null;
  /** Called with the assetId of a clicked marker or cluster-list row. */
  onSelect?: (assetId: number) => void;
  /** Cluster markers (supercluster, 75 px, none from zoom 21). @default false */
  cluster?: boolean;
  /** Draw asset names under the markers (when at most 600 are in view). @default false */
  showLabels?: boolean;
  /** How the cluster list writes a distance (km in), e.g. in the company's units. @default '0.42 KM' */
  formatDistance?: (km: number) => string;
  /** Commands beside each cluster-list row (the app's drill-down links for that asset). */
  renderClusterActions?: (assetId: number) => ReactNode;
}

/**
 * The live assets as map markers: the map-kit's icon per asset type tinted with the status colour, turned by heading,
 * with an optional name label, a ring on the selected asset, and clusters that open a list of their assets.
 * Renders no DOM of its own except the cluster list popup; its deck.gl layers go to the enclosing MapView.
 */
export function AssetLayer(props: AssetLayerProps) {
  const owner = useId();
  const { map, registry } = useMapView();
  const [openCluster, setOpenCluster] = useState<OpenCluster | null>(null);
  const [controller] = useState(() =>
    createAssetLayerController({ id: `assets${owner}`, map, registry, order: LAYER_ORDER.assets, onClusterOpen: setOpenCluster }),
  );

  useEffect(() => {
    controller.attach();
    return () => controller.detach();
  }, [controller]);

  const { store, meta, filter, filterKey, selectedAssetId, onSelect, cluster, showLabels } = props;
  useEffect(() => {
    controller.setInputs({ store, meta, filter, filterKey, selectedAssetId, onSelect, cluster, showLabels });
  }, [controller, store, meta, filter, filterKey, selectedAssetId, onSelect, cluster, showLabels]);

  // Without a selection the list measures from the map centre: kept current while the list is open.
  const [centre, setCentre] = useState<{ lat: number; lng: number } | null>(null);
  useEffect(() => {
    if (!openCluster) return;
    const read = () => {
      const c = map.getCenter();
      setCentre({ lat: c.lat, lng: c.lng });
    };
    read();
    map.on('moveend', read);
    return () => {
      map.off('moveend', read);
    };
  }, [map, openCluster]);
  const items = useMemo(() => {
    if (!openCluster) return [];
    const selected = selectedAssetId === null || selectedAssetId === undefined ? undefined : store.get(selectedAssetId);
    return buildClusterListItems(openCluster.assetIds, meta, (id) => store.get(id), clusterListOrigin(selected, centre));
  }, [openCluster, meta, store, selectedAssetId, centre]);

  if (!openCluster) return null;
  return (
    <Popup
      longitude={openCluster.lng}
      latitude={openCluster.lat}
      onClose={() => setOpenCluster(null)}
      closeButton
      closeOnClick
      maxWidth="340px"
      className="fleet-map-popup"
    >
      <ClusterList
        items={items}
        formatDistance={props.formatDistance}
        renderActions={props.renderClusterActions}
        onSelect={(assetId) => {
          setOpenCluster(null);
          onSelect?.(assetId);
        }}
      />
    </Popup>
  );
}
