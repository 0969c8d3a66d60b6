import { MAINTENANCE_TEXTS } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { CompleteWorkOrderDialog } from './work-order-complete-dialog';
import { FIXTURE_ASSETS, FIXTURE_NOW, FIXTURE_ORDERS, FIXTURE_ZONE } from './work-order-fixtures';
import './maintenance.css';

const upload = fn(async (file: File) => ({ url: `/v2/uploads/t1/${file.name}` }));

const meta = {
  title: 'Maintenance/CompleteWorkOrderDialog',
  component: CompleteWorkOrderDialog,
  args: { order: FIXTURE_ORDERS[2]!, asset: FIXTURE_ASSETS[0], timeZone: FIXTURE_ZONE, now: FIXTURE_NOW, upload, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof CompleteWorkOrderDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Prefilled with now in the user's zone (Kuala Lumpur, whatever the browser's), the asset's meters and the work
 * order's lines; downtime empty is computed (5 h from the start of work); an invoice goes with it.
 */
export const Completes: Story = {
  play: async ({ args }) => {
    await expect(await screen.findByTestId('wo-complete-at')).toHaveValue('2026-11-24T10:00');
    await expect(screen.getByTestId('wo-complete-odometer')).toHaveValue('61650');
    await expect(screen.getByTestId('wo-complete-hours')).toHaveValue('4210.5');
    await expect(screen.getByText(/Empty: computed \(5 h\), from the start of work/)).toBeVisible();
    await expect(screen.getAllByTestId('wo-complete-lines-row')).toHaveLength(2);
    await userEvent.clear(screen.getAllByTestId('wo-complete-lines-unit-cost')[0]!);
    await userEvent.type(screen.getAllByTestId('wo-complete-lines-unit-cost')[0]!, '135');
    await userEvent.type(screen.getByTestId('wo-complete-vendor'), 'Shah Alam Motor Works');
    await userEvent.type(screen.getByTestId('wo-complete-notes'), 'Belt tension checked');
    await userEvent.upload(screen.getByTestId('wo-complete-files'), new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByTestId('wo-complete-file-item')).toHaveAttribute('data-status', 'done'));
    await userEvent.click(screen.getByTestId('wo-complete-save'));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      completedAt: FIXTURE_NOW,
      odometerKm: 61_650,
      engineHours: 4_210.5,
      downtimeH: null,
      lines: [
        { type: 'part', description: 'Alternator belt', partNumber: 'AB-220', quantity: 1, unitCost: 135 },
        { type: 'labour', description: 'Mechanic', partNumber: '', quantity: 1.5, unitCost: 80 },
      ],
      vendor: 'Shah Alam Motor Works',
      notes: 'Belt tension checked',
      files: ['/v2/uploads/t1/invoice.pdf'],
    });
  },
};

/** A reading that is not one and a downtime out of bounds: the messages beside the fields, nothing sent. */
export const Validation: Story = {
  play: async ({ args }) => {
    await userEvent.clear(await screen.findByTestId('wo-complete-odometer'));
    await userEvent.type(screen.getByTestId('wo-complete-odometer'), 'abc');
    await userEvent.type(screen.getByTestId('wo-complete-downtime'), '99999');
    await userEvent.click(screen.getByTestId('wo-complete-save'));
    await expect(await screen.findByText(MAINTENANCE_TEXTS.odometerInvalid)).toBeVisible();
    await expect(screen.getByText(MAINTENANCE_TEXTS.downtimeInvalid)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An asset without an odometer (a generator, readings by hand): the odometer left empty, engine hours prefilled. */
export const Generator: Story = {
  args: { order: FIXTURE_ORDERS[3]!, asset: FIXTURE_ASSETS[2] },
  play: async () => {
    await expect(await screen.findByTestId('wo-complete-odometer')).toHaveValue('');
    await expect(screen.getByTestId('wo-complete-hours')).toHaveValue('1210.5');
    await expect(screen.getByText('Now 1,210.5 h (entered)')).toBeVisible();
    await expect(screen.getByText(/from the opening to the completion/)).toBeVisible();
  },
};

/** The server's refusals: the time beside its field, one without a field at the form's foot. */
export const ServerRefusals: Story = {
  args: { serverErrors: { completedAt: MAINTENANCE_TEXTS.timeInvalid } },
  play: async () => {
    await expect(await screen.findByText(MAINTENANCE_TEXTS.timeInvalid)).toBeVisible();
  },
};

export const ServerRefusalAtFoot: Story = {
  args: { serverErrors: { form: MAINTENANCE_TEXTS.workOrderClosed } },
  play: async () => {
    await expect(await screen.findByTestId('wo-complete-form-error')).toHaveTextContent(MAINTENANCE_TEXTS.workOrderClosed);
  },
};
