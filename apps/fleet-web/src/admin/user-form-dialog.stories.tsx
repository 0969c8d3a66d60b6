import type { AdminUserDetail } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { UserFormDialog } from './user-form-dialog';

const ASSETS = [
  { assetId: 1, assetName: 'Hino 500', assetGroup: 'Trucks', unitId: 'U1', type: 'truck' as const, iconType: 'truck-1' },
  { assetId: 2, assetName: 'Axia', assetGroup: 'Cars', unitId: 'U2', type: 'car' as const, iconType: 'car-1' },
];
const CLIENT: AdminUserDetail = {
  uid: '00000000-0000-4000-8000-000000000002',
  username: 'demo',
  email: 'demo@demo.fleet',
  displayName: 'Demo User',
  userRole: 'Client',
  pages: ['mapview', 'reports'],
  permissions: ['poi:add'],
  status: 'active',
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  assetIds: [1],
  groupIds: [],
};

const meta = {
  title: 'Admin/UserFormDialog',
  component: UserFormDialog,
  args: { open: true, user: null, assets: ASSETS, groups: [{ id: 7, name: 'Trucks' }], onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof UserFormDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Adding with nothing typed: every message shows beside its field, nothing is sent. */
export const ValidationBesideFields: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByTestId('user-save'));
    await expect(await screen.findByText('Username must be 3 to 64 characters: letters, digits, dot, dash or underscore.')).toBeVisible();
    await expect(screen.getByText('Email must be a valid email address.')).toBeVisible();
    await expect(screen.getByText('Name is required.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A new Client with page keys and a permission; the set-password link is mailed (no password sent). */
export const AddsClient: Story = {
  play: async ({ args }) => {
    await userEvent.type(await screen.findByTestId('user-displayName'), 'Driver One');
    await userEvent.type(screen.getByTestId('user-username'), 'driver1');
    await userEvent.type(screen.getByTestId('user-email'), 'driver1@demo.fleet');
    await userEvent.click(screen.getByTestId('user-page-fms'));
    await userEvent.click(screen.getByTestId('user-perm-poi:delete'));
    await userEvent.click(screen.getByTestId('user-save'));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ username: 'driver1', role: 'Client', permissions: ['poi:delete'], pages: expect.arrayContaining(['fms', 'mapview']) }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.not.objectContaining({ password: expect.anything() }));
  },
};

/** Editing: a server 409 shows beside the email; Administrators get no permission checkboxes. */
export const EditWithServerError: Story = {
  args: { user: CLIENT, serverErrors: { email: 'Email already has an account: use another address.' } },
  play: async () => {
    await expect(await screen.findByText('Email already has an account: use another address.')).toBeVisible();
    await expect(screen.getByTestId('user-perm-poi:add')).toBeChecked();
    await userEvent.click(screen.getByTestId('user-role-Administrator'));
    await expect(screen.queryByTestId('user-permissions')).toBeNull();
  },
};
