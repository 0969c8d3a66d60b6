import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { API_DOCS_PREFIX } from './api-docs';

/**
 * The generated API contract (http/api-docs.ts): every API route declares its schemas (params, querystring, body,
 * responses) and the OpenAPI 3.1 document at /v2/docs/json lists each with them. A new route without a schema fails
 * here. Excluded: the docs' own routes and the live WebSocket (no HTTP contract).
 */

/**
 * Routes under /v2 without a JSON body although they are POST/PUT/PATCH: an action named by the path, a raw file
 * (upload, import), an export started from the query.
 */
const NO_JSON_BODY = new Set([
  'POST /v2/reports/:type/pdf',
  'POST /v2/reports/:type/xlsx',
  'POST /v2/api/auth/logout',
  'POST /v2/auth/oidc/start',
  'POST /v2/devices/:identifier/unassign',
  'POST /v2/users/:id/password-reset',
  'POST /v2/operator/companies/:tenantId/support-session',
  'POST /v2/fleets/uploadFiles',
  'POST /v2/import/:kind',
  'POST /v2/report-schedules/:id/run',
  'POST /v2/trips/:id/dispatch',
  'POST /v2/trips/:id/reopen',
  'POST /v2/share-links/:id/revoke',
]);

/** Not HTTP contracts: the live WebSocket (docs/live-contract.md); a plain GET of it is a 404. */
const EXCLUDED = new Set(['GET /v2/live']);

interface SeenRoute {
  key: string;
  url: string;
  method: string;
  schema: RouteOptions['schema'];
  websocket: boolean;
}

const isExcluded = (route: SeenRoute) => route.websocket || EXCLUDED.has(route.key) || route.url === API_DOCS_PREFIX || route.url.startsWith(`${API_DOCS_PREFIX}/`);

describe('API contract', () => {
  let t: TestApp;
  const seen: SeenRoute[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      extend: (app) =>
        app.addHook('onRoute', (route) => {
          if (!route.url.startsWith('/v2/')) return;
          const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
          for (const method of methods) {
            seen.push({ key: `${method} ${route.url}`, url: route.url, method, schema: route.schema, websocket: Boolean((route as { websocket?: boolean }).websocket) });
          }
        }),
    });
  });
  afterAll(async () => t?.close());

  it('gives every API route its request and response schemas', () => {
    const routes = seen.filter((r) => !isExcluded(r));
    expect(routes.length).toBeGreaterThan(60);
    const missing: string[] = [];
    for (const route of routes) {
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      if (route.url.includes(':') && !schema['params']) missing.push(`${route.key}: params`);
      if (['POST', 'PUT', 'PATCH'].includes(route.method) && !NO_JSON_BODY.has(route.key) && !schema['body']) missing.push(`${route.key}: body`);
      const response = schema['response'] as Record<string, unknown> | undefined;
      const success = response && Object.keys(response).find((code) => /^[23]/.test(code));
      if (!success) missing.push(`${route.key}: response`);
    }
    expect(missing, 'routes without schemas').toEqual([]);
  });

  it('serves the OpenAPI 3.1 document listing every route with its schemas', async () => {
    const r = await t.app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/json` });
    expect(r.statusCode).toBe(200);
    const doc = r.json() as {
      openapi: string;
      info: { title: string; version: string };
      paths: Record<string, Record<string, { tags?: string[]; security?: unknown[]; parameters?: { in: string; name: string; schema?: unknown }[]; requestBody?: { content: Record<string, { schema: unknown }> }; responses?: Record<string, { content?: Record<string, { schema?: unknown }>; description?: string }> }>>;
      components: { securitySchemes: Record<string, { type: string; scheme: string }> };
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBeTruthy();
    expect(doc.components.securitySchemes['bearerAuth']).toMatchObject({ type: 'http', scheme: 'bearer' });
    const problems: string[] = [];
    for (const route of seen.filter((x) => !isExcluded(x))) {
      const path = route.url.replace(/:([A-Za-z]+)/g, '{$1}').replace('*', '{*}');
      const op = doc.paths[path]?.[route.method.toLowerCase()];
      if (!op) {
        problems.push(`${route.key}: not in the document`);
        continue;
      }
      if (!op.tags?.length) problems.push(`${route.key}: no tag`);
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      for (const name of route.url.match(/:([A-Za-z]+)/g) ?? []) {
        if (!op.parameters?.some((p) => p.in === 'path' && p.name === name.slice(1) && p.schema)) problems.push(`${route.key}: path parameter ${name} undocumented`);
      }
      if (schema['querystring'] && !op.parameters?.some((p) => p.in === 'query')) problems.push(`${route.key}: query undocumented`);
      if (schema['body'] && !op.requestBody?.content['application/json']?.schema) problems.push(`${route.key}: body undocumented`);
      if (schema['response']) {
        const codes = Object.keys(op.responses ?? {});
        if (!codes.some((c) => /^[23]/.test(c))) problems.push(`${route.key}: no success response`);
        for (const code of codes) {
          const answer = op.responses?.[code];
          if (!answer?.description) problems.push(`${route.key}: response ${code} without a description`);
        }
        const json = op.responses?.['200']?.content?.['application/json'];
        if (json && !json.schema) problems.push(`${route.key}: JSON response without a schema`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('declares bearer auth on signed-in routes and none on public ones', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/json` })).json() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    expect(doc.paths['/v2/health']?.['get']?.security).toBeUndefined();
    expect(doc.paths['/v2/api/auth/me']?.['get']?.security).toEqual([{ bearerAuth: [] }]);
  });

  it('serves the viewer and its files from this server, with the docs policy, without sign-in', async () => {
    const page = await t.app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)[^"']*\.(js|css)/);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    const script = page.body.match(/src="\.?\/?([^"]*swagger-ui-bundle\.js)"/)?.[1];
    expect(script).toBeTruthy();
    const file = await t.app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/${script?.replace(/^docs\//, '')}` });
    expect(file.statusCode).toBe(200);
    // Elsewhere the app's strict policy stays.
    const api = await t.app.inject({ method: 'GET', url: '/v2/health' });
    expect(String(api.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});
