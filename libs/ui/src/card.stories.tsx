import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from './button';
import { Card } from './card';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: { title: 'Assets by type', children: 'Card content' },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Assets by type' })).toBeVisible();
  },
};
export const WithActions: Story = { args: { actions: <Button size="sm" variant="secondary">Export</Button> } };
export const Plain: Story = { args: { title: undefined } };
