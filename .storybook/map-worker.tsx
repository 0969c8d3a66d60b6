import { MapDefaultsContext, useMapDefaults } from '@fleet/map-kit';
import type { Decorator } from '@storybook/react-vite';
// Storybook's Vite pre-bundles maplibre-gl away from its worker file: the maps are told where Vite serves it.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

function WithMapWorker({ children }: { children: React.ReactNode }) {
  const defaults = useMapDefaults();
  return <MapDefaultsContext.Provider value={{ ...defaults, workerUrl, testHooks: true }}>{children}</MapDefaultsContext.Provider>;
}

/** Every story's maps load MapLibre's worker from Vite and expose their test hooks (`window.__fleetMap`). */
export const withMapWorker: Decorator = (Story) => (
  <WithMapWorker>
    <Story />
  </WithMapWorker>
);
