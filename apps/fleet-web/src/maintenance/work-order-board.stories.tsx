import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CLOSED_COLUMN_CARDS, WorkOrdersView, type WorkOrdersViewProps } from './work-order-board';
import { FIXTURE_ASSETS, FIXTURE_NOW, FIXTURE_ORDERS, FIXTURE_TODAY, workOrder } from './work-order-fixtures';
import type { WorkOrderFilter, WorkOrderView } from './work-order-logic';
import './maintenance.css';

/** The view with its filter and view kept (as the panel keeps them). */
function Stateful(props: WorkOrdersViewProps) {
  const [filter, setFilter] = useState<WorkOrderFilter>(props.filter);
  const [view, setView] = useState<WorkOrderView>(props.view);
  return (
    <WorkOrdersView
      {...props}
      filter={filter}
      view={view}
      onFilterChange={(f) => {
        setFilter(f);
        props.onFilterChange(f);
      }}
      onViewChange={(v) => {
        setView(v);
        props.onViewChange(v);
      }}
    />
  );
}

const meta = {
  title: 'Maintenance/WorkOrdersView',
  component: WorkOrdersView,
  render: (args) => <Stateful {...args} />,
  args: {
    orders: FIXTURE_ORDERS,
    assets: FIXTURE_ASSETS,
    filter: { text: '' },
    view: 'board',
    now: FIXTURE_NOW,
    today: FIXTURE_TODAY,
    onFilterChange: fn(),
    onViewChange: fn(),
    onOpen: fn(),
    onNew: fn(),
  },
} satisfies Meta<typeof WorkOrdersView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A column per status; cards with number, asset, priority, assignee, source, total and age; urgent first; a card opens. */
export const Board: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [status, count] of [['open', 2], ['in-progress', 1], ['waiting-parts', 1], ['completed', 1], ['cancelled', 1]] as const) {
      await expect(canvas.getByTestId(`wo-count-${status}`)).toHaveTextContent(String(count));
    }
    const open = within(canvas.getByTestId('wo-column-open')).getAllByTestId('wo-card');
    // The urgent defect comes before the older normal work.
    await expect(open.map((c) => c.dataset['number'])).toEqual(['WO-0002', 'WO-0001']);
    await expect(open[0]).toHaveTextContent('Urgent');
    await expect(open[0]).toHaveTextContent('Defect report');
    await expect(open[0]).toHaveTextContent('open 3 h');
    await expect(open[1]).toHaveTextContent('Rahim (workshop)');
    await expect(within(open[1]!).getByTestId('wo-late')).toHaveTextContent('due 2026-11-20');
    const progress = within(canvas.getByTestId('wo-column-in-progress')).getByTestId('wo-card');
    await expect(progress).toHaveTextContent('RM 240.00');
    await expect(canvas.getByTestId('wo-counts')).toHaveTextContent('4 open · 2 closed');
    await userEvent.click(canvas.getByRole('button', { name: /WO-0003/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
    await userEvent.click(canvas.getByTestId('wo-defect'));
    await expect(args.onNew).toHaveBeenCalledWith('defect');
    await userEvent.click(canvas.getByTestId('wo-new'));
    await expect(args.onNew).toHaveBeenCalledWith('manual');
  },
};

/** The list shows every work order, open work first by urgency; an asset and words narrow both views, and can be cleared. */
export const ListAndFilter: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('wo-view-list'));
    await expect(args.onViewChange).toHaveBeenCalledWith('list');
    // Open work by urgency (then the longest waiting), whatever its status; then closed work, latest first.
    const rows = canvas.getAllByTestId('wo-row');
    await expect(rows.map((r) => r.dataset['number'])).toEqual(['WO-0002', 'WO-0003', 'WO-0004', 'WO-0001', 'WO-0005', 'WO-0006']);
    await userEvent.selectOptions(canvas.getByTestId('wo-asset-filter'), '2');
    await expect(canvas.getAllByTestId('wo-row').map((r) => r.dataset['number'])).toEqual(['WO-0002', 'WO-0006']);
    await expect(canvas.getByTestId('wo-filtered')).toHaveTextContent('2 of 6 work orders shown.');
    await userEvent.type(canvas.getByTestId('wo-search'), 'nothing like this');
    await expect(canvas.getByText('No work order matches')).toBeVisible();
    await userEvent.click(canvas.getByTestId('wo-clear-filter'));
    await expect(canvas.getAllByTestId('wo-row')).toHaveLength(6);
    await userEvent.click(canvas.getByTestId('wo-open-waiting-parts'));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));
  },
};

/** Opened from an asset: its work orders only. */
export const PreselectedAsset: Story = {
  args: { filter: { assetId: 3, text: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('wo-asset-filter')).toHaveValue('3');
    await expect(canvas.getAllByTestId('wo-card').map((c) => c.dataset['number'])).toEqual(['WO-0004']);
  },
};

/** A long history of completed work: the column shows the latest, the rest in the list. */
export const ManyCompleted: Story = {
  args: { orders: Array.from({ length: CLOSED_COLUMN_CARDS + 4 }, (_, i) => workOrder(i + 1, { status: 'completed', completedAt: FIXTURE_NOW - i * 3_600_000 })) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByTestId('wo-column-completed')).getAllByTestId('wo-card')).toHaveLength(CLOSED_COLUMN_CARDS);
    await userEvent.click(canvas.getByTestId('wo-more-completed'));
    await expect(args.onViewChange).toHaveBeenCalledWith('list');
    await expect(canvas.getAllByTestId('wo-row')).toHaveLength(CLOSED_COLUMN_CARDS + 4);
  },
};

/** No work orders: what to do next, and both ways in. */
export const Empty: Story = {
  args: { orders: [] },
  play: async () => {
    await expect(await screen.findByText('No work orders yet')).toBeVisible();
    await expect(screen.getByTestId('wo-new')).toBeEnabled();
    await expect(screen.getByTestId('wo-defect')).toBeEnabled();
  },
};
