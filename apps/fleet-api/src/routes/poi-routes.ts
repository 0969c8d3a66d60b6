import { ERROR_CODES, FIELD_LIMITS, MESSAGES, poiAddedMessage, savePoiSchema, type PoiListResponse, type SavePoiResponse } from '@fleet/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../app-context';
import { callerOf } from '../auth/guards';
import { objectNotFound } from '../auth/object-guards';
import { access, partOf } from '../auth/route-access';
import { listPoiLists } from '../pois/poi-lists';
import { badRequest } from '../http/http-error';
import { addPoiGroups, countNewPoiGroups, deletePoi, insertPoi, updatePoi } from '../pois/poi-repository';
import { toPoi } from '../pois/to-poi';

/**
 * POIs of the caller's company (SPEC §7): the POI lists with a user's groups (their own; an Administrator may read a
 * user of the company), add or update (permission poi:add; a Client updates only the POIs they drew), delete
 * (permission poi:delete; a Client deletes only their own).
 */
export const poiRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get(
    '/settings/poi/:uid',
    { config: { access: access.signedIn({ object: { kind: 'user', label: 'uid', locate: (request) => partOf(request, 'params')['uid'] } }) } },
    async (request): Promise<PoiListResponse> => {
      const uid = String(partOf(request, 'params')['uid']);
      return { success: true, ...(await listPoiLists(ctx.db, callerOf(request).tenantId, uid)) };
    },
  );

  app.post(
    '/settings/poi',
    {
      config: {
        access: access.signedIn({
          permission: 'poi:add',
          // An update names the POI; a new one has no id (nothing to check).
          object: { kind: 'poi', label: 'id', write: true, locate: (request) => partOf(request, 'body')['id'] ?? undefined },
        }),
      },
    },
    async (request): Promise<SavePoiResponse> => {
      const caller = callerOf(request);
      const body = savePoiSchema.parse(request.body);
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
      return { success: true, poi: toPoi(record), message };
    },
  );

  app.delete(
    '/admin/pois/:id',
    { config: { access: access.signedIn({ permission: 'poi:delete', object: { kind: 'poi', label: 'id', write: true, locate: (request) => partOf(request, 'params')['id'] } }) } },
    async (request) => {
      if (!(await deletePoi(ctx.db, callerOf(request).tenantId, Number(partOf(request, 'params')['id'])))) throw objectNotFound();
      return { success: true, message: MESSAGES.poiDeleted };
    },
  );
};
