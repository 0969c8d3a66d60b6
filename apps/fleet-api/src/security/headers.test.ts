import { access } from '../auth/route-access';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeadersPlugin } from '../http/security-headers';
import { call, createTestApp, loginAs, type TestApp, type TestResponse } from '../testing/test-app';

const STYLE_URL = 'https://tiles.example.my/styles/streets/style.json';
const SATELLITE_URL = 'https://sat.example.my:8443/style.json?key=k';
const TRAFFIC_URL = 'http://traffic.example.my/{z}/{x}/{y}.png';

/** The policy every response must carry with the configuration above (PUBLIC_URL http://localhost:7750). */
const EXPECTED_CSP: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  // The online roadmap (OpenFreeMap by default: style, tiles, sprites and glyphs on one origin) comes first.
  'connect-src': ["'self'", 'blob:', 'ws://localhost:7750', 'https://tiles.openfreemap.org', 'https://tiles.example.my', 'https://sat.example.my:8443', 'http://traffic.example.my'],
  'img-src': ["'self'", 'data:', 'blob:', 'https://tiles.openfreemap.org', 'https://tiles.example.my', 'https://sat.example.my:8443', 'http://traffic.example.my', 'https:'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'font-src': ["'self'", 'data:'],
  'frame-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The CSP header as directive -> sources; a directive named twice fails the test. */
function parseCsp(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  const directives: Record<string, string[]> = {};
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    expect(directives, `directive ${name} twice`).not.toHaveProperty(name);
    directives[name] = sources;
  }
  return directives;
}

/** Asserts the headers every response must carry. */
function expectSecurityHeaders(response: Pick<TestResponse, 'headers'>): void {
  const h = response.headers;
  expect(parseCsp(h['content-security-policy'])).toEqual(EXPECTED_CSP);
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('no-referrer');
  expect(h['cross-origin-opener-policy']).toBe('same-origin');
  expect(h['x-frame-options']).toBe('DENY');
  expect(h).not.toHaveProperty('strict-transport-security');
  expect(h).not.toHaveProperty('cross-origin-embedder-policy');
  expect(h).not.toHaveProperty('content-security-policy-report-only');
}

describe('security headers', () => {
  let webDist: string;
  let t: TestApp;

  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'fleet-web-headers-'));
    await mkdir(join(webDist, 'assets'));
    await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Fleet</title>');
    await writeFile(join(webDist, 'assets', 'app-1234.js'), 'console.log(1);');
    await writeFile(join(webDist, 'assets', 'maplibre-gl-worker-1234.mjs'), 'export {};');
    t = await createTestApp({
      config: {
        webDist,
        mapStyles: [
          { id: 'streets', label: 'Streets', url: STYLE_URL },
          { id: 'satellite', label: 'Satellite', url: SATELLITE_URL },
          // Same origin as streets: named once.
          { id: 'dark', label: 'Dark', url: 'https://tiles.example.my/styles/dark/style.json' },
        ],
        trafficTileUrl: TRAFFIC_URL,
      },
      extend: (app) => app.get('/v2/test-failure', { config: { access: access.public('a test route') } }, async () => Promise.reject(new Error('boom'))),
    });
  });
  afterAll(async () => {
    await t?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('are on an API JSON 200', async () => {
    const r = await call(t.app, 'GET', '/v2/health');
    expect(r.status).toBe(200);
    expectSecurityHeaders(r);
  });

  it('are on an authenticated API call', async () => {
    const { accessToken } = await loginAs(t.app, 'demo', 'demo');
    const r = await call(t.app, 'GET', '/v2/assets', { token: accessToken });
    expect(r.status).toBe(200);
    expectSecurityHeaders(r);
  });

  it('are on a 401', async () => {
    const r = await call(t.app, 'GET', '/v2/assets');
    expect(r.status).toBe(401);
    expectSecurityHeaders(r);
  });

  it('are on a 400 from validation and from a body that is not JSON', async () => {
    const invalid = await call(t.app, 'POST', '/v2/clients/login', { body: {} });
    expect(invalid.status).toBe(400);
    expectSecurityHeaders(invalid);
    const unparsable = await call(t.app, 'POST', '/v2/clients/login', { body: '{"username":', headers: { 'content-type': 'application/json' } });
    expect(unparsable.status).toBe(400);
    expectSecurityHeaders(unparsable);
  });

  it('are on an API 404 and on a 500', async () => {
    const missing = await call(t.app, 'GET', '/v2/no-such-route');
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing);
    const failed = await call(t.app, 'GET', '/v2/test-failure');
    expect(failed.status).toBe(500);
    expectSecurityHeaders(failed);
  });

  it('are on the web app: index.html, a client route, a script and a module worker', async () => {
    for (const url of ['/', '/monitor/map', '/assets/app-1234.js', '/assets/maplibre-gl-worker-1234.mjs']) {
      const r = await call(t.app, 'GET', url);
      expect(r.status, url).toBe(200);
      expectSecurityHeaders(r);
    }
    const html = await call(t.app, 'GET', '/reset-password/one-time-token');
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('HSTS', () => {
  const config = { roadmapStyleUrl: null, mapStyles: [], trafficTileUrl: null };

  it('is sent only when PUBLIC_URL is https, and the live socket origin follows its scheme', async () => {
    const secure = Fastify();
    await secure.register(securityHeadersPlugin, { config: { ...config, publicUrl: 'https://fleet.example.my' } });
    secure.get('/x', async () => ({ ok: true }));
    const r = await secure.inject({ url: '/x' });
    expect(r.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(parseCsp(r.headers['content-security-policy'])['connect-src']).toEqual(["'self'", 'blob:', 'wss://fleet.example.my']);
    await secure.close();

    const plain = Fastify();
    await plain.register(securityHeadersPlugin, { config: { ...config, publicUrl: 'http://localhost:7750' } });
    const missing = await plain.inject({ url: '/nothing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers).not.toHaveProperty('strict-transport-security');
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    await plain.close();
  });
});
