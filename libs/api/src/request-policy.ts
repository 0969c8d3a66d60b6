/**
 * Which calls carry the bearer token and which may trigger a token refresh, by path relative to the API base
 * (e.g. `dashboard`, `api/auth/me`).
 */

/** Calls made without a session: no bearer header, no refresh before or after. */
const PUBLIC_PATHS = new Set([
  'health',
  'clients/login',
  'api/auth/login',
  'api/auth/register',
  'api/auth/confirm-email',
  'api/auth/refresh-token',
  'api/auth/forgot-password',
  'api/auth/reset-password',
]);

/** Normalises a path: no leading slash, no query or hash. */
export function normalizeApiPath(path: string): string {
  return path.replace(/^\/+/, '').replace(/[?#].*$/, '');
}

/** True when the call needs the bearer token (and so a fresh one, refreshed before sending when known expired). */
export function isBearerPath(path: string): boolean {
  return !PUBLIC_PATHS.has(normalizeApiPath(path));
}

/** True when a 401 on this call triggers the one shared refresh and a retry: every bearer call but logout. */
export function refreshesOn401(path: string): boolean {
  const p = normalizeApiPath(path);
  return isBearerPath(p) && p !== 'api/auth/logout';
}

/** The path of a request URL relative to the API base URL (`/v2` or `http://host:port/v2`). */
export function relativeApiPath(requestUrl: string, baseUrl: string): string {
  const url = new URL(requestUrl);
  const basePath = new URL(baseUrl, url).pathname.replace(/\/+$/, '');
  const path = url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : url.pathname;
  return normalizeApiPath(path);
}
