import type { AdminUserDetail } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UsersTable } from './users-table';

const user = (n: number, over: Partial<AdminUserDetail> = {}): AdminUserDetail => ({
  uid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  username: `user${String(n).padStart(2, '0')}`,
  email: `user${n}@demo.fleet`,
  displayName: `User ${n}`,
  userRole: 'Client',
  pages: ['mapview'],
  permissions: [],
  status: 'active',
  lastLoginAt: n % 2 ? '2026-11-20T02:00:00.000Z' : null,
  createdAt: '2026-01-01T00:00:00.000Z',
  assetIds: [],
  groupIds: [],
  ...over,
});
const USERS = [user(1, { userRole: 'Administrator', displayName: 'Ana Admin', username: 'admin' }), ...Array.from({ length: 13 }, (_, i) => user(i + 2))];

const meta = {
  title: 'Admin/UsersTable',
  component: UsersTable,
  args: { users: USERS, selfUid: USERS[0]?.uid ?? '', timeZone: 'Asia/Kuala_Lumpur', onAdd: fn(), onEdit: fn(), onToggleStatus: fn(), onDelete: fn(), onResetPassword: fn() },
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
} satisfies Meta<typeof UsersTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ten rows a page, the last sign-in in the company's zone, no delete on one's own row. */
export const Paged: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getAllByTestId('users-row')).toHaveLength(10);
    await expect(c.getByTestId('users-count')).toHaveTextContent('14 entries · page 1 of 2');
    await expect(c.getAllByTestId('users-row')[0]).toHaveTextContent('20/11/2026 | 10:00:00');
    await expect(within(c.getAllByTestId('users-row')[0] as HTMLElement).queryByTestId('user-delete')).toBeNull();
    await userEvent.click(c.getByTestId('users-next'));
    await expect(c.getAllByTestId('users-row')).toHaveLength(4);
    await userEvent.click(within(c.getAllByTestId('users-row')[0] as HTMLElement).getByTestId('user-delete'));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

/** Sorting by username flips on a second click; search ignores case and spaces. */
export const SearchAndSort: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByTestId('users-sort-user'));
    await expect(c.getAllByTestId('users-row')[0]).toHaveTextContent('user14');
    await userEvent.type(c.getByTestId('users-search'), 'USER 1 3');
    await expect(c.getByTestId('users-count')).toHaveTextContent('1 entry');
    await expect(c.getAllByTestId('users-row')[0]).toHaveTextContent('user13');
  },
};

/** No users at all: the empty state says what to do. */
export const Empty: Story = {
  args: { users: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('users-empty')).toHaveTextContent('Add one with “Add user”');
  },
};
