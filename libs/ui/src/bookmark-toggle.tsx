import { IconButton } from './icon-button';
import { StarIcon } from './icons';

/** Props of {@link BookmarkToggle}. */
export interface BookmarkToggleProps {
  /** Whether the current page is starred. */
  active: boolean;
  /** Called when the user stars or unstars the page. */
  onToggle: () => void;
  /** The page's name, for the accessible label. */
  pageTitle: string;
}

/** The star that bookmarks the current page; a toggle button (aria-pressed). */
export function BookmarkToggle({ active, onToggle, pageTitle }: BookmarkToggleProps) {
  return (
    <IconButton
      label={active ? `Remove ${pageTitle} from bookmarks` : `Bookmark ${pageTitle}`}
      aria-pressed={active}
      onClick={onToggle}
      data-testid="bookmark-star"
      data-active={active}
    >
      <StarIcon filled={active} />
    </IconButton>
  );
}
