import type { LiveAsset } from '@fleet/domain';
import type { LiveStore } from '@fleet/live-store';
import { useEffect, useId, useRef } from 'react';
import { LAYER_ORDER } from '../../map/layer-registry';
import { useMapView } from '../../map/map-context';
import { useMapZoom } from '../../map/use-map-zoom';
import { gatherPositions } from '../asset/gather-positions';
import { createRowFilter } from '../asset/row-filter';
import { createHeatmapLayers } from './heatmap-layers';

/** Props of HeatmapLayer. */
export interface HeatmapLayerProps {
  /** The live store (positions are read from its columns). */
  store: LiveStore;
  /** Which assets count. @default all */
  filter?: (asset: LiveAsset) => boolean;
  /** Identity of `filter`. */
  filterKey?: string;
  /** Show the heatmap. @default true */
  visible?: boolean;
}

/**
 * Asset density as a heatmap; the radius follows the zoom (20 px below zoom 9 ... 80 px above 14). Renders nothing;
 * redraws from the store's columns on every store change, outside React render.
 */
export function HeatmapLayer({ store, filter, filterKey, visible = true }: HeatmapLayerProps) {
  const owner = useId();
  const { map, registry } = useMapView();
  const zoom = useMapZoom(map, 0.5);
  const latest = useRef({ filter, filterKey, visible, zoom });
  const draw = useRef<(() => void) | null>(null);
  useEffect(() => {
    latest.current = { filter, filterKey, visible, zoom };
  });

  useEffect(() => {
    const rowFilter = createRowFilter();
    let positions: Float64Array = new Float64Array(0);
    const id = `heatmap${owner}`;
    draw.current = () => {
      const { filter: f, filterKey: key, visible: show, zoom: z } = latest.current;
      if (!show) {
        registry.set(owner, LAYER_ORDER.heatmap, []);
        return;
      }
      const filtered = rowFilter.update(store, f, key);
      positions = gatherPositions(store.columns(), filtered.rows, filtered.count, positions);
      registry.set(owner, LAYER_ORDER.heatmap, createHeatmapLayers({ id, positions, length: filtered.count, zoom: z, version: store.version }));
    };
    draw.current();
    const unsubscribe = store.subscribe(() => draw.current?.());
    return () => {
      unsubscribe();
      draw.current = null;
      registry.remove(owner);
    };
  }, [store, registry, owner]);

  useEffect(() => {
    draw.current?.();
  }, [filterKey, visible, zoom]);
  return null;
}
