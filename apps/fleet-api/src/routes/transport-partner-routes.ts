import {
  TRANSPORT_LIMITS,
  TRANSPORT_TEXTS as T,
  clientInputSchema,
  clientSavedResponseSchema,
  clientsResponseSchema,
  driverInputSchema,
  driverSavedResponseSchema,
  driverSummaryResponseSchema,
  driversResponseSchema,
  onTimeFigures,
  transporterInputSchema,
  transporterSavedResponseSchema,
  transportersResponseSchema,
  type Driver,
} from '@fleet/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { RouteOptions } from '../app-context';
import type { AuthContext } from '../auth/auth-plugin';
import { callerOf } from '../auth/guards';
import { objectNotFound, visibleAssetIds } from '../auth/object-guards';
import { access } from '../auth/route-access';
import { idParams } from '../http/route-schemas';
import { invalidField, maintenanceCaller, paramObject } from '../maintenance/maintenance-access';
import { receiptFilesOf, type ReceiptFilesContext } from '../receipts/receipt-files';
import { driverSummary } from '../transport/driver-summary';
import { listClients, listDrivers, listTransporters, saveDriver, savePartner } from '../transport/partner-repository';
import { TMS_PAGES } from './trip-routes';

const periodQuery = z.object({
  from: z.coerce.number({ error: T.periodInvalid }).int(T.periodInvalid).min(0, T.periodInvalid).max(8_640_000_000_000_000, T.periodInvalid),
  to: z.coerce.number({ error: T.periodInvalid }).int(T.periodInvalid).min(0, T.periodInvalid).max(8_640_000_000_000_000, T.periodInvalid),
});

/**
 * The people and partners of transport management (page key tms): drivers (with the key their vehicle's reader
 * reports, the vehicle they are assigned to, and a summary of their driving), transporters with their vehicles and
 * clients with their sites. Everyone with the page reads them; Administrators write them.
 */
export const transportPartnerRoutes: FastifyPluginAsync<RouteOptions<'db' | 'now' | keyof ReceiptFilesContext>> = async (app, { ctx }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { today } = maintenanceCaller(ctx);
  const read = { config: { access: access.signedIn({ pages: TMS_PAGES, scope: 'tenant' }) } };
  /** The assets a Client sees (null: an Administrator, who sees the company's). */
  const seenBy = async (request: FastifyRequest, caller: AuthContext) => (caller.role === 'Administrator' ? null : await visibleAssetIds(request, ctx, caller));
  /** A driver as the caller sees them: the vehicles they are assigned to and on only when the caller sees those. */
  const seenDriver = (driver: Driver, seen: ReadonlySet<number> | null): Driver =>
    seen === null
      ? driver
      : {
          ...driver,
          ...(driver.assetId !== null && !seen.has(driver.assetId) ? { assetId: null, assetName: null } : {}),
          onAssetId: driver.onAssetId !== null && seen.has(driver.onAssetId) ? driver.onAssetId : null,
        };
  /** The company's assets named must exist (404 otherwise). */
  const companyAssets = async (tenantId: string, ids: readonly number[]) => {
    if (ids.length === 0) return;
    const found = await ctx.db.selectFrom('assets').select('id').where('tenant_id', '=', tenantId).where('deleted_at', 'is', null).where('id', '=', sql<number>`any(${[...new Set(ids)]}::int[])`).execute();
    if (found.length !== new Set(ids).size) throw objectNotFound();
  };

  api.get('/drivers', { schema: { response: { 200: driversResponseSchema } }, ...read }, async (request) => {
    const caller = callerOf(request);
    const seen = await seenBy(request, caller);
    return { success: true as const, drivers: (await listDrivers(ctx.db, caller.tenantId, today(caller))).map((d) => seenDriver(d, seen)) };
  });

  const writeDriver = async (request: Parameters<typeof callerOf>[0] & { body: z.output<typeof driverInputSchema> }, id: number | null) => {
    const caller = callerOf(request);
    const input = request.body;
    await companyAssets(caller.tenantId, input.assetId === null ? [] : [input.assetId as number]);
    const [photo] = input.photoUrl === null ? [null] : await receiptFilesOf(ctx, request, caller, [input.photoUrl]);
    const savedId = await saveDriver(ctx.db, caller.tenantId, { ...input, photoUrl: photo ?? null }, id);
    const [driver] = await listDrivers(ctx.db, caller.tenantId, today(caller), [savedId]);
    return { success: true as const, driver: driver!, message: `Driver ${input.name} saved.` };
  };
  api.post('/drivers', { schema: { body: driverInputSchema, response: { 200: driverSavedResponseSchema } }, config: { access: access.admin({ pages: TMS_PAGES, scope: 'tenant' }) } }, async (request) => writeDriver(request, null));
  api.put(
    '/drivers/:id',
    { schema: { params: idParams('id'), body: driverInputSchema, response: { 200: driverSavedResponseSchema } }, config: { access: access.admin({ pages: TMS_PAGES, object: paramObject('driver') }) } },
    async (request) => writeDriver(request, request.params.id as number),
  );

  api.get(
    '/drivers/:id/summary',
    { schema: { params: idParams('id'), querystring: periodQuery, response: { 200: driverSummaryResponseSchema } }, config: { access: access.signedIn({ pages: TMS_PAGES, object: paramObject('driver'), scope: 'visible-assets' }) } },
    async (request) => {
      const caller = callerOf(request);
      const { from, to } = request.query;
      if (to <= from || to - from > TRANSPORT_LIMITS.periodMaxDays * 86_400_000) throw invalidField(T.periodInvalid, 'to');
      const [driver] = await listDrivers(ctx.db, caller.tenantId, today(caller), [request.params.id as number]);
      if (!driver) throw objectNotFound();
      const summary = await driverSummary(ctx.db, caller.tenantId, driver.id, [...(await visibleAssetIds(request, ctx, caller))], from, to, ctx.now());
      return { success: true as const, driver: seenDriver(driver, await seenBy(request, caller)), ...summary, figures: onTimeFigures(summary.trips.map((t) => ({ status: t.status, stops: t.stops, quantity: t.quantity, weightKg: t.weightKg }))) };
    },
  );

  api.get('/transporters', { schema: { response: { 200: transportersResponseSchema } }, ...read }, async (request) => {
    const caller = callerOf(request);
    const seen = await seenBy(request, caller);
    const transporters = await listTransporters(ctx.db, caller.tenantId);
    // A Client sees a transporter's vehicles among those given to them only.
    return { success: true as const, transporters: seen === null ? transporters : transporters.map((r) => ({ ...r, assetIds: r.assetIds.filter((id) => seen.has(id)) })) };
  });
  const writeTransporter = async (tenantId: string, input: z.output<typeof transporterInputSchema>, id: number | null) => {
    await companyAssets(tenantId, input.assetIds as number[]);
    const savedId = await savePartner(ctx.db, tenantId, 'transporters', input, id);
    const [transporter] = await listTransporters(ctx.db, tenantId, [savedId]);
    return { success: true as const, transporter: transporter!, message: `Transporter ${input.name} saved.` };
  };
  api.post('/transporters', { schema: { body: transporterInputSchema, response: { 200: transporterSavedResponseSchema } }, config: { access: access.admin({ pages: TMS_PAGES, scope: 'tenant' }) } }, async (request) =>
    writeTransporter(callerOf(request).tenantId, request.body, null),
  );
  api.put(
    '/transporters/:id',
    { schema: { params: idParams('id'), body: transporterInputSchema, response: { 200: transporterSavedResponseSchema } }, config: { access: access.admin({ pages: TMS_PAGES, object: paramObject('transporter') }) } },
    async (request) => writeTransporter(callerOf(request).tenantId, request.body, request.params.id as number),
  );

  api.get('/transport-clients', { schema: { response: { 200: clientsResponseSchema } }, ...read }, async (request) => ({ success: true as const, clients: await listClients(ctx.db, callerOf(request).tenantId) }));
  const writeClient = async (tenantId: string, input: z.output<typeof clientInputSchema>, id: number | null) => {
    const poiIds = [...new Set(input.poiIds as number[])];
    if (poiIds.length > 0) {
      const found = await ctx.db.selectFrom('pois').select('id').where('tenant_id', '=', tenantId).where('id', '=', sql<number>`any(${poiIds}::int[])`).execute();
      if (found.length !== poiIds.length) throw invalidField(T.siteNotPoi, 'poiIds');
    }
    const savedId = await savePartner(ctx.db, tenantId, 'transport_clients', input, id);
    const [client] = await listClients(ctx.db, tenantId, [savedId]);
    return { success: true as const, client: client!, message: `Client ${input.name} saved.` };
  };
  api.post('/transport-clients', { schema: { body: clientInputSchema, response: { 200: clientSavedResponseSchema } }, config: { access: access.admin({ pages: TMS_PAGES, scope: 'tenant' }) } }, async (request) =>
    writeClient(callerOf(request).tenantId, request.body, null),
  );
  api.put(
    '/transport-clients/:id',
    { schema: { params: idParams('id'), body: clientInputSchema, response: { 200: clientSavedResponseSchema } }, config: { access: access.admin({ pages: TMS_PAGES, object: paramObject('transport-client') }) } },
    async (request) => writeClient(callerOf(request).tenantId, request.body, request.params.id as number),
  );
};
