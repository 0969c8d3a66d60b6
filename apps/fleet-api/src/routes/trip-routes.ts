import {
  TRANSPORT_LIMITS,
  TRANSPORT_TEXTS as T,
  onTimeFigures,
  proofOfDeliverySchema,
  tripCancelSchema,
  tripDetailResponseSchema,
  tripInputSchema,
  tripSavedResponseSchema,
  tripsQuerySchema,
  tripsResponseSchema,
  type TripParsed,
} from '@fleet/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteOptions } from '../app-context';
import type { AuthContext } from '../auth/auth-plugin';
import { callerOf } from '../auth/guards';
import { objectNotFound } from '../auth/object-guards';
import { access } from '../auth/route-access';
import { idParams } from '../http/route-schemas';
import { bodyAsset, invalidField, maintenanceCaller, paramObject } from '../maintenance/maintenance-access';
import { receiptFilesOf, type ReceiptFilesContext } from '../receipts/receipt-files';
import { tripRoute } from '../transport/trip-route';
import { cancelTrip, createTrip, dispatchTrip, reopenTrip, saveProofOfDelivery, updateTrip } from '../transport/trip-repository';
import { listTrips } from '../transport/trip-view';

/** The page key of transport management: every transport route needs it. */
export const TMS_PAGES = ['tms'] as const;

const stopParams = z.object({ id: z.preprocess((v) => Number(v), z.number().int().min(1).max(2_147_483_647)), seq: z.preprocess((v) => Number(v), z.number({ error: 'seq must be a stop number.' }).int('seq must be a stop number.').min(1, 'seq must be a stop number.').max(TRANSPORT_LIMITS.stopsMax, 'seq must be a stop number.')) });

/**
 * Trips (page key tms) on the vehicles the caller sees: planned, changed while planned, dispatched (then their stops
 * follow the vehicle: transport/trip-tracker.ts), cancelled and planned again; each with its stops, delays, the next
 * stop's ETA, and proofs of delivery. The client, driver and transporter named must be the company's.
 */
export const tripRoutes: FastifyPluginAsync<RouteOptions<'db' | 'now' | 'trips' | keyof ReceiptFilesContext>> = async (app, { ctx }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { visible, author } = maintenanceCaller(ctx);
  const one = async (caller: AuthContext, id: number) => {
    const [trip] = await listTrips(ctx.db, caller.tenantId, { assetIds: await visibleOf(caller, id), ids: [id] }, ctx.now());
    if (!trip) throw objectNotFound();
    return trip;
  };
  /** The trip's own vehicle (the route's guard checked the caller may see it). */
  const visibleOf = async (caller: AuthContext, id: number) => {
    const row = await ctx.db.selectFrom('trips').select('asset_id').where('id', '=', id).where('tenant_id', '=', caller.tenantId).executeTakeFirst();
    return row ? [row.asset_id] : [];
  };
  /** The client, driver and transporter a trip names are the company's (404 naming none that is not). */
  const checkNames = async (caller: AuthContext, input: TripParsed) => {
    const check = async (table: 'transport_clients' | 'drivers' | 'transporters', id: unknown) => {
      if (id === null || id === undefined) return;
      const row = await ctx.db.selectFrom(table).select('id').where('id', '=', id as number).where('tenant_id', '=', caller.tenantId).executeTakeFirst();
      if (!row) throw objectNotFound();
    };
    await check('transport_clients', input.clientId);
    await check('drivers', input.driverId);
    await check('transporters', input.transporterId);
    const limit = ctx.now() + 366 * 86_400_000;
    input.stops.forEach((s, i) => {
      for (const t of [s.windowFrom, s.windowTo]) if (t !== null && t > limit) throw invalidField(T.timeInvalid, `stops.${i}.windowTo`);
    });
  };
  const saved = { schema: { response: { 200: tripSavedResponseSchema } } };
  const onTrip = (request: FastifyRequest) => request.params as { id: number };

  api.get(
    '/trips',
    { schema: { querystring: tripsQuerySchema, response: { 200: tripsResponseSchema } }, config: { access: access.signedIn({ pages: TMS_PAGES, scope: 'visible-assets' }) } },
    async (request) => {
      const caller = callerOf(request);
      const q = request.query;
      if (q.to <= q.from || q.to - q.from > TRANSPORT_LIMITS.periodMaxDays * 86_400_000) throw invalidField(T.periodInvalid, 'to');
      const trips = await listTrips(
        ctx.db,
        caller.tenantId,
        {
          assetIds: await visible(request, caller),
          from: q.from,
          to: q.to,
          ...(q.status ? { statuses: q.status.split(',') } : {}),
          ...(q.clientId !== undefined ? { clientId: q.clientId as number } : {}),
          ...(q.driverId !== undefined ? { driverId: q.driverId as number } : {}),
          ...(q.transporterId !== undefined ? { transporterId: q.transporterId as number } : {}),
          ...(q.assetId !== undefined ? { assetId: q.assetId as number } : {}),
        },
        ctx.now(),
      );
      return { success: true as const, trips, figures: onTimeFigures(trips.map((t) => ({ status: t.status, stops: t.stops, quantity: t.quantity, weightKg: t.weightKg }))) };
    },
  );

  api.get(
    '/trips/:id',
    { schema: { params: idParams('id'), response: { 200: tripDetailResponseSchema } }, config: { access: access.signedIn({ pages: TMS_PAGES, object: paramObject('trip') }) } },
    async (request) => {
      const caller = callerOf(request);
      const trip = await one(caller, request.params.id as number);
      const { route, events } = await tripRoute(ctx.db, trip, ctx.now());
      return { success: true as const, trip, route, events };
    },
  );

  api.post('/trips', { schema: { body: tripInputSchema, ...saved.schema }, config: { access: access.signedIn({ pages: TMS_PAGES, object: bodyAsset }) } }, async (request) => {
    const caller = callerOf(request);
    await checkNames(caller, request.body);
    const id = await createTrip(ctx.db, caller.tenantId, request.body, await author(caller), ctx.now());
    const trip = await one(caller, id);
    return { success: true as const, trip, message: T.tripSaved(trip.number) };
  });

  api.put(
    '/trips/:id',
    { schema: { params: idParams('id'), body: tripInputSchema, ...saved.schema }, config: { access: access.signedIn({ pages: TMS_PAGES, object: paramObject('trip') }) } },
    async (request) => {
      const caller = callerOf(request);
      const id = request.params.id as number;
      // The vehicle it moves to must be one the caller sees too.
      if (!(await visible(request, caller)).includes(request.body.assetId as number)) throw objectNotFound();
      await checkNames(caller, request.body);
      await updateTrip(ctx.db, caller.tenantId, id, request.body, ctx.now());
      const trip = await one(caller, id);
      return { success: true as const, trip, message: T.tripSaved(trip.number) };
    },
  );

  for (const [action, run, text] of [
    ['dispatch', (tenantId: string, id: number) => dispatchTrip(ctx.db, tenantId, id, ctx.now()), T.tripDispatched],
    ['reopen', (tenantId: string, id: number) => reopenTrip(ctx.db, tenantId, id), T.tripReopened],
  ] as const) {
    api.post(`/trips/:id/${action}`, { schema: { params: idParams('id'), ...saved.schema }, config: { access: access.signedIn({ pages: TMS_PAGES, object: paramObject('trip') }) } }, async (request) => {
      const caller = callerOf(request);
      const id = onTrip(request).id;
      await run(caller.tenantId, id);
      if (action === 'dispatch') ctx.trips.soon();
      const trip = await one(caller, id);
      return { success: true as const, trip, message: text(trip.number) };
    });
  }

  api.post(
    '/trips/:id/cancel',
    { schema: { params: idParams('id'), body: tripCancelSchema, ...saved.schema }, config: { access: access.signedIn({ pages: TMS_PAGES, object: paramObject('trip') }) } },
    async (request) => {
      const caller = callerOf(request);
      const id = request.params.id as number;
      await cancelTrip(ctx.db, caller.tenantId, id, request.body.reason, ctx.now());
      const trip = await one(caller, id);
      return { success: true as const, trip, message: T.tripCancelled(trip.number) };
    },
  );

  api.post(
    '/trips/:id/stops/:seq/pod',
    { schema: { params: stopParams, body: proofOfDeliverySchema, ...saved.schema }, config: { access: access.signedIn({ pages: TMS_PAGES, object: paramObject('trip') }) } },
    async (request) => {
      const caller = callerOf(request);
      const { id, seq } = request.params;
      const files = await receiptFilesOf(ctx, request, caller, request.body.files);
      await saveProofOfDelivery(ctx.db, caller.tenantId, id, seq, { ...request.body, files }, await author(caller), ctx.now());
      // A proof at the last stop may end the trip.
      ctx.trips.soon();
      return { success: true as const, trip: await one(caller, id), message: T.podSaved };
    },
  );
};
