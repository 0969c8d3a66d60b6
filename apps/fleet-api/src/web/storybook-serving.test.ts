import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeadersPlugin } from '../http/security-headers';
import { STORYBOOK_HEADERS, webAppPlugin } from './web-app-plugin';

const CONFIG = { roadmapStyleUrl: null, mapStyles: [], trafficTileUrl: null, publicUrl: 'http://localhost:7750' };

async function server(webDist: string, storybookDist: string) {
  const app = Fastify();
  // As in the app (http/api-docs.ts): the routes' schemas are zod's.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(securityHeadersPlugin, { config: CONFIG as never });
  await app.register(webAppPlugin, { webDist, storybookDist });
  return app;
}

describe('the built Storybook at /storybook/', () => {
  let dir: string;
  let web: string;
  let storybook: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'fleet-storybook-'));
    web = join(dir, 'web');
    storybook = join(dir, 'storybook');
    await mkdir(web);
    await writeFile(join(web, 'index.html'), '<!doctype html><title>Fleet</title>');
    await mkdir(join(storybook, 'sb-manager'), { recursive: true });
    await writeFile(join(storybook, 'index.html'), '<!doctype html><title>Storybook</title><script>window.CONFIG_TYPE = "PRODUCTION";</script>');
    await writeFile(join(storybook, 'iframe.html'), '<!doctype html><title>Preview</title>');
    await writeFile(join(storybook, 'sb-manager', 'runtime.js'), 'export {};');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('serves the build with its own CSP on that prefix only, and redirects /storybook', async () => {
    const app = await server(web, storybook);
    const index = await app.inject({ url: '/storybook/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<title>Storybook</title>');
    const csp = String(index.headers['content-security-policy']);
    expect(csp).toBe(STORYBOOK_HEADERS['content-security-policy']);
    // Its inline scripts run, and the manager may frame the preview (same origin only).
    expect(csp).toMatch(/script-src 'self' 'unsafe-inline'/);
    expect(csp).toMatch(/frame-ancestors 'self'/);
    expect(csp).not.toMatch(/https:|\*/);
    expect(index.headers['x-frame-options']).toBe('SAMEORIGIN');
    const preview = await app.inject({ url: '/storybook/iframe.html' });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-security-policy']).toBe(csp);
    const script = await app.inject({ url: '/storybook/sb-manager/runtime.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-security-policy']).toBe(csp);

    for (const url of ['/storybook', '/storybook?path=/docs/ui-button--docs']) {
      const redirect = await app.inject({ url });
      expect(redirect.statusCode, url).toBe(301);
      expect(redirect.headers.location, url).toBe(url.replace('/storybook', '/storybook/'));
    }
    // A missing file under the prefix is a 404, not the app's index.html.
    const missing = await app.inject({ url: '/storybook/nope.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<title>Fleet</title>');

    // The app keeps its strict CSP: no inline scripts, never framed.
    for (const url of ['/', '/monitor', '/storybook-notes']) {
      const app2 = await app.inject({ url });
      expect(app2.statusCode, url).toBe(200);
      expect(app2.body, url).toContain('<title>Fleet</title>');
      expect(app2.headers['content-security-policy'], url).toMatch(/script-src 'self';/);
      expect(app2.headers['content-security-policy'], url).toMatch(/frame-ancestors 'none'/);
      expect(app2.headers['x-frame-options'], url).toBe('DENY');
    }
    await app.close();
  });

  it('answers 404 under the prefix when the Storybook is not built', async () => {
    const app = await server(web, join(dir, 'missing'));
    for (const url of ['/storybook', '/storybook/', '/storybook/iframe.html']) {
      const r = await app.inject({ url });
      expect(r.statusCode, url).toBe(404);
      expect(r.body, url).not.toContain('<title>Fleet</title>');
    }
    expect((await app.inject({ url: '/' })).statusCode).toBe(200);
    await app.close();
  });
});
