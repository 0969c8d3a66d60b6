import { ERROR_CODES, MESSAGES, noPageAccessMessage } from '@fleet/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../app-context';
import { listVisibleAssetIds } from '../assets/asset-repository';
import { callerOf } from '../auth/guards';
import { forbidden, HttpError } from '../http/http-error';
import { authenticateLive, hasLiveAccess, LIVE_PAGE_NAME, recheckLive } from '../live/live-access';
import { LiveConnection } from '../live/live-connection';
import { readLiveSnapshot } from '../live/live-snapshot';

/** WebSocket /live (hello, snapshot, deltas; docs/live-contract.md §2) and its HTTP snapshot GET /live/assets. */
export const liveRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.route({
    method: 'GET',
    url: '/live',
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

  app.get('/live/assets', { onRequest: [app.authenticate] }, async (request) => {
    const { userId, tenantId, role, pages } = callerOf(request);
    if (!hasLiveAccess(pages)) throw forbidden(ERROR_CODES.noPageAccess, noPageAccessMessage(LIVE_PAGE_NAME));
    const seq = ctx.live.feed.tenant(tenantId).log.seq;
    const ids = await listVisibleAssetIds(ctx.db, { userId, tenantId, role });
    return { success: true, seq, assets: await readLiveSnapshot(ctx, tenantId, new Set(ids)) };
  });
};
