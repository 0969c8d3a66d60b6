import { BOOKMARK_LIMIT } from './constants';
import { STORAGE_KEYS } from './storage-keys';

/** A starred (bookmarked) page: its path and the title shown for it. */
export interface Bookmark {
  path: string;
  title: string;
}

/** Local storage key of one user's bookmarks: bookmarks are kept per user. */
export function bookmarksStorageKey(uid: string): string {
  return `${STORAGE_KEYS.bookmarks}:${uid}`;
}

/** True when the page at this path is starred. */
export function isBookmarked(bookmarks: readonly Bookmark[], path: string): boolean {
  return bookmarks.some((b) => b.path === path);
}

/** Stars the page, or unstars it when it is starred already; the order of the others is kept. */
export function toggleBookmark(bookmarks: readonly Bookmark[], bookmark: Bookmark): Bookmark[] {
  return isBookmarked(bookmarks, bookmark.path)
    ? bookmarks.filter((b) => b.path !== bookmark.path)
    : [...bookmarks, bookmark];
}

/** The bookmarks that are shown: the first BOOKMARK_LIMIT (10). */
export function visibleBookmarks(bookmarks: readonly Bookmark[]): Bookmark[] {
  return bookmarks.slice(0, BOOKMARK_LIMIT);
}

/** Reads stored bookmarks, dropping anything malformed; a missing or unreadable value is an empty list. */
export function parseBookmarks(raw: string | null): Bookmark[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (b): b is Bookmark =>
        typeof b === 'object' && b !== null && typeof b.path === 'string' && typeof b.title === 'string',
    );
  } catch {
    return [];
  }
}
