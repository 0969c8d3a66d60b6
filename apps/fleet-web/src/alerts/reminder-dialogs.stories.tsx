import { REMINDER_TEXTS } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { CompleteReminderDialog, ReminderDialog } from './reminder-dialogs';

const ASSETS = [
  { assetId: 1, assetName: 'Hino 500', assetGroup: 'Trucks', unitId: 'U1', type: 'truck' as const, iconType: 'truck-1' },
  { assetId: 2, assetName: 'Axia', assetGroup: 'Cars', unitId: 'U2', type: 'car' as const, iconType: 'car-1' },
];

const meta = {
  title: 'Alerts/ReminderDialog',
  component: ReminderDialog,
  args: { open: true, reminder: null, assets: ASSETS, groups: [{ id: 7, name: 'Trucks' }], onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof ReminderDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen, no date and no distance: the messages beside the fields, nothing sent. */
export const ValidationBesideFields: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByTestId('reminder-save'));
    await expect(await screen.findByText(REMINDER_TEXTS.targetRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.selectOptions(screen.getByTestId('reminder-target'), 'asset:1');
    await userEvent.clear(screen.getByTestId('reminder-repeat'));
    await userEvent.click(screen.getByTestId('reminder-save'));
    await expect(await screen.findByText(REMINDER_TEXTS.dueRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A service every 10,000 km for every truck of a group (Administrators), from the odometer now. */
export const AddsGroupServiceReminder: Story = {
  play: async ({ args }) => {
    await userEvent.selectOptions(await screen.findByTestId('reminder-kind'), 'service');
    await expect(screen.getByTestId('reminder-title')).toHaveValue('Service');
    await userEvent.selectOptions(screen.getByTestId('reminder-target'), 'group:7');
    await userEvent.clear(screen.getByTestId('reminder-repeat'));
    await userEvent.type(screen.getByTestId('reminder-every-km'), '10000');
    await userEvent.click(screen.getByTestId('reminder-save'));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ kind: 'service', title: 'Service', assetId: null, groupId: 7, everyKm: 10000, startKm: null, dueDate: null, repeatMonths: null }));
  },
};

/** An oil change every 250 engine hours or 6 months, whichever comes first, from a reading; a start without its interval is refused. */
export const AddsEngineHoursReminder: Story = {
  play: async ({ args }) => {
    await userEvent.selectOptions(await screen.findByTestId('reminder-kind'), 'service');
    await userEvent.clear(screen.getByTestId('reminder-title'));
    await userEvent.type(screen.getByTestId('reminder-title'), 'Oil change');
    await userEvent.selectOptions(screen.getByTestId('reminder-target'), 'asset:1');
    await userEvent.clear(screen.getByTestId('reminder-repeat'));
    await userEvent.type(screen.getByTestId('reminder-repeat'), '6');
    await userEvent.type(screen.getByTestId('reminder-due'), '2027-05-24');
    await userEvent.type(screen.getByTestId('reminder-start-hours'), '1000');
    await userEvent.click(screen.getByTestId('reminder-save'));
    await expect(await screen.findByText(REMINDER_TEXTS.startHoursWithoutInterval)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByTestId('reminder-every-hours'), '250');
    await userEvent.click(screen.getByTestId('reminder-save'));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Oil change', assetId: 1, dueDate: '2027-05-24', repeatMonths: 6, everyHours: 250, startHours: 1000, noticeHours: 25, everyKm: null }),
    );
  },
};

/** Completing: the date defaults to the company's today; the reading, cost and note go with it. */
export const Completes: StoryObj<typeof CompleteReminderDialog> = {
  render: (args) => <CompleteReminderDialog {...args} />,
  args: {
    reminder: { id: 3, kind: 'road-tax', title: 'Road tax', assetId: 1, assetName: 'Hino 500', dueDate: '2026-12-04', repeatMonths: 12, everyKm: null, nextKm: null, noticeDays: 14, noticeKm: 500, everyHours: null, nextHours: null, noticeHours: 25, notifyWeb: true, emails: [], state: 'due-soon', daysLeft: 10, kmLeft: null, hoursLeft: null, odometerKm: 18_200, engineHours: 1_243.1, lastDoneOn: null, serviceTaskId: null, programName: null, recordId: null, updatedAt: '2026-11-24T00:00:00.000Z' },
    today: '2026-11-24',
    onSubmit: fn(),
    onCancel: fn(),
  },
  play: async ({ args }) => {
    await expect(await screen.findByTestId('reminder-done-on')).toHaveValue('2026-11-24');
    await expect(screen.getByText('Engine hours (now 1243.1)')).toBeVisible();
    await userEvent.type(screen.getByTestId('reminder-done-cost'), '90');
    await userEvent.type(screen.getByTestId('reminder-done-note'), 'Renewed');
    await userEvent.click(screen.getByTestId('reminder-done-save'));
    await expect(args.onSubmit).toHaveBeenCalledWith({ doneOn: '2026-11-24', odometerKm: null, engineHours: null, cost: 90, note: 'Renewed' });
  },
};
