import { PAGE_NAMES, hasPageAccess, type PageKey, type Role } from '@fleet/domain';
import type { AppContext } from '../app-context';
import { listVisibleAssetIds } from '../assets/asset-repository';

/** Any one of these page keys gives access to the live feed. */
export const LIVE_PAGE_KEYS: readonly PageKey[] = ['mapview', 'tableview', 'hybridview', 'multiview'];

/** The page named in the refusal when none of the live page keys is held. */
export const LIVE_PAGE_NAME = PAGE_NAMES.mapview;

/** True when the page keys allow the live feed. */
export function hasLiveAccess(pages: readonly string[]): boolean {
  return LIVE_PAGE_KEYS.some((key) => hasPageAccess(pages, key));
}

/** A signed-in watcher of the live feed and the assets they may see. */
export interface LiveViewer {
  userId: string;
  tenantId: string;
  sessionId: string;
  role: Role;
  pages: string[];
  assetIds: ReadonlySet<number>;
}

/** Why the live feed was refused or ended. */
export type LiveRefusal = 'unauthorized' | 'session-ended' | 'no-page-access';

/** The outcome of checking a token or re-checking a viewer. */
export type LiveAuthResult = { ok: true; viewer: LiveViewer } | { ok: false; reason: LiveRefusal };

async function viewerOf(ctx: AppContext, sessionId: string, userId: string, unknown: LiveRefusal): Promise<LiveAuthResult> {
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
export async function authenticateLive(ctx: AppContext, token: string): Promise<LiveAuthResult> {
  const verified = await ctx.tokens.verify(token);
  if (!verified.ok) return { ok: false, reason: 'unauthorized' };
  return viewerOf(ctx, verified.claims.sid, verified.claims.sub, 'unauthorized');
}

/** Checks an open socket's session again and refreshes its page keys and visible assets. */
export function recheckLive(ctx: AppContext, viewer: LiveViewer): Promise<LiveAuthResult> {
  return viewerOf(ctx, viewer.sessionId, viewer.userId, 'session-ended');
}
