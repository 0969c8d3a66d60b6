import { COMPANY_TEXTS, ERROR_CODES, companySettingsResponseSchema, companySettingsSavedResponseSchema, companySettingsUpdateSchema, type CompanySettings } from '@fleet/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { sql } from 'kysely';
import type { RouteOptions } from '../app-context';
import { auditActorOf } from '../admin/audit-actor';
import { changedFields, writeAudit } from '../audit/audit-log';
import type { AuthContext } from '../auth/auth-plugin';
import { callerOf } from '../auth/guards';
import { mayReadUpload, uploadPathOf, type GuardContext } from '../auth/object-guards';
import { access } from '../auth/route-access';
import { HttpError } from '../http/http-error';
import { parseTenantSettings, settingsPatchOf, toCompanySettings } from '../tenants/tenant-settings';
import { toUserInfo } from '../users/user-info';
import { findUserById } from '../users/user-repository';

/**
 * The caller's company settings (GET/PUT /v2/company; /v2/company/settings answers the same for older callers):
 * everyone signed in reads them (the web shows the company's zone, logo, map view and route style); Administrators
 * change them, with an audit entry in the same transaction. Thresholds and overspeed feed the ingest path at once
 * (the settings cache is invalidated); a changed zone applies to the next request of every user without their own.
 */
export const companyRoutes: FastifyPluginAsync<RouteOptions<'db' | 'settings' | keyof GuardContext>> = async (app, { ctx }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  async function read(tenantId: string): Promise<CompanySettings> {
    const row = await ctx.db.selectFrom('tenants').select(['name', 'settings']).where('id', '=', tenantId).executeTakeFirstOrThrow();
    return toCompanySettings(row.name, parseTenantSettings(row.settings));
  }

  /** A logo must be an upload of this company (the Administrator may read every one of them). */
  async function assertLogo(caller: AuthContext, field: 'logoBigUrl' | 'logoSmallUrl', url: string | undefined): Promise<void> {
    if (!url) return;
    const path = uploadPathOf(url);
    const ok = !!path && path.startsWith(`${caller.tenantId}/`) && (await mayReadUpload(ctx, caller, path, async () => new Set()));
    if (!ok) throw new HttpError(400, ERROR_CODES.invalidInput, COMPANY_TEXTS.logoInvalid, field);
  }

  const get = async (request: FastifyRequest) => ({ success: true as const, settings: await read(callerOf(request).tenantId) });

  const put = async (request: FastifyRequest, update: z.output<typeof companySettingsUpdateSchema>) => {
    const caller = callerOf(request);
    await assertLogo(caller, 'logoBigUrl', update.logoBigUrl);
    await assertLogo(caller, 'logoSmallUrl', update.logoSmallUrl);
    const before = await read(caller.tenantId);
    const patch = settingsPatchOf(update);
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('tenants')
        .set({ ...(update.name === undefined ? {} : { name: update.name }), settings: sql`settings || ${JSON.stringify(patch)}::jsonb` as never })
        .where('id', '=', caller.tenantId)
        .execute();
      const changes = changedFields(before as unknown as Record<string, unknown>, update as Record<string, unknown>);
      if (Object.keys(changes).length > 0) {
        await writeAudit(trx, {
          tenantId: caller.tenantId,
          actor: await auditActorOf(trx, caller),
          action: 'update',
          objectKind: 'company',
          objectId: caller.tenantId,
          summary: `Updated company settings: ${Object.keys(changes).join(', ')}`,
          details: changes,
        });
      }
    });
    ctx.settings.invalidate(caller.tenantId);
    const user = await findUserById(ctx.db, caller.userId);
    return { success: true as const, settings: await read(caller.tenantId), message: COMPANY_TEXTS.saved, ...(user ? { userInfo: toUserInfo(user) } : {}) };
  };

  for (const url of ['/company', '/company/settings']) {
    api.get(url, { schema: { response: { 200: companySettingsResponseSchema } }, config: { access: access.signedIn({ scope: 'tenant' }) } }, get);
    api.put(url, { schema: { body: companySettingsUpdateSchema, response: { 200: companySettingsSavedResponseSchema } }, config: { access: access.admin({ scope: 'tenant' }) } }, (request) => put(request, request.body));
  }
};
