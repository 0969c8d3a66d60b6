import { ERROR_CODES, MESSAGES, refreshResponseSchema, refreshSchema, successResponseSchema, userInfoResponseSchema } from '@fleet/domain';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../app-context';
import { callerOf } from '../auth/guards';
import { access } from '../auth/route-access';
import { unauthorized } from '../http/http-error';
import { isOperator, type OperatorContext } from '../operator/operator-accounts';
import { toUserInfo } from '../users/user-info';
import { findUserById } from '../users/user-repository';

/** Refresh, logout and who-am-I. */
export const sessionRoutes: FastifyPluginAsync<RouteOptions<'db' | 'sessions' | keyof OperatorContext>> = async (app, { ctx }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post('/api/auth/refresh-token', { schema: { body: refreshSchema, response: { 200: refreshResponseSchema } }, config: { access: access.public('the refresh token in the body is the credential') } }, async (request) => {
    const { accessToken, refreshToken } = await ctx.sessions.refresh(request.body.refreshToken);
    return { success: true as const, accessToken, refreshToken };
  });

  api.post('/api/auth/logout', { schema: { response: { 200: successResponseSchema } }, config: { access: access.signedIn({ scope: 'self' }) } }, async (request) => {
    await ctx.sessions.revoke(callerOf(request).sessionId);
    return { success: true as const };
  });

  api.get('/api/auth/me', { schema: { response: { 200: userInfoResponseSchema } }, config: { access: access.signedIn({ scope: 'self' }) } }, async (request) => {
    const caller = callerOf(request);
    const user = await findUserById(ctx.db, caller.userId);
    if (!user) throw unauthorized(ERROR_CODES.sessionRevoked, MESSAGES.sessionExpired);
    // A support session tells the web so (banner) with its end.
    const support = caller.supportBy
      ? await ctx.db.selectFrom('sessions').select('expires_at').where('id', '=', caller.sessionId).executeTakeFirst()
      : undefined;
    const supportSession = caller.supportBy && support ? { operator: caller.supportBy, expiresAt: support.expires_at.toISOString() } : null;
    return { success: true as const, userInfo: { ...toUserInfo(user, undefined, supportSession), operator: await isOperator(ctx, caller) } };
  });
};
