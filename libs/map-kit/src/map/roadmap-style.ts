import type { StyleSpecification } from 'maplibre-gl';

/** Id of the built-in offline basemap style. */
export const ROADMAP_STYLE_ID = 'roadmap';

/** Credits of the offline basemap data; always shown while the roadmap basemap is on screen. */
export const ROADMAP_ATTRIBUTION: readonly string[] = [
  '© OpenStreetMap contributors',
  'Natural Earth',
  'Source: DOSM',
  'GeoNames (geonames.org)',
];

/** The data files of the offline basemap, relative to its base URL. */
export const BASEMAP_FILES = {
  countries: 'region-countries-10m.geojson',
  states: 'my-states.geojson',
  districts: 'my-districts.geojson',
  places: 'my-places.geojson',
  roads: 'shah-alam-roads.geojson',
} as const;

/** Colours of the offline basemap. */
export const ROADMAP_COLORS = {
  water: '#aad3df',
  land: '#f2efe9',
  malaysia: '#f7f5f0',
  countryBorder: '#8e8aa0',
  stateBorder: '#a999bd',
  districtBorder: '#cfc5da',
  roadCasing: '#b9b2a6',
} as const;

/** Road fill colour by OSM highway class (links take their class's colour). */
export const ROAD_CLASS_COLORS: Readonly<Record<string, string>> = {
  motorway: '#e892a2',
  trunk: '#f9b29c',
  primary: '#fcd6a4',
  secondary: '#f7fabf',
  tertiary: '#ffffff',
  unclassified: '#ffffff',
  residential: '#ffffff',
};

/** Road class rank for widths: 0 major .. 3 minor. */
const ROAD_RANK: Readonly<Record<string, number>> = { motorway: 0, trunk: 0, primary: 1, secondary: 1, tertiary: 2 };

/** Zoom from which district boundaries show. */
export const DISTRICTS_MIN_ZOOM = 7;
/** Zoom from which roads show. */
export const ROADS_MIN_ZOOM = 11;

/** Options of the offline basemap style. */
export interface RoadmapStyleOptions {
  /**
   * Absolute URL of the folder holding the basemap GeoJSON files (MapLibre fetches them in a worker, so relative URLs
   * do not resolve). @default 'http://localhost/basemap/' (callers pass `new URL('/basemap/', location.href)`)
   */
  baseUrl: string;
}

/** `match` labels for a road class and its link roads, e.g. ['primary', 'primary_link']. */
function classLabels(cls: string): string[] {
  return [cls, `${cls}_link`];
}

function roadColorExpression(): unknown[] {
  const match: unknown[] = ['match', ['get', 'highway']];
  for (const [cls, color] of Object.entries(ROAD_CLASS_COLORS)) match.push(classLabels(cls), color);
  match.push('#ffffff');
  return match;
}

/** Road width by rank and zoom, px: wider for major roads and higher zooms. `extra` adds the casing, px. */
function roadWidthExpression(extra: number): unknown[] {
  const byRank = (widths: [number, number, number, number]): unknown[] => {
    const match: unknown[] = ['match', ['get', 'highway']];
    for (const [cls, rank] of Object.entries(ROAD_RANK)) match.push(classLabels(cls), (widths[rank] ?? 0) + extra);
    match.push(widths[3] + extra);
    return match;
  };
  return ['interpolate', ['exponential', 1.5], ['zoom'], 11, byRank([2, 1.5, 1, 0.6]), 14, byRank([5, 4, 3, 2]), 18, byRank([18, 14, 10, 8])];
}

/**
 * Builds the offline "roadmap" basemap as a MapLibre style from the GeoJSON files: water background, land, Malaysian
 * states, state and district lines (districts from zoom 7), and roads coloured by class from zoom 11. There are no
 * glyphs offline, so the style has no symbol layers; place labels are drawn by deck.gl (see `createPlaceLabelLayers`).
 */
export function buildRoadmapStyle(options: RoadmapStyleOptions): StyleSpecification {
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const source = (file: string, attribution: string) => ({ type: 'geojson' as const, data: `${base}${file}`, attribution });
  const line = (id: string, src: string, color: string, width: number, minzoom = 0, dash?: number[]) => ({
    id,
    type: 'line' as const,
    source: src,
    minzoom,
    layout: { 'line-join': 'round' as const, 'line-cap': 'round' as const },
    paint: { 'line-color': color, 'line-width': width, ...(dash ? { 'line-dasharray': dash } : {}) },
  });
  return {
    version: 8,
    name: 'Fleet roadmap (offline)',
    sources: {
      countries: source(BASEMAP_FILES.countries, 'Natural Earth'),
      states: source(BASEMAP_FILES.states, 'Source: DOSM'),
      districts: source(BASEMAP_FILES.districts, 'Source: DOSM'),
      roads: source(BASEMAP_FILES.roads, '© OpenStreetMap contributors'),
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': ROADMAP_COLORS.water } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': ROADMAP_COLORS.land } },
      { id: 'malaysia', type: 'fill', source: 'states', paint: { 'fill-color': ROADMAP_COLORS.malaysia } },
      line('district-lines', 'districts', ROADMAP_COLORS.districtBorder, 0.7, DISTRICTS_MIN_ZOOM),
      line('state-lines', 'states', ROADMAP_COLORS.stateBorder, 1.1, 0, [3, 2]),
      line('country-lines', 'countries', ROADMAP_COLORS.countryBorder, 1.3),
      {
        id: 'road-casing',
        type: 'line',
        source: 'roads',
        minzoom: ROADS_MIN_ZOOM,
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: { 'line-color': ROADMAP_COLORS.roadCasing, 'line-width': roadWidthExpression(1.5) as never },
      },
      {
        id: 'roads',
        type: 'line',
        source: 'roads',
        minzoom: ROADS_MIN_ZOOM,
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: { 'line-color': roadColorExpression() as never, 'line-width': roadWidthExpression(0) as never },
      },
    ],
  };
}
