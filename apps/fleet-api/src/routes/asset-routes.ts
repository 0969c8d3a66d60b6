import {
  ERROR_CODES,
  MESSAGES,
  assetsResponseSchema,
  dashboardResponseSchema,
  temperatureRangeResponseSchema,
  temperatureRangeSchema,
  vesselsResponseSchema,
} from '@fleet/domain';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { setTemperatureRange } from '../assets/temperature-range';
import { HttpError } from '../http/http-error';
import { absentBodyAsEmpty, idParams } from '../http/route-schemas';
import type { RouteOptions } from '../app-context';
import { listAdminAssets } from '../admin/asset-admin';
import { listVisibleAssets } from '../assets/asset-repository';
import { callerOf } from '../auth/guards';
import { access, partOf } from '../auth/route-access';
import { buildDashboard, toDashboardAssets } from '../dashboard/build-dashboard';

/** The caller's assets: the list, the dashboard and the vessels. */
export const assetRoutes: FastifyPluginAsync<RouteOptions<'db' | 'lastStates' | 'now' | 'settings'>> = async (app, { ctx }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const visibleOnly = { config: { access: access.signedIn({ scope: 'visible-assets' }) } };

  const visible = (request: FastifyRequest) => {
    const { userId, tenantId, role } = callerOf(request);
    return listVisibleAssets(ctx.db, { userId, tenantId, role });
  };

  /**
   * The caller's assets for the selectors, each with its setup fields (plate, fuel, speed limit, offsets, device
   * identifier: `AdminAsset`) for the administration; deleted assets are in no list.
   */
  api.get('/assets', { ...visibleOnly, schema: { response: { 200: assetsResponseSchema } } }, async (request) => {
    const [summaries, details] = await Promise.all([visible(request), listAdminAssets(ctx.db, callerOf(request).tenantId)]);
    const byId = new Map(details.map((d) => [d.assetId, d]));
    // Both lists hold the company's assets that are not deleted; an asset added between the two reads (no details
    // yet) waits for the next read rather than being listed without its setup fields.
    const assets = summaries.flatMap((s) => {
      const detail = byId.get(s.assetId);
      return detail ? [{ ...detail, ...s }] : [];
    });
    return { success: true as const, assets };
  });

  api.get('/dashboard', { ...visibleOnly, schema: { response: { 200: dashboardResponseSchema } } }, async (request) => {
    const assets = await visible(request);
    const states = await ctx.lastStates(assets.map((a) => a.assetId));
    const thresholds = await ctx.settings.thresholds(callerOf(request).tenantId);
    return { success: true as const, ...buildDashboard(assets, states, ctx.now(), thresholds) };
  });

  /**
   * `PUT /assets/:id/temperature-range` (Administrator): `{ range: { profile: 'frozen' | 'chilled' } }`,
   * `{ range: { profile: 'custom', min, max } }` (°C) or `{ range: null }` (back to chilled 2-8 °C). The Temperature
   * report judges the asset's readings against it and shows it in the row.
   */
  const rangeAccess = access.admin({ object: { kind: 'asset', label: 'id', locate: (request) => partOf(request, 'params')['id'] } });
  const rangeBody = z.object({ range: temperatureRangeSchema.nullable() }, { error: 'The body must be {"range": {...}} or {"range": null}.' });
  const rangeSchema = { params: idParams('id'), body: rangeBody, response: { 200: temperatureRangeResponseSchema } };
  api.put('/assets/:id/temperature-range', { schema: rangeSchema, preValidation: absentBodyAsEmpty, config: { access: rangeAccess } }, async (request) => {
    const { id } = request.params;
    const { range } = request.body;
    if (!(await setTemperatureRange(ctx.db, callerOf(request).tenantId, id, range))) throw new HttpError(404, ERROR_CODES.notFound, MESSAGES.notFound);
    return { success: true as const, assetId: id, range };
  });

  const vesselsSchema = { response: { 200: vesselsResponseSchema } };
  api.get('/vessels', { schema: vesselsSchema, config: { access: access.signedIn({ pages: ['vms'], scope: 'visible-assets' }) } }, async (request) => {
    const boats = (await visible(request)).filter((a) => a.type === 'boat');
    const states = await ctx.lastStates(boats.map((a) => a.assetId));
    const thresholds = await ctx.settings.thresholds(callerOf(request).tenantId);
    return { success: true as const, vessels: toDashboardAssets(boats, states, ctx.now(), thresholds) };
  });
};
