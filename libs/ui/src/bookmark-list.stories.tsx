import { BOOKMARK_LIMIT } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BookmarkList } from './bookmark-list';

const many = Array.from({ length: 12 }, (_, i) => ({ path: `/page-${i + 1}`, title: `Page ${i + 1}` }));

const meta = {
  title: 'UI/BookmarkList',
  component: BookmarkList,
  args: { bookmarks: many.slice(0, 3), activePath: '/page-2', onNavigate: fn() },
} satisfies Meta<typeof BookmarkList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Few: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('bookmark-link')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'Page 3' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/page-3');
  },
};

/** Twelve starred pages: only the first 10 are shown. */
export const CappedAtTen: Story = {
  args: { bookmarks: many },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByTestId('bookmark-link');
    await expect(links).toHaveLength(BOOKMARK_LIMIT);
    await expect(links[9]).toHaveTextContent('Page 10');
    await expect(canvas.queryByRole('link', { name: 'Page 11' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { bookmarks: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('bookmark-list')).toBeNull();
  },
};
