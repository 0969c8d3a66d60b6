import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from './icon-button';
import { MegaphoneIcon } from './icons';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { label: 'Latest System Updates', children: <MegaphoneIcon />, badge: 1, badgeTestId: 'changelog-badge', onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithBadge: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('changelog-badge')).toHaveTextContent('1');
    await userEvent.click(canvas.getByRole('button', { name: 'Latest System Updates' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
export const NoBadge: Story = {
  args: { badge: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('changelog-badge')).toBeNull();
  },
};
