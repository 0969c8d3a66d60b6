import { authLoginSchema, clientLoginSchema } from '@fleet/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteOptions } from '../app-context';
import { access } from '../auth/route-access';
import { AUTH_RATE_LIMITS, byAccount, byAddress, createRateLimit } from '../http/rate-limits';
import { loginWithPassword, type LoginAttemptMeta } from '../auth/login-service';

function attemptMeta(request: FastifyRequest): LoginAttemptMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

/** The two login styles: POST /clients/login (username) and POST /api/auth/login (email or username). */
export const loginRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const factor = ctx.config.authRateLimitFactor;
  const perAddress = await createRateLimit(app, { ...AUTH_RATE_LIMITS.loginPerAddress, key: byAddress }, factor);
  const config = { access: access.public('signing in') };
  // Per address before the body is read; per account (username or email, one budget per style) once it is.
  const signInByUsername = { config, onRequest: perAddress, preHandler: await createRateLimit(app, { ...AUTH_RATE_LIMITS.loginPerAccount, key: byAccount('username') }, factor) };
  const signInByEmail = { config, onRequest: perAddress, preHandler: await createRateLimit(app, { ...AUTH_RATE_LIMITS.loginPerAccount, key: byAccount('email') }, factor) };
  app.post('/clients/login', signInByUsername, async (request) => {
    const body = clientLoginSchema.parse(request.body);
    const payload = await loginWithPassword(ctx, body.username, body.password, attemptMeta(request));
    return { success: true, error: null, ...payload };
  });

  app.post('/api/auth/login', signInByEmail, async (request) => {
    const body = authLoginSchema.parse(request.body);
    const { userInfo, ...rest } = await loginWithPassword(ctx, body.email, body.password, attemptMeta(request));
    return { success: true, userData: userInfo, ...rest };
  });
};
