import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { access } from '../auth/route-access';
import { globalPlugin } from './global-plugin';
import { formatContentSecurityPolicy, type CspDirectives } from './security-headers';

/**
 * The API's contract, generated: every route under /v2 declares its params, querystring, body and responses as zod
 * schemas of `@fleet/domain` (through fastify-type-provider-zod), which validate the requests, serialize the JSON
 * answers, and make the OpenAPI 3.1 document served at `/v2/docs/json`, with a viewer (Swagger UI, its files served
 * from this server) at `/v2/docs`.
 *
 * The docs need no sign-in: the contract holds no data, and the viewer cannot send the app's bearer token by
 * itself (a caller pastes one into "Authorize" to try the routes).
 */
const API_PREFIX = '/v2';
export const API_DOCS_PREFIX = `${API_PREFIX}/docs`;

/** Why the docs routes are public (their `config.access`). */
export const API_DOCS_ACCESS_WHY = 'the API contract (OpenAPI document and its viewer) holds no data; anyone may read it';

/** Areas of the API: each operation's tag, from the first segments of its path. */
const TAG_RULES: readonly (readonly [RegExp, string])[] = [
  [/^\/v2\/(health)$/, 'health'],
  [/^\/v2\/(clients\/login|auth\/|api\/auth\/)/, 'auth'],
  [/^\/v2\/api\/users\/me/, 'account'],
  [/^\/v2\/operator\//, 'operator'],
  [/^\/v2\/(admin\/users|admin\/roles|users)/, 'users'],
  [/^\/v2\/(admin\/pois|settings\/poi)/, 'pois'],
  [/^\/v2\/(admin|company)/, 'administration'],
  [/^\/v2\/audit/, 'audit'],
  [/^\/v2\/(assets|asset-groups|dashboard|vessels)/, 'assets'],
  [/^\/v2\/(import|export)/, 'import-export'],
  [/^\/v2\/(devices|device|ingest)/, 'devices'],
  [/^\/v2\/(share-links|live-location)\//, 'share links'],
  [/^\/v2\/live/, 'live'],
  [/^\/v2\/(map|traffic)/, 'map'],
  [/^\/basemap\//, 'map'],
  [/^\/v2\/(receipts|fuel-receipts|toll-receipts)/, 'receipts'],
  [/^\/v2\/uploads/, 'uploads'],
  [/^\/v2\/(reports|report-jobs|report-schedules|report-runs)/, 'reports'],
  [/^\/v2\/pto/, 'pto'],
  [/^\/v2\/playback/, 'playback'],
  [/^\/v2\/alerts/, 'alerts'],
  [/^\/v2\/data-push/, 'data push'],
  [/^\/v2\/reminders/, 'reminders'],
];

/** The tag (area) of an API path. */
export function tagOf(url: string): string {
  for (const [pattern, tag] of TAG_RULES) if (pattern.test(url)) return tag;
  return url.split('/')[2] ?? 'other';
}

/**
 * The Content-Security-Policy of the docs viewer (`/v2/docs` only; the app keeps its own elsewhere): Swagger UI's
 * script files are ours ('self'), it styles inline and shows data: images; it fetches the document from 'self'.
 */
export function buildApiDocsContentSecurityPolicy(): CspDirectives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'connect-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * Before the access declarations are required (auth/access-plugin.ts): the routes of the docs (registered by
 * @fastify/swagger-ui and @fastify/static, which take no route config) declare public access.
 */
export function declareApiDocsAccess(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.url !== API_DOCS_PREFIX && !route.url.startsWith(`${API_DOCS_PREFIX}/`)) return;
    route.config = { ...route.config, access: access.public(API_DOCS_ACCESS_WHY) };
  });
}

/**
 * The zod type provider's compilers (request validation, JSON serialization) and the OpenAPI document with its
 * viewer. Registered on the root before the routes, so that @fastify/swagger sees every one.
 */
export const apiDocsPlugin = globalPlugin<{ version: string }>('fleet-api-docs', async (app, { version }) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const transform = createJsonSchemaTransform({ skipList: [] });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Fleet API',
        version,
        description:
          'The fleet tracking server. Every route is under /v2; sign in (POST /v2/api/auth/login) and send the access token as `Authorization: Bearer <token>`. Errors answer `{ success: false, error, code, field? }`.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    hideUntagged: false,
    transform: (document) => {
      // Outside /v2 only the routes with a schema (the offline basemap's tiles): not the web app's files.
      if (!document.url.startsWith(`${API_PREFIX}/`) && !document.schema) return { schema: { hide: true }, url: document.url };
      const out = transform(document);
      const config = document.route.config as { access?: { who: string } } | undefined;
      if (out.schema?.hide) return out;
      const schema = { ...out.schema } as Record<string, unknown>;
      schema['tags'] = [tagOf(document.url)];
      if (config?.access && config.access.who !== 'public') schema['security'] = [{ bearerAuth: [] }];
      return { schema: schema as typeof out.schema, url: out.url };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    uiConfig: { deepLinking: true },
  });
  // Over helmet's (set on the raw response): the reply's header wins. The docs prefix only.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(`${API_DOCS_PREFIX}/`) || request.url === API_DOCS_PREFIX) {
      reply.header('content-security-policy', formatContentSecurityPolicy(buildApiDocsContentSecurityPolicy()));
    }
  });
});
