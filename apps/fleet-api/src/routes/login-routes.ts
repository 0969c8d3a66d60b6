import { authLoginSchema, clientLoginSchema } from '@fleet/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteOptions } from '../app-context';
import { loginWithPassword, type LoginAttemptMeta } from '../auth/login-service';

function attemptMeta(request: FastifyRequest): LoginAttemptMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

/** The two login styles: POST /clients/login (username) and POST /api/auth/login (email or username). */
export const loginRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.post('/clients/login', async (request) => {
    const body = clientLoginSchema.parse(request.body);
    const payload = await loginWithPassword(ctx, body.username, body.password, attemptMeta(request));
    return { success: true, error: null, ...payload };
  });

  app.post('/api/auth/login', async (request) => {
    const body = authLoginSchema.parse(request.body);
    const { userInfo, ...rest } = await loginWithPassword(ctx, body.email, body.password, attemptMeta(request));
    return { success: true, userData: userInfo, ...rest };
  });
};
