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

/** A History report as it comes from the server: many columns, units, long addresses. */
const historyColumns: ReportColumn[] = [
  { header: 'Asset', field: 'assetName', width: 100 },
  { header: 'Time', field: 'time', width: 100 },
  { header: 'Status', field: 'status', width: 42 },
  { header: 'Speed', field: 'speed', unit: 'km/h', width: 35 },
  { header: 'Ignition', field: 'ignition', width: 56 },
  { header: 'Fuel', field: 'fuel', unit: 'L', width: 28 },
  { header: 'Odometer', field: 'odometer', unit: 'km', width: 56 },
  { header: 'Volt', field: 'volt', unit: 'V', width: 28 },
  { header: 'Address', field: 'address', width: 100 },
  { header: 'Coordinates', field: 'coordinates', width: 100 },
];
const historyRows: ReportRow[] = Array.from({ length: 300 }, (_, i) => ({
  assetName: ['Hino 700 - JSM 2090', 'Buffalo Tag TW-004', 'Isuzu FVR - SAB 6631 K'][i % 3]!,
  time: `24/11/2026 | ${String(8 + (i % 10)).padStart(2, '0')}:0${i % 10}:28`,
  status: ['Moving', 'Idling', 'Parked'][i % 3]!,
  speed: (i * 37) % 110,
  ignition: i % 2 ? 'ON' : 'OFF',
  fuel: 120.5 - (i % 50),
  odometer: 1299843.25 + i,
  volt: 24.1,
  address:
    i % 7 === 0
      ? 'Lot 1234, Jalan Perusahaan 5, Kawasan Perindustrian Bukit Raja Selatan, 40000 Shah Alam, Selangor Darul Ehsan'
      : streets[i % 3]!,
  coordinates: '3.073833, 101.518461',
  latitude: 3.073833,
  longitude: 101.518461,
}));

/**
 * Readable by default (issue #13): no header or value cut ('Spee', '1299...' before), columns as wide as their content,
 * the long address wrapped, the row actions in one 40 px menu column, and actions, Asset and Time pinned while the
 * grid scrolls sideways.
 */
export const ReadableHistory: Story = {
  args: {
    columns: historyColumns,
    rows: historyRows,
    rowActions: () => [
      { label: 'Map', testId: 'row-map', run: fn() },
      { label: 'Playback', testId: 'row-playback', run: fn() },
    ],
  },
  render: (args) => (
    <div style={{ width: 900 }}>
      <ReportGrid {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const grid = c.getByTestId('report-grid');
    await expect(c.getByRole('columnheader', { name: 'Actions' }).style.width).toBe('40px');
    // No header is narrower than its label (scrollWidth > clientWidth means cut, where there is a layout).
    for (const th of grid.querySelectorAll<HTMLElement>('thead th[data-field]')) {
      const label = th.querySelector('button')!;
      await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth + 1);
    }
    await expect(c.getByRole('columnheader', { name: 'Odometer (km)' })).toBeInTheDocument();
    const firstRow = c.getAllByTestId('report-grid-row')[0]!;
    await expect(firstRow.querySelector('td[data-field="odometer"]')).toHaveTextContent('1299843.25');
    await expect(firstRow.querySelector('td[data-field="address"]')).toHaveTextContent('Selangor Darul Ehsan');
    await expect(c.getByRole('columnheader', { name: 'Asset' }).style.position).toBe('sticky');
    await expect(c.getByRole('columnheader', { name: 'Time' }).style.position).toBe('sticky');
  },
};

/** The row actions: one '⋯' button per row opening a menu with the maps command and the row's actions. */
export const RowActionsMenu: Story = {
  args: { columns: historyColumns, rows: historyRows, rowActions: () => [{ label: 'Playback', testId: 'row-playback', run: fn() }] },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getAllByTestId('report-grid-row-actions')[0]!);
    const menu = await screen.findByTestId('report-grid-row-menu');
    await expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Open in Maps', 'Playback']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Open in Maps' }));
    await expect(args.onRowCommand).toHaveBeenCalledWith(historyRows[0]);
  },
};
