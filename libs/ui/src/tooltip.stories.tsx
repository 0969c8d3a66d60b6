import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Button } from './button';
import { Tooltip } from './tooltip';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: { content: 'Bookmark this page', children: <Button variant="secondary">Hover me</Button>, delayMs: 0 },
  decorators: [(Story) => <div style={{ padding: 48 }}><Story /></div>],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnHover: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Hover me' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Bookmark this page');
  },
};
