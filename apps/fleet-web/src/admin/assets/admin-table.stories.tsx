import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from '@fleet/ui';
import { expect, userEvent, within } from 'storybook/test';
import { AdminTable } from './admin-table';

interface Row {
  id: number;
  name: string;
}
const rows: Row[] = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, name: `Truck ${i + 1}` }));

const meta = {
  title: 'Admin/AdminTable',
  component: AdminTable<Row>,
  args: {
    columns: [{ key: 'name', header: 'Name', sortValue: (r: Row) => r.name }],
    rows,
    getRowKey: (r: Row) => r.id,
    searchText: (r: Row) => r.name,
    caption: 'Trucks',
    empty: <EmptyState title="No trucks yet." />,
    pageSize: 10,
    testId: 'trucks',
  },
} satisfies Meta<typeof AdminTable<Row>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pages of ten; sorting is natural ("Truck 2" before "Truck 10") and reverses on a second click. */
export const SortsAndPages: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('trucks-pager')).toHaveTextContent('Page 1 of 3 (30 rows)');
    await userEvent.click(c.getByTestId('trucks-sort-name'));
    await userEvent.click(c.getByTestId('trucks-sort-name'));
    await expect(c.getAllByRole('row')[1]).toHaveTextContent('Truck 30');
    await userEvent.click(c.getByTestId('trucks-next'));
    await expect(c.getByTestId('trucks-pager')).toHaveTextContent('Page 2 of 3');
  },
};

/** Search narrows the rows; nothing found says so. */
export const Searches: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByTestId('trucks-search'), 'truck 2');
    await expect(c.getByTestId('trucks-pager')).toHaveTextContent('Page 1 of 2 (11 rows)');
    await userEvent.type(c.getByTestId('trucks-search'), 'zzz');
    await expect(c.getByTestId('empty-state')).toHaveTextContent('Nothing matches your search.');
  },
};

/** No rows: the empty state tells what to do. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('empty-state')).toHaveTextContent('No trucks yet.');
  },
};
