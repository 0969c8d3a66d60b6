import { ERROR_CODES, MESSAGES, poiAddedMessage, savePoiSchema, type PoiListResponse, type SavePoiResponse } from '@fleet/domain';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { RouteOptions } from '../app-context';
import { callerOf, requirePermission } from '../auth/guards';
import { HttpError } from '../http/http-error';
import { listPoiLists } from '../pois/poi-lists';
import { addPoiGroups, deletePoi, insertPoi, updatePoi } from '../pois/poi-repository';
import { toPoi } from '../pois/to-poi';
import { findUserById } from '../users/user-repository';

const notFound = () => new HttpError(404, ERROR_CODES.notFound, MESSAGES.notFound);
const uidParams = z.object({ uid: z.string() });
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** POIs of the caller's tenant (SPEC §7): list with the user's groups, add/update, delete. */
export const poiRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', app.authenticate);

  app.get('/settings/poi/:uid', async (request): Promise<PoiListResponse> => {
    const caller = callerOf(request);
    const { uid } = uidParams.parse(request.params);
    // Own groups, or (Administrators) those of a user of the same tenant.
    if (uid !== caller.userId) {
      if (caller.role !== 'Administrator') throw new HttpError(403, ERROR_CODES.notAuthorized, MESSAGES.notAuthorized);
      const user = await findUserById(ctx.db, uid).catch(() => undefined);
      if (!user || user.tenant_id !== caller.tenantId) throw notFound();
    }
    return { success: true, ...(await listPoiLists(ctx.db, caller.tenantId, uid)) };
  });

  app.post('/settings/poi', { preHandler: [requirePermission('poi:add')] }, async (request): Promise<SavePoiResponse> => {
    const caller = callerOf(request);
    const body = savePoiSchema.parse(request.body);
    const fields = { name: body.name, coords: body.coords, groups: body.groups, meta: body.meta };
    const record =
      body.id === undefined
        ? await insertPoi(ctx.db, caller.tenantId, caller.userId, fields)
        : await updatePoi(ctx.db, caller.tenantId, body.id, fields, ctx.now());
    if (!record) throw notFound();
    await addPoiGroups(ctx.db, caller.userId, record.groups);
    const message = body.id === undefined ? poiAddedMessage(record.name) : MESSAGES.poiUpdated;
    return { success: true, poi: toPoi(record), message };
  });

  app.delete('/admin/pois/:id', { preHandler: [requirePermission('poi:delete')] }, async (request) => {
    const { id } = idParams.parse(request.params);
    if (!(await deletePoi(ctx.db, callerOf(request).tenantId, id))) throw notFound();
    return { success: true, message: MESSAGES.poiDeleted };
  });
};
