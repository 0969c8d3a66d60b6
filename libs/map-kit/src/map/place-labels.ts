import { TextLayer } from '@deck.gl/layers';
import type { Layer } from '@deck.gl/core';

/** A gazetteer place as the basemap labels it. */
export interface Place {
  name: string;
  lat: number;
  lng: number;
  /** Inhabitants; null when unknown. */
  population: number | null;
}

/**
 * The zoom from which a place is labelled, by population: cities of a million from the start, then smaller towns as
 * the map zooms in; places of unknown size from zoom 11.
 */
export function placeMinZoom(population: number | null): number {
  if (population === null || population <= 0) return 11;
  if (population >= 1_000_000) return 0;
  if (population >= 300_000) return 6;
  if (population >= 100_000) return 7;
  if (population >= 30_000) return 8;
  if (population >= 10_000) return 9;
  return 10;
}

/** Label size by population, px. */
export function placeFontSize(population: number | null): number {
  const p = population ?? 0;
  if (p >= 300_000) return 15;
  if (p >= 30_000) return 13;
  return 11;
}

/** Reads the places GeoJSON (Point features with name and population). */
export function parsePlaces(geojson: {
  features: { geometry: { type: string; coordinates: unknown }; properties: Record<string, unknown> | null }[];
}): Place[] {
  const places: Place[] = [];
  for (const feature of geojson.features) {
    if (feature.geometry.type !== 'Point') continue;
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    const props = feature.properties ?? {};
    const name = typeof props.name === 'string' ? props.name : '';
    if (!name) continue;
    const population = typeof props.population === 'number' ? props.population : null;
    places.push({ name, lat, lng, population });
  }
  return places;
}

/** Web-mercator world coordinates at a zoom (512 px tiles), px. */
function project(lng: number, lat: number, zoom: number): [number, number] {
  const scale = 512 * 2 ** zoom;
  const x = ((lng + 180) / 360) * scale;
  const s = Math.sin((lat * Math.PI) / 180);
  const y = (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * scale;
  return [x, y];
}

/**
 * The places to label at a zoom: those whose min zoom is reached, biggest first, dropping any whose label box (an
 * estimate: 0.6 em per character) would overlap a bigger place's label. Pure; the result depends on the zoom only.
 */
export function visiblePlaces(places: readonly Place[], zoom: number): Place[] {
  const candidates = places
    .filter((p) => placeMinZoom(p.population) <= zoom)
    .sort((a, b) => (b.population ?? 0) - (a.population ?? 0) || a.name.localeCompare(b.name));
  const boxes: [number, number, number, number][] = [];
  const chosen: Place[] = [];
  for (const place of candidates) {
    const size = placeFontSize(place.population);
    const [x, y] = project(place.lng, place.lat, zoom);
    const halfW = (place.name.length * size * 0.6) / 2 + 4;
    const halfH = size / 2 + 3;
    const box: [number, number, number, number] = [x - halfW, y - halfH, x + halfW, y + halfH];
    if (boxes.some((b) => box[0] < b[2] && box[2] > b[0] && box[1] < b[3] && box[3] > b[1])) continue;
    boxes.push(box);
    chosen.push(place);
  }
  return chosen;
}

/** Font of map labels (deck.gl draws its own atlas from it). */
export const LABEL_FONT_FAMILY = '"Helvetica Neue", Arial, "Liberation Sans", "DejaVu Sans", sans-serif';

/** The places inside a bbox [west, south, east, north] (degrees). */
export function placesInBounds(places: readonly Place[], bounds: readonly [number, number, number, number]): Place[] {
  const [west, south, east, north] = bounds;
  return places.filter((p) => p.lng >= west && p.lng <= east && p.lat >= south && p.lat <= north);
}

/**
 * Basemap place labels as deck.gl layers (pure factory): the places due at the zoom (decluttered), limited to
 * `bounds` when given (labels off screen cost vertices on every frame).
 */
export function createPlaceLabelLayers(
  places: readonly Place[],
  options: { id?: string; zoom: number; bounds?: readonly [number, number, number, number] },
): Layer[] {
  const due = visiblePlaces(places, Math.floor(options.zoom * 2) / 2);
  const data = options.bounds ? placesInBounds(due, options.bounds) : due;
  if (data.length === 0) return []; // an empty 'auto' character set would make an empty font atlas
  return [
    new TextLayer<Place>({
      id: options.id ?? 'basemap-place-labels',
      data,
      getPosition: (p) => [p.lng, p.lat],
      getText: (p) => p.name,
      getSize: (p) => placeFontSize(p.population),
      getColor: [60, 60, 70, 255],
      fontFamily: LABEL_FONT_FAMILY,
      fontWeight: 600,
      fontSettings: { sdf: true, fontSize: 64, buffer: 6 },
      outlineWidth: 3,
      outlineColor: [255, 255, 255, 230],
      characterSet: 'auto',
      sizeUnits: 'pixels',
      pickable: false,
    }),
  ];
}
