import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatTile } from './stat-tile';

const meta = {
  title: 'UI/StatTile',
  component: StatTile,
  args: { label: 'Move', value: 12, color: 'success', testId: 'status-tile-Move' },
  decorators: [(Story) => <div style={{ width: 220 }}><Story /></div>],
} satisfies Meta<typeof StatTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Static: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('status-tile-Move')).toHaveTextContent('12');
  },
};
export const AsFilter: Story = {
  args: { onClick: fn(), active: false },
  play: async ({ canvasElement, args }) => {
    const tile = within(canvasElement).getByRole('button', { name: /Move/ });
    await expect(tile).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(tile);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
export const Inactive: Story = { args: { label: 'Inactive', value: 3, color: 'dark', testId: 'status-tile-Inactive' } };

/** A drill-down: the tile is a link to another page (the dashboard's tiles open the Monitor filtered). */
export const AsLink: Story = {
  args: { href: '#monitor-move', linkLabel: 'Open Move assets in the Monitor' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Open Move assets in the Monitor' });
    await expect(link).toHaveAttribute('href', '#monitor-move');
    await expect(link).toHaveTextContent('12');
  },
};
