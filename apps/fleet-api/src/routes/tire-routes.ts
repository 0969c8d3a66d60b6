import {
  MAINTENANCE_TEXTS as T,
  idSchema,
  isRecordTimeAllowed,
  tireFitSchema,
  tireHistoryResponseSchema,
  tireInputSchema,
  tireInspectSchema,
  tirePositionLabel,
  tireRemoveSchema,
  tireRotationSchema,
  tireSavedResponseSchema,
  tiresResponseSchema,
  tiresSavedResponseSchema,
  type RotationMove,
} from '@fleet/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteOptions } from '../app-context';
import { callerOf } from '../auth/guards';
import { objectNotFound, visibleAssetIds } from '../auth/object-guards';
import { access } from '../auth/route-access';
import { idParams } from '../http/route-schemas';
import { FMS_PAGES, bodyAsset, invalidField, maintenanceCaller, paramObject } from '../maintenance/maintenance-access';
import { addTire, fitTire, inspectTire, listTires, removeTire, rotateTires, tireHistory, updateTire } from '../maintenance/tire-repository';

// A database id (1 to 2^31 - 1): the filter goes to the query as an integer.
const listQuery = z.object({ assetId: idSchema('assetId').optional() });

/**
 * Tires (page key fms): the stock and the tires on the assets the caller sees, each with its figures (km run, cost per
 * 1,000 km, wear); fitted, removed, rotated and inspected through their own calls, each writing the tire's event and,
 * for fits, removals and rotations, a tire record (kind t) for the Maintenance Log and the costs.
 */
export const tireRoutes: FastifyPluginAsync<RouteOptions<'db' | 'now'>> = async (app, { ctx }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { author } = maintenanceCaller(ctx);
  const seenBy = async (request: Parameters<typeof callerOf>[0]) => {
    const caller = callerOf(request);
    return caller.role === 'Administrator' ? null : await visibleAssetIds(request, ctx, caller);
  };
  const one = async (request: Parameters<typeof callerOf>[0], id: number) => {
    const [tire] = await listTires(ctx.db, callerOf(request).tenantId, null, { ids: [id] });
    if (!tire) throw objectNotFound();
    return tire;
  };
  const timeAllowed = (time: number) => {
    if (!isRecordTimeAllowed(time, ctx.now())) throw invalidField(T.timeInvalid, 'time');
  };

  api.get(
    '/maintenance/tires',
    { schema: { querystring: listQuery, response: { 200: tiresResponseSchema } }, config: { access: access.signedIn({ pages: FMS_PAGES, scope: 'visible-assets' }) } },
    async (request) => {
      const caller = callerOf(request);
      const { assetId } = request.query;
      return { success: true as const, tires: await listTires(ctx.db, caller.tenantId, await seenBy(request), assetId === undefined ? {} : { assetId: assetId as number }) };
    },
  );

  api.get(
    '/maintenance/tires/:id',
    { schema: { params: idParams('id'), response: { 200: tireHistoryResponseSchema } }, config: { access: access.signedIn({ pages: FMS_PAGES, object: paramObject('tire') }) } },
    async (request) => {
      const caller = callerOf(request);
      const id = request.params.id as number;
      // A tire back in stock may have run on assets the caller does not see: its history shows only the caller's.
      const seen = await seenBy(request);
      const events = (await tireHistory(ctx.db, caller.tenantId, id)).filter((e) => seen === null || seen.has(e.assetId));
      return { success: true as const, tire: await one(request, id), events };
    },
  );

  api.post(
    '/maintenance/tires',
    { schema: { body: tireInputSchema, response: { 200: tireSavedResponseSchema } }, config: { access: access.signedIn({ pages: FMS_PAGES, scope: 'tenant' }) } },
    async (request) => {
      const id = await addTire(ctx.db, callerOf(request).tenantId, request.body);
      return { success: true as const, tire: await one(request, id), message: T.tireSaved(request.body.serial) };
    },
  );

  api.put(
    '/maintenance/tires/:id',
    { schema: { params: idParams('id'), body: tireInputSchema, response: { 200: tireSavedResponseSchema } }, config: { access: access.signedIn({ pages: FMS_PAGES, object: paramObject('tire') }) } },
    async (request) => {
      const id = request.params.id as number;
      if (!(await updateTire(ctx.db, callerOf(request).tenantId, id, request.body))) throw objectNotFound();
      return { success: true as const, tire: await one(request, id), message: T.tireSaved(request.body.serial) };
    },
  );

  api.post(
    '/maintenance/tires/:id/fit',
    {
      schema: { params: idParams('id'), body: tireFitSchema, response: { 200: tireSavedResponseSchema } },
      // The tire (in stock) and the asset it goes on, both the caller's to see.
      config: { access: access.signedIn({ pages: FMS_PAGES, object: bodyAsset }) },
      preHandler: async (request) => {
        await checkTire(request);
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const id = request.params.id as number;
      timeAllowed(request.body.time);
      await fitTire(ctx.db, caller.tenantId, id, request.body, await author(caller), caller.timeZone);
      const tire = await one(request, id);
      return { success: true as const, tire, message: T.tireFitted(tire.serial, tirePositionLabel(request.body.position)) };
    },
  );

  /** The tire of the path must be one the caller may see too (the route's declared object is the body's asset). */
  const checkTire = async (request: Parameters<typeof callerOf>[0] & { params: unknown }) => {
    const caller = callerOf(request);
    const id = (request.params as { id: number }).id;
    const [tire] = await listTires(ctx.db, caller.tenantId, await seenBy(request), { ids: [id] });
    if (!tire) throw objectNotFound();
  };

  api.post(
    '/maintenance/tires/:id/remove',
    { schema: { params: idParams('id'), body: tireRemoveSchema, response: { 200: tireSavedResponseSchema } }, config: { access: access.signedIn({ pages: FMS_PAGES, object: paramObject('tire') }) } },
    async (request) => {
      const caller = callerOf(request);
      const id = request.params.id as number;
      timeAllowed(request.body.time);
      await removeTire(ctx.db, caller.tenantId, id, request.body, await author(caller), caller.timeZone);
      const tire = await one(request, id);
      return { success: true as const, tire, message: T.tireRemoved(tire.serial) };
    },
  );

  api.post(
    '/maintenance/tires/:id/inspect',
    { schema: { params: idParams('id'), body: tireInspectSchema, response: { 200: tireSavedResponseSchema } }, config: { access: access.signedIn({ pages: FMS_PAGES, object: paramObject('tire') }) } },
    async (request) => {
      const caller = callerOf(request);
      const id = request.params.id as number;
      timeAllowed(request.body.time);
      await inspectTire(ctx.db, caller.tenantId, id, request.body, await author(caller), caller.timeZone);
      return { success: true as const, tire: await one(request, id), message: T.treadSaved };
    },
  );

  api.post(
    '/maintenance/assets/:id/tire-rotation',
    { schema: { params: idParams('id'), body: tireRotationSchema, response: { 200: tiresSavedResponseSchema } }, config: { access: access.signedIn({ pages: FMS_PAGES, object: paramObject('asset') }) } },
    async (request) => {
      const caller = callerOf(request);
      const assetId = request.params.id as number;
      timeAllowed(request.body.time);
      const moved = await rotateTires(ctx.db, caller.tenantId, assetId, { ...request.body, moves: request.body.moves as RotationMove[] }, await author(caller), caller.timeZone);
      return { success: true as const, tires: await listTires(ctx.db, caller.tenantId, null, { assetId }), message: T.rotationSaved(moved.length) };
    },
  );
};
