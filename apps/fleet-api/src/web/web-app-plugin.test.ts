import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES } from '@fleet/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_BUILT_PAGE, webAppPlugin } from './web-app-plugin';

describe('web app plugin', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'fleet-web-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>Fleet</title>');
    await writeFile(join(dir, 'assets', 'worker.mjs'), 'export {};');
    await writeFile(join(dir, 'assets', 'app.js'), 'console.log(1);');
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
