import type { Layer } from '@deck.gl/core';
import { ScatterplotLayer } from '@deck.gl/layers';
import { PALETTE, parseHexColor } from '@fleet/domain';

/** Options of a circle. */
export interface CircleLayersOptions {
  id: string;
  center: { lat: number; lng: number };
  /** Radius, metres. */
  radiusMeters: number;
  /** CSS hex colour. @default '#283490' (primary) */
  color?: string;
}

/** One circle with a radius in metres (ScatterplotLayer: translucent fill, solid outline). Pure factory. */
export function createCircleLayers(options: CircleLayersOptions): Layer[] {
  if (!(options.radiusMeters > 0)) return [];
  const color = parseHexColor(options.color ?? PALETTE.primary);
  return [
    new ScatterplotLayer<{ lat: number; lng: number }>({
      id: options.id,
      data: [options.center],
      getPosition: (c) => [c.lng, c.lat],
      getRadius: options.radiusMeters,
      radiusUnits: 'meters',
      getFillColor: [...color, 45],
      getLineColor: [...color, 220],
      getLineWidth: 2,
      lineWidthUnits: 'pixels',
      stroked: true,
      filled: true,
    }),
  ];
}
