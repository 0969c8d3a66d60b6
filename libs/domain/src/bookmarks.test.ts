import { describe, expect, it } from 'vitest';
import { bookmarksStorageKey, isBookmarked, parseBookmarks, toggleBookmark, visibleBookmarks } from './bookmarks';
import { BOOKMARK_LIMIT } from './constants';

describe('bookmarks', () => {
  it('keeps bookmarks per user', () => {
    expect(bookmarksStorageKey('u1')).toBe('bookmarks:u1');
  });

  it('toggles a page on and off', () => {
    const a = { path: '/dashboard', title: 'Dashboard' };
    const once = toggleBookmark([], a);
    expect(isBookmarked(once, '/dashboard')).toBe(true);
    expect(toggleBookmark(once, a)).toEqual([]);
  });

  it('shows the first 10 only', () => {
    const many = Array.from({ length: 14 }, (_, i) => ({ path: `/p${i}`, title: `P${i}` }));
    expect(visibleBookmarks(many)).toHaveLength(BOOKMARK_LIMIT);
    expect(visibleBookmarks(many)[9]?.path).toBe('/p9');
  });

  it('parses stored values tolerantly', () => {
    expect(parseBookmarks(null)).toEqual([]);
    expect(parseBookmarks('{bad')).toEqual([]);
    expect(parseBookmarks('[{"path":"/a","title":"A"},{"path":1}]')).toEqual([{ path: '/a', title: 'A' }]);
  });
});
