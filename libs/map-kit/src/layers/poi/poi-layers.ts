import type { Layer } from '@deck.gl/core';
import { PolygonLayer, TextLayer } from '@deck.gl/layers';
import { PALETTE, parseHexColor, type Poi } from '@fleet/domain';
import { LABEL_FONT_FAMILY } from '../../map/place-labels';

/** Options of the POI layers. */
export interface PoiLayersOptions {
  id: string;
  pois: readonly Poi[];
  showLabels: boolean;
}

/** The POI's colour: its meta colour when it is a hex colour, else the primary colour. */
export function poiColor(poi: Poi): [number, number, number] {
  const color = poi.meta?.color || poi.metadata?.color;
  try {
    return color ? parseHexColor(color) : parseHexColor(PALETTE.primary);
  } catch {
    return parseHexColor(PALETTE.primary);
  }
}

/** The label point of a POI: the mean of its vertices (lng, lat). */
export function poiLabelPosition(poi: Poi): [number, number] {
  if (poi.paths.length === 0) return [poi.metadata.lng, poi.metadata.lat];
  let lat = 0;
  let lng = 0;
  for (const p of poi.paths) {
    lat += p.lat;
    lng += p.lng;
  }
  return [lng / poi.paths.length, lat / poi.paths.length];
}

/** POI polygons with a translucent fill and an outline, and their names when `showLabels`. Pure factory. */
export function createPoiLayers(options: PoiLayersOptions): Layer[] {
  const pois = options.pois.filter((p) => p.paths.length >= 3) as Poi[];
  if (pois.length === 0) return [];
  const layers: Layer[] = [
    new PolygonLayer<Poi>({
      id: `${options.id}-polygons`,
      data: pois,
      getPolygon: (p) => p.paths.map((v) => [v.lng, v.lat]),
      getFillColor: (p) => [...poiColor(p), 50],
      getLineColor: (p) => [...poiColor(p), 220],
      getLineWidth: 2,
      lineWidthUnits: 'pixels',
      stroked: true,
      filled: true,
      pickable: false,
    }),
  ];
  if (options.showLabels) {
    layers.push(
      new TextLayer<Poi>({
        id: `${options.id}-labels`,
        data: pois,
        getPosition: poiLabelPosition,
        getText: (p) => p.name,
        getSize: 12,
        getColor: (p) => [...poiColor(p), 255],
        fontFamily: LABEL_FONT_FAMILY,
        fontWeight: 700,
        fontSettings: { sdf: true, fontSize: 48, buffer: 6 },
        outlineWidth: 3,
        outlineColor: [255, 255, 255, 240],
        characterSet: 'auto',
        sizeUnits: 'pixels',
      }),
    );
  }
  return layers;
}
