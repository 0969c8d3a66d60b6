import type { Meta, StoryObj } from '@storybook/react-vite';
import { ADMIN_TEXTS } from '@fleet/domain';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Admin/ConfirmDialog',
  component: ConfirmDialog,
  args: { open: true, title: 'Delete asset', message: ADMIN_TEXTS.confirmDeleteAsset('Truck 10'), confirmLabel: 'Delete', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Says what will happen; confirming calls back. */
export const Confirms: Story = {
  play: async ({ args }) => {
    await expect(await screen.findByTestId('confirm-message')).toHaveTextContent('Delete Truck 10? It leaves the lists');
    await userEvent.click(screen.getByTestId('confirm-ok'));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

/** Cancel (or Escape) calls back without confirming. */
export const Cancels: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByTestId('confirm-cancel'));
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
