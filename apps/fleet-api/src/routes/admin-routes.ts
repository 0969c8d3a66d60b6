import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminUsersResponseSchema } from '@fleet/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../app-context';
import { callerOf } from '../auth/guards';
import { access } from '../auth/route-access';
import { toAdminUserSummary } from '../users/user-info';
import { listTenantUsers } from '../users/user-repository';

/** Administration of the caller's tenant; Administrators only. */
export const adminRoutes: FastifyPluginAsync<RouteOptions<'db'>> = async (app, { ctx }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/admin/users', { schema: { response: { 200: adminUsersResponseSchema } }, config: { access: access.admin({ scope: 'tenant' }) } }, async (request) => {
    const users = await listTenantUsers(ctx.db, callerOf(request).tenantId);
    return { success: true as const, users: users.map(toAdminUserSummary) };
  });
};
