import type { ReportColumn, ReportRow } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ReportGrid } from './report-grid';

const columns: ReportColumn[] = [
  { header: 'Asset', field: 'assetName', width: 100 },
  { header: 'Time', field: 'time', width: 130 },
  { header: 'Speed', field: 'speed', unit: 'km/h', width: 70 },
  { header: 'Fuel', field: 'fuel', unit: 'L', width: 60 },
  { header: 'Address', field: 'address', width: 160 },
  { header: 'Maintenance', field: 'maintenance', width: 180 },
];
const streets = ['Jalan Sultan Ismail, Kuala Lumpur', 'Persiaran Kayangan, Shah Alam', 'Jalan Klang Lama, Petaling Jaya'];
const rows: ReportRow[] = Array.from({ length: 5000 }, (_, i) => ({
  assetName: `Truck ${i % 40}`,
  time: `${1 + (i % 28)}/1/2026 | ${String(i % 24).padStart(2, '0')}:00:00`,
  speed: (i * 37) % 110,
  fuel: 20 + ((i * 13) % 60),
  address: streets[i % 3]!,
  latitude: i % 5 ? 3.07 + (i % 100) / 1000 : null,
  longitude: i % 5 ? 101.5 + (i % 100) / 1000 : null,
  maintenance: 'summary',
  documentCount: i % 3,
  serviceCount: i % 4,
  tireCount: i % 2,
  totalCost: (i % 9) * 120.5,
}));

const meta = {
  title: 'Report Grid/ReportGrid',
  component: ReportGrid,
  args: { columns, rows, onRowCommand: fn(), onStateChange: fn() },
} satisfies Meta<typeof ReportGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Default: 10 rows per page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByTestId('report-grid-row')).toHaveLength(10);
  },
};

/** Search: case-insensitive, over the visible columns. */
export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByTestId('report-grid-search'), 'SHAH ALAM');
    await waitFor(() => expect(c.getByTestId('report-grid-count')).toHaveTextContent('1667 of 5000 rows'));
    await expect(args.onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'SHAH ALAM' }));
  },
};

/** Page size All: one virtual list (about 40 rows in the DOM). */
export const PageSizeAll: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.selectOptions(c.getByTestId('report-grid-page-size'), 'All');
    await waitFor(() => expect(c.getAllByTestId('report-grid-row').length).toBeGreaterThan(10));
    await expect(c.getAllByTestId('report-grid-row').length).toBeLessThanOrEqual(45);
  },
};

/** Column chooser: hiding Address removes its header. */
export const ColumnChooser: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByTestId('report-grid-columns'));
    const panel = await screen.findByTestId('report-grid-columns-panel');
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Address' }));
    await waitFor(() => expect(c.queryByRole('columnheader', { name: 'Address' })).toBeNull());
  },
};

/** Expand/Minimize Columns toggle. */
export const ExpandToggle: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByTestId('report-grid-expand'));
    await expect(c.getByTestId('report-grid')).toHaveAttribute('data-expanded', 'true');
    await expect(c.getByTestId('report-grid-expand')).toHaveTextContent('Minimize Columns');
  },
};

/** Sortable headers: ascending, descending, off (TanStack sorting state, manual sorting on cached orders). */
export const Sort: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Speed (km/h)' }));
    await waitFor(() => expect(c.getByRole('columnheader', { name: /Speed/ })).toHaveAttribute('aria-sort', 'ascending'));
    await expect(args.onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ sort: { field: 'speed', direction: 'asc' } }));
    await userEvent.click(c.getByRole('button', { name: /Speed/ }));
    await waitFor(() => expect(c.getByRole('columnheader', { name: /Speed/ })).toHaveAttribute('aria-sort', 'descending'));
    await expect(c.getAllByTestId('report-grid-row')[0]).toHaveTextContent('109');
    await userEvent.click(c.getByRole('button', { name: /Speed/ }));
    await waitFor(() => expect(c.getByRole('columnheader', { name: /Speed/ })).toHaveAttribute('aria-sort', 'none'));
  },
};
