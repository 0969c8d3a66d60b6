import type { Layer } from '@deck.gl/core';
import { HeatmapLayer as DeckHeatmapLayer } from '@deck.gl/aggregation-layers';
import { heatmapRadiusForZoom } from '../../zoom-rules';

/** Options of the heatmap layers. */
export interface HeatmapLayersOptions {
  id: string;
  /** lng,lat pairs (degrees), the first `length` used. */
  positions: Float64Array;
  length: number;
  /** Current map zoom; the radius follows `heatmapRadiusForZoom`. */
  zoom: number;
  /** Bumps when positions change (the layer re-aggregates). */
  version: number;
  /** Intensity multiplier. @default 1 */
  intensity?: number;
}

/** The asset-density heatmap (deck.gl HeatmapLayer over binary positions). Pure factory. */
export function createHeatmapLayers(options: HeatmapLayersOptions): Layer[] {
  if (options.length === 0) return [];
  return [
    new DeckHeatmapLayer({
      id: options.id,
      data: { length: options.length, version: options.version, attributes: { getPosition: { value: options.positions.subarray(0, options.length * 2), size: 2 } } } as never,
      radiusPixels: heatmapRadiusForZoom(options.zoom),
      intensity: options.intensity ?? 1,
      threshold: 0.05,
      getWeight: 1,
      debounceTimeout: 250,
      pickable: false,
    }),
  ];
}
