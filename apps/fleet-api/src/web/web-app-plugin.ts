import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES, MESSAGES } from '@fleet/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { globalPlugin } from '../http/global-plugin';
import { buildStorybookContentSecurityPolicy, formatContentSecurityPolicy } from '../http/security-headers';
import { registerBasemapTiles } from './basemap-tiles';

/** Options of the web app plugin. */
export interface WebAppOptions extends Record<string, unknown> {
  /** Folder of the built web app. */
  webDist: string;
  /** Folder of the built Storybook, served at {@link STORYBOOK_PREFIX} when built (its index.html exists). */
  storybookDist?: string;
  /** Prefix of the API, whose unknown paths answer JSON 404s. @default '/v2' */
  apiPrefix?: string;
}

/** The page served when there is no build of the web app. */
export const NOT_BUILT_PAGE =
  '<!doctype html><html><head><meta charset="utf-8"><title>Fleet</title></head><body>' +
  '<h1>Fleet server is running</h1><p>The web app is not built. Run <code>npx nx run fleet-web:build</code>, ' +
  'then reload this page. The API answers under <a href="/v2/health">/v2</a>.</p></body></html>';

/** Cache-Control of the build's hashed files (`/assets/<name>-<hash>.<ext>`): their content never changes. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** Where the built Storybook is served (`/storybook` redirects here). */
export const STORYBOOK_PREFIX = '/storybook/';

/** The headers of the Storybook's responses instead of the app's CSP and X-Frame-Options (its manager frames its preview). */
export const STORYBOOK_HEADERS = {
  'content-security-policy': formatContentSecurityPolicy(buildStorybookContentSecurityPolicy()),
  'x-frame-options': 'SAMEORIGIN',
} as const;

/** The body of a 404 under the Storybook's prefix. */
export const STORYBOOK_NOT_FOUND = 'Not found. The Storybook is served here once built: npx storybook build -o dist/storybook';

/** Whether a served file is one of the build's hashed assets. */
const isHashedAsset = (path: string) => /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/.test(path);

/**
 * Serves the built web app at `/` with an SPA fallback: a GET of any path outside the API without a file answers
 * index.html, so that client routes survive a reload. `.mjs` files (module workers) go out as text/javascript.
 * Unknown API paths, and other methods, answer the JSON 404. The offline basemap's tiles have their own route
 * (basemap-tiles.ts): immutable caching, and 204 for a tile that holds nothing rather than the SPA fallback.
 */
export const webAppPlugin = globalPlugin<WebAppOptions>('fleet-web-app', async (app, options) => {
  const apiPrefix = options.apiPrefix ?? '/v2';
  const built = existsSync(join(options.webDist, 'index.html'));
  if (built) {
    registerBasemapTiles(app, options.webDist);
    await app.register(fastifyStatic, {
      root: options.webDist,
      wildcard: true,
      // The cache-control above is ours (the plugin's own would override it with max-age=0).
      cacheControl: false,
      setHeaders: (reply, path) => {
        if (path.endsWith('.mjs')) reply.header('content-type', 'text/javascript; charset=utf-8');
        // Hashed build assets never change: cached for a year; index.html (and unhashed files) are revalidated so that
        // new builds show up.
        if (isHashedAsset(path)) reply.header('cache-control', IMMUTABLE_CACHE);
        else reply.header('cache-control', 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDist: options.webDist }, 'web app not built: / answers a placeholder page');
  }
  await registerStorybook(app, options.storybookDist);

  const isStorybook = (url: string) => url.startsWith(STORYBOOK_PREFIX) || /^\/storybook(\?|$)/.test(url);
  const isApi = (url: string) => url === apiPrefix || url.startsWith(`${apiPrefix}/`) || url.startsWith(`${apiPrefix}?`);

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const method = request.method;
    if (isStorybook(request.url)) return reply.code(404).type('text/plain; charset=utf-8').send(STORYBOOK_NOT_FOUND);
    if (!isApi(request.url) && (method === 'GET' || method === 'HEAD')) {
      if (built) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return reply.type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    }
    return reply.code(404).send({ success: false, error: MESSAGES.notFound, code: ERROR_CODES.notFound });
  });
});

/**
 * The built Storybook (`npx storybook build -o dist/storybook`) at `/storybook/`, `/storybook` redirecting there, with
 * {@link STORYBOOK_HEADERS} on that prefix only (the app keeps its strict CSP elsewhere). A path under the prefix
 * without a file, and every one without a build, answers 404 (never the app's SPA fallback).
 */
async function registerStorybook(app: FastifyInstance, dist: string | undefined): Promise<void> {
  const root = STORYBOOK_PREFIX.slice(0, -1);
  // Not built: the not-found handler answers 404 for the prefix.
  if (!dist || !existsSync(join(dist, 'index.html'))) return;
  app.get(root, async (request, reply) => {
    const query = request.url.slice(root.length);
    return reply.headers(STORYBOOK_HEADERS).redirect(`${STORYBOOK_PREFIX}${query}`, 301);
  });
  await app.register(fastifyStatic, {
    root: dist,
    prefix: STORYBOOK_PREFIX,
    decorateReply: false,
    wildcard: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      // Over helmet's (set on the raw response): the reply's headers win when they are written.
      reply.headers(STORYBOOK_HEADERS);
      if (path.endsWith('.mjs')) reply.header('content-type', 'text/javascript; charset=utf-8');
      // Storybook's bundles carry hashes in their names, but not every file: revalidated like the app's unhashed files.
      reply.header('cache-control', 'no-cache');
    },
  });
}
