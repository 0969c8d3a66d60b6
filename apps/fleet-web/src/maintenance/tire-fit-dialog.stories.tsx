import { MAINTENANCE_TEXTS as T } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent } from 'storybook/test';
import { FitTireDialog } from './tire-fit-dialog';
import { STORY_CAR, STORY_NOW, STORY_STOCK, STORY_TRUCK, STORY_ZONE } from './tire-story-data';

const stock = STORY_STOCK.filter((t) => t.status === 'stock');

const meta = {
  title: 'Maintenance/FitTireDialog',
  component: FitTireDialog,
  args: {
    target: { asset: STORY_TRUCK, position: { code: '2RI', label: 'Axle 2 right inner', axle: 2 } },
    stock,
    timeZone: STORY_ZONE,
    now: STORY_NOW,
    onSubmit: fn(),
    onCancel: fn(),
    onAddTire: fn(),
  },
} satisfies Meta<typeof FitTireDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Fits a tire from the stock: the time starts now in the user's zone (10:00 in Kuala Lumpur), the odometer from the
 * asset's meter; choosing the tire starts its tread from its tread when new.
 */
export const FitsFromStock: Story = {
  play: async ({ args }) => {
    await expect(await screen.findByText('Fit a tire: Hino 500, Axle 2 right inner (2RI)')).toBeVisible();
    await expect(screen.getByTestId('tire-fit-time')).toHaveValue('2026-05-20T10:00');
    await expect(screen.getByTestId('tire-fit-odometer')).toHaveValue('52140');
    await userEvent.click(screen.getByTestId('tire-fit-save'));
    await expect(await screen.findByTestId('tire-fit-tire-error')).toHaveTextContent('Choose a tire from the stock.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.selectOptions(screen.getByTestId('tire-fit-tire'), '22');
    await expect(screen.getByTestId('tire-fit-tread')).toHaveValue('18');
    fireEvent.change(screen.getByTestId('tire-fit-time'), { target: { value: '2026-05-19T08:30' } });
    await userEvent.type(screen.getByTestId('tire-fit-labour'), '35');
    await userEvent.click(screen.getByTestId('tire-fit-save'));
    // 08:30 in Kuala Lumpur (UTC+8), whatever the browser's zone.
    await expect(args.onSubmit).toHaveBeenCalledWith({ tireId: 22, assetId: 1, position: '2RI', time: Date.UTC(2026, 4, 19, 0, 30), odometerKm: 52140, treadMm: 18, labourCost: 35 });
  },
};

/** A tread out of bounds and a time after now are refused beside their fields. */
export const ValidationBesideFields: Story = {
  play: async ({ args }) => {
    await userEvent.selectOptions(await screen.findByTestId('tire-fit-tire'), '21');
    await userEvent.clear(screen.getByTestId('tire-fit-tread'));
    await userEvent.type(screen.getByTestId('tire-fit-tread'), '-1');
    fireEvent.change(screen.getByTestId('tire-fit-time'), { target: { value: '2099-01-01T00:00' } });
    await userEvent.click(screen.getByTestId('tire-fit-save'));
    await expect(await screen.findByText(T.treadInvalid)).toBeVisible();
    await expect(screen.getByText(T.timeInvalid)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An asset without an odometer reading: the reading is asked for, a tire's distance is counted from it. */
export const OdometerRequiredWithoutMeter: Story = {
  args: { target: { asset: { ...STORY_CAR, odometer: { value: null, source: null, at: null } }, position: { code: '1L', label: 'Axle 1 left', axle: 1 } } },
  play: async ({ args }) => {
    await expect(await screen.findByTestId('tire-fit-odometer')).toHaveValue('');
    await userEvent.selectOptions(screen.getByTestId('tire-fit-tire'), '21');
    await userEvent.click(screen.getByTestId('tire-fit-save'));
    await expect(await screen.findByText(T.odometerRequiredForTires)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's refusal (the position taken meanwhile) at the form's foot. */
export const ServerRefusal: Story = {
  args: { serverErrors: { form: T.positionTaken('Axle 2 right inner', 'MX-1009') } },
  play: async () => {
    await expect(await screen.findByTestId('tire-fit-form-error')).toHaveTextContent('Axle 2 right inner carries tire MX-1009; remove or move it first.');
  },
};

/** Nothing in stock: it says to add the tire first, and the button does. */
export const EmptyStock: Story = {
  args: { stock: [] },
  play: async ({ args }) => {
    await expect(await screen.findByText('No tire in stock')).toBeVisible();
    await userEvent.click(screen.getByTestId('tire-fit-add'));
    await expect(args.onAddTire).toHaveBeenCalled();
  },
};

/** From the register (a tire chosen) or the Fit button: the empty position is chosen in the form. */
export const ChoosesPosition: Story = {
  args: {
    target: { asset: STORY_TRUCK, position: null, tireId: 21 },
    freePositions: [
      { code: '2RI', label: 'Axle 2 right inner', axle: 2 },
      { code: 'S1', label: 'Spare', axle: 0 },
    ],
  },
  play: async ({ args }) => {
    await expect(await screen.findByText('Fit a tire: Hino 500')).toBeVisible();
    await expect(screen.getByTestId('tire-fit-tire')).toHaveValue('21');
    await expect(screen.getByTestId('tire-fit-tread')).toHaveValue('17');
    await userEvent.click(screen.getByTestId('tire-fit-save'));
    await expect(await screen.findByTestId('tire-fit-position-error')).toHaveTextContent(T.positionInvalid);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.selectOptions(screen.getByTestId('tire-fit-position'), 'S1');
    await userEvent.click(screen.getByTestId('tire-fit-save'));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ tireId: 21, assetId: 1, position: 'S1', time: STORY_NOW }));
  },
};
