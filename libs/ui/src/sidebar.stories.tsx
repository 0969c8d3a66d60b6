import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DashboardIcon, SettingsIcon, ShipIcon } from './icons';
import { Sidebar } from './sidebar';

const meta = {
  title: 'UI/Sidebar',
  component: Sidebar,
  args: {
    items: [
      { path: '/dashboard', label: 'Dashboard', icon: <DashboardIcon /> },
      { path: '/vms-dashboard', label: 'Vessels', icon: <ShipIcon /> },
      { path: '/settings', label: 'Settings', icon: <SettingsIcon /> },
    ],
    collapsed: true,
    activePath: '/dashboard',
    onToggle: fn(),
    onNavigate: fn(),
  },
  decorators: [(Story) => <div style={{ height: 420 }}><Story /></div>],
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Expand sidebar' }));
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};
export const Expanded: Story = {
  args: { collapsed: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Settings' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings');
  },
};
/** A company's own logo replaces the truck mark; its name is the brand. */
export const CompanyLogo: Story = {
  args: {
    collapsed: false,
    brand: 'Syarikat Ujian',
    logoUrl:
      'data:image/svg+xml;utf8,' +
      encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="4" fill="#0d6efd"/><text x="12" y="17" font-size="13" text-anchor="middle" fill="#fff" font-family="sans-serif">SU</text></svg>'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('sidebar-logo')).toHaveAttribute('alt', 'Syarikat Ujian logo');
    await expect(canvas.getByText('Syarikat Ujian')).toBeInTheDocument();
  },
};
