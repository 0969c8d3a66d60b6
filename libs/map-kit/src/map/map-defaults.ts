import type { MapStyleOption } from '@fleet/domain';
import { createContext, useContext } from 'react';

/**
 * What every MapView below the provider uses unless given its own: the styles the deployment offers, the chosen map
 * type and extra credits. The app provides them once (GET /v2/map/config, localStorage `mapType`), so maps deep in
 * widgets (a report's map embed, the PTO map) show the same basemap, with the same offline fallback.
 */
export interface MapDefaults {
  styles?: readonly MapStyleOption[];
  mapType?: string;
  attribution?: readonly string[];
  /** URL of MapLibre's worker script as the app serves it (see MapViewProps.workerUrl). */
  workerUrl?: string;
  /** Whether maps expose their test hooks (`window.__fleetMap`), e.g. in the app's development builds. */
  testHooks?: boolean;
}

/** Provides {@link MapDefaults} to the maps inside it. */
export const MapDefaultsContext = createContext<MapDefaults>({});

/** The nearest {@link MapDefaults} (empty outside a provider). */
export function useMapDefaults(): MapDefaults {
  return useContext(MapDefaultsContext);
}
