import { ERROR_CODES, MESSAGES, changePasswordSchema, profileSchema } from '@fleet/domain';
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
export const userRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
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

  app.put('/api/users/me', self, async (request) => {
    const { userId } = callerOf(request);
    const body = profileSchema.parse(request.body);
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
    return { success: true, userInfo: toUserInfo(user) };
  });

  app.post('/api/users/me/password', self, async (request) => {
    const { userId, sessionId } = callerOf(request);
    const body = changePasswordSchema.parse(request.body);
    const user = await findUserById(ctx.db, userId);
    if (!user) throw unauthorized(ERROR_CODES.sessionRevoked, MESSAGES.sessionExpired);
    await checkCurrentPassword(request, user, body.currentPassword);
    assertStrongPassword(body.password, [user.username, user.email, user.display_name]);
    await ctx.db.updateTable('users').set({ password_hash: await hashPassword(body.password) }).where('id', '=', userId).execute();
    // Everyone else holding this account is signed out; the caller keeps their session.
    await ctx.sessions.revokeAllForUser(userId, sessionId);
    return { success: true };
  });
};
