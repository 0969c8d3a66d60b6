import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor } from 'storybook/test';
import { FuelChart } from './fuel-chart';
import { sampleHistoryRows } from './fuel-chart.fixtures';
import { FUEL_CHART_FILE_NAME, fuelChartSeries } from './fuel-series';

const points = fuelChartSeries(sampleHistoryRows());

const meta = {
  title: 'Report Modals/FuelChart',
  component: FuelChart,
  args: { points, width: 820, height: 360, timeZone: 'UTC', exportImage: fn(async () => 'data:image/png;base64,iVBORw0KGgo='), download: fn() },
} satisfies Meta<typeof FuelChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Fuel (red, from 0 L), odometer (blue, km) and speed (green, 0-200 kph) over a day, with the midday refuel step. */
export const Day: Story = {
  play: async () => {
    const svg = await screen.findByTestId('fuel-chart-svg');
    const strokes = [...svg.querySelectorAll('path[data-series]')].map((p) => p.getAttribute('stroke'));
    await expect(strokes).toEqual(['red', 'blue', 'green']);
    await expect(screen.getByTestId('fuel-chart-legend')).toHaveTextContent('Fuel (L)Odometer (km)Speed (kph)');
  },
};

/** Hovering shows the time and the three values. */
export const Tooltip: Story = {
  play: async () => {
    fireEvent.mouseMove(await screen.findByTestId('fuel-chart-hover'), { clientX: 320, clientY: 100 });
    const tip = await screen.findByTestId('fuel-chart-tooltip');
    await expect(tip).toHaveTextContent(/Fuel: .* L/);
    await expect(tip).toHaveTextContent(/Odometer: .* km/);
    await expect(tip).toHaveTextContent(/Speed: .* kph/);
  },
};

/** Export saves the chart as 'Fuel Chart.png' (the image renderer and the download are stubbed here). */
export const Export: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByTestId('fuel-chart-export'));
    await waitFor(() => expect(args.download).toHaveBeenCalledWith('data:image/png;base64,iVBORw0KGgo=', FUEL_CHART_FILE_NAME));
  },
};

/** Hidden until loaded: a spinner, and Export disabled. */
export const Loading: Story = {
  args: { points: null },
  play: async () => {
    await expect(await screen.findByTestId('fuel-chart-loading')).toBeInTheDocument();
    await expect(screen.queryByTestId('fuel-chart-svg')).toBeNull();
    await expect(screen.getByTestId('fuel-chart-export')).toBeDisabled();
  },
};

/** Without a fixed width the chart takes its parent's width (visx ParentSize); it stays hidden until measured. */
export const Responsive: Story = {
  args: { width: undefined, exportImage: undefined, download: undefined },
  render: (args) => (
    <div style={{ width: '100%', maxWidth: 1100 }}>
      <FuelChart {...args} />
    </div>
  ),
  play: async () => {
    await expect(await screen.findByTestId('fuel-chart')).toHaveAttribute('data-state', 'ready');
  },
};
