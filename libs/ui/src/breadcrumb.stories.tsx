import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumb } from './breadcrumb';

const meta = {
  title: 'UI/Breadcrumb',
  component: Breadcrumb,
  args: { items: [{ label: 'Home', href: '/dashboard' }, { label: 'Settings' }], onNavigate: fn() },
} satisfies Meta<typeof Breadcrumb>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HomeSettings: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('breadcrumb')).toHaveTextContent('Home > Settings');
    await expect(canvas.getByText('Settings')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'Home' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/dashboard');
  },
};
export const ThreeLevels: Story = {
  args: { items: [{ label: 'Home', href: '/dashboard' }, { label: 'Reports', href: '/reports' }, { label: 'Fuel' }] },
};
