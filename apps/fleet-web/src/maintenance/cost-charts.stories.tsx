import { COST_CATEGORIES } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { costFixtureView } from './cost-fixtures';
import { CostMonthsChart } from './cost-months-chart';
import { COST_PER_KM_NONE, CostPerKmChart } from './cost-per-km-chart';
import { costMonthBars, costPerKmBars, type CostPerKmBar } from './cost-view';
import './maintenance.css';

const view = costFixtureView();
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

const meta = {
  title: 'Maintenance/CostCharts',
  component: CostMonthsChart,
  args: { bars: costMonthBars(view), width: 720, height: 300, exportImage: fn(async () => PNG), download: fn() },
} satisfies Meta<typeof CostMonthsChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Six months, each bar stacked in the order and colours of COST_CATEGORIES, with the legend and an accessible title. */
export const MonthsStacked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const svg = await canvas.findByRole('img', { name: /Costs by month, RM, stacked by fuel, tolls, services, tires, documents/ });
    const bars = canvas.getAllByTestId('cost-chart-months-bar');
    await expect(bars.map((b) => b.getAttribute('data-month'))).toEqual(['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10']);
    // July has every category (the tires were bought then), stacked fuel first.
    const july = bars[2]!;
    await expect([...july.querySelectorAll('rect[data-category]')].map((r) => r.getAttribute('fill'))).toEqual(COST_CATEGORIES.map((c) => c.color));
    await expect(canvas.getByTestId('cost-chart-months-legend')).toHaveTextContent('FuelTollsServicesTiresDocuments');
    await expect(svg.querySelector('desc')).toHaveTextContent(/May 2026: RM [\d,]+\.\d\d; Jun 2026/);
    await expect(canvas.getByText('Jul 2026')).toBeInTheDocument();
  },
};

/** Hovering a month shows each category's amount and the month's total. */
export const MonthTooltip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hover = (await canvas.findAllByTestId('cost-chart-months-hover'))[2]!;
    const box = hover.getBoundingClientRect();
    fireEvent.mouseMove(hover, { clientX: box.left + box.width / 2, clientY: box.top + 40 });
    const tip = await canvas.findByTestId('cost-chart-months-tooltip');
    await expect(tip).toHaveTextContent('Jul 2026');
    await expect(tip).toHaveTextContent('Tires: RM 1,500.00');
    await expect(tip).toHaveTextContent(`Total: RM ${view.byMonth['2026-07']!.total.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    fireEvent.mouseOut(hover);
    await waitFor(() => expect(canvas.queryByTestId('cost-chart-months-tooltip')).toBeNull());
  },
};

/** PNG saves the chart as 'Costs by month.png' (the image renderer and the download are stubbed here). */
export const MonthsExport: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByTestId('cost-chart-months-export'));
    await waitFor(() => expect(args.download).toHaveBeenCalledWith(PNG, 'Costs by month.png'));
  },
};

/** Without a fixed width the chart takes its parent's width (visx ParentSize). */
export const MonthsResponsive: Story = {
  args: { width: undefined },
  render: (args) => (
    <div style={{ width: 900 }}>
      <CostMonthsChart {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const svg = await within(canvasElement).findByTestId('cost-chart-months-svg');
    await expect(Number(svg.getAttribute('width'))).toBeGreaterThan(800);
  },
};

type PerKmStory = StoryObj<typeof CostPerKmChart>;
const perKmArgs = { bars: costPerKmBars(view), width: 640, exportImage: fn(async () => PNG), download: fn() };

/** The cost per km of the assets with a distance, highest first, each bar labelled; the generator (no km) is left out. */
export const PerKm: PerKmStory = {
  args: perKmArgs,
  render: (args) => <CostPerKmChart {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('img', { name: /Cost per km \(RM\/km\) of the 3 most costly assets per km/ });
    await expect(canvas.getAllByTestId('cost-chart-per-km-bar').map((b) => b.getAttribute('data-asset'))).toEqual(['Hino 700', 'Isuzu NPR', 'Axia']);
    const hino = view.assets.find((a) => a.assetName === 'Hino 700')!.figures;
    await expect(canvas.getAllByTestId('cost-chart-per-km-bar')[0]).toHaveTextContent(hino.costPerKm!.toFixed(3));
    const hover = canvas.getAllByTestId('cost-chart-per-km-hover')[1]!;
    const box = hover.getBoundingClientRect();
    fireEvent.mouseMove(hover, { clientX: box.left + 40, clientY: box.top + 4 });
    const tip = await canvas.findByTestId('cost-chart-per-km-tooltip');
    await expect(tip).toHaveTextContent('Isuzu NPR');
    await expect(tip).toHaveTextContent(/Cost per km: RM 0\.\d{3}\/km/);
    await expect(tip).toHaveTextContent('Distance: 27,000 km');
  },
};

const many: CostPerKmBar[] = Array.from({ length: 20 }, (_, i) => ({ key: String(i + 1), name: `Truck ${String(i + 1).padStart(2, '0')} with a long name`, costPerKm: 0.2 + i * 0.05, total: 1_000 + i * 100, km: 5_000 }));

/** Of twenty assets, the fifteen most costly per km, highest first; long names are cut on the axis. */
export const PerKmTop15: PerKmStory = {
  args: { ...perKmArgs, bars: costPerKmBars({ assets: many.map((b) => ({ assetId: Number(b.key), assetName: b.name, assetGroup: 'Trucks', byMonth: {}, figures: { ...view.total, total: b.total, km: b.km, costPerKm: b.costPerKm } })) }) },
  render: (args) => <CostPerKmChart {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bars = await canvas.findAllByTestId('cost-chart-per-km-bar');
    await expect(bars).toHaveLength(15);
    await expect(bars[0]).toHaveAttribute('data-asset', 'Truck 20 with a long name');
    await expect(bars[14]).toHaveAttribute('data-asset', 'Truck 06 with a long name');
    await expect(canvas.getAllByText('Truck 20 with a l…')).toHaveLength(1);
  },
};

/** No asset has a distance: a sentence instead of the bars. */
export const PerKmNone: PerKmStory = {
  args: { ...perKmArgs, bars: [] },
  render: (args) => <CostPerKmChart {...args} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('cost-chart-per-km-none')).toHaveTextContent(COST_PER_KM_NONE);
  },
};
