import { useId, useMemo } from 'react';
import { LAYER_ORDER } from '../../map/layer-registry';
import { useDeckLayers } from '../../map/use-deck-layers';
import { createPolylineLayers } from './polyline-layers';

/** Props of PolylineLayer. */
export interface PolylineLayerProps {
  /** Layer id (unique on the map). @default a generated id */
  id?: string;
  /** [lng, lat] pairs, degrees. */
  path: readonly [number, number][];
  /** CSS hex colour. @default '#8A2BE2' */
  color?: string;
  /** Width, px. @default 5 */
  width?: number;
}

/** A polyline (e.g. a route). Renders nothing. */
export function PolylineLayer({ id, path, color, width }: PolylineLayerProps) {
  const owner = useId();
  const layerId = id ?? `polyline${owner}`;
  const layers = useMemo(() => createPolylineLayers({ id: layerId, path, color, width }), [layerId, path, color, width]);
  useDeckLayers(LAYER_ORDER.polylines, layers);
  return null;
}
