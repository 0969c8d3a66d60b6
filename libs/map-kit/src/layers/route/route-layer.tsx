import { useId, useMemo } from 'react';
import { LAYER_ORDER } from '../../map/layer-registry';
import { useDeckLayers } from '../../map/use-deck-layers';
import { createRouteLayers, type RouteInput, type RouteStyle } from './route-layers';

/** Props of RouteLayer. */
export interface RouteLayerProps {
  /** Layer id prefix (unique on the map). @default a generated id */
  id?: string;
  /** One or several routes; keep the same array while nothing changed (a new one rebuilds the paths). */
  routes: readonly RouteInput[];
  /** 'solid': solid line with a dashed direction line over it; 'dashed': only a dashed line. @default 'solid' */
  style?: RouteStyle;
  /** Dashed direction line over the solid line. @default true */
  direction?: boolean;
  /** Start and End markers. @default true */
  markers?: boolean;
  /** Start text (translation). @default 'Start' */
  startLabel?: string;
  /** End text (translation). @default 'End' */
  endLabel?: string;
  /** Line width, px. @default 5 */
  width?: number;
}

/**
 * Playback routes: the purple line (or the palette's colours for several routes) with a dashed direction line over it
 * and Start / End markers. Renders nothing; its deck.gl layers go to the enclosing MapView, under the markers.
 */
export function RouteLayer({ id, routes, style, direction, markers, startLabel, endLabel, width }: RouteLayerProps) {
  const owner = useId();
  const layerId = id ?? `route${owner}`;
  const layers = useMemo(
    () => createRouteLayers({ id: layerId, routes, style, direction, markers, labels: { start: startLabel, end: endLabel }, width }),
    [layerId, routes, style, direction, markers, startLabel, endLabel, width],
  );
  useDeckLayers(LAYER_ORDER.polylines, layers);
  return null;
}
