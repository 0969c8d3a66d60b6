import {
  ADMIN_TEXTS,
  ERROR_CODES,
  assetDeletedResponseSchema,
  assetGroupDeletedResponseSchema,
  assetGroupInputSchema,
  assetGroupSavedResponseSchema,
  assetGroupsResponseSchema,
  assetInputSchema,
  assetResponseSchema,
  assetSavedResponseSchema,
  idSchema,
} from '@fleet/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, lockCompanyAssets } from '../admin/admin-actor';
import { deleteAsset, findAdminAsset, writeAsset } from '../admin/asset-admin';
import { createGroup, deleteGroup, findAdminGroup, listAdminGroups, renameGroup } from '../admin/group-admin';
import type { RouteOptions } from '../app-context';
import { callerOf } from '../auth/guards';
import { access, partOf } from '../auth/route-access';
import { HttpError } from '../http/http-error';
import { syncCompanySchedules } from '../maintenance/program-repository';

const assetParams = z.object({ id: idSchema('id') });
const groupParams = z.object({ id: idSchema('id') });
const deleteQuery = z.object({
  purge: z.enum(['true', 'false'], { error: 'purge must be true or false.' }).default('false'),
});

const assetNotFound = () => new HttpError(404, ERROR_CODES.notFound, ADMIN_TEXTS.assetNotFound);
const groupNotFound = () => new HttpError(404, ERROR_CODES.notFound, ADMIN_TEXTS.groupNotFound);

/**
 * Asset and asset group administration (issue #14): every write is the Administrator's, in one transaction with its
 * audit entry. Assets: `GET /assets/:id` (an asset the caller may see), `POST /assets`, `PUT /assets/:id` (replaces
 * every field), `DELETE /assets/:id[?purge=true]`. Groups: `GET|POST /asset-groups`, `PUT|DELETE /asset-groups/:id`.
 * The list of assets (`GET /assets`, every signed-in user) is in asset-routes.ts.
 */
export const adminAssetRoutes: FastifyPluginAsync<RouteOptions<'db' | 'devices' | 'now'>> = async (app, { ctx }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { devices } = ctx;
  const assetRule = (write: boolean) => ({ kind: 'asset' as const, label: 'id', locate: (request: FastifyRequest) => partOf(request, 'params')['id'], write });

  /** Runs a change in one transaction, serialized with the company's other asset changes. */
  const change = async <T>(request: FastifyRequest, work: (trx: typeof ctx.db, actor: Awaited<ReturnType<typeof actorOf>>, tenantId: string) => Promise<T>) => {
    const caller = callerOf(request);
    const actor = await actorOf(ctx.db, caller);
    const result = await ctx.db.transaction().execute(async (trx) => {
      await lockCompanyAssets(trx, caller.tenantId);
      return work(trx, actor, caller.tenantId);
    });
    // Service programs follow their groups' assets (an asset added, moved or deleted gains or loses schedules).
    await syncCompanySchedules(ctx.db, caller.tenantId, caller.timeZone, ctx.now());
    return result;
  };

  /** After the commit: the ingest forgets what it cached about the trackers and moves a claimed one's kept records. */
  const afterTrackers = async (claimed: string | null, detached: readonly string[], assetId: number) => {
    for (const identifier of detached) devices.detached(identifier);
    return claimed ? devices.claimed(claimed, assetId) : 0;
  };

  api.get('/assets/:id', { schema: { params: assetParams, response: { 200: assetResponseSchema } }, config: { access: access.signedIn({ object: assetRule(false) }) } }, async (request) => {
    const { id } = request.params;
    const asset = await findAdminAsset(ctx.db, callerOf(request).tenantId, id);
    if (!asset) throw assetNotFound();
    return { success: true as const, asset };
  });

  api.post('/assets', { schema: { body: assetInputSchema, response: { 200: assetSavedResponseSchema } }, config: { access: access.admin({ scope: 'tenant' }) } }, async (request) => {
    const fields = request.body;
    const written = await change(request, (trx, actor, tenantId) => writeAsset(trx, { tenantId, actor, fields }));
    const moved = await afterTrackers(written.claimed, written.detached, written.asset.assetId);
    return { success: true as const, asset: written.asset, moved, message: ADMIN_TEXTS.assetCreated(written.asset.name) };
  });

  api.put('/assets/:id', { schema: { params: assetParams, body: assetInputSchema, response: { 200: assetSavedResponseSchema } }, config: { access: access.admin({ object: assetRule(true) }) } }, async (request) => {
    const { id } = request.params;
    const fields = request.body;
    const written = await change(request, async (trx, actor, tenantId) => {
      const existing = await findAdminAsset(trx, tenantId, id);
      if (!existing) throw assetNotFound();
      return writeAsset(trx, { tenantId, actor, existing, fields });
    });
    const moved = await afterTrackers(written.claimed, written.detached, id);
    return { success: true as const, asset: written.asset, moved, message: ADMIN_TEXTS.assetUpdated(written.asset.name) };
  });

  api.delete('/assets/:id', { schema: { params: assetParams, querystring: deleteQuery, response: { 200: assetDeletedResponseSchema } }, config: { access: access.admin({ object: assetRule(true) }) } }, async (request) => {
    const { id } = request.params;
    const purge = request.query.purge === 'true';
    const { asset, detached } = await change(request, async (trx, actor, tenantId) => {
      const existing = await findAdminAsset(trx, tenantId, id);
      if (!existing) throw assetNotFound();
      return { asset: existing, detached: await deleteAsset(trx, { tenantId, actor, asset: existing, purge, now: ctx.now() }) };
    });
    await afterTrackers(null, detached, id);
    return { success: true as const, assetId: id, purged: purge, detached, message: purge ? ADMIN_TEXTS.assetPurged(asset.name) : ADMIN_TEXTS.assetDeleted(asset.name) };
  });

  const adminTenant = { config: { access: access.admin({ scope: 'tenant' }) } };

  api.get('/asset-groups', { ...adminTenant, schema: { response: { 200: assetGroupsResponseSchema } } }, async (request) => ({ success: true as const, groups: await listAdminGroups(ctx.db, callerOf(request).tenantId) }));

  api.post('/asset-groups', { ...adminTenant, schema: { body: assetGroupInputSchema, response: { 200: assetGroupSavedResponseSchema } } }, async (request) => {
    const { name } = request.body;
    const group = await change(request, (trx, actor, tenantId) => createGroup(trx, { tenantId, actor, name }));
    return { success: true as const, group, message: ADMIN_TEXTS.groupCreated(group.name) };
  });

  // Groups are the company's: another company's id is 404 (looked up within the caller's company).
  api.put('/asset-groups/:id', { ...adminTenant, schema: { params: groupParams, body: assetGroupInputSchema, response: { 200: assetGroupSavedResponseSchema } } }, async (request) => {
    const { id } = request.params;
    const { name } = request.body;
    const group = await change(request, async (trx, actor, tenantId) => {
      const existing = await findAdminGroup(trx, tenantId, id);
      if (!existing) throw groupNotFound();
      return renameGroup(trx, { tenantId, actor, group: existing, name });
    });
    return { success: true as const, group, message: ADMIN_TEXTS.groupRenamed(group.name) };
  });

  api.delete('/asset-groups/:id', { ...adminTenant, schema: { params: groupParams, response: { 200: assetGroupDeletedResponseSchema } } }, async (request) => {
    const { id } = request.params;
    const { group, moved } = await change(request, async (trx, actor, tenantId) => {
      const existing = await findAdminGroup(trx, tenantId, id);
      if (!existing) throw groupNotFound();
      return { group: existing, moved: await deleteGroup(trx, { tenantId, actor, group: existing }) };
    });
    return { success: true as const, groupId: id, moved, message: ADMIN_TEXTS.groupDeleted(group.name, moved) };
  });
};
