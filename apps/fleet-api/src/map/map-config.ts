import type { MapConfig, MapStyleOption } from '@fleet/domain';

/** The built-in offline basemap, always offered first. */
export const OFFLINE_ROADMAP: MapStyleOption = { id: 'roadmap', label: 'Roadmap', url: null };

/** Attribution of the data the map shows (see NOTICE): roads, countries, states and districts, places. */
export const MAP_ATTRIBUTION: readonly string[] = ['© OpenStreetMap contributors', 'Natural Earth', 'Source: DOSM', 'GeoNames (geonames.org)'];

/**
 * GET /v2/map/config: the offline roadmap plus the deployment's styles (MAP_STYLES; one with the id roadmap is
 * dropped, the offline basemap keeps that id), the traffic tile URL when set, and the attribution texts.
 */
export function buildMapConfig(options: { styles: readonly MapStyleOption[]; trafficTileUrl: string | null; mapsUrlTemplate: string }): MapConfig {
  return {
    styles: [OFFLINE_ROADMAP, ...options.styles.filter((s) => s.id !== OFFLINE_ROADMAP.id)],
    trafficTileUrl: options.trafficTileUrl,
    attribution: [...MAP_ATTRIBUTION],
    mapsUrlTemplate: options.mapsUrlTemplate,
  };
}
