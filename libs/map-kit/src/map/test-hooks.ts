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
  /**
   * How many pixels deck.gl's layers drew (not transparent) in the square of `radius` CSS pixels around a pixel of the
   * map: deck.gl redraws and its canvas is read before the browser presents it.
   */
  deckPixelsAt(x: number, y: number, radius?: number): number;
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
    deckPixelsAt(x, y, radius = 3) {
      const current = overlay();
      const canvas = current?.getCanvas();
      if (!current || !canvas || !canvas.width || !canvas.clientWidth) return 0;
      // The overlaid deck draws on its own canvas; without preserveDrawingBuffer its pixels are only readable in the
      // task that drew them.
      (current as unknown as { _deck?: { redraw(reason: string): void } })._deck?.redraw('test hooks');
      const ratio = canvas.width / canvas.clientWidth;
      const size = Math.max(1, Math.round((2 * radius + 1) * ratio));
      const copy = document.createElement('canvas');
      copy.width = size;
      copy.height = size;
      const ctx = copy.getContext('2d', { willReadFrequently: true });
      if (!ctx) return 0;
      ctx.drawImage(canvas, Math.round((x - radius) * ratio), Math.round((y - radius) * ratio), size, size, 0, 0, size, size);
      const data = ctx.getImageData(0, 0, size, size).data;
      let n = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n++;
      return n;
    },
  };
}
