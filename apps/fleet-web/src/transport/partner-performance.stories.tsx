import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PartnerPerformance } from './partner-performance';
import { FIXTURE_FIGURES, FIXTURE_NOW, FIXTURE_TRIPS, FIXTURE_ZONE } from './transport-fixtures';
import { namedChoice } from './trip-period';
import './transport.css';

const meta = {
  title: 'Transport/PartnerPerformance',
  component: PartnerPerformance,
  args: {
    kind: 'client',
    name: 'Mydin Wholesale',
    details: [
      { label: 'Contact', value: 'Operations desk' },
      { label: 'Phone', value: '+60 3-5510 1234' },
      { label: 'Sites', value: 'Mydin Wholesale Seksyen 7' },
    ],
    trips: FIXTURE_TRIPS.filter((t) => t.clientId === 1),
    figures: { ...FIXTURE_FIGURES, trips: 3, completed: 1, onTime: 0, onTimePercent: 0, cancelled: 0 },
    period: namedChoice('this-week', FIXTURE_NOW, FIXTURE_ZONE),
    onPeriodChange: fn(),
    timeZone: FIXTURE_ZONE,
    now: FIXTURE_NOW,
    onNavigate: fn(),
  },
} satisfies Meta<typeof PartnerPerformance>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A client's week: % on time, average delay, trips and goods, and its trips (each opens). */
export const Client: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('client-view')).toBeVisible();
    await expect(canvas.getByTestId('client-view-name')).toHaveTextContent('Mydin Wholesale');
    await expect(canvas.getByTestId('trip-ontime')).toHaveTextContent('On time (0 of 1 completed)');
    await expect(canvas.getByTestId('trip-delay-count')).toHaveTextContent('22 min');
    await expect(canvas.getByTestId('trip-count-count')).toHaveTextContent('3');
    await expect(canvas.getByTestId('trip-goods-count')).toHaveTextContent('120 pcs · 1,200 kg');
    await expect(canvas.getAllByTestId('trip-row').map((r) => r.dataset['number'])).toEqual(['TR-0004', 'TR-0007', 'TR-0001', 'TR-0005']);
    await userEvent.click(canvas.getAllByTestId('trip-open')[0]!);
    await expect(args.onNavigate).toHaveBeenCalledWith('/trips/trip-view/4');
  },
};

/** A transporter, its trips being read. */
export const TransporterLoading: Story = {
  args: { kind: 'transporter', name: 'Kargo Laju Sdn Bhd', details: [{ label: 'Vehicles', value: 'Scania P410 - BKL 7, Fuso Canter - WMT 512' }], trips: null, figures: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('transporter-view')).toBeVisible();
    await expect(canvas.getByText('Loading trips…')).toBeVisible();
    await expect(canvas.queryByTestId('trip-figures')).toBeNull();
  },
};
