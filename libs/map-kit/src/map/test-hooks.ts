import type { MapLibreOverlay } from '@deck.gl/maplibre';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { LayerRegistry } from './layer-registry';

/** Browser-test hooks of a MapView (window.__fleetMap). */
export interface FleetMapTestHooks {
  map: MapLibreMap;
  /** Asset ids under a pixel of the map (markers, and the members of a cluster). */
  pickAssetsAt(x: number, y: number): number[];
  /** Asset ids drawn as single markers. */
  renderedAssetIds(): number[];
  /** Assets drawn as markers or inside clusters. */
  drawnAssetCount(): number;
}

declare global {
  interface Window {
    __fleetMap?: FleetMapTestHooks;
  }
}

/** Whether a map without a `testHooks` prop exposes the test hooks: when `localStorage.fleetTestHooks === '1'`. */
export function testHooksEnabled(): boolean {
  try {
    return globalThis.localStorage?.getItem('fleetTestHooks') === '1';
  } catch {
    return false;
  }
}

/** Builds the hooks over a map, its overlay and its registry. */
export function createTestHooks(map: MapLibreMap, overlay: () => MapLibreOverlay | null, registry: LayerRegistry): FleetMapTestHooks {
  return {
    map,
    pickAssetsAt(x, y) {
      const deck = overlay();
      if (!deck) return [];
      const ids = new Set<number>();
      for (const info of deck.pickMultipleObjects({ x, y, radius: 4, depth: 20 })) {
        if (!info.layer) continue;
        for (const id of registry.resolveAssets(info.layer.id, info.index) ?? []) ids.add(id);
      }
      return [...ids];
    },
    renderedAssetIds: () => registry.renderedAssetIds(),
    drawnAssetCount: () => registry.drawnAssetCount(),
  };
}
