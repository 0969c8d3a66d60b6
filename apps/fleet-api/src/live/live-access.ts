import type { AppContext } from '../app-context';
import { listVisibleAssetIds } from '../assets/asset-repository';
import { hasLiveAccess, type LiveAuthResult, type LiveRefusal, type LiveViewer } from './live-viewer';

/** The parts of the server's context this module uses. */
export type LiveAccessContext = Pick<AppContext, 'db' | 'sessions' | 'tokens'>;

export { LIVE_PAGE_KEYS } from './live-viewer';


async function viewerOf(ctx: LiveAccessContext, sessionId: string, userId: string, unknown: LiveRefusal): Promise<LiveAuthResult> {
  const session = await ctx.sessions.find(sessionId, userId);
  if (!session) return { ok: false, reason: unknown };
  if (!ctx.sessions.isLive(session)) return { ok: false, reason: 'session-ended' };
  if (!hasLiveAccess(session.pages)) return { ok: false, reason: 'no-page-access' };
  const ids = await listVisibleAssetIds(ctx.db, { userId: session.userId, tenantId: session.tenantId, role: session.role });
  return {
    ok: true,
    viewer: {
      userId: session.userId,
      tenantId: session.tenantId,
      sessionId: session.sessionId,
      role: session.role,
      pages: session.pages,
      assetIds: new Set(ids),
    },
  };
}

/** Checks the hello's access token and its session (as bearer authentication does) and the page keys. */
export async function authenticateLive(ctx: LiveAccessContext, token: string): Promise<LiveAuthResult> {
  const verified = await ctx.tokens.verify(token);
  if (!verified.ok) return { ok: false, reason: 'unauthorized' };
  return viewerOf(ctx, verified.claims.sid, verified.claims.sub, 'unauthorized');
}

/** Checks an open socket's session again and refreshes its page keys and visible assets. */
export function recheckLive(ctx: LiveAccessContext, viewer: LiveViewer): Promise<LiveAuthResult> {
  return viewerOf(ctx, viewer.sessionId, viewer.userId, 'session-ended');
}
