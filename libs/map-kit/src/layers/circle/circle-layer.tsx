import { useId, useMemo } from 'react';
import { LAYER_ORDER } from '../../map/layer-registry';
import { useDeckLayers } from '../../map/use-deck-layers';
import { createCircleLayers } from './circle-layers';

/** Props of CircleLayer. */
export interface CircleLayerProps {
  /** Layer id (unique on the map). @default a generated id */
  id?: string;
  /** Centre of the circle, degrees (WGS 84). */
  center: { lat: number; lng: number };
  /** Radius, metres. */
  radiusMeters: number;
  /** CSS hex colour. @default '#283490' */
  color?: string;
}

/** A circle with a radius in metres. Renders nothing. */
export function CircleLayer({ id, center, radiusMeters, color }: CircleLayerProps) {
  const owner = useId();
  const layerId = id ?? `circle${owner}`;
  const { lat, lng } = center;
  const layers = useMemo(() => createCircleLayers({ id: layerId, center: { lat, lng }, radiusMeters, color }), [layerId, lat, lng, radiusMeters, color]);
  useDeckLayers(LAYER_ORDER.circles, layers);
  return null;
}
