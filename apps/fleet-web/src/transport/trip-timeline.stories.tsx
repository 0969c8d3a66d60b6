import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TimelineToolbar } from './timeline-toolbar';
import { FIXTURE_NOW, FIXTURE_TRIPS, FIXTURE_VEHICLES, FIXTURE_ZONE } from './transport-fixtures';
import { TripTimeline, type TripTimelineProps } from './trip-timeline';
import { timelineWindow, type TimelineSpan } from './trip-timeline-logic';
import './transport.css';

const DAY = timelineWindow('2026-11-24', 1, FIXTURE_ZONE)!;

const meta = {
  title: 'Transport/TripTimeline',
  component: TripTimeline,
  args: { trips: FIXTURE_TRIPS, vehicles: FIXTURE_VEHICLES, window: DAY, timeZone: FIXTURE_ZONE, now: FIXTURE_NOW, onOpen: fn(), initialWidth: 1100 },
} satisfies Meta<typeof TripTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Tuesday 24 November in Kuala Lumpur: a row per vehicle, a bar per trip of the day coloured by its display status
 * (yesterday's completed trip left out), the stops' arrivals, the now line at 10:00; hover tells, a click opens.
 */
export const OneDay: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('timeline-row')).toHaveLength(4);
    const bars = canvas.getAllByTestId('timeline-bar');
    await expect(bars.map((b) => b.dataset['number']).sort()).toEqual(['TR-0001', 'TR-0002', 'TR-0003', 'TR-0004', 'TR-0006', 'TR-0007']);
    const late = bars.find((b) => b.dataset['number'] === 'TR-0003')!;
    await expect(late).toHaveAttribute('data-status', 'late');
    await expect(late.querySelector('rect')).toHaveAttribute('fill', '#E53935');
    await expect(canvas.getByTestId('timeline-now')).toBeInTheDocument();
    await expect(canvas.getAllByTestId('timeline-arrival').length).toBeGreaterThanOrEqual(3);
    await userEvent.hover(late);
    await expect(await canvas.findByTestId('timeline-tooltip')).toHaveTextContent('TR-0003 · Late');
    await expect(canvas.getByTestId('timeline-tooltip')).toHaveTextContent('Next: Kayangan Cold Store, ETA 10:20 (in 20 min)');
    await userEvent.unhover(late);
    await waitFor(() => expect(canvas.queryByTestId('timeline-tooltip')).toBeNull());
    await userEvent.click(late);
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
    late.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
  },
};

/** The trips of Monday to Wednesday: yesterday's completed trip shows too; the hours every 3. */
export const ThreeDays: Story = {
  args: { window: timelineWindow('2026-11-23', 3, FIXTURE_ZONE)!, onlyBusy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('timeline-bar')).toHaveLength(7);
    await expect(canvas.getByText('Mon 23/11')).toBeInTheDocument();
    await expect(canvas.getByText('Wed 25/11')).toBeInTheDocument();
    const completed = canvas.getAllByTestId('timeline-bar').find((b) => b.dataset['number'] === 'TR-0005')!;
    // Its drop was reached late: a red tick.
    await expect(within(completed).getAllByTestId('timeline-arrival').map((t) => t.getAttribute('data-late'))).toEqual(['false', 'true']);
  },
};

/** Only the vehicles with trips; a day without any says so. */
export const NoTrips: Story = {
  args: { window: timelineWindow('2026-12-01', 1, FIXTURE_ZONE)!, onlyBusy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No vehicles with trips on these days')).toBeVisible();
  },
};

/** The toolbar over the chart: the day, back and on by the span, 1, 3 or 7 days, only the busy vehicles. */
function WithToolbar(props: TripTimelineProps) {
  const [day, setDay] = useState('2026-11-24');
  const [span, setSpan] = useState<TimelineSpan>(1);
  const [onlyBusy, setOnlyBusy] = useState(false);
  const shown = timelineWindow(day, span, FIXTURE_ZONE)!;
  const step = (d: -1 | 1) => setDay(new Date(Date.parse(`${day}T00:00:00Z`) + d * span * 86_400_000).toISOString().slice(0, 10));
  return (
    <>
      <TimelineToolbar day={day} onDayChange={setDay} onStep={step} onToday={() => setDay('2026-11-24')} span={span} onSpanChange={setSpan} onlyBusy={onlyBusy} onOnlyBusyChange={setOnlyBusy} timeZone={FIXTURE_ZONE} />
      <TripTimeline {...props} window={shown} onlyBusy={onlyBusy} />
    </>
  );
}

export const Toolbar: Story = {
  render: (args) => <WithToolbar {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('timeline-prev'));
    await expect(canvas.getByTestId('timeline-day')).toHaveValue('2026-11-23');
    await expect(canvas.getAllByTestId('timeline-bar').map((b) => b.dataset['number'])).toEqual(['TR-0005']);
    await expect(canvas.queryByTestId('timeline-now')).toBeNull();
    await userEvent.click(canvas.getByTestId('timeline-busy'));
    await expect(canvas.getAllByTestId('timeline-row')).toHaveLength(1);
    await userEvent.selectOptions(canvas.getByTestId('timeline-span'), '7');
    await expect(canvas.getAllByTestId('timeline-bar')).toHaveLength(7);
    await userEvent.click(canvas.getByTestId('timeline-today'));
    await expect(canvas.getByTestId('timeline-day')).toHaveValue('2026-11-24');
  },
};
