import { companySettingsUpdateSchema, type CompanySettings } from '@fleet/domain';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { RouteOptions } from '../app-context';
import { callerOf } from '../auth/guards';
import { access } from '../auth/route-access';
import { parseTenantSettings } from '../tenants/tenant-settings';
import { toUserInfo } from '../users/user-info';
import { findUserById } from '../users/user-repository';

/**
 * The caller's company settings: everyone signed in reads them (the web shows the company's zone); Administrators
 * change them. A changed zone applies to the next request of every user of the company without an override of their own.
 */
export const companyRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  async function read(tenantId: string): Promise<CompanySettings> {
    const row = await ctx.db.selectFrom('tenants').select(['name', 'settings']).where('id', '=', tenantId).executeTakeFirstOrThrow();
    const settings = parseTenantSettings(row.settings);
    return { name: row.name, timeZone: settings.timeZone, units: settings.units };
  }

  app.get('/company/settings', { config: { access: access.signedIn({ scope: 'tenant' }) } }, async (request) => ({
    success: true,
    settings: await read(callerOf(request).tenantId),
  }));

  app.put('/company/settings', { config: { access: access.admin({ scope: 'tenant' }) } }, async (request) => {
    const caller = callerOf(request);
    const update = companySettingsUpdateSchema.parse(request.body);
    const patch = Object.fromEntries(Object.entries(update).filter(([, v]) => v !== undefined));
    await ctx.db
      .updateTable('tenants')
      .set({ settings: sql`settings || ${JSON.stringify(patch)}::jsonb` as never })
      .where('id', '=', caller.tenantId)
      .execute();
    ctx.settings.invalidate(caller.tenantId);
    const user = await findUserById(ctx.db, caller.userId);
    return { success: true, settings: await read(caller.tenantId), ...(user ? { userInfo: toUserInfo(user) } : {}) };
  });
};
