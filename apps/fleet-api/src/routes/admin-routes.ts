import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../app-context';
import { callerOf, requireRole } from '../auth/guards';
import { toAdminUserSummary } from '../users/user-info';
import { listTenantUsers } from '../users/user-repository';

/** Administration of the caller's tenant; Administrators only. */
export const adminRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', requireRole('Administrator'));

  app.get('/admin/users', async (request) => {
    const users = await listTenantUsers(ctx.db, callerOf(request).tenantId);
    return { success: true, users: users.map(toAdminUserSummary) };
  });
};
