import type { Layer } from '@deck.gl/core';
import { PathLayer } from '@deck.gl/layers';
import { parseHexColor, trafficColor, type TrafficSegment } from '@fleet/domain';

/** Options of the fleet-derived traffic layers. */
export interface TrafficLayersOptions {
  id: string;
  segments: readonly TrafficSegment[];
  /** Line width, px. @default 4 */
  widthPx?: number;
}

/** Traffic as coloured paths: red below 0.4 of the limit, orange below 0.7, green otherwise (`trafficColor`). */
export function createTrafficLayers(options: TrafficLayersOptions): Layer[] {
  if (options.segments.length === 0) return [];
  return [
    new PathLayer<TrafficSegment>({
      id: options.id,
      data: options.segments as TrafficSegment[],
      getPath: (s) => s.path,
      getColor: (s) => [...parseHexColor(trafficColor(s.ratio)), 220],
      getWidth: options.widthPx ?? 4,
      widthUnits: 'pixels',
      widthMinPixels: 2,
      capRounded: true,
      jointRounded: true,
      pickable: false,
    }),
  ];
}

/** MapLibre raster source for a third-party traffic tile URL template ({z}/{x}/{y}). */
export function trafficRasterSource(tileUrl: string): { type: 'raster'; tiles: string[]; tileSize: number } {
  return { type: 'raster', tiles: [tileUrl], tileSize: 256 };
}
