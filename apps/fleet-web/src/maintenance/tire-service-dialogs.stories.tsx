import { MAINTENANCE_TEXTS as T } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent } from 'storybook/test';
import { InspectTireDialog, RemoveTireDialog } from './tire-service-dialogs';
import { STORY_FITTED, STORY_NOW, STORY_ZONE, fittedTire } from './tire-story-data';

const meta = {
  title: 'Maintenance/TireServiceDialogs',
  component: InspectTireDialog,
  args: { tire: STORY_FITTED[0]!, odometerKm: 52_140.4, timeZone: STORY_ZONE, now: STORY_NOW, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof InspectTireDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A tread reading: the depth is required; the time (user's zone) and the odometer start from now. */
export const Inspects: Story = {
  play: async ({ args }) => {
    await expect(await screen.findByText('Tread reading: MX-1001, Hino 500 Axle 1 left')).toBeVisible();
    await expect(screen.getByTestId('tire-inspect-time')).toHaveValue('2026-05-20T10:00');
    await expect(screen.getByTestId('tire-inspect-odometer')).toHaveValue('52140');
    await userEvent.click(screen.getByTestId('tire-inspect-save'));
    await expect(await screen.findByText(T.treadInvalid)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByTestId('tire-inspect-tread'), '11.5');
    await userEvent.click(screen.getByTestId('tire-inspect-save'));
    await expect(args.onSubmit).toHaveBeenCalledWith({ time: STORY_NOW, treadMm: 11.5, odometerKm: 52140 });
  },
};

/** The server refuses a reading older than the tire's last event: beside the time. */
export const InspectRefusedBesideTime: Story = {
  args: { serverErrors: { time: T.tireEventBeforeLast('MX-1001', '10/5/2026 | 11:15:00') } },
  play: async () => {
    await expect(await screen.findByText(T.tireEventBeforeLast('MX-1001', '10/5/2026 | 11:15:00'))).toBeVisible();
  },
};

/** A removal back to the stock: reason, tread, labour, at a past time typed in the user's zone. */
export const RemovesToStock: StoryObj<typeof RemoveTireDialog> = {
  render: (args) => <RemoveTireDialog {...args} />,
  args: { tire: STORY_FITTED[1]!, odometerKm: 52_140, timeZone: STORY_ZONE, now: STORY_NOW, onSubmit: fn(), onCancel: fn() },
  play: async ({ args }) => {
    await expect(await screen.findByTestId('tire-remove-stock')).toBeChecked();
    fireEvent.change(screen.getByTestId('tire-remove-time'), { target: { value: '2026-05-20T07:45' } });
    await userEvent.type(screen.getByTestId('tire-remove-tread'), '4');
    await userEvent.type(screen.getByTestId('tire-remove-reason'), 'Puncture');
    await userEvent.type(screen.getByTestId('tire-remove-labour'), '25');
    await userEvent.click(screen.getByTestId('tire-remove-save'));
    await expect(args.onSubmit).toHaveBeenCalledWith({ time: Date.UTC(2026, 4, 19, 23, 45), odometerKm: 52140, treadMm: 4, reason: 'Puncture', retire: false, labourCost: 25 });
  },
};

/** Worn to the legal limit: retiring is chosen; going back to the stock is told it may not go on a vehicle again. */
export const RetiresWornTire: StoryObj<typeof RemoveTireDialog> = {
  render: (args) => <RemoveTireDialog {...args} />,
  args: { tire: fittedTire(13, 'MX-1003', '2LO', 2.1), odometerKm: 52_140, timeZone: STORY_ZONE, now: STORY_NOW, onSubmit: fn(), onCancel: fn() },
  play: async ({ args }) => {
    await userEvent.type(await screen.findByTestId('tire-remove-tread'), '1.5');
    await expect(screen.getByTestId('tire-remove-retire')).toBeChecked();
    await userEvent.click(screen.getByTestId('tire-remove-stock'));
    await expect(screen.getByTestId('tire-remove-limit')).toBeVisible();
    await userEvent.click(screen.getByTestId('tire-remove-retire'));
    await userEvent.type(screen.getByTestId('tire-remove-reason'), 'Worn out');
    await userEvent.click(screen.getByTestId('tire-remove-save'));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ treadMm: 1.5, retire: true, reason: 'Worn out', labourCost: 0 }));
  },
};

/** The server's refusal with no field (the tire no longer fitted) at the form's foot. */
export const RemoveRefusedAtTheFoot: StoryObj<typeof RemoveTireDialog> = {
  render: (args) => <RemoveTireDialog {...args} />,
  args: { tire: STORY_FITTED[1]!, odometerKm: null, timeZone: STORY_ZONE, now: STORY_NOW, onSubmit: fn(), onCancel: fn(), serverErrors: { form: T.tireNotFitted('MX-1002') } },
  play: async () => {
    await expect(await screen.findByTestId('tire-remove-form-error')).toHaveTextContent(T.tireNotFitted('MX-1002'));
    await expect(screen.getByTestId('tire-remove-odometer')).toHaveValue('');
  },
};
