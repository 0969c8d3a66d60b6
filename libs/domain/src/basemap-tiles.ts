/**
 * The offline basemap's vector tiles: what the build writes (apps/fleet-web/basemap) and what the map style reads
 * (map-kit buildRoadmapStyle). Each tileset has a TileJSON file `<id>.json` in the basemap folder whose tile URLs are
 * relative to that folder and carry a content hash, so the tiles can be cached for good.
 */

/** One tileset: its id (TileJSON `<id>.json`), zoom range (MapLibre overzooms past `maxzoom`) and layers. */
export interface BasemapTileset {
  id: string;
  minzoom: number;
  maxzoom: number;
  layers: readonly string[];
}

/**
 * The tilesets: `land` (OSM land polygons with `iso_a3`, and `boundaries` lines with `kind`) to zoom 10, where 4096
 * units of a tile are 10 m; `roads` (lines with `highway` and `name`) from zoom 6, where inter-town roads start to
 * show, to zoom 14.
 */
export const BASEMAP_TILESETS = {
  land: { id: 'land', minzoom: 0, maxzoom: 10, layers: ['land', 'boundaries'] },
  roads: { id: 'roads', minzoom: 6, maxzoom: 14, layers: ['roads'] },
} as const satisfies Record<string, BasemapTileset>;

/** Kinds of line in the `boundaries` layer: land borders between countries, states, districts. */
export const BOUNDARY_KINDS = ['country', 'state', 'district'] as const;
export type BoundaryKind = (typeof BOUNDARY_KINDS)[number];

/** Zoom from which each kind of boundary is in the tiles (and drawn). */
export const BOUNDARY_MIN_ZOOM: Readonly<Record<BoundaryKind, number>> = { country: 0, state: 0, district: 7 };

/** Path of a tileset's TileJSON, relative to the basemap folder. */
export function basemapTileJsonPath(tileset: Pick<BasemapTileset, 'id'>): string {
  return `${tileset.id}.json`;
}

/** Content type of a vector tile (IANA). */
export const VECTOR_TILE_CONTENT_TYPE = 'application/vnd.mapbox-vector-tile';

/**
 * Zoom from which a road of an OSM highway class is in the tiles (and drawn): trunk and motorway roads (the fleet's
 * inter-town links among them) from 6, primary from 9, the rest (and every `_link`) from 11.
 */
export function roadMinZoom(highway: string): number {
  if (highway === 'motorway' || highway === 'trunk') return 6;
  if (highway === 'primary') return 9;
  return 11;
}

/** Cache-Control of the tiles, and of the empty answers for tiles that hold nothing: their URLs carry a content hash. */
export const BASEMAP_TILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A tile's place below the basemap folder: `tiles/<id>-<hash>/<z>/<x>/<y>.pbf`. */
export interface BasemapTilePath {
  /** `<id>-<hash>`, the tileset's folder. */
  folder: string;
  z: number;
  x: number;
  y: number;
}

/** Parses a path below the basemap folder as a tile path; null when it is not one, or names a tile that cannot exist. */
export function parseBasemapTilePath(path: string): BasemapTilePath | null {
  const m = /^tiles\/([a-z]+-[0-9a-f]{10})\/(\d{1,2})\/(\d{1,7})\/(\d{1,7})\.pbf$/.exec(path);
  if (!m) return null;
  const [z, x, y] = [Number(m[2]), Number(m[3]), Number(m[4])];
  if (z > 24 || x >= 2 ** z || y >= 2 ** z) return null;
  return { folder: m[1]!, z, x, y };
}
