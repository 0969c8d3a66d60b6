import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { WorkOrderDetailDialog } from './work-order-detail';
import { FIXTURE_ASSETS, FIXTURE_EVENTS, FIXTURE_NOW, FIXTURE_ORDERS, FIXTURE_ZONE } from './work-order-fixtures';
import './maintenance.css';

const meta = {
  title: 'Maintenance/WorkOrderDetailDialog',
  component: WorkOrderDetailDialog,
  args: {
    order: FIXTURE_ORDERS[2]!,
    events: FIXTURE_EVENTS,
    assets: FIXTURE_ASSETS,
    timeZone: FIXTURE_ZONE,
    now: FIXTURE_NOW,
    onSave: fn(),
    onMove: fn(),
    onComplete: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof WorkOrderDetailDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In progress: its fields and lines editable, the moves it may make (with a note), Complete, and its history (user's zone). */
export const InProgress: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByTestId('wo-detail');
    await expect(within(dialog).getByText('WO-0003 · Replace alternator belt')).toBeVisible();
    await expect(screen.getByTestId('wo-opened')).toHaveTextContent('Opened 22/11/2026 | 10:00:00 by Aminah (fleet manager) (open 2 d)');
    const history = screen.getAllByTestId('wo-event');
    await expect(history[1]).toHaveTextContent('24/11/2026 | 05:00:00 Open → In progress by Rahim (workshop): Truck in bay 2');
    // From in progress: back to open, waiting for parts, or cancelled; never straight to completed.
    await expect(screen.getByTestId('wo-move-open')).toBeVisible();
    await expect(screen.getByTestId('wo-move-waiting-parts')).toBeVisible();
    await expect(screen.getByTestId('wo-move-cancelled')).toBeVisible();
    await expect(screen.queryByTestId('wo-move-in-progress')).toBeNull();
    await expect(screen.queryByTestId('wo-move-completed')).toBeNull();
    await userEvent.type(screen.getByTestId('wo-move-note'), 'Belt on order');
    await userEvent.click(screen.getByTestId('wo-move-waiting-parts'));
    await expect(args.onMove).toHaveBeenCalledWith('waiting-parts', 'Belt on order');
    await expect(screen.getByTestId('wo-move-note')).toHaveValue('');
    await userEvent.click(screen.getByTestId('wo-complete'));
    await expect(args.onComplete).toHaveBeenCalled();
  },
};

/** Its fields change while it is open; the asset stays. */
export const EditsFields: Story = {
  play: async ({ args }) => {
    await expect(await screen.findByTestId('wo-asset')).toBeDisabled();
    await expect(screen.getAllByTestId('wo-lines-row')).toHaveLength(2);
    await userEvent.clear(screen.getByTestId('wo-assignee'));
    await userEvent.type(screen.getByTestId('wo-assignee'), 'Kumar');
    await userEvent.type(screen.getByTestId('wo-vendor'), 'Shah Alam Motor Works');
    await userEvent.click(screen.getByTestId('wo-save'));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ assetId: 1, source: 'manual', reminderId: null, assignee: 'Kumar', vendor: 'Shah Alam Motor Works', lines: FIXTURE_ORDERS[2]!.lines }));
  },
};

/** A server refusal of the save shows beside its field. */
export const SaveRefused: Story = {
  args: { serverErrors: { assignee: 'Assignee must be at most 100 characters.' } },
  play: async () => {
    await expect(await screen.findByText('Assignee must be at most 100 characters.')).toBeVisible();
  },
};

/** Completed: read-only, what the completion wrote, no moves. */
export const Completed: Story = {
  args: { order: FIXTURE_ORDERS[4]!, events: [...FIXTURE_EVENTS.slice(0, 1), { at: FIXTURE_NOW - 20 * 3_600_000, from: 'open', to: 'completed', by: 'Rahim (workshop)', note: '' }] },
  play: async ({ args }) => {
    const completion = await screen.findByTestId('wo-completion');
    await expect(completion).toHaveTextContent('Downtime6 h');
    await expect(completion).toHaveTextContent('Total RM 45.00');
    await expect(completion).toHaveTextContent('61,400 km');
    await expect(screen.getByTestId('wo-record')).toHaveTextContent('Records tab');
    await expect(screen.getByTestId('wo-lines-readonly')).toHaveTextContent('Wiper blade');
    await expect(screen.queryByTestId('wo-moves')).toBeNull();
    await expect(screen.queryByTestId('wo-save')).toBeNull();
    await userEvent.click(screen.getByTestId('wo-close'));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Cancelled: it may be reopened, not completed. */
export const Cancelled: Story = {
  args: { order: FIXTURE_ORDERS[5]!, events: undefined },
  play: async ({ args }) => {
    await expect(await screen.findByTestId('wo-move-open')).toHaveTextContent('Reopen');
    await expect(screen.queryByTestId('wo-complete')).toBeNull();
    await expect(screen.getByText('Loading the history…')).toBeVisible();
    await userEvent.click(screen.getByTestId('wo-move-open'));
    await expect(args.onMove).toHaveBeenCalledWith('open', '');
  },
};
