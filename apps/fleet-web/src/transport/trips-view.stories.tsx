import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FIXTURE_CLIENTS, FIXTURE_DRIVERS, FIXTURE_FIGURES, FIXTURE_NOW, FIXTURE_TRIPS, FIXTURE_VEHICLES, FIXTURE_ZONE } from './transport-fixtures';
import type { TripFilter, TripView } from './trip-board-logic';
import { namedChoice, type PeriodChoice } from './trip-period';
import { TripsView, type TripsViewProps } from './trips-view';
import './transport.css';

/** The view with its period, filter and view kept (as the panel keeps them). */
function Stateful(props: TripsViewProps) {
  const [filter, setFilter] = useState<TripFilter>(props.filter);
  const [view, setView] = useState<TripView>(props.view);
  const [period, setPeriod] = useState<PeriodChoice>(props.period);
  return (
    <TripsView
      {...props}
      filter={filter}
      view={view}
      period={period}
      onFilterChange={(f) => {
        setFilter(f);
        props.onFilterChange(f);
      }}
      onViewChange={(v) => {
        setView(v);
        props.onViewChange(v);
      }}
      onPeriodChange={(p) => {
        setPeriod(p);
        props.onPeriodChange(p);
      }}
    />
  );
}

const meta = {
  title: 'Transport/TripsView',
  component: TripsView,
  render: (args) => <Stateful {...args} />,
  args: {
    trips: FIXTURE_TRIPS,
    figures: FIXTURE_FIGURES,
    timeZone: FIXTURE_ZONE,
    now: FIXTURE_NOW,
    period: namedChoice('this-week', FIXTURE_NOW, FIXTURE_ZONE),
    filter: {},
    view: 'board',
    clients: FIXTURE_CLIENTS,
    drivers: FIXTURE_DRIVERS,
    vehicles: FIXTURE_VEHICLES,
    onPeriodChange: fn(),
    onFilterChange: fn(),
    onViewChange: fn(),
    onNew: fn(),
    onNavigate: fn(),
    onDispatch: fn(),
    onCancel: fn(),
    onReopen: fn(),
  },
} satisfies Meta<typeof TripsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A column per display status (late ones in their own); a card with number, reference, client, vehicle, driver, stops
 * reached, the next stop's ETA and the late flag; a card opens its trip; Dispatch, Cancel and Plan again by status.
 */
export const Board: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [status, count] of [['planned', 1], ['dispatched', 1], ['en-route', 1], ['at-stop', 1], ['late', 1], ['completed', 1], ['cancelled', 1]] as const) {
      await expect(canvas.getByTestId(`trip-count-${status}`)).toHaveTextContent(String(count));
    }
    const late = within(canvas.getByTestId('trip-column-late')).getByTestId('trip-card');
    await expect(late).toHaveAttribute('data-number', 'TR-0003');
    await expect(late).toHaveAttribute('data-status', 'late');
    // The status says it; no second flag.
    await expect(within(late).queryByTestId('trip-late')).toBeNull();
    const completed = within(canvas.getByTestId('trip-column-completed')).getByTestId('trip-card');
    await expect(within(completed).getByTestId('trip-late')).toBeVisible();
    await expect(late).toHaveTextContent('Kayangan Cold Store');
    await expect(late).toHaveTextContent('Scania P410 - BKL 7 · Raj Kumar');
    await expect(within(late).getByTestId('trip-card-stops')).toHaveTextContent('1/3 stops');
    await expect(within(late).getByTestId('trip-card-eta')).toHaveTextContent('ETA 10:20 (in 20 min)');
    const enRoute = within(canvas.getByTestId('trip-column-en-route')).getByTestId('trip-card');
    await expect(within(enRoute).getByTestId('trip-card-next')).toHaveTextContent('Next: 2 Drop, Sarjana Logistics Park · ETA 10:12 (in 12 min)');
    await expect(within(enRoute).queryByTestId('trip-late')).toBeNull();
    // The figures of the period above.
    await expect(canvas.getByTestId('trip-ontime-count')).toHaveTextContent('0 %');
    await expect(canvas.getByTestId('trip-delay-count')).toHaveTextContent('22 min');
    await expect(canvas.getByTestId('trip-goods-count')).toHaveTextContent('120 pcs · 1,200 kg');
    // A card opens its trip view.
    await userEvent.click(within(enRoute).getByTestId('trip-open'));
    await expect(args.onNavigate).toHaveBeenCalledWith('/trips/trip-view/2');
    // The actions of each status.
    const planned = within(canvas.getByTestId('trip-column-planned')).getByTestId('trip-card');
    await userEvent.click(within(planned).getByTestId('trip-dispatch'));
    await expect(args.onDispatch).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    await userEvent.click(within(late).getByTestId('trip-cancel'));
    await expect(args.onCancel).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
    const cancelled = within(canvas.getByTestId('trip-column-cancelled')).getByTestId('trip-card');
    await expect(within(cancelled).queryByTestId('trip-cancel')).toBeNull();
    await userEvent.click(within(cancelled).getByTestId('trip-reopen'));
    await expect(args.onReopen).toHaveBeenCalledWith(expect.objectContaining({ id: 6 }));
    await expect(within(canvas.getByTestId('trip-column-completed')).queryByRole('button')).toBeNull();
    await userEvent.click(canvas.getByTestId('trip-new'));
    await expect(args.onNew).toHaveBeenCalled();
  },
};

/** The list: open trips first by planned start, then finished ones (the latest first); the status, client, driver and vehicle narrow it. */
export const ListAndFilters: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('trip-view-list'));
    await expect(args.onViewChange).toHaveBeenCalledWith('list');
    await expect(canvas.getAllByTestId('trip-row').map((r) => r.dataset['number'])).toEqual(['TR-0003', 'TR-0002', 'TR-0004', 'TR-0007', 'TR-0001', 'TR-0006', 'TR-0005']);
    await userEvent.selectOptions(canvas.getByTestId('trip-filter-status'), 'late');
    await expect(canvas.getAllByTestId('trip-row').map((r) => r.dataset['number'])).toEqual(['TR-0003']);
    await expect(canvas.getByTestId('trip-filtered')).toHaveTextContent('1 of 7 trips shown.');
    await userEvent.selectOptions(canvas.getByTestId('trip-filter-status'), '');
    await userEvent.selectOptions(canvas.getByTestId('trip-filter-client'), '2');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ status: undefined, clientId: 2 });
    await expect(canvas.getAllByTestId('trip-row').map((r) => r.dataset['number'])).toEqual(['TR-0002', 'TR-0006']);
    await userEvent.selectOptions(canvas.getByTestId('trip-filter-driver'), '3');
    await expect(canvas.getByText('No trip matches')).toBeVisible();
    await userEvent.click(canvas.getByTestId('trip-clear-filter'));
    await expect(canvas.getAllByTestId('trip-row')).toHaveLength(7);
    await userEvent.selectOptions(canvas.getByTestId('trip-filter-vehicle'), '4');
    await expect(canvas.getAllByTestId('trip-row').map((r) => r.dataset['number'])).toEqual(['TR-0004']);
  },
};

/** The period: this week (Monday to Sunday) in the user's zone by default; today; custom days, refused when backwards. */
export const Period: Story = {
  args: { periodError: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('trip-period')).toHaveValue('this-week');
    await expect(canvas.getByTestId('trip-period-from')).toHaveValue('2026-11-23');
    await expect(canvas.getByTestId('trip-period-to')).toHaveValue('2026-11-29');
    await userEvent.selectOptions(canvas.getByTestId('trip-period'), 'today');
    await expect(args.onPeriodChange).toHaveBeenLastCalledWith({ id: 'today', first: '2026-11-24', last: '2026-11-24' });
    await userEvent.clear(canvas.getByTestId('trip-period-from'));
    await userEvent.type(canvas.getByTestId('trip-period-from'), '2026-11-01');
    await expect(canvas.getByTestId('trip-period')).toHaveValue('custom');
    await expect(args.onPeriodChange).toHaveBeenLastCalledWith({ id: 'custom', first: '2026-11-01', last: '2026-11-24' });
  },
};

/** Custom days that are not a period: the message beside them. */
export const PeriodRefused: Story = {
  args: { period: { id: 'custom', first: '2026-11-30', last: '2026-11-01' }, periodError: 'The period must end after it starts and span at most 366 days.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('trip-period-error')).toHaveTextContent('The period must end after it starts');
  },
};

/** No trips in the period: what to do, and "New trip". */
export const Empty: Story = {
  args: { trips: [], figures: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No trips in this period')).toBeVisible();
    await expect(canvas.getByTestId('trip-new')).toBeEnabled();
    await expect(canvas.queryByTestId('trip-figures')).toBeNull();
  },
};
