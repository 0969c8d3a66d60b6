import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { BASEMAP_TILE_CACHE_CONTROL, parseBasemapTilePath, VECTOR_TILE_CONTENT_TYPE } from '@fleet/domain';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nonJsonResponse } from '../http/route-schemas';

/** The tiles' route schema (the generated API contract, http/api-docs.ts): a vector tile, or 204 for an empty one. */
const tileSchema = {
  params: z.object({ '*': z.string() }),
  response: {
    200: nonJsonResponse(VECTOR_TILE_CONTENT_TYPE, 'A vector tile of the offline basemap (cached for a year).'),
    204: z.null().describe('A tile of the tileset that holds nothing (MapLibre draws it empty).'),
    404: nonJsonResponse('text/plain', 'No such tile path, or a tileset the build no longer has.'),
  },
};

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
  // In its own scope with the zod compilers: the web app plugin is also registered without the API's (its tests).
  void app.register(async (scope) => {
    scope.setValidatorCompiler(validatorCompiler);
    scope.setSerializerCompiler(serializerCompiler);
    scope.withTypeProvider<ZodTypeProvider>().get(BASEMAP_TILES_ROUTE, { schema: tileSchema }, async (request, reply) => {
      const tile = parseBasemapTilePath(`tiles/${request.params['*']}`);
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
  });
}
