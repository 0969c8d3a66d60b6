import type { Layer } from '@deck.gl/core';

/** Draw order of the map's layer groups (lower draws first, under the others). */
export const LAYER_ORDER = {
  basemapLabels: 0,
  traffic: 10,
  pois: 20,
  heatmap: 30,
  polylines: 40,
  circles: 50,
  assets: 100,
} as const;

/** Maps a picked row of one of an owner's layers to the asset ids it stands for (assets; cluster members). */
export type AssetPickResolver = (layerId: string, index: number) => number[] | null;

/** What a layer owner can ask of the asset layer for tests: the ids it draws. */
export type RenderedIdsProbe = () => number[];

/** What an asset layer tells the registry: picking, the ids drawn as markers and how many assets it draws in all. */
export interface AssetProbe {
  resolve: AssetPickResolver;
  renderedIds: RenderedIdsProbe;
  /** Assets drawn as markers or inside a drawn cluster. @default renderedIds().length */
  drawnCount?: () => number;
}

/**
 * The deck.gl layers of a map, by owner. Each layer component (keyed by `useId()`) sets its layers here and removes
 * them on unmount; the map view composes them in draw order and hands them to deck.gl.
 */
export interface LayerRegistry {
  /** Sets (replaces) an owner's layers. */
  set(ownerId: string, order: number, layers: readonly Layer[]): void;
  /** Removes an owner and its layers. */
  remove(ownerId: string): void;
  /** Every layer in draw order (order, then registration). */
  layers(): Layer[];
  /** Listens to layer changes; returns the unsubscribe function. */
  subscribe(listener: (layers: Layer[]) => void): () => void;
  /** Registers an owner's picking resolver and rendered-ids probe (asset layers). */
  setAssetProbe(ownerId: string, probe: AssetProbe | null): void;
  /** Asset ids of a picked layer row, or null when the layer is not an asset layer. */
  resolveAssets(layerId: string, index: number): number[] | null;
  /** Asset ids drawn as markers by every asset layer. */
  renderedAssetIds(): number[];
  /** Assets drawn by every asset layer, as markers or inside clusters (first-view measurements). */
  drawnAssetCount(): number;
}

interface Entry {
  order: number;
  seq: number;
  layers: readonly Layer[];
}

/** Creates an empty registry. */
export function createLayerRegistry(): LayerRegistry {
  const entries = new Map<string, Entry>();
  const probes = new Map<string, AssetProbe>();
  const listeners = new Set<(layers: Layer[]) => void>();
  let seq = 0;
  let composed: Layer[] = [];

  function compose(): void {
    composed = [...entries.values()].sort((a, b) => a.order - b.order || a.seq - b.seq).flatMap((e) => e.layers);
    for (const listener of [...listeners]) listener(composed);
  }

  return {
    set(ownerId, order, layers) {
      const existing = entries.get(ownerId);
      entries.set(ownerId, { order, seq: existing?.seq ?? seq++, layers });
      compose();
    },
    remove(ownerId) {
      probes.delete(ownerId);
      if (entries.delete(ownerId)) compose();
    },
    layers() {
      return composed;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setAssetProbe(ownerId, probe) {
      if (probe) probes.set(ownerId, probe);
      else probes.delete(ownerId);
    },
    resolveAssets(layerId, index) {
      for (const probe of probes.values()) {
        const ids = probe.resolve(layerId, index);
        if (ids) return ids;
      }
      return null;
    },
    renderedAssetIds() {
      return [...probes.values()].flatMap((p) => p.renderedIds());
    },
    drawnAssetCount() {
      let n = 0;
      for (const p of probes.values()) n += p.drawnCount ? p.drawnCount() : p.renderedIds().length;
      return n;
    },
  };
}
