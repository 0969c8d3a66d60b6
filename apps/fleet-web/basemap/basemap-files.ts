/** Answers a request below /basemap/ from a generated basemap folder, as the API server does (dev and preview servers). */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BASEMAP_TILE_CACHE_CONTROL, parseBasemapTilePath, VECTOR_TILE_CONTENT_TYPE } from '@fleet/domain';

/** An answer: status, headers and body (none for 204). */
export interface BasemapFileResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer | null;
}

/**
 * The answer for `path` (relative to the basemap folder `dir`): a TileJSON file (revalidated: it names the current
 * tiles), a tile (cached for good), 204 for a tile of an existing tileset that holds nothing; null for anything else.
 */
export async function basemapFileResponse(dir: string, path: string): Promise<BasemapFileResponse | null> {
  if (/^[a-z]+\.json$/.test(path)) {
    const file = join(dir, path);
    if (!existsSync(file)) return null;
    return { status: 200, headers: { 'content-type': 'application/json', 'cache-control': 'no-cache' }, body: await readFile(file) };
  }
  const tile = parseBasemapTilePath(path);
  if (!tile || !existsSync(join(dir, 'tiles', tile.folder))) return null;
  const file = join(dir, 'tiles', tile.folder, String(tile.z), String(tile.x), `${tile.y}.pbf`);
  if (!existsSync(file)) return { status: 204, headers: { 'cache-control': BASEMAP_TILE_CACHE_CONTROL }, body: null };
  return { status: 200, headers: { 'content-type': VECTOR_TILE_CONTENT_TYPE, 'cache-control': BASEMAP_TILE_CACHE_CONTROL }, body: await readFile(file) };
}
