import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ClusterList } from './cluster-list';
import type { ClusterListItem } from './cluster-list-items';

const ITEMS: ClusterListItem[] = [
  { assetId: 11, name: 'BKA 1234', distanceKm: 0.42, type: 'truck', status: 'Moving' },
  { assetId: 12, name: 'BMC 4256', distanceKm: 1.9, type: 'car', status: 'Parked' },
  { assetId: 13, name: 'Staff 27', distanceKm: 3.25, type: 'staff', status: 'Idling' },
  { assetId: 14, name: 'Container 9', distanceKm: 12.5, type: 'item', status: 'Inactive' },
];

const meta = {
  title: 'Map/ClusterList',
  component: ClusterList,
  args: { items: ITEMS, onSelect: fn() },
} satisfies Meta<typeof ClusterList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** With a selected asset: each row shows the name and the distance in KM; clicking a row selects that asset. */
export const WithDistances: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByTestId('cluster-list-item');
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent('BKA 1234');
    await expect(rows[0]).toHaveTextContent('0.42 KM');
    await expect(canvas.getByText('4 assets')).toBeInTheDocument();
    await userEvent.click(rows[1]!);
    await expect(args.onSelect).toHaveBeenCalledWith(12);
  },
};

/** Nothing selected: names only. */
export const NamesOnly: Story = {
  args: { items: ITEMS.map((i) => ({ ...i, distanceKm: null })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('cluster-list-item')).toHaveLength(4);
    await expect(canvas.queryByText(/KM$/)).toBeNull();
  },
};

/** A big cluster scrolls: the list is at most 370 px high. */
export const Scrolls: Story = {
  args: {
    items: Array.from({ length: 80 }, (_, i) => ({ assetId: 100 + i, name: `Truck ${i + 1}`, distanceKm: i * 0.3, type: 'truck' as const, status: 'Moving' as const })),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByTestId('cluster-list');
    await expect(list.style.maxHeight).toBe('370px');
    await expect(list.style.overflowY).toBe('auto');
    await expect(within(list).getAllByTestId('cluster-list-item')).toHaveLength(80);
  },
};

/** A company in miles: the app passes its formatter (here 1 km = 0.621371 mi, two decimals). */
export const InMiles: Story = {
  args: { formatDistance: (km: number) => `${(km / 1.609344).toFixed(2)} mi` },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByTestId('cluster-list-item');
    await expect(rows[0]).toHaveTextContent('0.26 mi');
    await expect(rows[3]).toHaveTextContent('7.77 mi');
  },
};
