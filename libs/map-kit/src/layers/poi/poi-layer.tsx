import type { Poi } from '@fleet/domain';
import { useId, useMemo } from 'react';
import { LAYER_ORDER } from '../../map/layer-registry';
import { useDeckLayers } from '../../map/use-deck-layers';
import { createPoiLayers } from './poi-layers';

/** Props of PoiLayer. */
export interface PoiLayerProps {
  /** The POIs: each area (polygon, degrees) filled in its colour. */
  pois: readonly Poi[];
  /** Show the POIs. @default true */
  visible?: boolean;
  /** Show POI names. @default false */
  showLabels?: boolean;
}

/** POI polygons with a translucent fill and optional labels. Renders nothing. */
export function PoiLayer({ pois, visible = true, showLabels = false }: PoiLayerProps) {
  const owner = useId();
  const layers = useMemo(() => (visible ? createPoiLayers({ id: `poi${owner}`, pois, showLabels }) : []), [visible, pois, showLabels, owner]);
  useDeckLayers(LAYER_ORDER.pois, layers);
  return null;
}
