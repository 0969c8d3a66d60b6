import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DriverProfile } from './driver-profile';
import { PickList } from './pick-list';
import { FIXTURE_DRIVERS, FIXTURE_FIGURES, FIXTURE_NOW, FIXTURE_TRIPS, FIXTURE_ZONE, klAt } from './transport-fixtures';
import { TRANSPORT_HREFS } from './trip-board-logic';
import { namedChoice } from './trip-period';
import './transport.css';

const siti = FIXTURE_DRIVERS[1]!;

const meta = {
  title: 'Transport/DriverProfile',
  component: DriverProfile,
  args: {
    summary: {
      driver: siti,
      trips: [FIXTURE_TRIPS[1]!],
      figures: { ...FIXTURE_FIGURES, trips: 1, completed: 0, onTime: 0, onTimePercent: null, lateStops: 0, averageDelayMin: null, cancelled: 0, quantity: 0, weightKg: 0 },
      drivingHours: 12.5,
      distanceKm: 431.2,
      events: [
        { time: klAt(9, 12), type: 'overspeed', title: 'Overspeed 92 km/h', assetId: 2, assetName: 'Isuzu NPR - VBN 88', speed: 92 },
        { time: klAt(9, 40), type: 'fatigue', title: 'Driving 4 h without a break', assetId: 2, assetName: 'Isuzu NPR - VBN 88', speed: null },
      ],
    },
    photoSrc: null,
    period: namedChoice('this-week', FIXTURE_NOW, FIXTURE_ZONE),
    onPeriodChange: fn(),
    timeZone: FIXTURE_ZONE,
    now: FIXTURE_NOW,
    onNavigate: fn(),
  },
} satisfies Meta<typeof DriverProfile>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The profile (licence expiring soon), hours driven and distance, on-time figures, the trips and the events of the week. */
export const Profile: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('driver-view-name')).toHaveTextContent('Siti Aminah');
    await expect(canvas.getByTestId('driver-licence')).toHaveTextContent('Expires soon');
    await expect(canvas.getByTestId('driver-view-vehicle')).toHaveTextContent('Isuzu NPR - VBN 88');
    await expect(canvas.getByTestId('driver-hours-count')).toHaveTextContent('12.5 h');
    await expect(canvas.getByTestId('driver-distance-count')).toHaveTextContent('431.2 km');
    await expect(canvas.getByTestId('trip-ontime-count')).toHaveTextContent('—');
    await expect(canvas.getAllByTestId('trip-row').map((r) => r.dataset['number'])).toEqual(['TR-0002']);
    await expect(canvas.getAllByTestId('driver-event').map((r) => r.dataset['type'])).toEqual(['overspeed', 'fatigue']);
    await expect(canvas.getAllByTestId('driver-event')[0]).toHaveTextContent('24/11 09:12');
    await userEvent.selectOptions(canvas.getByTestId('trip-period'), 'last-7-days');
    await expect(args.onPeriodChange).toHaveBeenCalledWith({ id: 'last-7-days', first: '2026-11-18', last: '2026-11-24' });
    await userEvent.click(canvas.getByTestId('trip-open'));
    await expect(args.onNavigate).toHaveBeenCalledWith('/trips/trip-view/2');
  },
};

/** A quiet week: no trips, no events. */
export const QuietWeek: Story = {
  args: { summary: { driver: FIXTURE_DRIVERS[0]!, trips: [], figures: { ...FIXTURE_FIGURES, trips: 0, completed: 0, onTime: 0, onTimePercent: null, lateStops: 0, averageDelayMin: null, cancelled: 0, quantity: 0, weightKg: 0 }, drivingHours: 0, distanceKm: 0, events: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No trips in this period')).toBeVisible();
    await expect(canvas.getByTestId('driver-events-none')).toBeVisible();
  },
};

/** Opened without a driver: the drivers to pick from, narrowed by words. */
export const Pick: Story = {
  render: (args) => <PickList noun="drivers" items={FIXTURE_DRIVERS.map((d) => ({ id: d.id, name: d.name, detail: d.assetName ?? undefined, inactive: !d.active }))} hrefOf={TRANSPORT_HREFS.driver} onNavigate={args.onNavigate} testId="driver-pick" />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('driver-pick-item')).toHaveLength(4);
    await userEvent.type(canvas.getByTestId('driver-pick-search'), 'isuzu');
    await expect(canvas.getAllByTestId('driver-pick-item').map((i) => i.textContent)).toEqual(['Siti Aminah · Isuzu NPR - VBN 88']);
    await userEvent.click(canvas.getByRole('link', { name: 'Siti Aminah' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/trips/driver-view/2');
  },
};
