import {
  DATA_PUSH_LIMITS,
  DATA_PUSH_TEXTS as T,
  ERROR_CODES,
  dataPushInputSchema,
  dataPushSavedResponseSchema,
  dataPushTargetsResponseSchema,
  successMessageResponseSchema,
  type DataPushParsed,
} from '@fleet/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteOptions } from '../app-context';
import type { AuthContext } from '../auth/auth-plugin';
import { callerOf } from '../auth/guards';
import { objectNotFound } from '../auth/object-guards';
import { access, partOf } from '../auth/route-access';
import { countTargets, deleteTarget, insertTarget, listTargets, publicTarget, updateTarget } from '../data-push/data-push-repository';
import { HttpError, badRequest } from '../http/http-error';
import { idParams } from '../http/route-schemas';

/** Clients see and change only the targets they made; Administrators every target of the company. */
const ownerFilter = (caller: AuthContext) => (caller.role === 'Administrator' ? undefined : caller.userId);

/**
 * Data push (`/alerts`, tab Data push): the company's targets — HTTP or MQTT, positions and / or events, of which
 * assets — with their backlog and how their deliveries went. Data Push add / update / delete (Administrators always);
 * a Client's target names the assets it forwards, all of them visible to the Client, and Clients see only their own.
 */
export const dataPushRoutes: FastifyPluginAsync<RouteOptions<'dataPush' | 'db' | 'signals'>> = async (app, { ctx }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const targetAssets = { kind: 'assets' as const, label: 'assetIds', locate: (request: Parameters<typeof partOf>[0]) => partOf(request, 'body')['assetIds'] };

  const check = async (caller: AuthContext, t: DataPushParsed) => {
    if (caller.role !== 'Administrator' && t.assetIds.length === 0) throw badRequest(T.clientScope, ERROR_CODES.invalidInput);
    const refused = await ctx.dataPush.refusal(t.url);
    if (refused) throw new HttpError(400, ERROR_CODES.invalidInput, refused, 'url');
  };
  const changed = (tenantId: string) => {
    ctx.dataPush.invalidate(tenantId);
    ctx.signals.send({ kind: 'data-push-targets', tenantId });
  };

  api.get(
    '/data-push',
    { schema: { response: { 200: dataPushTargetsResponseSchema } }, config: { access: access.signedIn({ scope: 'self' }) } },
    async (request) => {
      const caller = callerOf(request);
      const [rows, backlog] = await Promise.all([listTargets(ctx.db, caller.tenantId, ownerFilter(caller)), ctx.dataPush.backlog(caller.tenantId)]);
      return { success: true as const, targets: rows.map((r) => publicTarget(r, backlog.get(r.id))) };
    },
  );

  api.post(
    '/data-push',
    { schema: { body: dataPushInputSchema, response: { 200: dataPushSavedResponseSchema } }, config: { access: access.signedIn({ permission: 'data-push:add', object: targetAssets }) } },
    async (request) => {
      const caller = callerOf(request);
      const t: DataPushParsed = request.body;
      await check(caller, t);
      if ((await countTargets(ctx.db, caller.tenantId)) >= DATA_PUSH_LIMITS.targetsMax) throw new HttpError(409, ERROR_CODES.invalidInput, T.targetsFull);
      const row = await insertTarget(ctx.db, caller.tenantId, caller.userId, t);
      changed(caller.tenantId);
      return { success: true as const, target: publicTarget(row, undefined), message: T.saved(row.name) };
    },
  );

  api.put(
    '/data-push/:id',
    {
      schema: { params: idParams('id'), body: dataPushInputSchema, response: { 200: dataPushSavedResponseSchema } },
      config: { access: access.signedIn({ permission: 'data-push:update', object: targetAssets }) },
    },
    async (request) => {
      const caller = callerOf(request);
      const t: DataPushParsed = request.body;
      await check(caller, t);
      const row = await updateTarget(ctx.db, caller.tenantId, request.params.id, t, ownerFilter(caller));
      if (!row) throw objectNotFound();
      changed(caller.tenantId);
      const backlog = await ctx.dataPush.backlog(caller.tenantId);
      return { success: true as const, target: publicTarget(row, backlog.get(row.id)), message: T.saved(row.name) };
    },
  );

  api.delete(
    '/data-push/:id',
    { schema: { params: idParams('id'), response: { 200: successMessageResponseSchema } }, config: { access: access.signedIn({ permission: 'data-push:delete' }) } },
    async (request) => {
      const caller = callerOf(request);
      const deleted = await deleteTarget(ctx.db, caller.tenantId, request.params.id, ownerFilter(caller));
      if (!deleted) throw objectNotFound();
      await ctx.dataPush.dropTarget(request.params.id);
      changed(caller.tenantId);
      return { success: true as const, message: T.deleted(deleted.name) };
    },
  );
};
