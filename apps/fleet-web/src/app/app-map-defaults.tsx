import { mapConfigQueryOptions, useApiClient } from '@fleet/api';
import { useQuery } from '@tanstack/react-query';
import { MapDefaultsContext, type MapDefaults } from '@fleet/map-kit';
import { useAtomValue } from 'jotai';
// The app serves MapLibre's worker as a hashed asset of its own build (map-kit takes the URL as an option).
import mapWorkerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useMemo, type ReactNode } from 'react';
import { mapTypeAtom } from '../monitor/monitor-atoms';

/** Maps expose their test hooks in development builds (production ones when `localStorage.fleetTestHooks === '1'`). */
const MAP_TEST_HOOKS = import.meta.env.MODE !== 'production';

/**
 * Gives every map of the app the deployment's map types (GET /v2/map/config) and the chosen one (localStorage
 * `mapType`), so that maps inside widgets (a report's map embed, the PTO map) show the same basemap as the Monitor,
 * with the same fallback to the offline basemap.
 */
export function AppMapDefaults({ children }: { children: ReactNode }) {
  // Read from the query cache only: the pages with maps (Monitor, Playback, Reports) fetch the configuration, the
  // others (sign-in, settings) never ask for it.
  const config = useQuery({ ...mapConfigQueryOptions(useApiClient()), enabled: false });
  const mapType = useAtomValue(mapTypeAtom);
  const styles = config.data?.styles;
  const attribution = config.data?.attribution;
  const value = useMemo<MapDefaults>(
    () => ({ mapType, workerUrl: mapWorkerUrl, testHooks: MAP_TEST_HOOKS || undefined, ...(styles?.length ? { styles } : {}), ...(attribution ? { attribution } : {}) }),
    [mapType, styles, attribution],
  );
  return <MapDefaultsContext.Provider value={value}>{children}</MapDefaultsContext.Provider>;
}
