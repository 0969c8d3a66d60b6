import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingOverlay } from './loading-overlay';

const meta = {
  title: 'UI/LoadingOverlay',
  component: LoadingOverlay,
  args: { visible: true, label: 'Fetching data' },
  decorators: [(Story) => <div style={{ position: 'relative', height: 240, background: '#fff' }}><Story /></div>],
} satisfies Meta<typeof LoadingOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('loading-overlay')).toBeVisible();
  },
};
export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('loading-overlay')).toBeNull();
  },
};
