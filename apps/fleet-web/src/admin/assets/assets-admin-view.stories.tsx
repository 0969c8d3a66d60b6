import type { Meta, StoryObj } from '@storybook/react-vite';
import { ADMIN_TEXTS } from '@fleet/domain';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AssetsAdminView } from './assets-admin-view';
import { SAMPLE_ASSETS, SAMPLE_GROUPS } from './fixtures';

const meta = {
  title: 'Admin/AssetsAdminView',
  component: AssetsAdminView,
  args: { assets: SAMPLE_ASSETS, groups: SAMPLE_GROUPS, onSave: fn(async () => undefined), onDelete: fn(async () => undefined) },
} satisfies Meta<typeof AssetsAdminView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No assets: the empty state says what to do next. */
export const Empty: Story = {
  args: { assets: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('empty-state')).toHaveTextContent(ADMIN_TEXTS.emptyAssets);
  },
};

/** Delete asks first and says the history stays; "Delete for good" asks with its own warning. */
export const DeletesAfterConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getAllByTestId('asset-delete')[0] as HTMLElement);
    await expect(await screen.findByTestId('confirm-message')).toHaveTextContent(ADMIN_TEXTS.confirmDeleteAsset('Truck 10'));
    await userEvent.click(screen.getByTestId('confirm-ok'));
    await expect(args.onDelete).toHaveBeenCalledWith(1, false);
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    await userEvent.click(c.getAllByTestId('asset-purge')[0] as HTMLElement);
    await expect(await screen.findByTestId('confirm-message')).toHaveTextContent(ADMIN_TEXTS.confirmPurgeAsset('Truck 10'));
    await userEvent.click(screen.getByTestId('confirm-cancel'));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

/** A refused save keeps the form open with the server's text. */
export const SaveRefused: Story = {
  args: { onSave: fn(async () => Promise.reject(new Error(ADMIN_TEXTS.assetNameTaken('Truck 2')))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTestId('asset-add'));
    await userEvent.type(await screen.findByTestId('asset-name'), 'Truck 2');
    await userEvent.click(screen.getByTestId('asset-save'));
    await expect(await screen.findByTestId('asset-form-error')).toHaveTextContent(ADMIN_TEXTS.assetNameTaken('Truck 2'));
  },
};
