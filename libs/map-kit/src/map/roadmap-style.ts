import { BASEMAP_TILESETS, BOUNDARY_MIN_ZOOM, OFFLINE_MAP_TYPE, ROADMAP_MAP_TYPE, basemapTileJsonPath, roadMinZoom } from '@fleet/domain';
import type { StyleSpecification } from 'maplibre-gl';

/** Id of the default map type (the online street map when the deployment has one, else the offline basemap). */
export const ROADMAP_STYLE_ID = ROADMAP_MAP_TYPE;
/** Id of the built-in offline basemap. */
export const OFFLINE_STYLE_ID = OFFLINE_MAP_TYPE;

/** Credits of the offline basemap data; always shown while the offline basemap is on screen. */
export const ROADMAP_ATTRIBUTION: readonly string[] = [
  '© OpenStreetMap contributors',
  'Natural Earth',
  'Source: DOSM',
  'GeoNames (geonames.org)',
];

/** The files of the offline basemap, relative to its base URL: the tilesets' TileJSON and the places of the labels. */
export const BASEMAP_FILES = {
  land: basemapTileJsonPath(BASEMAP_TILESETS.land),
  roads: basemapTileJsonPath(BASEMAP_TILESETS.roads),
  places: 'my-places.geojson',
} as const;

/**
 * The metadata key that marks a style this library builds (the offline basemap, the empty style while the basemap is
 * held). The watch of an online style ignores their loading: it says nothing about whether the online one can be reached.
 */
export const LOCAL_STYLE_KEY = 'fleet:local';

/** Whether a map's style (`map.getStyle()`, undefined while a style loads) is one this library builds. */
export function isLocalStyle(style: { metadata?: unknown } | undefined): boolean {
  const metadata = style?.metadata;
  return typeof metadata === 'object' && metadata !== null && (metadata as Record<string, unknown>)[LOCAL_STYLE_KEY] === true;
}

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
export const DISTRICTS_MIN_ZOOM = BOUNDARY_MIN_ZOOM.district;
/** Zoom from which inter-town roads (trunk) show; primary roads from 9, the rest from 11 (roadMinZoom). */
export const ROADS_MIN_ZOOM = roadMinZoom('trunk');

/** Ids of the offline basemap's vector sources. */
export const BASEMAP_SOURCE_IDS = { land: 'basemap-land', roads: 'basemap-roads' } as const;

/** Options of the offline basemap style. */
export interface RoadmapStyleOptions {
  /**
   * Absolute URL of the folder holding the basemap (the tilesets' TileJSON files, whose tile URLs are relative to
   * it, and the places), e.g. `new URL('/basemap/', location.href)`.
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
  return [
    'interpolate',
    ['exponential', 1.5],
    ['zoom'],
    ROADS_MIN_ZOOM,
    byRank([0.8, 0.6, 0.4, 0.3]),
    11,
    byRank([2, 1.5, 1, 0.6]),
    14,
    byRank([5, 4, 3, 2]),
    18,
    byRank([18, 14, 10, 8]),
  ];
}

/**
 * Builds the offline basemap as a MapLibre style over its two vector tilesets (generated at build time, see
 * apps/fleet-web/basemap): water background; land (OSM land polygons, Malaysia lighter); district, state and
 * country borders (districts from zoom 7); roads coloured by class (inter-town from zoom 6, primary from 9, the rest
 * from 11). The land tiles stop at zoom 10 and the roads at 14: MapLibre overzooms them to street level. There are no
 * glyphs offline, so the style has no symbol layers; place labels are drawn by deck.gl (see `createPlaceLabelLayers`).
 */
export function buildRoadmapStyle(options: RoadmapStyleOptions): StyleSpecification {
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const land = BASEMAP_SOURCE_IDS.land;
  const roads = BASEMAP_SOURCE_IDS.roads;
  const boundary = (id: string, kind: string, color: string, width: number, dash?: number[]) => ({
    id,
    type: 'line' as const,
    source: land,
    'source-layer': 'boundaries',
    minzoom: kind === 'district' ? DISTRICTS_MIN_ZOOM : 0,
    filter: ['==', ['get', 'kind'], kind] as never,
    layout: { 'line-join': 'round' as const, 'line-cap': 'round' as const },
    paint: { 'line-color': color, 'line-width': width, ...(dash ? { 'line-dasharray': dash } : {}) },
  });
  const road = (id: string, paint: Record<string, unknown>) => ({
    id,
    type: 'line' as const,
    source: roads,
    'source-layer': 'roads',
    minzoom: ROADS_MIN_ZOOM,
    layout: { 'line-join': 'round' as const, 'line-cap': 'round' as const },
    paint: paint as never,
  });
  return {
    version: 8,
    name: 'Fleet basemap (offline)',
    metadata: { [LOCAL_STYLE_KEY]: true },
    sources: {
      [land]: { type: 'vector', url: `${base}${BASEMAP_FILES.land}`, attribution: '© OpenStreetMap contributors' },
      [roads]: { type: 'vector', url: `${base}${BASEMAP_FILES.roads}`, attribution: '© OpenStreetMap contributors' },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': ROADMAP_COLORS.water } },
      {
        id: 'land',
        type: 'fill',
        source: land,
        'source-layer': 'land',
        paint: { 'fill-color': ['match', ['get', 'iso_a3'], 'MYS', ROADMAP_COLORS.malaysia, ROADMAP_COLORS.land] as never },
      },
      boundary('district-lines', 'district', ROADMAP_COLORS.districtBorder, 0.7),
      boundary('state-lines', 'state', ROADMAP_COLORS.stateBorder, 1.1, [3, 2]),
      boundary('country-lines', 'country', ROADMAP_COLORS.countryBorder, 1.3),
      road('road-casing', { 'line-color': ROADMAP_COLORS.roadCasing, 'line-width': roadWidthExpression(1.5) }),
      road('roads', { 'line-color': roadColorExpression(), 'line-width': roadWidthExpression(0) }),
    ],
  };
}
