import fastifyCompress from '@fastify/compress';
import { constants } from 'node:zlib';
import { VECTOR_TILE_CONTENT_TYPE } from '@fleet/domain';
import { globalPlugin } from './global-plugin';

/** Responses smaller than this go out as they are (compressing them saves less than it costs), bytes. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli quality of every compressed response: 5 keeps within a few per cent of the best ratio on JavaScript and JSON
 * at a fraction of quality 11's time (11 spends ~1 s on the largest chunk, on every request; the chunks are cached
 * `immutable` by browsers, not by the server).
 */
export const BROTLI_QUALITY = 5;

/** @fastify/compress's own test of compressible types (text, JSON, XML, octet-stream), which mime-db completes. */
const DEFAULT_COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)|octet-stream(?:;|$)/u;

/** Whether a content type is compressed: the defaults, and vector tiles (protobuf of small integers and strings). */
export function isCompressibleType(type: string): boolean {
  return DEFAULT_COMPRESSIBLE.test(type) || type.startsWith(VECTOR_TILE_CONTENT_TYPE);
}

/**
 * Compression of every compressible response (JSON, JavaScript, CSS, HTML, SVG, GeoJSON, vector tiles; mime-db decides) with
 * brotli, else gzip, as the client accepts (@fastify/compress). Registered on the root before the routes, so the API,
 * the web app and the errors are all covered; images, PDFs, workbooks and the WebSocket are left as they are.
 */
export const compressionPlugin = globalPlugin('fleet-compression', async (app) => {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: isCompressibleType,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } },
    zlibOptions: { level: 6 },
  });
});
