import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { FuelChart } from '../fuel-chart/fuel-chart';
import { sampleHistoryRows } from '../fuel-chart/fuel-chart.fixtures';
import { fuelChartSeries, type FuelChartPoint } from '../fuel-chart/fuel-series';
import { REPORT_MODAL_LOAD_FAILED, ReportModal, type ReportModalProps } from './report-modal';

type Vehicle = { name: string; plate: string };

const delay = <T,>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

const meta = {
  title: 'Report Modals/ReportModal',
  component: ReportModal<Vehicle>,
  args: {
    title: 'Vehicle details',
    width: 560,
    onClose: fn(),
    loader: (): Promise<Vehicle | null | undefined> => delay(150, { name: 'Truck 7', plate: 'WXY 1234' }),
    children: (v: Vehicle) => (
      <p data-testid="vehicle">
        {v.name} · {v.plate}
      </p>
    ),
  },
} satisfies Meta<ReportModalProps<Vehicle>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Loading overlay, then the body for the loaded data. */
export const Loaded: Story = {
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Vehicle details' })).toBeVisible();
    await expect(await screen.findByTestId('vehicle')).toHaveTextContent('Truck 7 · WXY 1234');
    await waitFor(() => expect(screen.queryByTestId('loading-overlay')).toBeNull());
  },
};

/** The loader returns nothing: the modal closes (onClose). */
export const NothingToShow: Story = {
  args: { loader: () => delay(50, null) },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await expect(screen.queryByTestId('report-modal')).toBeNull();
  },
};

/** The first load fails: the error shows inside the modal with Retry; retrying loads the data. */
export const ErrorThenRetry: Story = {
  render: function Render(args) {
    const [loader] = useState(() => {
      let calls = 0;
      return () => (++calls === 1 ? Promise.reject(new Error('Request timed out')) : delay(100, { name: 'Truck 9', plate: 'JKL 42' }));
    });
    return <ReportModal {...args} loader={loader} />;
  },
  play: async () => {
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent(REPORT_MODAL_LOAD_FAILED);
    await expect(alert).toHaveTextContent('Request timed out');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await expect(await screen.findByTestId('vehicle')).toHaveTextContent('Truck 9');
  },
};

/** The close button calls onClose. */
export const Close: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByTestId('report-modal-close'));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** The Fuel Chart modal: the chart loads its rows through the loader and stays hidden until then. */
export const FuelChartModal: StoryObj<ReportModalProps<FuelChartPoint[]>> = {
  args: {
    title: 'Fuel Chart',
    width: 900,
    onClose: fn(),
    loader: () => delay(200, fuelChartSeries(sampleHistoryRows())),
    children: (points: FuelChartPoint[]) => <FuelChart points={points} width={840} timeZone="UTC" download={fn()} />,
  },
  render: (args) => <ReportModal {...args} />,
  play: async () => {
    const svg = await screen.findByTestId('fuel-chart-svg');
    await expect(svg.querySelectorAll('path[data-series]')).toHaveLength(3);
  },
};
