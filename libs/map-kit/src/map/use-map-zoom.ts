import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useState } from 'react';

/**
 * The map's zoom, updated when a zoom ends (not on every animation frame), rounded down to `step`.
 * @param step rounding step, zoom levels. @default 0.5
 */
export function useMapZoom(map: MapLibreMap, step = 0.5): number {
  const read = () => Math.floor(map.getZoom() / step) * step;
  const [zoom, setZoom] = useState(read);
  useEffect(() => {
    const update = () => setZoom(Math.floor(map.getZoom() / step) * step);
    update();
    map.on('zoomend', update);
    return () => {
      map.off('zoomend', update);
    };
  }, [map, step]);
  return zoom;
}
