import type { TrafficSegment } from '@fleet/domain';
import { useEffect, useId, useMemo } from 'react';
import { LAYER_ORDER } from '../../map/layer-registry';
import { useMapView } from '../../map/map-context';
import { useDeckLayers } from '../../map/use-deck-layers';
import { createTrafficLayers, trafficRasterSource } from './traffic-layers';

/** Props of TrafficLayer. */
export interface TrafficLayerProps {
  /** Fleet-derived segments (used when there is no tile URL). */
  segments: readonly TrafficSegment[];
  /** A third-party traffic raster tile URL template ({z}/{x}/{y}); replaces the segments when set. @default null */
  tileUrl?: string | null;
  /** Show the traffic layer. @default true */
  visible?: boolean;
}

/** Traffic: coloured road segments (deck.gl PathLayer), or a raster tile layer when a tile URL is configured. */
export function TrafficLayer({ segments, tileUrl = null, visible = true }: TrafficLayerProps) {
  const owner = useId();
  const { map } = useMapView();
  const layers = useMemo(
    () => (visible && !tileUrl ? createTrafficLayers({ id: `traffic${owner}`, segments }) : []),
    [visible, tileUrl, segments, owner],
  );
  useDeckLayers(LAYER_ORDER.traffic, layers);

  useEffect(() => {
    if (!visible || !tileUrl) return;
    const sourceId = `traffic-tiles${owner}`;
    const add = () => {
      if (!map.getSource(sourceId)) map.addSource(sourceId, trafficRasterSource(tileUrl));
      if (!map.getLayer(sourceId)) map.addLayer({ id: sourceId, type: 'raster', source: sourceId, paint: { 'raster-opacity': 0.9 } });
    };
    const onStyle = () => {
      if (map.isStyleLoaded()) add();
    };
    if (map.isStyleLoaded()) add();
    map.on('styledata', onStyle); // a basemap switch drops the raster layer: add it again
    return () => {
      map.off('styledata', onStyle);
      if (map.getStyle()) {
        if (map.getLayer(sourceId)) map.removeLayer(sourceId);
        if (map.getSource(sourceId)) map.removeSource(sourceId);
      }
    };
  }, [map, visible, tileUrl, owner]);
  return null;
}
