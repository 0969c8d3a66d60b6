import { ERROR_CODES, MESSAGES, forgotPasswordSchema, registerSchema, resetPasswordSchema } from '@fleet/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../app-context';
import { consumePasswordReset, createPasswordReset, type PasswordResetOptions } from '../auth/password-reset-service';
import { forbidden, HttpError } from '../http/http-error';
import { createTenantWithAdmin } from '../users/create-tenant-admin';
import { isEmailTaken } from '../users/user-repository';

/** Self-service accounts: register a new tenant, forgot and reset password. */
export const accountRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const resetOptions: PasswordResetOptions = {
    db: ctx.db,
    ttlS: ctx.config.resetTokenTtlS,
    publicUrl: ctx.config.publicUrl,
    now: ctx.now,
  };

  app.post('/api/auth/register', async (request) => {
    if (!ctx.config.registration) throw forbidden(ERROR_CODES.registrationClosed, MESSAGES.registrationClosed);
    const body = registerSchema.parse(request.body);
    const emailTaken = new HttpError(409, ERROR_CODES.emailTaken, MESSAGES.emailTaken);
    if (await isEmailTaken(ctx.db, body.email)) throw emailTaken;
    try {
      await createTenantWithAdmin(ctx.db, {
        tenantName: body.displayName,
        username: body.email,
        email: body.email,
        displayName: body.displayName,
        password: body.password,
      });
    } catch (error) {
      // Two registrations racing for one email: the unique index decides.
      if ((error as { code?: string }).code === '23505') throw emailTaken;
      throw error;
    }
    return { success: true };
  });

  app.post('/api/auth/forgot-password', async (request) => {
    const { email } = forgotPasswordSchema.parse(request.body);
    const reset = await createPasswordReset(resetOptions, email);
    if (reset) {
      // The answer is the same whether or not the email is known; a failed delivery is only logged.
      await ctx.resetMailer.send(reset).catch((err: unknown) => request.log.error({ err }, 'reset mail failed'));
    }
    return { success: true, message: MESSAGES.resetLinkSent };
  });

  app.post('/api/auth/reset-password', async (request) => {
    const body = resetPasswordSchema.parse(request.body);
    const userId = await consumePasswordReset(resetOptions, body);
    await ctx.sessions.revokeAllForUser(userId);
    return { success: true };
  });
};
