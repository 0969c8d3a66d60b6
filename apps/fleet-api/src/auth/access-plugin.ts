import { ERROR_CODES, MESSAGES, PAGE_NAMES, hasPageAccess, noPageAccessMessage } from '@fleet/domain';
import type { FastifyInstance, FastifyRequest, RouteOptions as FastifyRoute } from 'fastify';
import type { RouteOptions } from '../app-context';
import { globalPlugin } from '../http/global-plugin';
import { forbidden } from '../http/http-error';
import { isOperator, type OperatorContext } from '../operator/operator-accounts';
import { callerOf } from './guards';
import { checkObject, type GuardContext } from './object-guards';
import type { RouteAccess } from './route-access';

/** A route of the API and who may call it, as the access plugin recorded it. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with its access declaration, in registration order (the authorization matrix test walks it). */
    apiRoutes: DeclaredRoute[];
  }
}

/** Options of the access plugin. */
export type AccessPluginOptions = RouteOptions<keyof OperatorContext | keyof GuardContext>;

/**
 * Records every route under `prefix` with its declaration in `app.apiRoutes`, and throws at registration when one
 * declares none, so that the server does not start. Called on the root instance before anything is registered, so
 * that no route escapes it (routes registered on the root or in any plugin).
 */
export function requireAccessDeclarations(app: FastifyInstance, prefix: string): void {
  const routes: DeclaredRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${prefix}/`)) return;
    const declared = route.config?.access;
    if (!declared) throw new Error(`${methodsOf(route).join(',')} ${route.url} declares no access (config.access): say who may call it.`);
    for (const method of methodsOf(route)) routes.push({ method, url: route.url, access: declared });
  });
}

const methodsOf = (route: FastifyRoute) => (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');

/**
 * Enforces the `config.access` each API route declares (auth/route-access.ts), in one place (the declarations are
 * required by `requireAccessDeclarations`):
 * - onRequest: sign-in (401), role (403 NOT_AUTHORIZED), page keys (403 'You do not have access to {page}') and the
 *   action permission (403 NOT_AUTHORIZED);
 * - preHandler (the body is parsed by then): the object the route touches must belong to what the caller may see.
 * Registered before the routes.
 */
export const accessPlugin = globalPlugin<AccessPluginOptions>('fleet-access', async (app, { ctx }) => {
  app.decorateRequest('visibleAssets', null);

  const accessOf = (request: FastifyRequest): RouteAccess | undefined => request.routeOptions.config?.access;

  app.addHook('onRequest', async (request) => {
    const declared = accessOf(request);
    // Not an API route: the web app, or no route at all (404). Every API route has a declaration (see onRoute).
    if (!declared || declared.who === 'public') return;
    await app.authenticate(request);
    const caller = callerOf(request);
    if (declared.who === 'operator') {
      if (!(await isOperator(ctx, caller))) throw forbidden(ERROR_CODES.notAuthorized, MESSAGES.notAuthorized);
      return;
    }
    if (declared.who === 'Administrator' && caller.role !== 'Administrator') throw forbidden(ERROR_CODES.notAuthorized, MESSAGES.notAuthorized);
    if (declared.pages && !declared.pages.some((key) => hasPageAccess(caller.pages, key))) {
      throw forbidden(ERROR_CODES.noPageAccess, noPageAccessMessage(PAGE_NAMES[declared.pages[0] ?? 'reports']));
    }
    if (declared.permission && caller.role !== 'Administrator' && !caller.permissions.includes(declared.permission)) {
      throw forbidden(ERROR_CODES.notAuthorized, MESSAGES.notAuthorized);
    }
  });

  app.addHook('preHandler', async (request) => {
    const declared = accessOf(request);
    if (!declared || declared.who === 'public' || declared.who === 'operator' || !declared.object) return;
    await checkObject(declared.object, request, ctx, callerOf(request));
  });
});
