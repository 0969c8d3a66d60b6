import type { OperatorCompany } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CompaniesTable, CreateCompanyForm } from './companies-table';

const COMPANIES: OperatorCompany[] = [
  { tenantId: 't1', name: 'Demo Fleet', status: 'active', createdAt: '2026-01-01T00:00:00.000Z', users: 3, assets: 40 },
  { tenantId: 't2', name: 'Lorry Co', status: 'suspended', createdAt: '2026-02-01T00:00:00.000Z', users: 1, assets: 0 },
];

const meta = {
  title: 'Admin/CompaniesTable',
  component: CompaniesTable,
  args: { companies: COMPANIES, timeZone: 'UTC', onToggleStatus: fn(), onOpenAsAdministrator: fn() },
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
} satisfies Meta<typeof CompaniesTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A suspended company cannot be opened; suspend / reactivate and open call out. */
export const Actions: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const [demo, lorry] = c.getAllByTestId('companies-row') as [HTMLElement, HTMLElement];
    await expect(within(lorry).getByTestId('company-open')).toBeDisabled();
    await expect(within(lorry).getByTestId('company-toggle')).toHaveTextContent('Reactivate');
    await userEvent.click(within(demo).getByTestId('company-open'));
    await expect(args.onOpenAsAdministrator).toHaveBeenCalledWith(COMPANIES[0]);
    await userEvent.click(within(demo).getByTestId('company-toggle'));
    await expect(args.onToggleStatus).toHaveBeenCalledWith(COMPANIES[0]);
  },
};

/** The create form checks its fields before sending. */
export const CreateForm: StoryObj<typeof CreateCompanyForm> = {
  render: (args) => <CreateCompanyForm {...args} />,
  args: { onCreate: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByTestId('new-company-create'));
    await expect(c.getByText('Company name is required.')).toBeVisible();
    await userEvent.type(c.getByTestId('new-company-name'), 'Lorry Co');
    await userEvent.type(c.getByTestId('new-company-admin-name'), 'Lorry Boss');
    await userEvent.type(c.getByTestId('new-company-admin-email'), 'Boss@Lorry.my');
    await userEvent.click(c.getByTestId('new-company-create'));
    await expect(args.onCreate).toHaveBeenCalledWith({ name: 'Lorry Co', adminName: 'Lorry Boss', adminEmail: 'boss@lorry.my' });
  },
};
