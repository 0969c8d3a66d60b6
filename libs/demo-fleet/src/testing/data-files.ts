/** Test fixture: where the server's copies of the world data live (tests read them with node:fs). */
import type { DemoWorld } from '../types';

/** apps/fleet-api/data/ as a file URL. */
export const DATA_DIR = new URL('../../../../apps/fleet-api/data/', import.meta.url);
/** The Shah Alam OSM roads. */
export const ROADS_FILE = new URL('roads/shah-alam-roads.geojson', DATA_DIR);
/** The gazetteer ({ places: [...] }). */
export const PLACES_FILE = new URL('gazetteer/my-places.json', DATA_DIR);
/** OSM land polygons of the region, as the offline basemap draws them (apps/fleet-web/basemap/data). */
export const LAND_FILE = new URL('../../../../apps/fleet-web/basemap/data/osm-land-malaysia-region.geojson', import.meta.url);
/** OSM land polygons of the Maldives, as the offline basemap draws them. */
export const MALDIVES_LAND_FILE = new URL('../../../../apps/fleet-web/basemap/data/osm-land-maldives.geojson', import.meta.url);
/** Natural Earth countries clipped to the region. */
export const COUNTRIES_FILE = new URL('basemap/region-countries-10m.geojson', DATA_DIR);

/** The world as the server passes it, read through `read` (tests pass node:fs readFileSync). */
export function worldFrom(read: (file: URL) => string): DemoWorld {
  return {
    roads: JSON.parse(read(ROADS_FILE)) as DemoWorld['roads'],
    places: (JSON.parse(read(PLACES_FILE)) as { places: DemoWorld['places'] }).places,
  };
}
