import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'NEW', color: 'danger' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Soft: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('NEW')).toBeVisible();
  },
};
export const Solid: Story = { args: { solid: true } };
export const Success: Story = { args: { color: 'success', children: 'Active' } };
