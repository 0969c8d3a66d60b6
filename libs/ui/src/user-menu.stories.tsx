import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { UserMenu } from './user-menu';

const meta = {
  title: 'UI/UserMenu',
  component: UserMenu,
  args: { displayName: 'Demo User', subtitle: 'Client', email: 'demo@demo.fleet', onSettings: fn(), onLogout: fn() },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 16 }}><Story /></div>],
} satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('user-menu')).toHaveTextContent('DU');
  },
};
export const LogoutFromMenu: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId('user-menu'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};
