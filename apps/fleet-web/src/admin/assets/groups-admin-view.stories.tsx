import type { Meta, StoryObj } from '@storybook/react-vite';
import { ADMIN_TEXTS } from '@fleet/domain';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { SAMPLE_GROUPS } from './fixtures';
import { GroupsAdminView } from './groups-admin-view';

const meta = {
  title: 'Admin/GroupsAdminView',
  component: GroupsAdminView,
  args: { groups: SAMPLE_GROUPS, onSave: fn(async () => undefined), onDelete: fn(async () => undefined) },
} satisfies Meta<typeof GroupsAdminView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No groups: what to do next. */
export const Empty: Story = {
  args: { groups: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('empty-state')).toHaveTextContent(ADMIN_TEXTS.emptyGroups);
  },
};

/** Renaming checks the name beside the field, then sends it trimmed. */
export const Renames: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getAllByTestId('group-rename')[0] as HTMLElement);
    const name = await screen.findByTestId('group-name');
    await userEvent.clear(name);
    await userEvent.click(screen.getByTestId('group-save'));
    await expect(screen.getByRole('alert')).toHaveTextContent('Group name must be 1 to 100 characters.');
    await userEvent.type(name, '  South yard ');
    await userEvent.click(screen.getByTestId('group-save'));
    await expect(args.onSave).toHaveBeenCalledWith('South yard', 1);
  },
};

/** Deleting asks first and says the assets stay. */
export const Deletes: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getAllByTestId('group-delete')[1] as HTMLElement);
    await expect(await screen.findByTestId('confirm-message')).toHaveTextContent(ADMIN_TEXTS.confirmDeleteGroup('Cold chain'));
    await userEvent.click(screen.getByTestId('confirm-ok'));
    await expect(args.onDelete).toHaveBeenCalledWith(2);
  },
};
