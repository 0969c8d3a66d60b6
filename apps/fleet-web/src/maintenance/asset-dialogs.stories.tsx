import { MAINTENANCE_TEXTS, type MaintenanceAsset } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { AddAssetDialog, MeterReadingDialog } from './asset-dialogs';

const meta = {
  title: 'Maintenance/AddAssetDialog',
  component: AddAssetDialog,
  args: { open: true, groups: [{ id: 3, name: 'Depot' }], onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof AddAssetDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A generator without a tracker, in the depot's group, with its hour meter as it reads today. */
export const AddsGenerator: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByTestId('maintenance-asset-save'));
    await expect(await screen.findByText('Name must be 1 to 100 characters.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByTestId('maintenance-asset-name'), 'Generator Denyo DCA-45');
    await userEvent.selectOptions(screen.getByTestId('maintenance-asset-group'), '3');
    await userEvent.type(screen.getByTestId('maintenance-asset-hours'), 'abc');
    await userEvent.click(screen.getByTestId('maintenance-asset-save'));
    await expect(await screen.findByText(MAINTENANCE_TEXTS.engineHoursInvalid)).toBeVisible();
    await userEvent.clear(screen.getByTestId('maintenance-asset-hours'));
    await userEvent.type(screen.getByTestId('maintenance-asset-hours'), '1200');
    await userEvent.click(screen.getByTestId('maintenance-asset-save'));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Generator Denyo DCA-45', type: 'machine', groupId: 3, plate: null, tireLayout: null, odometerKm: null, engineHours: 1200 });
  },
};

const GENERATOR: MaintenanceAsset = {
  assetId: 9,
  assetName: 'Generator Denyo DCA-45',
  assetGroup: 'Depot',
  groupId: 3,
  type: 'machine',
  plate: null,
  tracked: false,
  odometer: { value: null, source: null, at: null },
  engineHours: { value: 1_210.5, source: 'manual', at: Date.UTC(2026, 10, 20) },
  tireLayout: 'two-axle',
  openWorkOrders: 0,
  due: { overdue: 0, due: 0, dueSoon: 1 },
};

/** A reading typed in the company's zone (Kuala Lumpur, whatever the browser's), the last reading shown beside the field. */
export const EntersReading: StoryObj<typeof MeterReadingDialog> = {
  render: (args) => <MeterReadingDialog {...args} />,
  args: { asset: GENERATOR, timeZone: 'Asia/Kuala_Lumpur', now: Date.UTC(2026, 10, 28, 2, 0), onSubmit: fn(), onCancel: fn() },
  play: async ({ args }) => {
    await expect(await screen.findByTestId('meter-time')).toHaveValue('2026-11-28T10:00');
    await expect(screen.getByText('Engine hours (last 1,210.5 h)')).toBeVisible();
    await userEvent.click(screen.getByTestId('meter-save'));
    await expect(await screen.findByText(MAINTENANCE_TEXTS.meterRequired)).toBeVisible();
    await userEvent.type(screen.getByTestId('meter-hours'), '1224');
    await userEvent.click(screen.getByTestId('meter-save'));
    await expect(args.onSubmit).toHaveBeenCalledWith({ time: Date.UTC(2026, 10, 28, 2, 0), odometerKm: null, engineHours: 1224, note: '' });
  },
};

/** A truck's odometer comes from its tracker: only what the tracker does not give is typed. */
export const TrackerMeterNotTyped: StoryObj<typeof MeterReadingDialog> = {
  render: (args) => <MeterReadingDialog {...args} />,
  args: { asset: { ...GENERATOR, tracked: true, odometer: { value: 52_000, source: 'tracker', at: 1 } }, timeZone: 'Asia/Kuala_Lumpur', now: Date.UTC(2026, 10, 28), onSubmit: fn(), onCancel: fn() },
  play: async () => {
    await expect(await screen.findByText('The odometer comes from the tracker.')).toBeVisible();
    await expect(screen.queryByTestId('meter-odometer')).toBeNull();
  },
};
