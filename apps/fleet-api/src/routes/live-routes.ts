import { ERROR_CODES, MESSAGES, liveAssetsResponseSchema } from '@fleet/domain';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../app-context';
import { callerOf } from '../auth/guards';
import { access } from '../auth/route-access';
import { visibleAssetIds, type GuardContext } from '../auth/object-guards';
import { HttpError } from '../http/http-error';
import { authenticateLive, LIVE_PAGE_KEYS, recheckLive, type LiveAccessContext } from '../live/live-access';
import { LiveConnection } from '../live/live-connection';
import { readLiveSnapshot, type LiveSnapshotContext } from '../live/live-snapshot';

/** WebSocket /live (hello, snapshot, deltas; docs/live-contract.md §2) and its HTTP snapshot GET /live/assets. */
export const liveRoutes: FastifyPluginAsync<RouteOptions<'live' | keyof LiveAccessContext | keyof LiveSnapshotContext | keyof GuardContext>> = async (app, { ctx }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    method: 'GET',
    url: '/live',
    // The socket authenticates in its first message (no token in the URL) and is refused 4401/4403 there.
    config: { access: access.public('the WebSocket checks the token of its hello message, page keys and visible assets') },
    // A plain GET (no upgrade) gets the API's JSON 404.
    handler: async () => {
      throw new HttpError(404, ERROR_CODES.notFound, MESSAGES.notFound);
    },
    wsHandler: (socket, request) => {
      const connection = new LiveConnection(socket, {
        authenticate: (token) => authenticateLive(ctx, token),
        recheck: (viewer) => recheckLive(ctx, viewer),
        snapshot: (viewer) => readLiveSnapshot(ctx, viewer.tenantId, viewer.assetIds),
        feed: (tenantId) => ctx.live.feed.tenant(tenantId),
        timing: ctx.live.timing,
        onError: (error) => request.log.error({ err: error }, 'live socket failed'),
      });
      const forget = ctx.live.hub.add(connection);
      // Handlers are attached synchronously so that a hello sent at once is not missed.
      socket.on('message', (data, isBinary) => connection.onMessage(isBinary ? '' : String(data)));
      socket.on('close', () => {
        connection.onClosed();
        forget();
      });
    },
  });

  const snapshotSchema = { response: { 200: liveAssetsResponseSchema } };
  api.get('/live/assets', { schema: snapshotSchema, config: { access: access.signedIn({ pages: LIVE_PAGE_KEYS, scope: 'visible-assets' }) } }, async (request) => {
    const caller = callerOf(request);
    const seq = ctx.live.feed.tenant(caller.tenantId).log.seq;
    return { success: true as const, seq, assets: await readLiveSnapshot(ctx, caller.tenantId, await visibleAssetIds(request, ctx, caller)) };
  });
};
