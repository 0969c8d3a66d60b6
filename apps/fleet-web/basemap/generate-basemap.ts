/**
 * The offline basemap's vector tiles, generated at build time from the data in basemap/data (OSM land, Natural Earth,
 * DOSM states and districts) and the demo fleet's world (Shah Alam OSM roads, the gazetteer): a `land` tileset to zoom
 * 10 and a `roads` tileset to zoom 14, each with a TileJSON whose tile URLs carry a hash of the tiles.
 */
import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { demoFleetRoads, type DemoWorld } from '@fleet/demo-fleet';
import { BASEMAP_TILESETS, BOUNDARY_MIN_ZOOM, basemapTileJsonPath, roadMinZoom, type BasemapTileset } from '@fleet/domain';
import type { Feature, FeatureCollection } from 'geojson';
import { boundariesLayer, landLayer } from './land';
import { cutTiles, type EncodedTile, type LayerSpec } from './tiles';

/** What the tiles are made from. */
export interface BasemapSources {
  /** OSM land polygons (property iso_a3). */
  osmLand: FeatureCollection[];
  /** Natural Earth countries (fill-in where the OSM land has nothing). */
  countries: FeatureCollection;
  /** DOSM states (property state) and districts (property code_state_district). */
  states: FeatureCollection;
  districts: FeatureCollection;
  /** The demo fleet's world: Shah Alam OSM roads and the gazetteer. */
  world: DemoWorld;
}

/** One generated tileset. */
export interface GeneratedTileset {
  tileset: BasemapTileset;
  /** First 10 hex digits of a SHA-256 over the tiles: part of the tile URLs, so they can be cached for good. */
  hash: string;
  tiles: EncodedTile[];
  /** The TileJSON (tile URLs relative to the basemap folder). */
  tileJson: Record<string, unknown>;
}

/** The result of {@link generateBasemap}. */
export interface GeneratedBasemap {
  tilesets: GeneratedTileset[];
  /** Time the generation took, ms. */
  elapsedMs: number;
}

/** Credits of the offline basemap's tiles (see public/basemap/ATTRIBUTION.md). */
export const TILES_ATTRIBUTION = '© OpenStreetMap contributors, Natural Earth, Source: DOSM';

/** Tile units per side: 8192 at zoom 10 is about 5 m at the equator, detail enough to overzoom to street level. */
const LAND_EXTENT = 8192;
/** Simplification of the land, tile units (about 5 m at zoom 10; 3 units, the default, would be 14 m). */
const LAND_TOLERANCE = 1;

/** The folder of a tileset's tiles, relative to the basemap folder. */
export function tilesFolder(generated: Pick<GeneratedTileset, 'tileset' | 'hash'>): string {
  return `tiles/${generated.tileset.id}-${generated.hash}`;
}

function hashTiles(tiles: readonly EncodedTile[]): string {
  const h = createHash('sha256');
  for (const t of tiles) {
    h.update(`${t.z}/${t.x}/${t.y}:${t.bytes.length};`);
    h.update(t.bytes);
  }
  return h.digest('hex').slice(0, 10);
}

function finish(tileset: BasemapTileset, tiles: EncodedTile[], fields: Record<string, Record<string, string>>, bounds: number[]): GeneratedTileset {
  const generated = { tileset, hash: hashTiles(tiles), tiles };
  return {
    ...generated,
    tileJson: {
      tilejson: '3.0.0',
      name: `fleet-${tileset.id}`,
      attribution: TILES_ATTRIBUTION,
      scheme: 'xyz',
      tiles: [`${tilesFolder(generated)}/{z}/{x}/{y}.pbf`],
      minzoom: tileset.minzoom,
      maxzoom: tileset.maxzoom,
      bounds,
      vector_layers: tileset.layers.map((id) => ({ id, fields: fields[id] ?? {} })),
    },
  };
}

/** Road features for the tiles: only `highway` and `name`, each from its class's zoom. */
function roadLayers(world: DemoWorld): LayerSpec[] {
  const roads: Feature[] = [
    ...world.roads.features.map((f) => ({ type: 'Feature' as const, properties: { highway: f.properties.highway, name: f.properties.name ?? '' }, geometry: f.geometry as Feature['geometry'] })),
    ...demoFleetRoads({ world }).features.map((f) => ({ type: 'Feature' as const, properties: { highway: f.properties.highway, name: f.properties.name }, geometry: f.geometry })),
  ];
  const byZoom = new Map<number, Feature[]>();
  for (const f of roads) {
    const z = roadMinZoom(String(f.properties?.highway));
    byZoom.set(z, [...(byZoom.get(z) ?? []), f]);
  }
  return [...byZoom.entries()].map(([minzoom, features]) => ({ name: 'roads', minzoom, features }));
}

/** Cuts both tilesets. Pure apart from the clock; about 10-20 s on one core. */
export function generateBasemap(sources: BasemapSources): GeneratedBasemap {
  const started = performance.now();
  const land = BASEMAP_TILESETS.land;
  const boundaries = boundariesLayer(sources.osmLand, sources.states, sources.districts);
  const landTiles = cutTiles(
    [
      { name: 'land', features: landLayer(sources.osmLand, sources.countries) },
      { name: 'boundaries', features: boundaries.filter((f) => f.properties?.kind !== 'district') },
      { name: 'boundaries', features: boundaries.filter((f) => f.properties?.kind === 'district'), minzoom: BOUNDARY_MIN_ZOOM.district },
    ],
    { minzoom: land.minzoom, maxzoom: land.maxzoom, extent: LAND_EXTENT, tolerance: LAND_TOLERANCE },
  );
  const roads = BASEMAP_TILESETS.roads;
  const roadTiles = cutTiles(roadLayers(sources.world), { minzoom: roads.minzoom, maxzoom: roads.maxzoom });
  return {
    tilesets: [
      finish(land, landTiles, { land: { iso_a3: 'String' }, boundaries: { kind: 'String' } }, [72, -7, 126, 21]),
      finish(roads, roadTiles, { roads: { highway: 'String', name: 'String' } }, [99, 0.5, 120, 7.5]),
    ],
    elapsedMs: performance.now() - started,
  };
}

/**
 * Writes the tilesets into `dir` (the basemap folder of the build output): `<id>.json` and
 * `tiles/<id>-<hash>/<z>/<x>/<y>.pbf`. Earlier tiles in `dir/tiles` are removed first.
 */
export async function writeBasemap(basemap: GeneratedBasemap, dir: string): Promise<void> {
  await rm(join(dir, 'tiles'), { recursive: true, force: true });
  for (const generated of basemap.tilesets) {
    const folder = join(dir, tilesFolder(generated));
    const made = new Set<string>();
    for (const t of generated.tiles) {
      const file = join(folder, String(t.z), String(t.x), `${t.y}.pbf`);
      const parent = dirname(file);
      if (!made.has(parent)) {
        await mkdir(parent, { recursive: true });
        made.add(parent);
      }
      await writeFile(file, t.bytes);
    }
    await writeFile(join(dir, basemapTileJsonPath(generated.tileset)), `${JSON.stringify(generated.tileJson, null, 2)}\n`);
  }
}
