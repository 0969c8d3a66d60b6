import { isBookmarked, toggleBookmark } from '@fleet/domain';
import { BookmarkList, BookmarkToggle, IconButton, MenuIcon, UserMenu } from '@fleet/ui';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useAtom, useAtomValue } from 'jotai';
import { userInfoAtom } from '../session/session-atoms';
import { AlertBell } from '../alerts/alert-bell';
import { ChangeLogControl } from './change-log-control';
import { bookmarksAtom } from './shell-atoms';
import { usePageTitle } from './use-page-title';
import { useSignOut } from './use-sign-out';

/** Props of {@link TopBar}. */
export interface TopBarProps {
  /** Toggles the sidebar (shown on narrow screens, where the sidebar's own toggle is hidden). */
  onToggleSidebar: () => void;
}

/** The top bar: page title, bookmark star and the starred pages, system updates, and the user menu. */
export function TopBar({ onToggleSidebar }: TopBarProps) {
  const title = usePageTitle();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const user = useAtomValue(userInfoAtom);
  const [bookmarks, setBookmarks] = useAtom(bookmarksAtom);
  const signOut = useSignOut();
  const starred = isBookmarked(bookmarks, pathname);

  return (
    <header className="top-bar" data-testid="top-bar">
      <div className="top-bar__start">
        <IconButton label="Toggle menu" className="top-bar__menu" onClick={onToggleSidebar}>
          <MenuIcon />
        </IconButton>
        <h2 className="top-bar__title" data-testid="page-title">
          {title}
        </h2>
        <BookmarkToggle active={starred} pageTitle={title} onToggle={() => setBookmarks(toggleBookmark(bookmarks, { path: pathname, title }))} />
        <div className="top-bar__bookmarks">
          <BookmarkList bookmarks={bookmarks} activePath={pathname} onNavigate={(path) => void navigate({ href: path })} />
        </div>
      </div>
      <div className="top-bar__end">
        <AlertBell />
        <ChangeLogControl />
        <span className="top-bar__divider" aria-hidden="true" />
        <UserMenu
          displayName={user?.displayName || user?.username || 'User'}
          subtitle={user?.userRole}
          email={user?.email}
          onSettings={() => void navigate({ to: '/settings' })}
          onLogout={() => void signOut()}
        />
      </div>
    </header>
  );
}
