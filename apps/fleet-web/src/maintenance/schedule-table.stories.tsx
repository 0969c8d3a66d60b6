import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FIXTURE_SCHEDULES } from './schedule-fixtures';
import { dueSchedules } from './schedule-logic';
import { ScheduleTable } from './schedule-table';
import { workOrder } from './work-order-fixtures';
import './maintenance.css';

const meta = {
  title: 'Maintenance/ScheduleTable',
  component: ScheduleTable,
  args: {
    schedules: dueSchedules(FIXTURE_SCHEDULES),
    openOrders: [workOrder(1, { assetId: 2, reminderId: 33, status: 'in-progress', source: 'schedule' })],
    hasPrograms: true,
    onOpenWorkOrder: fn(),
    onShowWorkOrders: fn(),
  },
} satisfies Meta<typeof ScheduleTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Most urgent first, with state, due text and last done; "Open work order", or the link to the one already open. */
export const DueSchedules: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByTestId('schedule-row');
    await expect(rows.map((r) => r.dataset['state'])).toEqual(['overdue', 'due', 'due-soon', 'ok']);
    await expect(within(rows[0]!).getByTestId('schedule-state')).toHaveTextContent('Overdue');
    await expect(within(rows[0]!).getByTestId('schedule-due')).toHaveTextContent('1,200 engine h (10 engine h ago)');
    await expect(rows[0]).toHaveTextContent('Not yet');
    await expect(within(rows[2]!).getByTestId('schedule-due')).toHaveTextContent('2026-12-01 (in 7 days) · 62,000 km (in 350 km)');
    await expect(rows[2]).toHaveTextContent('Heavy truck A-service');
    await expect(canvas.getByTestId('schedule-counts')).toHaveTextContent('1 overdue · 1 due · 1 due soon');
    // The Isuzu's oil has its work order open: a link to the work orders, no second one.
    await expect(within(rows[1]!).queryByTestId('schedule-open-wo')).toBeNull();
    await expect(within(rows[1]!).getByTestId('schedule-wo-link')).toHaveTextContent('WO-0001 (in progress)');
    await userEvent.click(within(rows[1]!).getByTestId('schedule-wo-link'));
    await expect(args.onShowWorkOrders).toHaveBeenCalled();
    await userEvent.click(within(rows[0]!).getByTestId('schedule-open-wo'));
    await expect(args.onOpenWorkOrder).toHaveBeenCalledWith(expect.objectContaining({ id: 32, title: 'Oil change (generator)' }));
  },
};

/** "Needs attention" leaves out the schedules more than their notice away. */
export const NeedsAttention: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByTestId('schedule-filter'), 'attention');
    await expect(canvas.getAllByTestId('schedule-row')).toHaveLength(3);
  },
};

/** Every schedule ok: "Needs attention" says so. */
export const NothingDue: Story = {
  args: { schedules: [FIXTURE_SCHEDULES[0]!] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByTestId('schedule-filter'), 'attention');
    await expect(canvas.getByTestId('schedule-none')).toBeVisible();
  },
};

/** No program yet: what to do first. */
export const NoPrograms: Story = {
  args: { schedules: [], hasPrograms: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No schedules yet')).toBeVisible();
    await expect(canvas.getByText(/creates a service program/)).toBeVisible();
  },
};
