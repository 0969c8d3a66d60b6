import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { REPORT_COLUMNS, type ReportRow } from '@fleet/domain';
import { FuelChart } from '../fuel-chart/fuel-chart';
import { sampleHistoryRows } from '../fuel-chart/fuel-chart.fixtures';
import { fuelChartSeries, type FuelChartPoint } from '../fuel-chart/fuel-series';
import { ModalTable } from '../modal-table/modal-table';
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

const statusRows: ReportRow[] = [
  { time: '24/11/2026 | 08:01:28', status: 'Idling', speed: 0, fuel: 61.5, address: 'Jalan Klang Lama', coordinates: '3.07, 101.5' },
  { time: '24/11/2026 | 08:09:56', status: 'Moving', speed: 42, fuel: 61.2, address: 'Persiaran Kayangan', coordinates: '3.08, 101.51' },
];
const statusPdfDownload = fn();
const statusColumns = REPORT_COLUMNS.history.filter((c) => ['time', 'status', 'speed', 'fuel', 'address', 'coordinates'].includes(c.field));

/**
 * The Status changes modal's PDF dialog (a dialog opened from a modal): it opens above the modal and its overlay, on
 * the one dialog layer, and its Export downloads. (It opened behind the modal and Export did nothing.)
 */
export const PdfDialogOverModal: StoryObj<ReportModalProps<ReportRow[]>> = {
  args: {
    title: 'Status changes · Truck 7',
    width: 1000,
    onClose: fn(),
    loader: () => delay(50, statusRows),
    children: (rows: ReportRow[]) => (
      <ModalTable title="History · Truck 7" columns={statusColumns} rows={rows} pdfOptions={{ download: statusPdfDownload, now: () => Date.UTC(2026, 10, 24, 2) }} />
    ),
  },
  render: (args) => <ReportModal {...args} />,
  play: async () => {
    await userEvent.click(await screen.findByTestId('modal-table-pdf'));
    const dialog = await screen.findByTestId('pdf-export-dialog');
    const modal = screen.getByTestId('report-modal');
    // Both on the one layer; the dialog was portalled after the modal, so it paints above it.
    await expect(dialog.style.zIndex).toBe('var(--fleet-z-modal)');
    await expect(modal.compareDocumentPosition(dialog) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const exportButton = screen.getByRole('button', { name: 'Export' });
    const box = exportButton.getBoundingClientRect();
    // With a layout (Storybook's browser), the Export button is what a click at its centre reaches.
    if (box.width > 0 && typeof document.elementFromPoint === 'function') {
      await expect(dialog.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2))).toBe(true);
    }
    await waitFor(() => expect(screen.getByTestId('pdf-preview-frame')).toBeInTheDocument(), { timeout: 3000 });
    statusPdfDownload.mockClear();
    await userEvent.click(exportButton);
    await waitFor(() => expect(statusPdfDownload).toHaveBeenCalledTimes(1), { timeout: 3000 });
    await expect(statusPdfDownload.mock.calls[0]![1]).toMatch(/^History · Truck 7 .*\.pdf$/);
    await waitFor(() => expect(screen.queryByTestId('pdf-export-dialog')).toBeNull(), { timeout: 3000 });
    await expect(screen.getByTestId('report-modal')).toBeVisible();
  },
};
