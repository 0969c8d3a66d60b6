import { MAINTENANCE_TEXTS } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { WorkOrderDialog } from './work-order-dialog';
import { FIXTURE_ASSETS } from './work-order-fixtures';
import './maintenance.css';

const meta = {
  title: 'Maintenance/WorkOrderDialog',
  component: WorkOrderDialog,
  args: { open: true, origin: { source: 'manual' }, assets: FIXTURE_ASSETS, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof WorkOrderDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: the messages beside the fields, nothing sent; then a work order with its parts and labour. */
export const NewWorkOrder: Story = {
  play: async ({ args }) => {
    await expect(await screen.findByText(MAINTENANCE_TEXTS.newWorkOrder)).toBeVisible();
    await userEvent.click(screen.getByTestId('wo-save'));
    await expect(await screen.findByText(MAINTENANCE_TEXTS.titleRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.selectOptions(screen.getByTestId('wo-asset'), '2');
    await userEvent.type(screen.getByTestId('wo-title'), 'Replace front brake pads');
    await userEvent.selectOptions(screen.getByTestId('wo-priority'), 'high');
    await userEvent.type(screen.getByTestId('wo-assignee'), 'Rahim (workshop)');
    await userEvent.type(screen.getByTestId('wo-due'), '2026-12-01');
    await userEvent.click(screen.getByTestId('wo-lines-add-part'));
    await userEvent.type(screen.getByTestId('wo-lines-description'), 'Brake pads (front set)');
    await userEvent.type(screen.getByTestId('wo-lines-unit-cost'), '180');
    await userEvent.click(screen.getByTestId('wo-lines-add-labour'));
    await userEvent.click(screen.getByTestId('wo-save'));
    // The labour line has no description yet.
    await expect(await screen.findByText(MAINTENANCE_TEXTS.lineDescriptionRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getAllByTestId('wo-lines-description')[1]!, 'Mechanic');
    await userEvent.type(screen.getAllByTestId('wo-lines-unit-cost')[1]!, '80');
    await expect(screen.getByTestId('wo-lines-total')).toHaveTextContent('Total RM 260.00');
    await userEvent.click(screen.getByTestId('wo-save'));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      assetId: 2,
      source: 'manual',
      reminderId: null,
      title: 'Replace front brake pads',
      description: '',
      priority: 'high',
      assignee: 'Rahim (workshop)',
      vendor: '',
      dueDate: '2026-12-01',
      lines: [
        { type: 'part', description: 'Brake pads (front set)', partNumber: '', quantity: 1, unitCost: 180 },
        { type: 'labour', description: 'Mechanic', partNumber: '', quantity: 1, unitCost: 80 },
      ],
    });
  },
};

/** A defect: high priority by default, and what is wrong is required. */
export const ReportDefect: Story = {
  args: { origin: { source: 'defect', assetId: 1 } },
  play: async ({ args }) => {
    await expect(await screen.findByText(MAINTENANCE_TEXTS.reportDefect)).toBeVisible();
    await expect(screen.getByTestId('wo-asset')).toHaveValue('1');
    await expect(screen.getByTestId('wo-priority')).toHaveValue('high');
    await userEvent.type(screen.getByTestId('wo-title'), 'Brake warning light');
    await userEvent.click(screen.getByTestId('wo-save'));
    await expect(await screen.findByText(MAINTENANCE_TEXTS.defectRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByTestId('wo-description'), 'Comes on when braking downhill');
    await userEvent.click(screen.getByTestId('wo-save'));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ assetId: 1, source: 'defect', priority: 'high', description: 'Comes on when braking downhill' }));
  },
};

/** From a due schedule: its asset fixed, its task as the title, its reminder sent. */
export const FromSchedule: Story = {
  args: { origin: { source: 'schedule', assetId: 1, reminderId: 31, title: 'Engine oil and filter', programName: 'Heavy truck A-service' } },
  play: async ({ args }) => {
    await expect(await screen.findByText('Open work order: Engine oil and filter')).toBeVisible();
    await expect(screen.getByText(/From the service program Heavy truck A-service/)).toBeVisible();
    await expect(screen.getByTestId('wo-asset')).toBeDisabled();
    await expect(screen.getByTestId('wo-title')).toHaveValue('Engine oil and filter');
    await userEvent.click(screen.getByTestId('wo-save'));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ assetId: 1, source: 'schedule', reminderId: 31, title: 'Engine oil and filter' }));
  },
};

/** The server's refusal: beside its field when it names one, else at the form's foot. */
export const ServerRefusals: Story = {
  args: { origin: { source: 'schedule', assetId: 1, reminderId: 31, title: 'Engine oil and filter', programName: 'Heavy truck A-service' }, serverErrors: { form: MAINTENANCE_TEXTS.scheduleHasOpenOrder('WO-0001') } },
  play: async () => {
    await expect(await screen.findByTestId('wo-form-error')).toHaveTextContent(MAINTENANCE_TEXTS.scheduleHasOpenOrder('WO-0001'));
  },
};

/** A message of a field the form does not show goes to the foot too; a title message beside the title. */
export const ServerFieldRefusal: Story = {
  args: { serverErrors: { title: MAINTENANCE_TEXTS.titleTooLong, reminderId: MAINTENANCE_TEXTS.scheduleNotForAsset } },
  play: async () => {
    await expect(await screen.findByText(MAINTENANCE_TEXTS.titleTooLong)).toBeVisible();
    await expect(screen.getByTestId('wo-form-error')).toHaveTextContent(MAINTENANCE_TEXTS.scheduleNotForAsset);
  },
};
