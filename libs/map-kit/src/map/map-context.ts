import type { Map as MapLibreMap } from 'maplibre-gl';
import { createContext, useContext } from 'react';
import type { LayerRegistry } from './layer-registry';

/** What a MapView gives its children: its MapLibre instance and the registry their deck.gl layers go into. */
export interface MapViewContextValue {
  map: MapLibreMap;
  registry: LayerRegistry;
}

/** Provided by MapView to the layer components inside it. */
export const MapViewContext = createContext<MapViewContextValue | null>(null);

/** The enclosing MapView's map and layer registry; throws outside a MapView. */
export function useMapView(): MapViewContextValue {
  const value = useContext(MapViewContext);
  if (!value) throw new Error('Map layers must be rendered inside <MapView>.');
  return value;
}
