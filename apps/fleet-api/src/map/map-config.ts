import { OFFLINE_MAP_TYPE, OPENFREEMAP_ATTRIBUTION, OPENFREEMAP_LIBERTY_URL, ROADMAP_MAP_TYPE, type MapConfig, type MapStyleOption } from '@fleet/domain';

/** The built-in offline basemap (vector tiles built with the web app, served by this server). */
export const OFFLINE_BASEMAP: MapStyleOption = { id: OFFLINE_MAP_TYPE, label: 'Offline', url: null };

/** The map types every deployment offers first: the online roadmap and the offline basemap, or the offline one alone. */
export function builtInStyles(roadmapStyleUrl: string | null): MapStyleOption[] {
  // Without an online street map, `roadmap` (the default and what users have stored) is the offline basemap.
  if (roadmapStyleUrl === null) return [{ id: ROADMAP_MAP_TYPE, label: 'Roadmap', url: null }];
  const attribution = roadmapStyleUrl === OPENFREEMAP_LIBERTY_URL ? { attribution: [OPENFREEMAP_ATTRIBUTION] } : {};
  return [{ id: ROADMAP_MAP_TYPE, label: 'Roadmap', url: roadmapStyleUrl, ...attribution }, OFFLINE_BASEMAP];
}

/**
 * GET /v2/map/config: the roadmap (online street map, OpenFreeMap unless configured) and the offline basemap, then
 * the deployment's other styles (MAP_STYLES), the traffic tile URL when set, and extra attribution (none: each
 * basemap brings its own credits).
 */
export function buildMapConfig(options: {
  roadmapStyleUrl: string | null;
  styles: readonly MapStyleOption[];
  trafficTileUrl: string | null;
  mapsUrlTemplate: string;
}): MapConfig {
  return {
    styles: [...builtInStyles(options.roadmapStyleUrl), ...options.styles],
    trafficTileUrl: options.trafficTileUrl,
    attribution: [],
    mapsUrlTemplate: options.mapsUrlTemplate,
  };
}
