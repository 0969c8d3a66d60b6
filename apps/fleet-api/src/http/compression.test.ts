import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE, webAppPlugin } from '../web/web-app-plugin';
import { COMPRESS_THRESHOLD_BYTES, compressionPlugin } from './compression';

describe('compression and caching of responses', () => {
  let dir: string;
  const script = `export const rows = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `Truck ${i}` })))};\n`;
  const rows = Array.from({ length: 500 }, (_, i) => ({ assetId: i, assetName: `Hino 500 - WXY ${i}`, status: 'Moving' }));

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'fleet-compress-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), `<!doctype html><title>Fleet</title>${'<!-- padding -->'.repeat(200)}`);
    await writeFile(join(dir, 'assets', 'index-DiqKyO9q.js'), script);
    await writeFile(join(dir, 'assets', 'photo-AbCdEf12.png'), Buffer.alloc(4096, 7));
    await mkdir(join(dir, 'basemap'));
    await writeFile(join(dir, 'basemap', 'roads.geojson'), JSON.stringify({ type: 'FeatureCollection', features: [] }).padEnd(5000, ' '));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  async function app() {
    const a = Fastify();
    await a.register(compressionPlugin);
    a.get('/v2/rows', async () => ({ success: true, rows }));
    a.get('/v2/tiny', async () => ({ success: true }));
    await a.register(webAppPlugin, { webDist: dir });
    return a;
  }

  it('sends API JSON and scripts as brotli, else gzip, as the client accepts, and decodes to the same bytes', async () => {
    const a = await app();
    const plain = await a.inject({ url: '/v2/rows' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await a.inject({ url: '/v2/rows', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(JSON.parse(plain.body));
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    const gz = await a.inject({ url: '/assets/index-DiqKyO9q.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const html = await a.inject({ url: '/monitor', headers: { 'accept-encoding': 'br' } });
    expect(html.headers['content-encoding']).toBe('br');
    await a.close();
  });

  it(`leaves small responses (under ${COMPRESS_THRESHOLD_BYTES} bytes) and images as they are`, async () => {
    const a = await app();
    expect((await a.inject({ url: '/v2/tiny', headers: { 'accept-encoding': 'br' } })).headers['content-encoding']).toBeUndefined();
    const png = await a.inject({ url: '/assets/photo-AbCdEf12.png', headers: { 'accept-encoding': 'br, gzip' } });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.rawPayload.length).toBe(4096);
    await a.close();
  });

  it('caches hashed build assets for a year (immutable) and revalidates index.html and unhashed files', async () => {
    const a = await app();
    expect((await a.inject({ url: '/assets/index-DiqKyO9q.js' })).headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect((await a.inject({ url: '/assets/photo-AbCdEf12.png' })).headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect((await a.inject({ url: '/' })).headers['cache-control']).toBe('no-cache');
    expect((await a.inject({ url: '/reports' })).headers['cache-control']).toBe('no-cache');
    expect((await a.inject({ url: '/basemap/roads.geojson' })).headers['cache-control']).toBe('no-cache');
    await a.close();
  });
});
