import type { Meta, StoryObj } from '@storybook/react-vite';
import { ADMIN_TEXTS, DEVICE_IDENTIFIER_MESSAGE } from '@fleet/domain';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DevicesAdminView } from './devices-admin-view';
import { SAMPLE_ASSETS, SAMPLE_DEVICES } from './fixtures';

const meta = {
  title: 'Admin/DevicesAdminView',
  component: DevicesAdminView,
  args: { devices: SAMPLE_DEVICES, assets: SAMPLE_ASSETS, timeZone: 'UTC', onClaim: fn(async () => undefined), onDetach: fn(async () => undefined) },
} satisfies Meta<typeof DevicesAdminView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What each tracker reported; one waiting for an asset shows its kept records. */
export const Lists: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('devices-table')).toHaveTextContent('FMB920');
    await expect(c.getByTestId('devices-table')).toHaveTextContent('03.28.07');
    await expect(c.getByTestId('devices-table')).toHaveTextContent('24/11/2026 | 02:00:00');
    await expect(c.getByTestId('devices-table')).toHaveTextContent('Not fitted (12 records waiting)');
  },
};

/** A claim needs an identifier and an asset; another company's tracker shows the server's text beside the field. */
export const ClaimRefused: Story = {
  args: { onClaim: fn(async () => Promise.reject(new Error(ADMIN_TEXTS.deviceTaken('RIVAL-1')))) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByTestId('device-claim-submit'));
    await expect(c.getAllByRole('alert').map((a) => a.textContent)).toEqual([DEVICE_IDENTIFIER_MESSAGE, 'Choose the asset the tracker is fitted to.']);
    await userEvent.type(c.getByTestId('device-identifier'), 'RIVAL-1');
    await userEvent.selectOptions(c.getByTestId('device-asset'), '2');
    await userEvent.click(c.getByTestId('device-claim-submit'));
    await expect(args.onClaim).toHaveBeenCalledWith('RIVAL-1', 2);
    await expect(await c.findByRole('alert')).toHaveTextContent(ADMIN_TEXTS.deviceTaken('RIVAL-1'));
  },
};

/** Detaching asks first. */
export const Detaches: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId('device-detach'));
    await expect(await screen.findByTestId('confirm-message')).toHaveTextContent(ADMIN_TEXTS.confirmDetach('356307042441013'));
    await userEvent.click(screen.getByTestId('confirm-ok'));
    await expect(args.onDetach).toHaveBeenCalledWith('356307042441013');
  },
};

/** No trackers yet: what to do next. */
export const Empty: Story = {
  args: { devices: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('empty-state')).toHaveTextContent(ADMIN_TEXTS.emptyDevices);
  },
};
