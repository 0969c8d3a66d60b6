import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AgencyUsersPanel } from './agency-users-panel';
import './vessels.css';

const meta = {
  title: 'Vessels/AgencyUsersPanel',
  component: AgencyUsersPanel,
  args: {
    users: [
      { id: 'u-1', username: 'vessel', displayName: 'Demo Vessel Agency', agency: 'Malé Fisheries Cooperative' },
      { id: 'u-2', username: 'inspector', displayName: 'Port Inspector', agency: null },
    ],
    onSave: fn(),
  },
} satisfies Meta<typeof AgencyUsersPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each agency user with their agency; Save is on once it changed, and an emptied agency is cleared. */
export const Agencies: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const [first, second] = c.getAllByTestId('agency-user');
    await expect(within(first!).getByTestId('agency-user-save')).toBeDisabled();
    await userEvent.type(within(second!).getByTestId('agency-user-agency'), 'Klang Marine Services');
    await userEvent.click(within(second!).getByTestId('agency-user-save'));
    await expect(args.onSave).toHaveBeenCalledWith('u-2', 'Klang Marine Services');
    await userEvent.clear(within(first!).getByTestId('agency-user-agency'));
    await userEvent.click(within(first!).getByTestId('agency-user-save'));
    await expect(args.onSave).toHaveBeenCalledWith('u-1', null);
  },
};

/** Nobody holds the permission yet. */
export const NoAgencyUsers: Story = {
  args: { users: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No user holds the Vessel agency permission/)).toBeInTheDocument();
  },
};
