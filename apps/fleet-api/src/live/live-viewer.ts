import { PAGE_NAMES, hasPageAccess, type PageKey, type Role } from '@fleet/domain';

// Who watches the live feed and why they may not: imports nothing of the server, so that the live connection names
// it without an import circle through the composition (AppContext).

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
