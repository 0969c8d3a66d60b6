/**
 * Online styles found unreachable in this page, so that the next map opened (another page, a dialog) shows the
 * offline basemap at once instead of waiting for the same failure. Kept in memory only: a reload tries online again,
 * and so does any map opened after `RETRY_AFTER_MS`.
 */

/** How long a style found unreachable is not tried again, ms (5 min). */
export const RETRY_AFTER_MS = 5 * 60_000;

const until = new Map<string, number>();

/** Records that `url` could not be reached at `nowMs`. */
export function markStyleUnreachable(url: string, nowMs = Date.now()): void {
  until.set(url, nowMs + RETRY_AFTER_MS);
}

/** Whether `url` was found unreachable less than RETRY_AFTER_MS ago. */
export function isStyleUnreachable(url: string, nowMs = Date.now()): boolean {
  const t = until.get(url);
  if (t === undefined) return false;
  if (nowMs < t) return true;
  until.delete(url);
  return false;
}

/** Forgets every record (tests). */
export function resetUnreachableStyles(): void {
  until.clear();
}
