import { MAINTENANCE_LIMITS, MAINTENANCE_TEXTS as T, costQuerySchema, costViewResponseSchema } from '@fleet/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteOptions } from '../app-context';
import { callerOf } from '../auth/guards';
import { objectNotFound } from '../auth/object-guards';
import { access } from '../auth/route-access';
import { loadCostView } from '../maintenance/cost-repository';
import { FMS_PAGES, invalidField, maintenanceCaller } from '../maintenance/maintenance-access';

/**
 * The cost of ownership (page key fms): fuel, tolls and maintenance of the assets the caller sees (or those named)
 * by asset, group and month in the caller's zone, with the cost per km and per engine hour.
 */
export const maintenanceCostRoutes: FastifyPluginAsync<RouteOptions<'db' | 'now'>> = async (app, { ctx }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { visible } = maintenanceCaller(ctx);

  api.get(
    '/maintenance/costs',
    {
      schema: { querystring: costQuerySchema, response: { 200: costViewResponseSchema } },
      config: {
        access: access.signedIn({
          pages: FMS_PAGES,
          scope: 'visible-assets',
          object: { kind: 'assets', label: 'assetIds', locate: (request) => (request.query as { assetIds?: string }).assetIds?.split(',') },
        }),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { from, to, assetIds } = request.query;
      if (to <= from || to - from > MAINTENANCE_LIMITS.costPeriodMaxDays * 86_400_000) throw invalidField(T.costPeriodInvalid, 'to');
      const seen = await visible(request, caller);
      const ids = assetIds === undefined ? seen : assetIds.split(',').map(Number);
      if (ids.some((id) => !seen.includes(id))) throw objectNotFound();
      const view = await loadCostView(ctx.db, caller.tenantId, ids, from, to, caller.timeZone, ctx.now());
      return { success: true as const, ...view, timeZone: caller.timeZone };
    },
  );
};
