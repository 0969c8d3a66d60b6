import type { Layer } from '@deck.gl/core';
import { PathLayer } from '@deck.gl/layers';
import { parseHexColor, ROUTE_STROKE } from '@fleet/domain';

/** Options of a polyline. */
export interface PolylineLayersOptions {
  id: string;
  /** [lng, lat] pairs, degrees. */
  path: readonly [number, number][];
  /** CSS hex colour. @default '#8A2BE2' (route purple) */
  color?: string;
  /** Width, px. @default 5 */
  width?: number;
}

/** One polyline (a route) as a PathLayer. Pure factory. */
export function createPolylineLayers(options: PolylineLayersOptions): Layer[] {
  if (options.path.length < 2) return [];
  const color = parseHexColor(options.color ?? ROUTE_STROKE.color);
  return [
    new PathLayer<{ path: [number, number][] }>({
      id: options.id,
      data: [{ path: options.path as [number, number][] }],
      getPath: (d) => d.path,
      getColor: [...color, 255],
      getWidth: options.width ?? ROUTE_STROKE.width,
      widthUnits: 'pixels',
      capRounded: true,
      jointRounded: true,
    }),
  ];
}
