import { authLoginResponseSchema, authLoginSchema, clientLoginResponseSchema, clientLoginSchema } from '@fleet/domain';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteOptions } from '../app-context';
import { access } from '../auth/route-access';
import { AUTH_RATE_LIMITS, byAccount, byAddress, createRateLimit } from '../http/rate-limits';
import { loginWithPassword, type LoginAttemptMeta, type LoginContext } from '../auth/login-service';

function attemptMeta(request: FastifyRequest): LoginAttemptMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

/** The two login styles: POST /clients/login (username) and POST /api/auth/login (email or username). */
export const loginRoutes: FastifyPluginAsync<RouteOptions<'config' | keyof LoginContext>> = async (app, { ctx }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const factor = ctx.config.authRateLimitFactor;
  const perAddress = await createRateLimit(app, { ...AUTH_RATE_LIMITS.loginPerAddress, key: byAddress }, factor);
  const config = { access: access.public('signing in') };
  // Per address before the body is read; per account (username or email, one budget per style) once it is.
  const signInByUsername = { schema: { body: clientLoginSchema, response: { 200: clientLoginResponseSchema } }, config, onRequest: perAddress, preHandler: await createRateLimit(app, { ...AUTH_RATE_LIMITS.loginPerAccount, key: byAccount('username') }, factor) };
  const signInByEmail = { schema: { body: authLoginSchema, response: { 200: authLoginResponseSchema } }, config, onRequest: perAddress, preHandler: await createRateLimit(app, { ...AUTH_RATE_LIMITS.loginPerAccount, key: byAccount('email') }, factor) };
  api.post('/clients/login', signInByUsername, async (request) => {
    const { body } = request;
    const payload = await loginWithPassword(ctx, body.username, body.password, attemptMeta(request));
    return { success: true as const, error: null, ...payload };
  });

  api.post('/api/auth/login', signInByEmail, async (request) => {
    const { body } = request;
    const { userInfo, ...rest } = await loginWithPassword(ctx, body.email, body.password, attemptMeta(request));
    return { success: true as const, userData: userInfo, ...rest };
  });
};
