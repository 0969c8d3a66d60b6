import { ERROR_CODES, FIELD_LIMITS, MESSAGES, poiAddedMessage, poiListResponseSchema, savePoiResponseSchema, savePoiSchema, successMessageResponseSchema } from '@fleet/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteOptions } from '../app-context';
import { callerOf } from '../auth/guards';
import { objectNotFound } from '../auth/object-guards';
import { access, partOf } from '../auth/route-access';
import { listPoiLists } from '../pois/poi-lists';
import { badRequest } from '../http/http-error';
import { idParams } from '../http/route-schemas';
import { addPoiGroups, countNewPoiGroups, deletePoi, insertPoi, updatePoi } from '../pois/poi-repository';
import { toPoi } from '../pois/to-poi';

/**
 * POIs of the caller's company (SPEC §7): the POI lists with a user's groups (their own; an Administrator may read a
 * user of the company), add or update (permission poi:add; a Client updates only the POIs they drew), delete
 * (permission poi:delete; a Client deletes only their own).
 */
export const poiRoutes: FastifyPluginAsync<RouteOptions<'db' | 'now'>> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/settings/poi/:uid',
    {
      schema: { params: z.object({ uid: z.string() }), response: { 200: poiListResponseSchema } },
      config: { access: access.signedIn({ object: { kind: 'user', label: 'uid', locate: (request) => partOf(request, 'params')['uid'] } }) },
    },
    async (request) => {
      const { uid } = request.params;
      return { success: true as const, ...(await listPoiLists(ctx.db, callerOf(request).tenantId, uid)) };
    },
  );

  app.post(
    '/settings/poi',
    {
      schema: { body: savePoiSchema, response: { 200: savePoiResponseSchema } },
      config: {
        access: access.signedIn({
          permission: 'poi:add',
          // An update names the POI; a new one has no id (nothing to check).
          object: { kind: 'poi', label: 'id', write: true, locate: (request) => partOf(request, 'body')['id'] ?? undefined },
        }),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { body } = request;
      // Every group a user keeps comes back with each sign-in: their number stays bounded.
      const groups = await countNewPoiGroups(ctx.db, caller.userId, body.groups);
      if (groups.added > 0 && groups.kept + groups.added > FIELD_LIMITS.userPoiGroupsMax) throw badRequest(MESSAGES.tooManyPoiGroups, ERROR_CODES.invalidInput);
      const fields = { name: body.name, coords: body.coords, groups: body.groups, meta: body.meta };
      const record =
        body.id === undefined
          ? await insertPoi(ctx.db, caller.tenantId, caller.userId, fields)
          : await updatePoi(ctx.db, caller.tenantId, body.id, fields, ctx.now());
      if (!record) throw objectNotFound();
      await addPoiGroups(ctx.db, caller.userId, record.groups);
      const message = body.id === undefined ? poiAddedMessage(record.name) : MESSAGES.poiUpdated;
      return { success: true as const, poi: toPoi(record), message };
    },
  );

  app.delete(
    '/admin/pois/:id',
    {
      schema: { params: idParams('id'), response: { 200: successMessageResponseSchema } },
      config: { access: access.signedIn({ permission: 'poi:delete', object: { kind: 'poi', label: 'id', write: true, locate: (request) => partOf(request, 'params')['id'] } }) },
    },
    async (request) => {
      if (!(await deletePoi(ctx.db, callerOf(request).tenantId, request.params.id))) throw objectNotFound();
      return { success: true as const, message: MESSAGES.poiDeleted };
    },
  );
};
