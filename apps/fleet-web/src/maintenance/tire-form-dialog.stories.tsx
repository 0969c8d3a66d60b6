import { MAINTENANCE_TEXTS as T } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { TireFormDialog } from './tire-form-dialog';
import { STORY_STOCK } from './tire-story-data';

const meta = {
  title: 'Maintenance/TireFormDialog',
  component: TireFormDialog,
  args: { open: true, tire: null, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof TireFormDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: serial, brand and size are asked for beside their fields; nothing is sent. */
export const ValidationBesideFields: Story = {
  play: async ({ args }) => {
    await expect(await screen.findByText(T.newTire)).toBeVisible();
    await userEvent.click(screen.getByTestId('tire-save'));
    await expect(await screen.findByText(T.serialRequired)).toBeVisible();
    await expect(screen.getByText(T.brandRequired)).toBeVisible();
    await expect(screen.getByText(T.sizeRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByTestId('tire-tread-new'), '200');
    await userEvent.click(screen.getByTestId('tire-save'));
    await expect(await screen.findByText(T.treadInvalid)).toBeVisible();
  },
};

/** A tire bought: serial, brand, model, size, price, tread when new; empty fields go as their defaults. */
export const AddsTire: Story = {
  play: async ({ args }) => {
    await userEvent.type(await screen.findByTestId('tire-serial'), 'MX-3001');
    await userEvent.type(screen.getByTestId('tire-brand'), 'Michelin');
    await userEvent.type(screen.getByTestId('tire-model'), 'X Multi D');
    await userEvent.type(screen.getByTestId('tire-size'), '295/80R22.5');
    await userEvent.type(screen.getByTestId('tire-cost'), '1450.50');
    await userEvent.type(screen.getByTestId('tire-tread-new'), '20');
    await userEvent.type(screen.getByTestId('tire-purchased-on'), '2026-05-02');
    await userEvent.click(screen.getByTestId('tire-save'));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      serial: 'MX-3001',
      brand: 'Michelin',
      model: 'X Multi D',
      size: '295/80R22.5',
      cost: 1450.5,
      vendor: '',
      purchasedOn: '2026-05-02',
      treadNewMm: 20,
      notes: '',
    });
  },
};

/** Editing: the fields start from the tire; the server's refusal of a taken serial shows beside the serial. */
export const EditWithServerError: Story = {
  args: { tire: STORY_STOCK[0]!, serverErrors: { serial: T.serialTaken } },
  play: async () => {
    await expect(await screen.findByTestId('tire-serial')).toHaveValue('MX-2001');
    await expect(screen.getByTestId('tire-cost')).toHaveValue('1500');
    await expect(screen.getByText(T.serialTaken)).toBeVisible();
    await expect(screen.getByText('Edit tire MX-2001')).toBeVisible();
  },
};

/** A refusal that names no field shows at the form's foot. */
export const ServerErrorAtTheFoot: Story = {
  args: { serverErrors: { form: 'You do not have access to Maintenance' } },
  play: async () => {
    await expect(await screen.findByTestId('tire-form-error')).toHaveTextContent('You do not have access to Maintenance');
  },
};
