import type { StatusFilterKey } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dashboardFixture } from '../testing/fixtures';
import { DashboardView } from './dashboard-view';

/** The view with its filter kept in story state (it is controlled). */
function Stateful({ initial = 'All', onOpen }: { initial?: StatusFilterKey; onOpen?: (href: string) => void }) {
  const [filter, setFilter] = useState<StatusFilterKey>(initial);
  const drillDown = onOpen ? { href: (key: StatusFilterKey) => `/monitor/map?status=${key.toLowerCase()}`, navigate: onOpen } : undefined;
  return <DashboardView summary={dashboardFixture} filter={filter} onFilterChange={setFilter} drillDown={drillDown} />;
}

const meta = {
  title: 'Web/DashboardView',
  component: Stateful,
  decorators: [(Story) => <div style={{ padding: 24, background: 'var(--fleet-bg)' }}><Story /></div>],
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('status-tile-All')).toHaveTextContent('6');
    await expect(canvas.getByTestId('status-tile-Move')).toHaveTextContent('2');
    await expect(canvas.getByTestId('status-tile-Inactive')).toHaveTextContent('1');
    await expect(canvas.getByTestId('asset-count')).toHaveTextContent('6');
  },
};

export const FilterByStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('status-tile-Park'));
    await expect(canvas.getByTestId('status-tile-Park')).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByTestId('asset-count')).toHaveTextContent('2');
    await userEvent.click(canvas.getByTestId('status-tile-Park'));
    await expect(canvas.getByTestId('asset-count')).toHaveTextContent('6');
  },
};

/** A user who may open the Monitor: each tile is a link to it with that status filter. */
export const DrillDownToMonitor: Story = {
  args: { onOpen: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const idle = canvas.getByRole('link', { name: 'Idle 1: open in the Monitor' });
    await expect(idle).toHaveAttribute('href', '/monitor/map?status=idle');
    await userEvent.click(idle);
    await expect(args.onOpen).toHaveBeenCalledWith('/monitor/map?status=idle');
  },
};
