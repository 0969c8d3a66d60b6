import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ClientsTable, DriversTable, TransportersTable } from './partner-tables';
import { FIXTURE_CLIENTS, FIXTURE_DRIVERS, FIXTURE_TRANSPORTERS, FIXTURE_VEHICLES } from './transport-fixtures';
import './transport.css';

const vehicleName = (id: number) => FIXTURE_VEHICLES.find((v) => v.assetId === id)?.assetName ?? `#${id}`;

const meta = {
  title: 'Transport/PartnerTables',
  component: DriversTable,
  args: { rows: FIXTURE_DRIVERS, canEdit: true, onAdd: fn(), onEdit: fn(), onNavigate: fn(), vehicleName },
} satisfies Meta<typeof DriversTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The drivers with their licence's state (valid, expiring soon, expired, none), key and vehicles; a name opens the driver. */
export const Drivers: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByTestId('driver-row');
    await expect(rows.map((r) => r.dataset['licence'])).toEqual(['ok', 'due-soon', 'expired', 'none']);
    await expect(within(rows[1]!).getByTestId('driver-licence')).toHaveTextContent('Expires soon');
    await expect(within(rows[2]!).getByTestId('driver-licence')).toHaveTextContent('Expired');
    await expect(rows[0]).toHaveTextContent('01A4C21F00');
    await expect(rows[0]).toHaveTextContent('Hino 500 - WXY 4821');
    await expect(rows[3]).toHaveTextContent('Lee Wei (inactive)');
    await userEvent.click(within(rows[1]!).getByTestId('driver-open'));
    await expect(args.onNavigate).toHaveBeenCalledWith('/trips/driver-view/2');
    await userEvent.click(within(rows[2]!).getByTestId('driver-edit'));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
    await userEvent.click(canvas.getByTestId('driver-new'));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** Not an Administrator: the drivers to read, no Add or Edit. */
export const DriversReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('driver-new')).toBeNull();
    await expect(canvas.queryAllByTestId('driver-edit')).toHaveLength(0);
    await expect(canvas.getByText('Administrators add and change drivers.')).toBeVisible();
  },
};

/** The clients with their sites; a name opens the client. */
export const Clients: Story = {
  render: (args) => <ClientsTable rows={FIXTURE_CLIENTS} canEdit={args.canEdit} onAdd={args.onAdd} onEdit={args.onEdit} onNavigate={args.onNavigate} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('client-row')).toHaveLength(3);
    await expect(canvas.getAllByTestId('client-row-sites')[0]).toHaveTextContent('Mydin Wholesale Seksyen 7');
    await userEvent.click(canvas.getAllByTestId('client-open')[2]!);
    await expect(args.onNavigate).toHaveBeenCalledWith('/trips/client-view/3');
  },
};

/** The transporters with their vehicles; a name opens the transporter. */
export const Transporters: Story = {
  render: (args) => <TransportersTable rows={FIXTURE_TRANSPORTERS} canEdit={args.canEdit} onAdd={args.onAdd} onEdit={args.onEdit} onNavigate={args.onNavigate} vehicleName={vehicleName} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('transporter-row-vehicles')[1]).toHaveTextContent('Scania P410 - BKL 7, Fuso Canter - WMT 512');
    await userEvent.click(canvas.getAllByTestId('transporter-edit')[0]!);
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    await userEvent.click(canvas.getAllByTestId('transporter-open')[1]!);
    await expect(args.onNavigate).toHaveBeenCalledWith('/trips/transporter-view/2');
  },
};

/** None yet. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No drivers yet')).toBeVisible();
  },
};
