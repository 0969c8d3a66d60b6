import {
  PAGE_NAMES,
  hasPageAccess,
  isLoggedIn,
  isSuperAdmin,
  noPageAccessMessage,
  type PageKey,
} from '@fleet/domain';
import { roleOf, type SessionState } from '../session/session-state';

/** Who may open a route (SPEC §2, §6). */
export type Audience = 'public' | 'guest' | 'user' | 'admin';

/** What a route asks of the session. */
export interface RouteAccess {
  audience: Audience;
  /** Page-access key that must be in userInfo.access.pages. */
  pageKey?: PageKey;
}

/** The outcome of a guard: go on, or go elsewhere (with an optional negative notice). */
export type AccessDecision = { kind: 'allow' } | { kind: 'redirect'; href: string; notice?: string };

/** Paths of the logged-out-only routes. */
export const GUEST_PATHS = ['/login', '/forgot-password', '/register', '/reset-password'] as const;

/** Where a signed-in user lands. */
export const HOME_PATH = '/dashboard';
/** Where a user without the role goes. */
export const NOT_AUTHORIZED_PATH = '/pages/not-authorized';

function isGuestPath(path: string): boolean {
  return GUEST_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

/** The sign-in path that comes back to `href` afterwards. */
export function loginHref(href: string): string {
  return `/login?to=${encodeURIComponent(href)}`;
}

/**
 * A same-origin path to go to after sign-in, from the `to` query value; anything else (absent, absolute URLs,
 * protocol-relative '//x', guest pages) gives '/'.
 */
export function safeReturnPath(to: unknown): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return '/';
  return isGuestPath(to.split(/[?#]/)[0] ?? '') ? '/' : to;
}

/**
 * Decides whether the session may open the target (SPEC §5, §6): without an access token non-public routes go to
 * /login?to=<path>; logged-out-only routes with a token go to /dashboard; a wrong role goes to /pages/not-authorized;
 * a missing page key returns to the previous path (or /dashboard) with 'You do not have access to {page}'.
 */
export function decideAccess(
  session: SessionState,
  access: RouteAccess,
  target: { pathname: string; href: string },
  previousPath?: string,
): AccessDecision {
  const hasToken = Boolean(session.accessToken);
  if (access.audience === 'public') return { kind: 'allow' };
  if (access.audience === 'guest') return hasToken ? { kind: 'redirect', href: HOME_PATH } : { kind: 'allow' };
  if (!hasToken) return { kind: 'redirect', href: loginHref(target.href) };

  const role = roleOf(session);
  const roleOk = access.audience === 'admin' ? isSuperAdmin(role) : isLoggedIn(role);
  if (!roleOk) return { kind: 'redirect', href: NOT_AUTHORIZED_PATH };

  if (access.pageKey && !hasPageAccess(session.userInfo?.access?.pages, access.pageKey)) {
    const back = previousPath && previousPath !== target.pathname && !isGuestPath(previousPath) ? previousPath : HOME_PATH;
    return { kind: 'redirect', href: back, notice: noPageAccessMessage(PAGE_NAMES[access.pageKey]) };
  }
  return { kind: 'allow' };
}
