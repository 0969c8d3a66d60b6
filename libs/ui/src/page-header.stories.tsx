import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PageHeader } from './page-header';

const meta = {
  title: 'UI/PageHeader',
  component: PageHeader,
  args: {
    title: 'Settings',
    breadcrumb: [{ label: 'Home', href: '/dashboard' }, { label: 'Settings' }],
    onNavigate: fn(),
  },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithBreadcrumb: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs).toHaveTextContent('Home > Settings');
    await userEvent.click(canvas.getByRole('link', { name: 'Home' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/dashboard');
  },
};
export const TitleOnly: Story = { args: { breadcrumb: undefined, subtitle: 'Your fleet at a glance' } };
