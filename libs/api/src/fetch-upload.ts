import { WEB_TEXTS } from '@fleet/domain';
import { ApiError } from './api-error';
import type { ApiClient } from './create-api-client';
import { toApiError } from './send-json';

/** Code of the error {@link fetchUpload} throws for a URL that is not one of this API's uploads. */
export const NOT_AN_UPLOAD_CODE = 'NOT_AN_UPLOAD';

/** Text of that error (the URL came from stored data: it is not fetched, and the session's token never goes there). */
export const NOT_AN_UPLOAD_TEXT = WEB_TEXTS.notAnUpload;

/**
 * Types a fetched upload keeps, so that the browser shows it: the upload route's images and PDF. Anything else (an
 * SVG or HTML would run as a document of the app's own origin once opened from a `blob:` URL) becomes
 * `application/octet-stream`, which the browser downloads instead of rendering.
 */
export const INERT_UPLOAD_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/bmp',
  'image/heic',
  'application/pdf',
]);

const DEFAULT_ORIGIN = () => (typeof location !== 'undefined' ? location.href : 'http://localhost/');

/**
 * The path of an uploaded file relative to the API base (`uploads/<tenant>/<file>`), from the URL the upload call
 * answered (`/v2/uploads/<tenant>/<file>`, or absolute on the API's origin). Null for anything else: another origin,
 * another path of the API, a query or fragment, or a URL that does not parse. `origin` resolves a relative base
 * (`/v2`). @default origin the page's address
 */
export function uploadPathOf(url: string, baseUrl: string, origin: string = DEFAULT_ORIGIN()): string | null {
  let base: URL;
  let target: URL;
  try {
    base = new URL(baseUrl, origin);
    target = new URL(url, base);
  } catch {
    return null;
  }
  if (target.origin !== base.origin || target.search || target.hash || target.username || target.password) return null;
  const prefix = `${base.pathname.replace(/\/+$/, '')}/uploads/`;
  // `new URL` has already resolved dot segments, so `/v2/uploads/../api` cannot pass as an upload.
  if (!target.pathname.startsWith(prefix) || target.pathname.length === prefix.length) return null;
  return target.pathname.slice(base.pathname.replace(/\/+$/, '').length + 1);
}

/**
 * GET /uploads/<tenant>/<file>: an uploaded file (a receipt's photo or PDF) as a Blob, fetched with the session's
 * bearer through the client (refreshed on 401 like every call), so that no token ever goes into a URL. The Blob keeps
 * the served type when it is one of {@link INERT_UPLOAD_TYPES}, else it is `application/octet-stream`. A URL that
 * is not one of this API's uploads is refused with ApiError {@link NOT_AN_UPLOAD_CODE} before any request.
 */
export async function fetchUpload(client: ApiClient, url: string, signal?: AbortSignal): Promise<Blob> {
  const path = uploadPathOf(url, client.baseUrl);
  if (path === null) throw new ApiError(0, NOT_AN_UPLOAD_CODE, NOT_AN_UPLOAD_TEXT);
  try {
    const response = await client.http.get(path, { signal });
    const served = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    const bytes = await response.arrayBuffer();
    return new Blob([bytes], { type: INERT_UPLOAD_TYPES.has(served) ? served : 'application/octet-stream' });
  } catch (error) {
    throw await toApiError(error);
  }
}
