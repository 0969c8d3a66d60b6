// The map's constants and rules, without zod: the map widgets import them, and the schemas of the same shapes
// (map-config-schemas.ts) stay out of their bundles.
export type { MapConfig, MapStyleOption, TrafficSegment } from './map-config-schemas';

/** Map type of the online street map, the default (SPEC §3: `mapType` defaults to roadmap). */
export const ROADMAP_MAP_TYPE = 'roadmap';
/** Map type of the built-in offline basemap (tiles generated at build time, served by this server). */
export const OFFLINE_MAP_TYPE = 'offline';

/** The default online street map: OpenFreeMap's Liberty style (OpenStreetMap data, OpenMapTiles schema, no key). */
export const OPENFREEMAP_LIBERTY_URL = 'https://tiles.openfreemap.org/styles/liberty';

/**
 * OpenFreeMap's credit, exactly as its tiles' TileJSON gives it (MapLibre then shows it once): OpenFreeMap,
 * © OpenMapTiles, data © OpenStreetMap contributors.
 */
export const OPENFREEMAP_ATTRIBUTION =
  '<a href="https://openfreemap.org" target="_blank">OpenFreeMap</a> <a href="https://www.openmaptiles.org/" target="_blank">&copy; OpenMapTiles</a> Data from <a href="https://www.openstreetmap.org/copyright" target="_blank">OpenStreetMap</a>';

/** The default maps service of a report row: OpenStreetMap at zoom 16 with a marker. */
export const DEFAULT_MAPS_URL_TEMPLATE = 'https://www.openstreetmap.org/?mlat={lat}&mlon={lng}#map=16/{lat}/{lng}';

/** A maps URL template filled with a point. */
export function fillMapsUrl(template: string, lat: number, lng: number): string {
  return template.replaceAll('{lat}', String(lat)).replaceAll('{lng}', String(lng));
}

/** Traffic colour by speed ratio: red below 0.4, orange below 0.7, green otherwise. */
export function trafficColor(ratio: number): string {
  if (ratio < 0.4) return '#EA5455';
  if (ratio < 0.7) return '#FF9F43';
  return '#28C76F';
}
