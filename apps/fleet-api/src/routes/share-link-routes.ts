import {
  ERROR_CODES,
  SHARE_LINK_TEXTS as T,
  formatRangeTime,
  liveLocationPath,
  liveLocationResponseSchema,
  makeShareLinkInputSchema,
  makeTripShareLinkInputSchema,
  shareLinkCreatedResponseSchema,
  shareLinkRevokedResponseSchema,
  shareLinksResponseSchema,
  shareLinkTokenSchema,
  type ShareLinkDestination,
} from '@fleet/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActorOf } from '../admin/audit-actor';
import type { RouteOptions } from '../app-context';
import { writeAudit } from '../audit/audit-log';
import type { AuthContext } from '../auth/auth-plugin';
import { callerOf } from '../auth/guards';
import { objectNotFound } from '../auth/object-guards';
import { access } from '../auth/route-access';
import { HttpError } from '../http/http-error';
import { PUBLIC_RATE_LIMITS, byAddress, createRateLimit } from '../http/rate-limits';
import { idParams } from '../http/route-schemas';
import { paramObject, refusedNow } from '../maintenance/maintenance-access';
import { createShareLink, listShareLinks, lookUpLiveLocation, revokeShareLink, toShareLink, tripDestination } from '../share-links/share-link-repository';
import { TMS_PAGES } from './trip-routes';

/** The public answer's parameter: any short text (a malformed token is as unknown as a wrong one: 404). */
const tokenParams = z.object({ token: z.string().max(512) });

/**
 * Live-location share links (`/live-location/:dt`): a signed-in user who may see an asset makes a link to watch it
 * move until an expiry (from the asset, or from a transport trip: its vehicle heading for a stop), lists and revokes
 * the asset's links; anyone holding a link reads the asset's name, type, last position, destination and ETA through
 * the public endpoint — nothing else of the company — until it expires or is revoked.
 */
export const shareLinkRoutes: FastifyPluginAsync<RouteOptions<'config' | 'db' | 'now' | 'settings'>> = async (app, { ctx }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const inputSchema = makeShareLinkInputSchema(ctx.config.shareLinkMinExpiryS);
  const tripInputSchema = makeTripShareLinkInputSchema(ctx.config.shareLinkMinExpiryS);
  const created = { 200: shareLinkCreatedResponseSchema };

  /** Makes the link, with its audit entry in the same transaction; the token is in this answer only. */
  const create = async (caller: AuthContext, assetId: number, tripId: number | null, expiresInS: number, destination: ShareLinkDestination | null) => {
    const now = ctx.now();
    const asset = await ctx.db.selectFrom('assets').select('name').where('id', '=', assetId).where('tenant_id', '=', caller.tenantId).executeTakeFirst();
    if (!asset) throw objectNotFound();
    const expiresAt = now + expiresInS * 1_000;
    const timeZone = (await ctx.settings.get(caller.tenantId)).timeZone;
    const { row, token } = await ctx.db.transaction().execute(async (trx) => {
      const actor = await auditActorOf(trx, caller);
      const user = await trx.selectFrom('users').select('display_name').where('id', '=', caller.userId).executeTakeFirst();
      const made = await createShareLink(trx, { tenantId: caller.tenantId, assetId, tripId, createdBy: { userId: caller.supportBy ? null : caller.userId, name: caller.supportBy ? actor.name : (user?.display_name ?? actor.name) }, expiresAt, destination });
      await writeAudit(trx, {
        tenantId: caller.tenantId,
        actor,
        action: 'create',
        objectKind: 'share-link',
        objectId: made.row.id,
        summary: `Shared the live location of ${asset.name} until ${formatRangeTime(expiresAt, timeZone)}`,
        details: { assetId, tripId, expiresAt, destination },
      });
      return made;
    });
    return { success: true as const, link: toShareLink(row, now), token, path: liveLocationPath(token), message: T.created };
  };

  api.post(
    '/assets/:id/share-links',
    { schema: { params: idParams('id'), body: inputSchema, response: created }, config: { access: access.signedIn({ object: paramObject('asset') }) } },
    async (request) => create(callerOf(request), request.params.id as number, null, request.body.expiresInS, request.body.destination),
  );

  api.get(
    '/assets/:id/share-links',
    { schema: { params: idParams('id'), response: { 200: shareLinksResponseSchema } }, config: { access: access.signedIn({ object: paramObject('asset') }) } },
    async (request) => {
      const now = ctx.now();
      const rows = await listShareLinks(ctx.db, callerOf(request).tenantId, request.params.id as number);
      return { success: true as const, links: rows.map((r) => toShareLink(r, now)) };
    },
  );

  api.post(
    '/trips/:id/share-link',
    { schema: { params: idParams('id'), body: tripInputSchema, response: created }, config: { access: access.signedIn({ pages: TMS_PAGES, object: paramObject('trip') }) } },
    async (request) => {
      const caller = callerOf(request);
      const tripId = request.params.id as number;
      const trip = await ctx.db.selectFrom('trips').select(['asset_id', 'status']).where('id', '=', tripId).where('tenant_id', '=', caller.tenantId).executeTakeFirst();
      if (!trip) throw objectNotFound();
      const destination = trip.status === 'completed' || trip.status === 'cancelled' ? null : await tripDestination(ctx.db, tripId, request.body.stop);
      if (!destination) throw refusedNow(T.noOpenStop, 'stop');
      return create(caller, trip.asset_id, tripId, request.body.expiresInS, destination);
    },
  );

  api.post(
    '/share-links/:id/revoke',
    { schema: { params: idParams('id'), response: { 200: shareLinkRevokedResponseSchema } }, config: { access: access.signedIn({ object: paramObject('share-link') }) } },
    async (request) => {
      const caller = callerOf(request);
      const id = request.params.id as number;
      const now = ctx.now();
      const row = await ctx.db.transaction().execute(async (trx) => {
        const revoked = await revokeShareLink(trx, caller.tenantId, id, now);
        if (!revoked) return null;
        const asset = await trx.selectFrom('assets').select('name').where('id', '=', revoked.asset_id).executeTakeFirst();
        await writeAudit(trx, { tenantId: caller.tenantId, actor: await auditActorOf(trx, caller), action: 'revoke', objectKind: 'share-link', objectId: id, summary: `Revoked a live-location link of ${asset?.name ?? revoked.asset_id}`, details: { assetId: revoked.asset_id } });
        return revoked;
      });
      if (!row) throw refusedNow(T.revokeRefused);
      return { success: true as const, link: toShareLink(row, now), message: T.revokedDone };
    },
  );

  // Public, per address rate limited; never cached (the position changes and the link may be revoked any moment).
  const perAddress = await createRateLimit(app, { ...PUBLIC_RATE_LIMITS.liveLocationPerAddress, key: byAddress });
  api.get(
    '/live-location/:token',
    {
      schema: { params: tokenParams, response: { 200: liveLocationResponseSchema } },
      config: { access: access.public('a live-location share link: the token is the credential; only the asset name, type, position, destination and ETA') },
      onRequest: perAddress,
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const token = shareLinkTokenSchema.safeParse(request.params.token);
      if (!token.success) throw new HttpError(404, ERROR_CODES.notFound, T.notFound);
      const found = await lookUpLiveLocation(ctx.db, token.data, ctx.now());
      if (found.state !== 'active') {
        if (found.state === 'expired') throw new HttpError(410, ERROR_CODES.shareLinkExpired, T.expired);
        if (found.state === 'revoked') throw new HttpError(410, ERROR_CODES.shareLinkRevoked, T.revoked);
        throw new HttpError(404, ERROR_CODES.notFound, T.notFound);
      }
      return { success: true as const, ...found.answer, timeZone: (await ctx.settings.get(found.tenantId)).timeZone };
    },
  );
};
