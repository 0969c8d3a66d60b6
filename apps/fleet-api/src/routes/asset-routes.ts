import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteOptions } from '../app-context';
import { listVisibleAssets } from '../assets/asset-repository';
import { callerOf, requirePage } from '../auth/guards';
import { buildDashboard, toDashboardAssets } from '../dashboard/build-dashboard';

/** The caller's assets: the list, the dashboard and the vessels. */
export const assetRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', app.authenticate);

  const visible = (request: FastifyRequest) => {
    const { userId, tenantId, role } = callerOf(request);
    return listVisibleAssets(ctx.db, { userId, tenantId, role });
  };

  app.get('/assets', async (request) => ({ success: true, assets: await visible(request) }));

  app.get('/dashboard', async (request) => {
    const assets = await visible(request);
    const states = await ctx.lastStates(assets.map((a) => a.assetId));
    const thresholds = await ctx.settings.thresholds(callerOf(request).tenantId);
    return { success: true, ...buildDashboard(assets, states, ctx.now(), thresholds) };
  });

  app.get('/vessels', { preHandler: [requirePage('vms')] }, async (request) => {
    const boats = (await visible(request)).filter((a) => a.type === 'boat');
    const states = await ctx.lastStates(boats.map((a) => a.assetId));
    const thresholds = await ctx.settings.thresholds(callerOf(request).tenantId);
    return { success: true, vessels: toDashboardAssets(boats, states, ctx.now(), thresholds) };
  });
};
