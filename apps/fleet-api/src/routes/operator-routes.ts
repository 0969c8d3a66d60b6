import {
  ACTION_PERMISSIONS,
  ERROR_CODES,
  OPERATOR_TEXTS,
  PAGE_KEYS,
  USER_ADMIN_TEXTS,
  clientLoginResponseSchema,
  companyCreatedResponseSchema,
  companyStatusResponseSchema,
  companyStatusSchema,
  newCompanySchema,
  operatorCompaniesResponseSchema,
  type OperatorCompany,
} from '@fleet/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteOptions } from '../app-context';
import { operatorActorName } from '../admin/audit-actor';
import { issuePasswordLink } from '../admin/users-service';
import { writeAudit } from '../audit/audit-log';
import { callerOf } from '../auth/guards';
import { loginPayloadFor, type LoginContext } from '../auth/login-service';
import { objectNotFound } from '../auth/object-guards';
import { createOpaqueToken } from '../auth/opaque-token';
import { hashPassword } from '../auth/password-hash';
import { access } from '../auth/route-access';
import { HttpError } from '../http/http-error';
import { ensureOperatorAccounts, operatorTenantId, type OperatorContext } from '../operator/operator-accounts';
import { findUserById } from '../users/user-repository';

const tenantParams = z.object({ tenantId: z.uuid({ error: OPERATOR_TEXTS.tenantIdInvalid }) });

/**
 * The installation operator's routes (FLEET_OPERATOR_EMAILS): list the companies, create one with its first
 * Administrator (who gets the set-password mail), suspend or reactivate one (suspended: nobody of it signs in, its
 * sessions end, its devices keep reporting), and open a short support session as its Administrator, written to the
 * company's audit log as 'support-visit'. The installation company itself is not listed.
 */
export const operatorRoutes: FastifyPluginAsync<RouteOptions<'config' | 'db' | 'mailer' | 'now' | 'sessions' | keyof OperatorContext | keyof LoginContext>> = async (app, { ctx }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onReady', async () => ensureOperatorAccounts(ctx, app.log));

  const operatorEmail = async (request: FastifyRequest) => {
    const user = await findUserById(ctx.db, callerOf(request).userId);
    return user?.email ?? '';
  };
  /** The company named in the path (not the installation's own): 400 for what is no id, 404 for none. */
  const companyOf = async (tenantId: string) => {
    const own = await operatorTenantId(ctx);
    const tenant = await ctx.db.selectFrom('tenants').select(['id', 'name', 'status']).where('id', '=', tenantId).executeTakeFirst();
    if (!tenant || tenant.id === own) throw objectNotFound();
    return tenant;
  };

  api.get('/operator/companies', { schema: { response: { 200: operatorCompaniesResponseSchema } }, config: { access: access.operator('every company of the installation, with counts') } }, async () => {
    const own = await operatorTenantId(ctx);
    const rows = await ctx.db
      .selectFrom('tenants as t')
      .select((eb) => [
        't.id',
        't.name',
        't.status',
        't.created_at',
        eb.selectFrom('users as u').select(eb.fn.countAll<number>().as('n')).whereRef('u.tenant_id', '=', 't.id').as('users'),
        eb.selectFrom('assets as a').select(eb.fn.countAll<number>().as('n')).whereRef('a.tenant_id', '=', 't.id').where('a.deleted_at', 'is', null).as('assets'),
      ])
      .where('t.id', '!=', own ?? '00000000-0000-0000-0000-000000000000')
      .orderBy('t.name')
      .execute();
    const companies: OperatorCompany[] = rows.map((r) => ({
      tenantId: r.id,
      name: r.name,
      status: r.status,
      createdAt: r.created_at.toISOString(),
      users: Number(r.users ?? 0),
      assets: Number(r.assets ?? 0),
    }));
    return { success: true as const, companies };
  });

  api.post('/operator/companies', { schema: { body: newCompanySchema, response: { 200: companyCreatedResponseSchema } }, config: { access: access.operator('creating a company and its first Administrator') } }, async (request) => {
    const { body } = request;
    const actor = { userId: null, name: operatorActorName(await operatorEmail(request)) };
    const taken = await ctx.db.selectFrom('users').select('id').where((eb) => eb.or([eb('email', '=', body.adminEmail), eb('username', '=', body.adminEmail)])).executeTakeFirst();
    if (taken) throw new HttpError(409, ERROR_CODES.emailTaken, USER_ADMIN_TEXTS.emailTaken, 'adminEmail');
    const passwordHash = await hashPassword(createOpaqueToken());
    const { tenantId, mail } = await ctx.db.transaction().execute(async (trx) => {
      const tenant = await trx.insertInto('tenants').values({ name: body.name }).returning('id').executeTakeFirstOrThrow();
      const user = await trx
        .insertInto('users')
        .values({
          tenant_id: tenant.id,
          username: body.adminEmail,
          email: body.adminEmail,
          display_name: body.adminName,
          role: 'Administrator',
          pages: JSON.stringify(PAGE_KEYS),
          permissions: JSON.stringify(ACTION_PERMISSIONS),
          password_hash: passwordHash,
        })
        .returning(['id', 'email', 'display_name'])
        .executeTakeFirstOrThrow();
      await writeAudit(trx, { tenantId: tenant.id, actor, action: 'create', objectKind: 'company', objectId: tenant.id, summary: `Created company ${body.name} with Administrator ${body.adminName} (${body.adminEmail})` });
      return { tenantId: tenant.id, mail: await issuePasswordLink(trx, user, { publicUrl: ctx.config.publicUrl, ttlS: Math.max(ctx.config.resetTokenTtlS, 86_400), now: ctx.now }) };
    });
    ctx.mailer.send(mail).catch((err: unknown) => request.log.error({ err, kind: mail.kind }, 'account mail failed'));
    return { success: true as const, tenantId, message: OPERATOR_TEXTS.created(body.name, body.adminEmail) };
  });

  api.put('/operator/companies/:tenantId/status', { schema: { params: tenantParams, body: companyStatusSchema, response: { 200: companyStatusResponseSchema } }, config: { access: access.operator('suspending or reactivating a company') } }, async (request) => {
    const tenant = await companyOf(request.params.tenantId);
    const { status } = request.body;
    const actor = { userId: null, name: operatorActorName(await operatorEmail(request)) };
    if (status !== tenant.status) {
      await ctx.db.transaction().execute(async (trx) => {
        await trx.updateTable('tenants').set({ status }).where('id', '=', tenant.id).execute();
        await writeAudit(trx, {
          tenantId: tenant.id,
          actor,
          action: status === 'suspended' ? 'suspend' : 'reactivate',
          objectKind: 'company',
          objectId: tenant.id,
          summary: `${status === 'suspended' ? 'Suspended' : 'Reactivated'} company ${tenant.name}`,
          details: { status: { from: tenant.status, to: status } },
        });
      });
      // Everyone of a suspended company is signed out now (their tokens stop at the next call anyway).
      if (status === 'suspended') await ctx.sessions.revokeAllForTenant(tenant.id);
    }
    return { success: true as const, status, message: status === 'suspended' ? OPERATOR_TEXTS.suspended(tenant.name) : OPERATOR_TEXTS.reactivated(tenant.name) };
  });

  api.post('/operator/companies/:tenantId/support-session', { schema: { params: tenantParams, response: { 200: clientLoginResponseSchema } }, config: { access: access.operator('acting as a company’s Administrator for support') } }, async (request) => {
    const tenant = await companyOf(request.params.tenantId);
    if (tenant.status !== 'active') throw new HttpError(409, ERROR_CODES.companySuspended, OPERATOR_TEXTS.suspended(tenant.name));
    const email = await operatorEmail(request);
    const admin = await ctx.db
      .selectFrom('users')
      .select(['id', 'tenant_id', 'role'])
      .where('tenant_id', '=', tenant.id)
      .where('role', '=', 'Administrator')
      .where('status', '=', 'active')
      .orderBy('created_at')
      .executeTakeFirst();
    if (!admin) throw new HttpError(409, ERROR_CODES.lastAdministrator, OPERATOR_TEXTS.noAdministrator);
    // Written before the session starts: a visit is never missing from the log (at worst one that failed is in it).
    await writeAudit(ctx.db, {
        tenantId: tenant.id,
        actor: { userId: null, name: operatorActorName(email) },
        action: 'support-visit',
        objectKind: 'session',
        objectId: admin.id,
        summary: `Installation operator ${email} opened a support session as Administrator`,
        details: { minutes: Math.round(ctx.config.supportSessionS / 60) },
      });
    const issued = await ctx.sessions.start(admin, { ip: request.ip, userAgent: request.headers['user-agent'] }, { supportBy: email, ttlS: ctx.config.supportSessionS });
    const user = await findUserById(ctx.db, admin.id);
    if (!user) throw objectNotFound();
    const payload = await loginPayloadFor(ctx, user, issued, { operator: email, expiresAt: issued.expiresAt.toISOString() });
    return { success: true as const, error: null, ...payload };
  });
};
