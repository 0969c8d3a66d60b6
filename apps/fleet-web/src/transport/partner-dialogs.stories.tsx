import { TRANSPORT_TEXTS } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DriverDialog } from './driver-dialog';
import { ClientDialog, TransporterDialog } from './partner-dialogs';
import { FIXTURE_CLIENTS, FIXTURE_DRIVERS, FIXTURE_POIS, FIXTURE_TRANSPORTERS, FIXTURE_VEHICLES } from './transport-fixtures';
import './transport.css';

const upload = fn(async (file: File) => ({ url: `/v2/uploads/t1/${file.name}` }));

const meta = {
  title: 'Transport/PartnerDialogs',
  component: DriverDialog,
  args: { open: true, driver: null, vehicles: FIXTURE_VEHICLES, upload, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof DriverDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new driver: the name is required, a key is letters and digits; then licence, key, vehicle and photo. */
export const NewDriver: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByTestId('driver-save'));
    await expect(await screen.findByText(TRANSPORT_TEXTS.nameRequired)).toBeVisible();
    await userEvent.type(screen.getByTestId('driver-name'), 'Nurul Huda');
    await userEvent.type(screen.getByTestId('driver-key'), '01-A4');
    await userEvent.click(screen.getByTestId('driver-save'));
    await expect(await screen.findByText(TRANSPORT_TEXTS.driverKeyInvalid)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByTestId('driver-key'));
    await userEvent.type(screen.getByTestId('driver-key'), '01A4C2FF00');
    await userEvent.type(screen.getByTestId('driver-phone'), '+60 12-888 1234');
    await userEvent.type(screen.getByTestId('driver-licence-class'), 'E');
    await userEvent.type(screen.getByTestId('driver-licence-expiry'), '2027-03-31');
    await userEvent.selectOptions(screen.getByTestId('driver-vehicle'), '4');
    await userEvent.upload(screen.getByTestId('driver-photo'), new File(['jpg'], 'nurul.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(screen.getByTestId('driver-photo-file')).toHaveTextContent('nurul.jpg'));
    await userEvent.click(screen.getByTestId('driver-save'));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Nurul Huda',
      phone: '+60 12-888 1234',
      licenceClass: 'E',
      licenceExpiry: '2027-03-31',
      driverKey: '01A4C2FF00',
      assetId: 4,
      photoUrl: '/v2/uploads/t1/nurul.jpg',
      notes: '',
      active: true,
    });
  },
};

/** A driver changed: their fields as they are; the server's refusal beside the key. */
export const EditDriver: Story = {
  args: { driver: FIXTURE_DRIVERS[1]!, serverErrors: { driverKey: TRANSPORT_TEXTS.driverKeyTaken } },
  play: async () => {
    await expect(await screen.findByText('Change Siti Aminah')).toBeVisible();
    await expect(screen.getByTestId('driver-licence-expiry')).toHaveValue('2026-12-10');
    await expect(screen.getByTestId('driver-vehicle')).toHaveValue('2');
    await expect(screen.getByText(TRANSPORT_TEXTS.driverKeyTaken)).toBeVisible();
  },
};

/** A client with its sites, chosen among the company's POIs. */
export const Client: Story = {
  render: (args) => <ClientDialog open client={FIXTURE_CLIENTS[0]!} pois={FIXTURE_POIS} onSubmit={args.onSubmit} onCancel={args.onCancel} />,
  play: async ({ args }) => {
    await expect(await screen.findByTestId('client-name')).toHaveValue('Mydin Wholesale');
    await expect(screen.getAllByTestId('client-sites-chip').map((c) => c.textContent)).toEqual(['Mydin Wholesale Seksyen 7']);
    await userEvent.click(screen.getByTestId('client-sites-trigger'));
    const menu = await screen.findByTestId('client-sites-menu');
    await userEvent.type(within(menu).getByTestId('client-sites-search'), 'kayangan');
    await userEvent.click(within(menu).getByRole('checkbox', { name: 'Kayangan Cold Store' }));
    await userEvent.click(screen.getByTestId('client-sites-trigger'));
    await userEvent.clear(screen.getByTestId('client-email'));
    await userEvent.type(screen.getByTestId('client-email'), 'not an address');
    await userEvent.click(screen.getByTestId('client-save'));
    await expect(await screen.findByText(TRANSPORT_TEXTS.emailInvalid)).toBeVisible();
    await userEvent.clear(screen.getByTestId('client-email'));
    await userEvent.click(screen.getByTestId('client-save'));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Mydin Wholesale', email: '', poiIds: [2, 4] }));
  },
};

/** A new transporter with its vehicles. */
export const Transporter: Story = {
  render: (args) => <TransporterDialog open transporter={null} vehicles={FIXTURE_VEHICLES} onSubmit={args.onSubmit} onCancel={args.onCancel} />,
  play: async ({ args }) => {
    await userEvent.type(await screen.findByTestId('transporter-name'), FIXTURE_TRANSPORTERS[1]!.name);
    await userEvent.click(screen.getByTestId('transporter-vehicles-trigger'));
    const menu = await screen.findByTestId('transporter-vehicles-menu');
    await userEvent.type(within(menu).getByTestId('transporter-vehicles-search'), 'scania');
    await userEvent.click(within(menu).getByRole('checkbox', { name: 'Scania P410 - BKL 7' }));
    await userEvent.click(screen.getByTestId('transporter-vehicles-trigger'));
    await userEvent.click(screen.getByTestId('transporter-save'));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Kargo Laju Sdn Bhd', contact: '', phone: '', email: '', notes: '', active: true, assetIds: [3] });
  },
};
