import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BookmarkToggle } from './bookmark-toggle';

const meta = {
  title: 'UI/BookmarkToggle',
  component: BookmarkToggle,
  args: { active: false, pageTitle: 'Dashboard', onToggle: fn() },
} satisfies Meta<typeof BookmarkToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const star = within(canvasElement).getByTestId('bookmark-star');
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};
export const On: Story = {
  args: { active: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Remove Dashboard from bookmarks' })).toHaveAttribute('aria-pressed', 'true');
  },
};
