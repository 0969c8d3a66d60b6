import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES } from '@fleet/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressionPlugin } from '../http/compression';
import { NOT_BUILT_PAGE, webAppPlugin } from './web-app-plugin';

describe('web app plugin', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'fleet-web-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>Fleet</title>');
    await writeFile(join(dir, 'assets', 'worker.mjs'), 'export {};');
    await writeFile(join(dir, 'assets', 'app.js'), 'console.log(1);');
    await mkdir(join(dir, 'basemap', 'tiles', 'land-0123456789', '10', '800'), { recursive: true });
    await writeFile(join(dir, 'basemap', 'land.json'), '{"tiles":["tiles/land-0123456789/{z}/{x}/{y}.pbf"]}');
    // A vector tile's bytes (protobuf); repeated so that it is worth compressing.
    await writeFile(join(dir, 'basemap', 'tiles', 'land-0123456789', '10', '800', '503.pbf'), Buffer.alloc(4096, 0x1a));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('serves files, falls back to index.html for client routes, and sends .mjs as text/javascript', async () => {
    const app = Fastify();
    await app.register(webAppPlugin, { webDist: dir });
    const index = await app.inject({ url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<title>Fleet</title>');
    const deep = await app.inject({ url: '/monitor/table/Truck%201/12' });
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['content-type']).toMatch(/text\/html/);
    expect(deep.body).toContain('<title>Fleet</title>');
    const worker = await app.inject({ url: '/assets/worker.mjs' });
    expect(worker.headers['content-type']).toMatch(/^text\/javascript/);
    const script = await app.inject({ url: '/assets/app.js' });
    expect(script.statusCode).toBe(200);
    await app.close();
  });

  it('serves basemap tiles as vector tiles cached for good, 204 for an empty tile, 404 for anything else', async () => {
    const app = Fastify();
    await app.register(compressionPlugin);
    await app.register(webAppPlugin, { webDist: dir });
    const tile = await app.inject({ url: '/basemap/tiles/land-0123456789/10/800/503.pbf', headers: { 'accept-encoding': 'br' } });
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['content-type']).toBe('application/vnd.mapbox-vector-tile');
    expect(tile.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(tile.headers['content-encoding']).toBe('br');
    const empty = await app.inject({ url: '/basemap/tiles/land-0123456789/10/801/503.pbf' });
    expect(empty.statusCode).toBe(204);
    expect(empty.body).toBe('');
    expect(empty.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/basemap/tiles/land-9999999999/10/800/503.pbf', '/basemap/tiles/land-0123456789/2/9/0.pbf', '/basemap/tiles/land-0123456789/10/800/503.png']) {
      const r = await app.inject({ url });
      expect(r.statusCode, url).toBe(404);
    }
    const tileJson = await app.inject({ url: '/basemap/land.json' });
    expect(tileJson.statusCode).toBe(200);
    expect(tileJson.headers['cache-control']).toBe('no-cache');
    await app.close();
  });

  it('answers unknown API paths and non-GET methods with the JSON 404', async () => {
    const app = Fastify();
    await app.register(webAppPlugin, { webDist: dir });
    for (const [method, url] of [['GET', '/v2/nope'], ['POST', '/v2/nope'], ['POST', '/somewhere']] as const) {
      const r = await app.inject({ method, url });
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ success: false, error: MESSAGES.notFound, code: 'NOT_FOUND' });
    }
    await app.close();
  });

  it('answers a plain page when the web app is not built', async () => {
    const app = Fastify();
    await app.register(webAppPlugin, { webDist: join(dir, 'missing') });
    const r = await app.inject({ url: '/' });
    expect(r.statusCode).toBe(200);
    expect(r.body).toBe(NOT_BUILT_PAGE);
    expect(r.body).toMatch(/not built/);
    await app.close();
  });
});
