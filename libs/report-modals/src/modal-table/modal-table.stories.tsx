import { REPORT_COLUMNS, type ReportRow } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ModalTable } from './modal-table';

const columns = REPORT_COLUMNS.history.filter((c) => ['assetName', 'time', 'speed', 'fuel', 'address'].includes(c.field));
const rows: ReportRow[] = Array.from({ length: 12 }, (_, i) => ({
  assetName: `Truck ${(i % 3) + 1}`,
  time: `1/11/2026 | ${String(8 + i).padStart(2, '0')}:00:00`,
  speed: (i * 17) % 110,
  fuel: 120 - i * 4,
  address: ['Jalan Ampang, Kuala Lumpur', 'Persiaran Kayangan, Shah Alam', 'Jalan Klang Lama, Petaling Jaya'][i % 3]!,
}));

const meta = {
  title: 'Report Modals/ModalTable',
  component: ModalTable,
  args: {
    title: 'Trips',
    columns,
    rows,
    nestedViews: {
      address: (row: ReportRow) => <p data-testid="address-preview">Location: {String(row['address'])}</p>,
    },
    pdfOptions: { download: fn() },
  },
} satisfies Meta<typeof ModalTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Title, '#' column and rows; address cells open a nested view. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Trips' })).toBeVisible();
    await expect(canvas.getAllByTestId('modal-table-row')).toHaveLength(12);
  },
};

/** Clicking an address opens its preview over the table; Close Preview returns to the table. */
export const NestedView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByTestId('modal-table-cell')[1]!);
    await expect(canvas.getByTestId('nested-view')).toHaveTextContent('Location: Persiaran Kayangan, Shah Alam');
    await userEvent.click(canvas.getByTestId('close-preview'));
    await expect(canvas.queryByTestId('nested-view')).toBeNull();
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};

/** PDF opens the Export Pdf dialog with a checkbox per column ('#' included); Cancel closes it. */
export const PdfExport: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTestId('modal-table-pdf'));
    await expect(await screen.findByTestId('pdf-export-dialog')).toBeVisible();
    await expect(screen.getAllByTestId('pdf-column-checkbox')).toHaveLength(columns.length + 1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(screen.queryByTestId('pdf-export-dialog')).toBeNull();
  },
};

/** While loading: the overlay, and PDF disabled. */
export const Loading: Story = {
  args: { rows: [], loading: true, title: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('loading-overlay')).toBeInTheDocument();
    await expect(canvas.getByTestId('modal-table-pdf')).toBeDisabled();
  },
};
