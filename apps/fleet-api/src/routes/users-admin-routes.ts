import {
  ERROR_CODES,
  MESSAGES,
  USER_ADMIN_TEXTS,
  adminUserListResponseSchema,
  adminUserResponseSchema,
  adminUserSavedResponseSchema,
  newUserSchema,
  successMessageResponseSchema,
  userUpdateSchema,
} from '@fleet/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteOptions } from '../app-context';
import { auditActorOf } from '../admin/audit-actor';
import { createUsers, deleteUser, issuePasswordLink, listUserDetails, updateUser, type PasswordLinkOptions } from '../admin/users-service';
import { writeAudit } from '../audit/audit-log';
import { callerOf } from '../auth/guards';
import { objectNotFound } from '../auth/object-guards';
import { access, partOf, type ObjectRule } from '../auth/route-access';
import { HttpError } from '../http/http-error';
import type { AccountMail } from '../mail/account-mailer';

/**
 * Users of the caller's company (Administrators only): list with last sign-in, add (temporary password or mailed
 * set-password link), read, change (role, page keys, permissions, a Client's assets and groups, active / disabled),
 * delete, and mail a password reset. Every change writes its audit entry in the same transaction.
 */
export const usersAdminRoutes: FastifyPluginAsync<RouteOptions<'config' | 'db' | 'mailer' | 'now' | 'sessions'>> = async (app, { ctx }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const links = (): PasswordLinkOptions => ({ publicUrl: ctx.config.publicUrl, ttlS: ctx.config.resetTokenTtlS, now: ctx.now });
  const user: ObjectRule = { kind: 'user', label: 'id', locate: (request) => partOf(request, 'params')['id'] };
  const uidParams = z.object({ id: z.string() });

  /** Sends after the commit; a failed delivery is logged (without the link) and does not undo the change. */
  const mailLater = (request: FastifyRequest, mail: AccountMail | undefined) => {
    if (!mail) return;
    ctx.mailer.send(mail).catch((err: unknown) => request.log.error({ err, kind: mail.kind }, 'account mail failed'));
  };

  api.get('/users', { schema: { response: { 200: adminUserListResponseSchema } }, config: { access: access.admin({ scope: 'tenant' }) } }, async (request) => {
    const { tenantId } = callerOf(request);
    // The company's asset groups, for a Client's group picker (ids with names).
    const groups = await ctx.db.selectFrom('asset_groups').select(['id', 'name']).where('tenant_id', '=', tenantId).orderBy('name').execute();
    return { success: true as const, users: await listUserDetails(ctx.db, tenantId), groups };
  });

  api.post('/users', { schema: { body: newUserSchema, response: { 200: adminUserSavedResponseSchema } }, config: { access: access.admin({ scope: 'tenant' }) } }, async (request) => {
    const caller = callerOf(request);
    const input = request.body;
    const [created] = await ctx.db.transaction().execute(async (trx) => createUsers(trx, caller.tenantId, await auditActorOf(trx, caller), [input], links()));
    if (!created) throw new HttpError(500, ERROR_CODES.internal, MESSAGES.internalError);
    mailLater(request, created.mail);
    const [detail] = await listUserDetails(ctx.db, caller.tenantId, created.uid);
    // Gone again only if deleted at once by another request: the answer has no user to show.
    if (!detail) throw new HttpError(500, ERROR_CODES.internal, MESSAGES.internalError);
    return {
      success: true as const,
      user: detail,
      message: created.mail ? USER_ADMIN_TEXTS.createdMailSent(created.displayName, created.email) : USER_ADMIN_TEXTS.created(created.displayName),
    };
  });

  api.get('/users/:id', { schema: { params: uidParams, response: { 200: adminUserResponseSchema } }, config: { access: access.admin({ object: user }) } }, async (request) => {
    const [detail] = await listUserDetails(ctx.db, callerOf(request).tenantId, request.params.id);
    if (!detail) throw objectNotFound();
    return { success: true as const, user: detail };
  });

  api.put('/users/:id', { schema: { params: uidParams, body: userUpdateSchema, response: { 200: adminUserSavedResponseSchema } }, config: { access: access.admin({ object: user }) } }, async (request) => {
    const caller = callerOf(request);
    const update = request.body;
    const uid = request.params.id;
    const result = await ctx.db.transaction().execute(async (trx) =>
      updateUser(trx, caller.tenantId, { ...(await auditActorOf(trx, caller)), callerId: caller.userId }, uid, update),
    );
    if (!result) throw objectNotFound();
    // A disabled (or demoted) user is signed out at once: their tokens stop working on the next call.
    if (result.revokeSessions) await ctx.sessions.revokeAllForUser(uid);
    const [detail] = await listUserDetails(ctx.db, caller.tenantId, uid);
    // Deleted by another request since the change: as if it had not been found.
    if (!detail) throw objectNotFound();
    const message =
      update.status === 'disabled' ? USER_ADMIN_TEXTS.disabled(result.displayName) : update.status === 'active' ? USER_ADMIN_TEXTS.enabled(result.displayName) : USER_ADMIN_TEXTS.saved(result.displayName);
    return { success: true as const, user: detail, message };
  });

  api.delete('/users/:id', { schema: { params: uidParams, response: { 200: successMessageResponseSchema } }, config: { access: access.admin({ object: user }) } }, async (request) => {
    const caller = callerOf(request);
    const uid = request.params.id;
    const name = await ctx.db.transaction().execute(async (trx) => deleteUser(trx, caller.tenantId, { ...(await auditActorOf(trx, caller)), callerId: caller.userId }, uid));
    if (name === undefined) throw objectNotFound();
    await ctx.sessions.revokeAllForUser(uid);
    return { success: true as const, message: USER_ADMIN_TEXTS.deleted(name) };
  });

  api.post('/users/:id/password-reset', { schema: { params: uidParams, response: { 200: successMessageResponseSchema } }, config: { access: access.admin({ object: user }) } }, async (request) => {
    const caller = callerOf(request);
    const uid = request.params.id;
    const mail = await ctx.db.transaction().execute(async (trx) => {
      const target = await trx.selectFrom('users').select(['id', 'email', 'display_name', 'username', 'status']).where('id', '=', uid).where('tenant_id', '=', caller.tenantId).executeTakeFirst();
      if (!target) return undefined;
      const issued = await issuePasswordLink(trx, target, links());
      await writeAudit(trx, {
        tenantId: caller.tenantId,
        actor: await auditActorOf(trx, caller),
        action: 'password-reset',
        objectKind: 'user',
        objectId: uid,
        summary: `Mailed a password reset link to ${target.display_name} (${target.username})`,
      });
      return issued;
    });
    if (!mail) throw objectNotFound();
    mailLater(request, mail);
    return { success: true as const, message: USER_ADMIN_TEXTS.resetMailSent(mail.email) };
  });
};
