import { ERROR_CODES, MESSAGES, changePasswordSchema, profileSchema, successResponseSchema, userInfoResponseSchema } from '@fleet/domain';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteOptions } from '../app-context';
import { callerOf } from '../auth/guards';
import { LoginThrottle } from '../auth/login-throttle';
import { access } from '../auth/route-access';
import { hashPassword, verifyPassword } from '../auth/password-hash';
import { assertStrongPassword } from '../auth/password-policy';
import { badRequest, HttpError, unauthorized } from '../http/http-error';
import { toUserInfo } from '../users/user-info';
import { findUserById, isEmailTaken, type UserRecord } from '../users/user-repository';

/** The signed-in user's own profile and password. */
export const userRoutes: FastifyPluginAsync<RouteOptions<'db' | 'sessions' | 'throttle'>> = async (app, { ctx }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const self = { config: { access: access.signedIn({ scope: 'self' }) } };

  /**
   * Checks the current password a sensitive change needs, throttled like sign-in (a stolen session must not be able
   * to guess it): 429 after LOGIN_MAX_FAILURES wrong ones, 400 CURRENT_PASSWORD_WRONG for each.
   */
  async function checkCurrentPassword(request: FastifyRequest, user: UserRecord, password: string): Promise<void> {
    const key = LoginThrottle.keyOf(user.username, request.ip);
    if (ctx.throttle.isBlocked(key)) throw new HttpError(429, ERROR_CODES.rateLimited, MESSAGES.tooManyLogins);
    if (!(await verifyPassword(password, user.password_hash))) {
      ctx.throttle.recordFailure(key);
      throw badRequest(MESSAGES.currentPasswordWrong, ERROR_CODES.currentPasswordWrong);
    }
  }

  api.put('/api/users/me', { ...self, schema: { body: profileSchema, response: { 200: userInfoResponseSchema } } }, async (request) => {
    const { userId } = callerOf(request);
    const { body } = request;
    const current = await findUserById(ctx.db, userId);
    if (!current) throw unauthorized(ERROR_CODES.sessionRevoked, MESSAGES.sessionExpired);
    // A stolen session must not be able to move the account (and its password resets) to another mailbox.
    if (body.email !== current.email) {
      if (!body.currentPassword) throw badRequest(MESSAGES.emailChangeNeedsPassword, ERROR_CODES.invalidInput);
      await checkCurrentPassword(request, current, body.currentPassword);
      if (await isEmailTaken(ctx.db, body.email, userId)) throw new HttpError(409, ERROR_CODES.emailTaken, MESSAGES.emailTaken);
    }
    await ctx.db
      .updateTable('users')
      .set({
        display_name: body.displayName,
        email: body.email,
        about: body.about,
        photo_url: body.photoURL,
        ...(body.timeZone === undefined ? {} : { time_zone: body.timeZone }),
      })
      .where('id', '=', userId)
      .execute();
    const user = await findUserById(ctx.db, userId);
    if (!user) throw unauthorized(ERROR_CODES.sessionRevoked, MESSAGES.sessionExpired);
    return { success: true as const, userInfo: toUserInfo(user) };
  });

  api.post('/api/users/me/password', { ...self, schema: { body: changePasswordSchema, response: { 200: successResponseSchema } } }, async (request) => {
    const { userId, sessionId } = callerOf(request);
    const { body } = request;
    const user = await findUserById(ctx.db, userId);
    if (!user) throw unauthorized(ERROR_CODES.sessionRevoked, MESSAGES.sessionExpired);
    await checkCurrentPassword(request, user, body.currentPassword);
    assertStrongPassword(body.password, [user.username, user.email, user.display_name]);
    await ctx.db.updateTable('users').set({ password_hash: await hashPassword(body.password) }).where('id', '=', userId).execute();
    // Everyone else holding this account is signed out; the caller keeps their session.
    await ctx.sessions.revokeAllForUser(userId, sessionId);
    return { success: true as const };
  });
};
