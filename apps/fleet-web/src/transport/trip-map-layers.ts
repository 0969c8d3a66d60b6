/**
 * The deck.gl layers of a trip's map: each stop's fence (its POI's ring, or the circle around its address) and its
 * numbered marker, coloured by the stop's state. Pure factories: stops in, layers out.
 */
import type { Layer } from '@deck.gl/core';
import { PolygonLayer, ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import { STOP_STATE_STYLES, parseHexColor, type TripStop } from '@fleet/domain';

/** The fields of a stop the map reads. */
export type MapStop = Pick<TripStop, 'seq' | 'lat' | 'lng' | 'radiusM' | 'ring' | 'state' | 'place'>;

/** A stop's colour as RGB (its state's). */
export const stopColor = (stop: Pick<TripStop, 'state'>): [number, number, number] => parseHexColor(STOP_STATE_STYLES[stop.state].color);

/** The stops' fences: POI rings as polygons, address stops as circles of their radius (metres). */
export function stopFenceLayers(id: string, stops: readonly MapStop[]): Layer[] {
  const rings = stops.filter((s) => s.ring !== null && s.ring.length >= 3);
  const circles = stops.filter((s) => s.ring === null || s.ring.length < 3);
  const layers: Layer[] = [];
  if (rings.length > 0) {
    layers.push(
      new PolygonLayer<MapStop>({
        id: `${id}-rings`,
        data: rings,
        getPolygon: (s) => s.ring as [number, number][],
        getFillColor: (s) => [...stopColor(s), 45],
        getLineColor: (s) => [...stopColor(s), 220],
        getLineWidth: 2,
        lineWidthUnits: 'pixels',
        stroked: true,
        filled: true,
      }),
    );
  }
  if (circles.length > 0) {
    layers.push(
      new ScatterplotLayer<MapStop>({
        id: `${id}-circles`,
        data: circles,
        getPosition: (s) => [s.lng, s.lat],
        getRadius: (s) => s.radiusM,
        radiusUnits: 'meters',
        getFillColor: (s) => [...stopColor(s), 45],
        getLineColor: (s) => [...stopColor(s), 220],
        getLineWidth: 2,
        lineWidthUnits: 'pixels',
        stroked: true,
        filled: true,
      }),
    );
  }
  return layers;
}

/** Radius of a stop's numbered marker, px. */
export const STOP_MARKER_RADIUS_PX = 11;

/** The stops' numbered markers (a disc in the state's colour with the stop's number). */
export function stopMarkerLayers(id: string, stops: readonly MapStop[]): Layer[] {
  if (stops.length === 0) return [];
  return [
    new ScatterplotLayer<MapStop>({
      id: `${id}-markers`,
      data: stops,
      getPosition: (s) => [s.lng, s.lat],
      getRadius: STOP_MARKER_RADIUS_PX,
      radiusUnits: 'pixels',
      getFillColor: (s) => [...stopColor(s), 255],
      getLineColor: [255, 255, 255, 255],
      getLineWidth: 2,
      lineWidthUnits: 'pixels',
      stroked: true,
      filled: true,
    }),
    new TextLayer<MapStop>({
      id: `${id}-numbers`,
      data: stops,
      getPosition: (s) => [s.lng, s.lat],
      getText: (s) => String(s.seq),
      getSize: 13,
      getColor: [255, 255, 255, 255],
      fontWeight: 700,
      sizeUnits: 'pixels',
      getTextAnchor: 'middle',
      getAlignmentBaseline: 'center',
      characterSet: '0123456789',
    }),
  ];
}
