import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mapConfigSchema, trafficResponseSchema } from '@fleet/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../app-context';
import { callerOf } from '../auth/guards';
import { access } from '../auth/route-access';
import { buildMapConfig } from '../map/map-config';

/** GET /map/config (map styles, traffic tiles, attribution) and GET /traffic (the fleet-derived traffic layer). */
export const mapRoutes: FastifyPluginAsync<RouteOptions<'config' | 'traffic'>> = async (app, { ctx }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Public: the web may pick the basemap before sign-in; nothing here is tenant data.
  api.get('/map/config', { schema: { response: { 200: mapConfigSchema } }, config: { access: access.public('the web picks the basemap before sign-in; no company data') } }, async () => buildMapConfig({ roadmapStyleUrl: ctx.config.roadmapStyleUrl, styles: ctx.config.mapStyles, trafficTileUrl: ctx.config.trafficTileUrl, mapsUrlTemplate: ctx.config.mapsUrlTemplate }));

  api.get('/traffic', { schema: { response: { 200: trafficResponseSchema } }, config: { access: access.signedIn({ scope: 'visible-assets' }) } }, async (request) => {
    const { userId, tenantId, role } = callerOf(request);
    return { success: true as const, segments: await ctx.traffic.segmentsFor({ userId, tenantId, role }) };
  });
};
