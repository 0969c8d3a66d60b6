import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DataTable, type DataTableProps } from './data-table';
import { StatusBadge } from './status-badge';

interface Row {
  id: number;
  name: string;
  status: 'Moving' | 'Parked';
}
const rows: Row[] = [
  { id: 1, name: 'Truck 01', status: 'Moving' },
  { id: 2, name: 'Truck 02', status: 'Parked' },
];
const props: DataTableProps<Row> = {
  columns: [
    { key: 'name', header: 'Asset' },
    { key: 'status', header: 'Status', render: (r) => <StatusBadge status={r.status} /> },
  ],
  rows,
  getRowKey: (r) => r.id,
  caption: 'Assets',
};

const meta = { title: 'UI/DataTable', component: DataTable<Row>, args: props } satisfies Meta<typeof DataTable<Row>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Assets' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
  },
};
export const Empty: Story = {
  args: { rows: [], emptyText: 'No assets' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No assets')).toBeVisible();
  },
};
