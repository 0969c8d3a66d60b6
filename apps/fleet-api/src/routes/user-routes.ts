import { ERROR_CODES, MESSAGES, changePasswordSchema, profileSchema } from '@fleet/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../app-context';
import { callerOf } from '../auth/guards';
import { hashPassword, verifyPassword } from '../auth/password-hash';
import { badRequest, HttpError, unauthorized } from '../http/http-error';
import { toUserInfo } from '../users/user-info';
import { findUserById, isEmailTaken } from '../users/user-repository';

/** The signed-in user's own profile and password. */
export const userRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', app.authenticate);

  app.put('/api/users/me', async (request) => {
    const { userId } = callerOf(request);
    const body = profileSchema.parse(request.body);
    if (await isEmailTaken(ctx.db, body.email, userId)) throw new HttpError(409, ERROR_CODES.emailTaken, MESSAGES.emailTaken);
    await ctx.db
      .updateTable('users')
      .set({ display_name: body.displayName, email: body.email, about: body.about, photo_url: body.photoURL })
      .where('id', '=', userId)
      .execute();
    const user = await findUserById(ctx.db, userId);
    if (!user) throw unauthorized(ERROR_CODES.sessionRevoked, MESSAGES.sessionExpired);
    return { success: true, userInfo: toUserInfo(user) };
  });

  app.post('/api/users/me/password', async (request) => {
    const { userId, sessionId } = callerOf(request);
    const body = changePasswordSchema.parse(request.body);
    const user = await findUserById(ctx.db, userId);
    if (!user) throw unauthorized(ERROR_CODES.sessionRevoked, MESSAGES.sessionExpired);
    if (!(await verifyPassword(body.currentPassword, user.password_hash))) {
      throw badRequest(MESSAGES.currentPasswordWrong, ERROR_CODES.currentPasswordWrong);
    }
    await ctx.db.updateTable('users').set({ password_hash: await hashPassword(body.password) }).where('id', '=', userId).execute();
    // Everyone else holding this account is signed out; the caller keeps their session.
    await ctx.sessions.revokeAllForUser(userId, sessionId);
    return { success: true };
  });
};
