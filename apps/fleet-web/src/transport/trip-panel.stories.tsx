import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FIXTURE_DETAIL, FIXTURE_NOW, FIXTURE_TRIPS, FIXTURE_ZONE } from './transport-fixtures';
import { TripPanel, type TripPanelProps } from './trip-panel';
import './transport.css';

const meta = {
  title: 'Transport/TripPanel',
  component: TripPanel,
  decorators: [(Story) => <div style={{ width: 440 }}>{Story()}</div>],
  args: {
    trip: FIXTURE_TRIPS[1]!,
    events: FIXTURE_DETAIL.events,
    timeZone: FIXTURE_ZONE,
    now: FIXTURE_NOW,
    onNavigate: fn(),
    onEdit: fn(),
    onPod: fn(),
    onDispatch: fn(),
    onCancel: fn(),
    onReopen: fn(),
    onShare: fn(),
  },
} satisfies Meta<typeof TripPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A trip on the road: its status, people (links to their views), the next stop's ETA, the stops (the first departed
 * on time with its proof of delivery to take, the next pending) and the events on the way; it can be cancelled.
 */
export const EnRoute: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('trip-status')).toHaveAttribute('data-status', 'en-route');
    await expect(canvas.getByTestId('trip-eta')).toHaveAttribute('data-seq', '2');
    await expect(canvas.getByTestId('trip-eta-text')).toHaveTextContent('ETA 10:12 (in 12 min)');
    await expect(canvas.getByTestId('trip-eta')).toHaveTextContent('6.4 km to go at 38 km/h');
    const stops = canvas.getAllByTestId('trip-stop');
    await expect(stops.map((s) => [s.dataset['seq'], s.dataset['state']])).toEqual([
      ['1', 'departed'],
      ['2', 'pending'],
    ]);
    await expect(within(stops[0]!).getByTestId('trip-stop-arrived')).toHaveTextContent('Arrived 24/11 08:05');
    await expect(within(stops[0]!).getByTestId('trip-stop-delay')).toHaveTextContent('On time');
    await expect(within(stops[1]!).queryByTestId('trip-pod')).toBeNull();
    await userEvent.click(within(stops[0]!).getByTestId('trip-pod'));
    await expect(args.onPod).toHaveBeenCalledWith(expect.objectContaining({ seq: 1 }));
    await expect(canvas.getAllByTestId('trip-event').map((e) => e.dataset['type'])).toEqual(['overspeed', 'fatigue']);
    await expect(canvas.queryByTestId('trip-dispatch')).toBeNull();
    await userEvent.click(canvas.getByTestId('trip-cancel'));
    await expect(args.onCancel).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    await userEvent.click(canvas.getByRole('link', { name: 'Siti Aminah' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/trips/driver-view/2');
  },
};

/** Late: the next stop past its window, the delay expected; the late flag. */
export const Late: Story = {
  args: { trip: FIXTURE_TRIPS[2]!, events: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('trip-status')).toHaveAttribute('data-status', 'late');
    await expect(canvas.queryByTestId('trip-late')).toBeNull();
    const pending = canvas.getAllByTestId('trip-stop')[1]!;
    await expect(within(pending).getByTestId('trip-stop-delay')).toHaveTextContent('expected 50 min late');
    await expect(canvas.getByText('No events on this trip.')).toBeVisible();
  },
};

/** A planned trip: no ETA yet; it can be changed, dispatched or cancelled. */
export const Planned: Story = {
  args: { trip: FIXTURE_TRIPS[0]!, events: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('trip-eta')).toBeNull();
    await userEvent.click(canvas.getByTestId('trip-edit'));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    await userEvent.click(canvas.getByTestId('trip-dispatch'));
    await expect(args.onDispatch).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    await expect(canvas.getAllByTestId('trip-stop').map((s) => s.dataset['state'])).toEqual(['pending', 'pending']);
  },
};

/** Completed: the late drop with its delay and its proof of delivery (who received, the note, the photo). */
export const Completed: Story = {
  args: { trip: FIXTURE_TRIPS[4]!, events: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('trip-late')).toBeVisible();
    const drop = canvas.getAllByTestId('trip-stop')[1]!;
    await expect(within(drop).getByTestId('trip-stop-delay')).toHaveTextContent('22 min late');
    await expect(within(drop).getByTestId('trip-pod-done')).toHaveTextContent('Delivered to Aisyah (store) at 11:20: Two cartons dented');
    await expect(within(drop).getByTestId('trip-pod-file')).toHaveTextContent('pod-5.jpg');
    await expect(within(drop).getByTestId('trip-pod')).toHaveTextContent('Change proof of delivery');
    await expect(canvas.queryByTestId('trip-cancel')).toBeNull();
  },
};

/** Cancelled: when and why; it can be planned again. */
export const Cancelled: Story = {
  args: { trip: FIXTURE_TRIPS[5]!, events: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('trip-cancelled')).toHaveTextContent('24/11 09:00: Client closed for stock-take');
    await userEvent.click(canvas.getByTestId('trip-reopen'));
    await expect(args.onReopen).toHaveBeenCalledWith(expect.objectContaining({ id: 6 }));
  },
};

/** The en-route trip with its ETA 60.5 s from when it first renders, on the real clock. */
function TickingPanel(props: TripPanelProps) {
  const [eta] = useState(() => Date.now() + 60_500);
  return <TripPanel {...props} trip={{ ...props.trip, next: { seq: 2, eta, distanceKm: 1.1, speedKmh: 40 } }} />;
}

/** Without a fixed clock the ETA counts down every second: "in 2 min", a second later "in 1 min". */
export const Ticking: Story = {
  args: { now: undefined },
  render: (args) => <TickingPanel {...args} />,
  play: async ({ canvasElement }) => {
    const eta = within(canvasElement).getByTestId('trip-eta-text');
    await expect(eta).toHaveTextContent(/^ETA \d\d:\d\d \(in 2 min\)$/);
    await waitFor(() => expect(eta).toHaveTextContent(/^ETA \d\d:\d\d \(in 1 min\)$/), { timeout: 5_000 });
  },
};

/** A trip with a stop left to reach shares its vehicle's live location; a completed one does not. */
export const ShareLiveLocation: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('trip-share'));
    await expect(args.onShare).toHaveBeenCalledWith(args.trip);
  },
};

export const CompletedNotShared: Story = {
  args: { trip: { ...FIXTURE_TRIPS[1]!, status: 'completed', displayStatus: 'completed', stops: FIXTURE_TRIPS[1]!.stops.map((s) => ({ ...s, state: 'departed' as const })) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('trip-share')).toBeNull();
  },
};
