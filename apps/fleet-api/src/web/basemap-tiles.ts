import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { BASEMAP_TILE_CACHE_CONTROL, parseBasemapTilePath, VECTOR_TILE_CONTENT_TYPE } from '@fleet/domain';
import type { FastifyInstance } from 'fastify';

/** URL path of the offline basemap's tiles (the build writes them to <webDist>/basemap/tiles). */
export const BASEMAP_TILES_ROUTE = '/basemap/tiles/*';

/**
 * GET /basemap/tiles/<tileset>-<hash>/<z>/<x>/<y>.pbf: a vector tile of the offline basemap, cached for a year
 * (`immutable`: the hash in the path changes with the tiles). A tile of an existing tileset that holds nothing (open
 * sea, a zoom where nothing is drawn) answers 204 with the same caching, which MapLibre takes as an empty tile
 * without an error; any other path, or a tileset the build no longer has, 404. Tiles go out compressed like JSON
 * (compression.ts).
 */
export function registerBasemapTiles(app: FastifyInstance, webDist: string): void {
  const root = join(webDist, 'basemap');
  app.get(BASEMAP_TILES_ROUTE, async (request, reply) => {
    const tile = parseBasemapTilePath(`tiles/${(request.params as { '*': string })['*']}`);
    if (!tile || !existsSync(join(root, 'tiles', tile.folder))) {
      return reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send('Not found');
    }
    const file = join(root, 'tiles', tile.folder, String(tile.z), String(tile.x), `${tile.y}.pbf`);
    let bytes: Buffer;
    try {
      bytes = await readFile(file);
    } catch {
      return reply.code(204).header('cache-control', BASEMAP_TILE_CACHE_CONTROL).send();
    }
    return reply.type(VECTOR_TILE_CONTENT_TYPE).header('cache-control', BASEMAP_TILE_CACHE_CONTROL).send(bytes);
  });
}
