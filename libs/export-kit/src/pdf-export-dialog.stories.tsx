import { MESSAGES } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { buildPdf } from './build-pdf';
import type { PdfModel } from './export-model';
import { PdfExportDialog } from './pdf-export-dialog';

const columns = [
  { header: 'Asset', field: 'assetName', width: 90 },
  { header: 'Time', field: 'time', width: 110 },
  { header: 'Speed (km/h)', field: 'speed', width: 80 },
  { header: 'Address', field: 'address', width: 180 },
];
const report = (n: number): PdfModel => ({
  title: 'History',
  columns,
  timeRange: { from: Date.UTC(2026, 0, 4, 16), to: Date.UTC(2026, 0, 5, 15, 59, 59) },
  rows: Array.from({ length: n }, (_, i) => ({ assetName: `Truck ${i % 9}`, time: `5/1/2026 | ${String(i % 24).padStart(2, '0')}:00:00`, speed: (i * 7) % 110, address: 'Jalan Klang Lama, Petaling Jaya' })),
});

/** Replaces window.confirm for one story; restored afterwards. */
const answerConfirm = (answer: boolean) => () => {
  const original = window.confirm;
  window.confirm = () => answer;
  return () => {
    window.confirm = original;
  };
};

const meta = {
  title: 'Export Kit/PdfExportDialog',
  component: PdfExportDialog,
  args: { open: true, report: report(40), onOpenChange: fn(), onExported: fn(), download: fn(), build: fn(buildPdf) },
} satisfies Meta<typeof PdfExportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Loading, then the live preview after about 0.5 s. */
export const Preview: Story = {
  play: async () => {
    await expect(await screen.findByText('Export Pdf')).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('pdf-preview-frame')).toBeInTheDocument(), { timeout: 3000 });
  },
};

/** Zero rows: the preview holds a single centred 'No Data Found' row. */
export const ZeroRows: Story = {
  args: { report: report(0) },
  play: async ({ args }) => {
    await waitFor(() => expect(screen.getByTestId('pdf-preview-frame')).toBeInTheDocument(), { timeout: 3000 });
    await expect(args.build).toHaveBeenCalledWith(expect.objectContaining({ rows: [] }));
  },
};

/** Unticking a column regenerates the preview without it. */
export const ColumnToggles: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(args.build).toHaveBeenCalledTimes(1), { timeout: 3000 });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Address' }));
    await waitFor(() => expect(args.build).toHaveBeenCalledTimes(2), { timeout: 3000 });
    await expect(args.build).toHaveBeenLastCalledWith(expect.objectContaining({ columns: columns.slice(0, 3) }));
  },
};

/** Over 2000 rows, 'yes': downloads without a preview, then closes. */
export const TooManyRowsDownload: Story = {
  args: { report: report(2500) },
  beforeEach: answerConfirm(true),
  play: async ({ args }) => {
    await expect(screen.queryByTestId('pdf-preview-frame')).toBeNull();
    await waitFor(() => expect(args.download).toHaveBeenCalledTimes(1), { timeout: 5000 });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Over 2000 rows, 'no': cancelled (onCancel when an external cancel is set). */
export const TooManyRowsCancel: Story = {
  args: { report: report(2500), onCancel: fn() },
  beforeEach: answerConfirm(false),
  play: async ({ args }) => {
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledTimes(1));
    await expect(args.build).not.toHaveBeenCalled();
  },
};

/** A Summary as the reports screen exports it: columns sized from their text, units in the headers, a long value. */
const summary: PdfModel = {
  title: 'Summary',
  columns: [
    { header: 'Asset', field: 'assetName' },
    { header: 'Group', field: 'assetGroup' },
    { header: 'Distance (km)', field: 'distance' },
    { header: 'Max Speed (km/h)', field: 'maxSpeed' },
    { header: 'Fuel Used (L)', field: 'fuel' },
    { header: 'Last Address', field: 'address' },
  ],
  timeRange: { from: Date.UTC(2026, 0, 4, 16), to: Date.UTC(2026, 0, 5, 15, 59, 59) },
  rows: Array.from({ length: 30 }, (_, i) => ({
    assetName: `Hino 700 - JSM ${2090 + i}`,
    assetGroup: ['Klang Valley Haulage', 'Johor Plantation Ops', 'Penang Port'][i % 3]!,
    distance: Math.round(((i * 37.3) % 180) * 100) / 100,
    maxSpeed: 60 + ((i * 7) % 40),
    fuel: i % 4 ? Math.round(((i * 3.7) % 40) * 100) / 100 : null,
    address:
      i % 5 === 0
        ? 'Lot 1234, Jalan Perusahaan 5, Kawasan Perindustrian Bukit Raja Selatan, 40000 Shah Alam, Selangor Darul Ehsan'
        : 'Persiaran Kayangan, Seksyen 7, Shah Alam',
  })),
  totals: { distance: 2615.61, fuel: 409.4 },
};

/**
 * Readable: every column as wide as its text, the units in the headers, the long address wrapped over lines of its
 * cell, a Total row and 'Page N of M'; the dialog says why the default logo is used.
 */
export const MeasuredColumnsAndTotals: Story = {
  args: { report: summary, logoNote: 'The company logo (cdn.example.com) cannot be put into files: its server does not allow it (CORS). The default logo is used.' },
  play: async ({ args }) => {
    await waitFor(() => expect(screen.getByTestId('pdf-preview-frame')).toBeInTheDocument(), { timeout: 3000 });
    await expect(args.build).toHaveBeenCalledWith(expect.objectContaining({ totals: { distance: 2615.61, fuel: 409.4 } }));
    await expect(screen.getByTestId('pdf-logo-note')).toHaveTextContent('cannot be put into files');
    await expect(screen.getByRole('checkbox', { name: 'Max Speed (km/h)' })).toBeInTheDocument();
  },
};

/** Export: the exporting message, then the download about 0.1 s later. */
export const Export: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(screen.getByTestId('pdf-preview-frame')).toBeInTheDocument(), { timeout: 3000 });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(args.download).toHaveBeenCalledTimes(1));
    await expect(screen.queryByText(MESSAGES.pdfExporting)).toBeNull();
  },
};
