import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Admin/ConfirmDialog',
  component: ConfirmDialog,
  args: { open: true, title: 'Delete user', message: 'Delete Demo User? This cannot be undone.', confirmLabel: 'Delete', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Cancel does nothing destructive; the danger button confirms. */
export const ConfirmOrCancel: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByTestId('confirm-cancel'));
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('confirm-ok'));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};
