import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { costFixtureView } from './cost-fixtures';
import { CostTable } from './cost-table';
import { CostTiles } from './cost-tiles';
import { DEFAULT_COST_SORT, costRows, costTotalRow, sortCostRows, type CostGrouping, type CostSort } from './cost-view';
import './maintenance.css';

const view = costFixtureView();
const money = (v: number) => v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The table as the panel drives it: the sort kept here, the rows sorted by it. */
function CostTableHarness({ grouping, onSortChange }: { grouping: CostGrouping; onSortChange: (sort: CostSort) => void }) {
  const [sort, setSort] = useState<CostSort>(DEFAULT_COST_SORT);
  return (
    <CostTable
      rows={sortCostRows(costRows(view, grouping), sort)}
      total={costTotalRow(view)}
      grouping={grouping}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        onSortChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Maintenance/CostTable',
  component: CostTableHarness,
  args: { grouping: 'asset', onSortChange: fn() },
} satisfies Meta<typeof CostTableHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const names = (canvas: ReturnType<typeof within>) => canvas.getAllByTestId('cost-row').map((r: HTMLElement) => r.querySelector('th')!.textContent);

/** By asset, highest total first, the fleet's total at the foot; an asset without km shows a dash. */
export const ByAsset: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByTestId('cost-table');
    await expect(within(table).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼]/g, '').trim())).toEqual([
      'Asset', 'Group', 'Fuel (RM)', 'Tolls (RM)', 'Services (RM)', 'Tires (RM)', 'Documents (RM)', 'Total (RM)', 'Distance (km)', 'Engine hours (h)', 'RM/km', 'RM/h',
    ]);
    await expect(names(canvas)).toEqual(['Hino 700', 'Isuzu NPR', 'Axia', 'Generator 2']);
    await expect(canvas.getByRole('columnheader', { name: /Total \(RM\)/ })).toHaveAttribute('aria-sort', 'descending');
    const generator = canvas.getAllByTestId('cost-row')[3]!;
    await expect(generator.querySelector('[data-column="km"]')).toHaveTextContent('—');
    await expect(generator.querySelector('[data-column="engineHours"]')).toHaveTextContent('540');
    const total = canvas.getByTestId('cost-total-row');
    await expect(total).toHaveTextContent('Total');
    await expect(total.querySelector('[data-column="total"]')).toHaveTextContent(money(view.total.total));
    await expect(total.querySelector('[data-column="km"]')).toHaveTextContent('73,800');
  },
};

/** A click sorts by a column (numbers highest first), again the other way; unknown values stay last. */
export const SortsByColumn: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId('cost-sort-costPerKm'));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'costPerKm', direction: 'desc' });
    await expect(canvas.getByRole('columnheader', { name: /RM\/km/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(names(canvas)).toEqual(['Hino 700', 'Isuzu NPR', 'Axia', 'Generator 2']);
    await userEvent.click(canvas.getByTestId('cost-sort-costPerKm'));
    await expect(canvas.getByRole('columnheader', { name: /RM\/km/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(names(canvas)).toEqual(['Axia', 'Isuzu NPR', 'Hino 700', 'Generator 2']);
    await userEvent.click(canvas.getByTestId('cost-sort-name'));
    await expect(names(canvas)).toEqual(['Axia', 'Generator 2', 'Hino 700', 'Isuzu NPR']);
    // The total row stays at the foot whatever the sort.
    await expect(canvas.getByTestId('cost-total-row').closest('tfoot')).not.toBeNull();
  },
};

/** By group: each group with its asset count; the groups add up to the total. */
export const ByGroup: Story = {
  args: { grouping: 'group' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('cost-table')).toHaveAttribute('data-grouping', 'group');
    await expect(canvas.getByRole('columnheader', { name: /^Group/ })).toBeInTheDocument();
    await expect(names(canvas)).toEqual(['Trucks', 'Cars']);
    await expect(canvas.getAllByTestId('cost-row')[0]!.querySelector('[data-column="assets"]')).toHaveTextContent('2');
    await expect(canvas.getByTestId('cost-total-row').querySelector('[data-column="assets"]')).toHaveTextContent('4');
  },
};

/** The tiles: total, fuel, maintenance, cost per km and per engine hour of the period. */
export const Tiles: StoryObj<typeof CostTiles> = {
  render: (args) => <CostTiles {...args} />,
  args: { total: view.total },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('cost-tile-total-count')).toHaveTextContent(`RM ${money(view.total.total)}`);
    await expect(canvas.getByTestId('cost-tile-fuel-count')).toHaveTextContent(`RM ${money(view.total.fuel)}`);
    await expect(canvas.getByTestId('cost-tile-maintenance-count')).toHaveTextContent(`RM ${money(view.total.maintenance)}`);
    await expect(canvas.getByTestId('cost-tile-per-km-count')).toHaveTextContent(/^RM 0\.\d{3}\/km$/);
    await expect(canvas.getByTestId('cost-tile-per-hour-count')).toHaveTextContent(/^RM [\d.]+\/h$/);
  },
};
