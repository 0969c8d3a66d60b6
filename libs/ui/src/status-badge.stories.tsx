import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './status-badge';

const meta = { title: 'UI/StatusBadge', component: StatusBadge, args: { status: 'Moving' } } satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Moving: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Moving')).toHaveAttribute('data-status', 'Moving');
  },
};
export const Idling: Story = { args: { status: 'Idling' } };
export const Parked: Story = { args: { status: 'Parked' } };
export const Inactive: Story = { args: { status: 'Inactive' } };
