import { ERROR_CODES, OIDC_TEXTS, clientLoginResponseSchema, oidcCallbackSchema, oidcStartResponseSchema, oidcStatusSchema, type ClientLoginResponse, type OidcStatus } from '@fleet/domain';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../app-context';
import { OidcProviderError } from '../auth/oidc-client';
import { OidcSignIn, type OidcContext } from '../auth/oidc-service';
import { access } from '../auth/route-access';
import { HttpError } from '../http/http-error';
import { AUTH_RATE_LIMITS, byAddress, createRateLimit } from '../http/rate-limits';

/**
 * Sign-in with the OpenID Connect provider of OIDC_* (README "Sign-in with an identity provider"): whether it is on,
 * the start (the provider's authorization URL) and the callback (code and state from the web's /callback page),
 * which answers what POST /clients/login answers.
 */
export const oidcRoutes: FastifyPluginAsync<RouteOptions<'config' | keyof OidcContext>> = async (app, { ctx }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signIn = ctx.config.oidc ? new OidcSignIn(ctx, ctx.config.oidc) : undefined;
  const factor = ctx.config.authRateLimitFactor;
  const enabledOrThrow = (): OidcSignIn => {
    if (!signIn) throw new HttpError(404, ERROR_CODES.oidcDisabled, OIDC_TEXTS.disabled);
    return signIn;
  };
  /** The reason of a provider failure goes to the log (never a token or a code); the error handler answers. */
  const logged = async <T>(request: { log: { warn: (o: object, m: string) => void } }, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof OidcProviderError) request.log.warn({ reason: error.reason }, 'identity provider sign-in failed');
      throw error;
    }
  };

  api.get('/auth/oidc', { schema: { response: { 200: oidcStatusSchema } }, config: { access: access.public('the login page asks whether to show the identity provider button') } }, async (): Promise<OidcStatus> => ({
    enabled: signIn !== undefined,
    buttonLabel: signIn?.config.buttonLabel ?? null,
  }));

  const startLimit = await createRateLimit(app, { ...AUTH_RATE_LIMITS.loginPerAddress, key: byAddress }, factor);
  api.post('/auth/oidc/start', { schema: { response: { 200: oidcStartResponseSchema } }, config: { access: access.public('signing in through the identity provider') }, onRequest: startLimit }, async (request) =>
    logged(request, () => enabledOrThrow().start()),
  );

  const callbackLimit = await createRateLimit(app, { ...AUTH_RATE_LIMITS.loginPerAddress, key: byAddress }, factor);
  api.post('/auth/oidc/callback', { schema: { body: oidcCallbackSchema, response: { 200: clientLoginResponseSchema } }, config: { access: access.public('signing in: the return from the identity provider') }, onRequest: callbackLimit }, async (request): Promise<ClientLoginResponse> => {
        const oidc = enabledOrThrow();
    const payload = await logged(request, () => oidc.finish(request.body, { ip: request.ip, userAgent: request.headers['user-agent'] }));
    return { success: true as const, error: null, ...payload };
  });
};
