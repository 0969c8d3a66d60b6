import { visibleBookmarks, type Bookmark } from '@fleet/domain';
import type { MouseEvent } from 'react';
import { StarIcon } from './icons';
import './bookmark-list.css';

/** Props of {@link BookmarkList}. */
export interface BookmarkListProps {
  /** All of the user's bookmarks, in order; only the first 10 are shown. */
  bookmarks: readonly Bookmark[];
  /** The current path, marked as the current page. */
  activePath?: string;
  /** Called instead of a full page load when a bookmark is clicked. */
  onNavigate: (path: string) => void;
}

/** The starred pages in the top bar: the first BOOKMARK_LIMIT (10) only. Renders nothing when there are none. */
export function BookmarkList({ bookmarks, activePath, onNavigate }: BookmarkListProps) {
  const shown = visibleBookmarks(bookmarks);
  if (shown.length === 0) return null;
  const click = (path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate(path);
  };
  return (
    <nav aria-label="Bookmarks" data-testid="bookmark-list">
      <ul className="fleet-bookmarks">
        {shown.map((b) => (
          <li key={b.path}>
            <a
              className="fleet-bookmarks__link"
              href={b.path}
              onClick={click(b.path)}
              aria-current={b.path === activePath ? 'page' : undefined}
              data-testid="bookmark-link"
              title={b.title}
            >
              <StarIcon size={12} filled />
              {b.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
