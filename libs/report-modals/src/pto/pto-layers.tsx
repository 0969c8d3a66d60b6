import type { Layer } from '@deck.gl/core';
import { PolygonLayer } from '@deck.gl/layers';
import { LAYER_ORDER, createHeatmapLayers, useDeckLayers, useMapView, useMapZoom } from '@fleet/map-kit';
import { useId, useMemo } from 'react';

/** Props of {@link PtoHeatmap}. */
export interface PtoHeatmapProps {
  /** [lng, lat] pairs: where the input was ON. */
  points: readonly [number, number][];
}

/** A heatmap of the ON points (map-kit's heatmap factory over plain points; its radius follows the zoom). */
export function PtoHeatmap({ points }: PtoHeatmapProps) {
  const owner = useId();
  const { map } = useMapView();
  const zoom = useMapZoom(map, 0.5);
  const positions = useMemo(() => Float64Array.from(points.flat()), [points]);
  const layers = useMemo(
    () => createHeatmapLayers({ id: `pto-heatmap${owner}`, positions, length: points.length, zoom, version: 1 }),
    [owner, positions, points.length, zoom],
  );
  useDeckLayers(LAYER_ORDER.heatmap, layers);
  return null;
}

/** Props of {@link PtoPolygons}. */
export interface PtoPolygonsProps {
  /** Polygons as rings of [lng, lat] (outer ring first, then holes). */
  polygons: readonly [number, number][][][];
  /** Fill and outline, RGB. @default green */
  color?: [number, number, number];
}

/** The swept strip of the analysis as translucent polygons with an outline. */
export function PtoPolygons({ polygons, color = [40, 199, 111] }: PtoPolygonsProps) {
  const owner = useId();
  const layers = useMemo<Layer[]>(
    () =>
      polygons.length === 0
        ? []
        : [
            new PolygonLayer<[number, number][][]>({
              id: `pto-polygons${owner}`,
              data: polygons as [number, number][][][],
              getPolygon: (d) => d,
              getFillColor: [...color, 90],
              getLineColor: [...color, 230],
              getLineWidth: 1,
              lineWidthUnits: 'pixels',
              stroked: true,
              filled: true,
              pickable: false,
            }),
          ],
    [polygons, color, owner],
  );
  useDeckLayers(LAYER_ORDER.pois, layers);
  return null;
}
