import { ERROR_CODES, MESSAGES, confirmEmailSchema, forgotPasswordSchema, registerSchema, resetPasswordSchema } from '@fleet/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteOptions } from '../app-context';
import { confirmEmail, registerAccount } from '../auth/registration-service';
import { consumePasswordReset, createPasswordReset, type PasswordResetOptions } from '../auth/password-reset-service';
import { assertStrongPassword } from '../auth/password-policy';
import { access } from '../auth/route-access';
import { forbidden } from '../http/http-error';
import { AUTH_RATE_LIMITS, byAccount, byAddress, createRateLimit } from '../http/rate-limits';
import type { AccountMail } from '../mail/account-mailer';

/**
 * Self-service accounts: register a new company (confirmed by mail), confirm the email, forgot and reset password.
 * None of them tells whether an email has an account: the answers and the work done are the same either way, and
 * mails go out in the background so that their delivery time does not tell either.
 */
export const accountRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { config } = ctx;
  const factor = config.authRateLimitFactor;
  const resetOptions: PasswordResetOptions = { db: ctx.db, ttlS: config.resetTokenTtlS, publicUrl: config.publicUrl, now: ctx.now };
  const limit = async (name: keyof typeof AUTH_RATE_LIMITS, key: (request: FastifyRequest) => string) =>
    createRateLimit(app, { ...AUTH_RATE_LIMITS[name], key }, factor);
  const registerLimits = { onRequest: await limit('registerPerAddress', byAddress), preHandler: await limit('registerPerEmail', byAccount('email')) };
  const forgotLimits = { onRequest: await limit('forgotPerAddress', byAddress), preHandler: await limit('forgotPerEmail', byAccount('email')) };
  const tokenLimits = { onRequest: await limit('tokenPerAddress', byAddress) };

  /** Sends without waiting: a failed delivery is logged, never shown (it would tell whether the account exists). */
  const mailLater = (request: FastifyRequest, mail: AccountMail | undefined) => {
    if (!mail) return;
    ctx.mailer.send(mail).catch((err: unknown) => request.log.error({ err, kind: mail.kind }, 'account mail failed'));
  };

  app.get('/api/auth/registration', { config: { access: access.public('the login page asks whether to offer self-registration') } }, async () => ({
    success: true,
    open: config.registration,
  }));

  app.post('/api/auth/register', { ...registerLimits, config: { access: access.public('creating a company and its first account') } }, async (request) => {
    if (!config.registration) throw forbidden(ERROR_CODES.registrationClosed, MESSAGES.registrationClosed);
    const body = registerSchema.parse(request.body);
    assertStrongPassword(body.password, [body.email, body.displayName]);
    const mail = await registerAccount(
      { db: ctx.db, now: ctx.now, publicUrl: config.publicUrl, confirmTtlS: config.confirmTokenTtlS },
      { displayName: body.displayName, email: body.email, password: body.password },
    );
    mailLater(request, mail);
    return { success: true, message: MESSAGES.registrationMailSent };
  });

  app.post('/api/auth/confirm-email', { ...tokenLimits, config: { access: access.public('the mailed one-time token is the credential') } }, async (request) => {
    const { token } = confirmEmailSchema.parse(request.body);
    await confirmEmail({ db: ctx.db, now: ctx.now }, token);
    return { success: true, message: MESSAGES.emailConfirmed };
  });

  app.post('/api/auth/forgot-password', { ...forgotLimits, config: { access: access.public('asking for a reset link while signed out') } }, async (request) => {
    const { email } = forgotPasswordSchema.parse(request.body);
    const reset = await createPasswordReset(resetOptions, email);
    mailLater(request, reset && { kind: 'reset', ...reset });
    return { success: true, message: MESSAGES.resetLinkSent };
  });

  app.post('/api/auth/reset-password', { ...tokenLimits, config: { access: access.public('the mailed one-time token is the credential') } }, async (request) => {
    const body = resetPasswordSchema.parse(request.body);
    assertStrongPassword(body.password, [body.email]);
    const userId = await consumePasswordReset(resetOptions, body);
    await ctx.sessions.revokeAllForUser(userId);
    return { success: true };
  });
};
