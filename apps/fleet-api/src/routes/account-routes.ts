import {
  ERROR_CODES,
  MESSAGES,
  confirmEmailSchema,
  forgotPasswordSchema,
  registerSchema,
  registrationStatusSchema,
  resetPasswordSchema,
  successMessageResponseSchema,
  successResponseSchema,
} from '@fleet/domain';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
export const accountRoutes: FastifyPluginAsync<RouteOptions<'config' | 'db' | 'mailer' | 'now' | 'sessions'>> = async (app, { ctx }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
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

  api.get('/api/auth/registration', { schema: { response: { 200: registrationStatusSchema } }, config: { access: access.public('the login page asks whether to offer self-registration') } }, async () => ({
    success: true as const,
    open: config.registration,
  }));

  api.post('/api/auth/register', { ...registerLimits, schema: { body: registerSchema, response: { 200: successMessageResponseSchema } }, config: { access: access.public('creating a company and its first account') } }, async (request) => {
    if (!config.registration) throw forbidden(ERROR_CODES.registrationClosed, MESSAGES.registrationClosed);
    const { body } = request;
    assertStrongPassword(body.password, [body.email, body.displayName]);
    const mail = await registerAccount(
      { db: ctx.db, now: ctx.now, publicUrl: config.publicUrl, confirmTtlS: config.confirmTokenTtlS },
      { displayName: body.displayName, email: body.email, password: body.password },
    );
    mailLater(request, mail);
    return { success: true as const, message: MESSAGES.registrationMailSent };
  });

  api.post('/api/auth/confirm-email', { ...tokenLimits, schema: { body: confirmEmailSchema, response: { 200: successMessageResponseSchema } }, config: { access: access.public('the mailed one-time token is the credential') } }, async (request) => {
    const { token } = request.body;
    await confirmEmail({ db: ctx.db, now: ctx.now }, token);
    return { success: true as const, message: MESSAGES.emailConfirmed };
  });

  api.post('/api/auth/forgot-password', { ...forgotLimits, schema: { body: forgotPasswordSchema, response: { 200: successMessageResponseSchema } }, config: { access: access.public('asking for a reset link while signed out') } }, async (request) => {
    const { email } = request.body;
    const reset = await createPasswordReset(resetOptions, email);
    mailLater(request, reset && { kind: 'reset', ...reset });
    return { success: true as const, message: MESSAGES.resetLinkSent };
  });

  api.post('/api/auth/reset-password', { ...tokenLimits, schema: { body: resetPasswordSchema, response: { 200: successResponseSchema } }, config: { access: access.public('the mailed one-time token is the credential') } }, async (request) => {
    const { body } = request;
    assertStrongPassword(body.password, [body.email]);
    const userId = await consumePasswordReset(resetOptions, body);
    await ctx.sessions.revokeAllForUser(userId);
    return { success: true as const };
  });
};
