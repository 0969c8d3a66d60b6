/** Where the offline basemap's tiles come from: basemap/data here and the demo fleet's world in apps/fleet-api/data. */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { DemoPlace, RoadCollection } from '@fleet/demo-fleet';
import type { FeatureCollection } from 'geojson';
import type { BasemapSources } from './generate-basemap';

/** The source files of the tiles (absolute paths). */
export const BASEMAP_SOURCE_FILES = {
  osmLand: [fileURLToPath(new URL('data/osm-land-malaysia-region.geojson', import.meta.url)), fileURLToPath(new URL('data/osm-land-maldives.geojson', import.meta.url))],
  countries: fileURLToPath(new URL('data/region-countries-10m.geojson', import.meta.url)),
  states: fileURLToPath(new URL('data/my-states.geojson', import.meta.url)),
  districts: fileURLToPath(new URL('data/my-districts.geojson', import.meta.url)),
  /** The simulator's world, the same files the server loads (apps/fleet-api/src/simulator/demo-world-files.ts). */
  roads: fileURLToPath(new URL('../../fleet-api/data/roads/shah-alam-roads.geojson', import.meta.url)),
  places: fileURLToPath(new URL('../../fleet-api/data/gazetteer/my-places.json', import.meta.url)),
} as const;

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T;
}

/** Reads every source file. */
export async function loadBasemapSources(files = BASEMAP_SOURCE_FILES): Promise<BasemapSources> {
  const [osmLand, countries, states, districts, roads, places] = await Promise.all([
    Promise.all(files.osmLand.map((f) => readJson<FeatureCollection>(f))),
    readJson<FeatureCollection>(files.countries),
    readJson<FeatureCollection>(files.states),
    readJson<FeatureCollection>(files.districts),
    readJson<RoadCollection>(files.roads),
    readJson<{ places: DemoPlace[] }>(files.places),
  ]);
  return { osmLand, countries, states, districts, world: { roads, places: places.places } };
}
