import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DemoPlace, DemoWorld, RoadCollection } from '@fleet/demo-fleet';

/** The road network file below the data folder (OSM, ODbL). */
export const ROADS_FILE = 'roads/shah-alam-roads.geojson';
/** The gazetteer file below the data folder (GeoNames, CC BY 4.0). */
export const PLACES_FILE = 'gazetteer/my-places.json';

/** Reads the Shah Alam roads GeoJSON. */
export async function loadRoads(dataDir: string): Promise<RoadCollection> {
  const parsed = JSON.parse(await readFile(join(dataDir, ROADS_FILE), 'utf8')) as RoadCollection;
  if (parsed.type !== 'FeatureCollection' || !Array.isArray(parsed.features)) throw new Error(`${ROADS_FILE} is not a FeatureCollection`);
  return parsed;
}

/** Reads the gazetteer: `{ places: [...] }` or a bare list. */
export async function loadPlaces(dataDir: string): Promise<DemoPlace[]> {
  const parsed = JSON.parse(await readFile(join(dataDir, PLACES_FILE), 'utf8')) as { places?: DemoPlace[] } | DemoPlace[];
  const places = Array.isArray(parsed) ? parsed : parsed.places;
  if (!Array.isArray(places)) throw new Error(`${PLACES_FILE} holds no places`);
  return places;
}

/** The simulator's world from the data folder (apps/fleet-api/data). */
export async function loadDemoWorld(dataDir: string): Promise<DemoWorld> {
  const [roads, places] = await Promise.all([loadRoads(dataDir), loadPlaces(dataDir)]);
  return { roads, places };
}
