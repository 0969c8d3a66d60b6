import { MESSAGES, WEB_TEXTS } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorPanel } from './error-panel';

const meta = {
  title: 'UI/ErrorPanel',
  component: ErrorPanel,
  args: { title: WEB_TEXTS.serverErrorTitle, message: MESSAGES.internalError, onRetry: fn() },
} satisfies Meta<typeof ErrorPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(WEB_TEXTS.serverErrorTitle);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
export const ChunkLoadFailure: Story = {
  args: { title: WEB_TEXTS.chunkLoadTitle, message: WEB_TEXTS.chunkLoadBody, code: MESSAGES.chunkLoadError, retryLabel: 'Reload page' },
};
export const WithoutRetry: Story = { args: { onRetry: undefined } };
