import { BOOKMARK_LIMIT } from '@fleet/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BookmarkList } from './bookmark-list';

const many = Array.from({ length: 13 }, (_, i) => ({ path: `/p${i}`, title: `Page ${i}` }));

describe('BookmarkList', () => {
  it('shows the first 10 bookmarks only', () => {
    render(<BookmarkList bookmarks={many} onNavigate={() => {}} />);
    const links = screen.getAllByTestId('bookmark-link');
    expect(links).toHaveLength(BOOKMARK_LIMIT);
    expect(links.map((l) => l.getAttribute('href'))).toEqual(many.slice(0, 10).map((b) => b.path));
  });

  it('navigates through the callback and marks the current page', async () => {
    const onNavigate = vi.fn();
    render(<BookmarkList bookmarks={many.slice(0, 2)} activePath="/p1" onNavigate={onNavigate} />);
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(screen.getByRole('link', { name: 'Page 0' }));
    expect(onNavigate).toHaveBeenCalledWith('/p0');
  });

  it('renders nothing without bookmarks', () => {
    const { container } = render(<BookmarkList bookmarks={[]} onNavigate={() => {}} />);
    expect(container.innerHTML).toBe('');
  });
});
