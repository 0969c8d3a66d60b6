import { TRANSPORT_TEXTS } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, within } from 'storybook/test';
import { FIXTURE_CLIENTS, FIXTURE_DRIVERS, FIXTURE_POIS, FIXTURE_TRANSPORTERS, FIXTURE_TRIPS, FIXTURE_VEHICLES, FIXTURE_ZONE, klAt } from './transport-fixtures';
import { TripDialog } from './trip-dialog';
import './transport.css';

const meta = {
  title: 'Transport/TripDialog',
  component: TripDialog,
  args: {
    open: true,
    trip: null,
    clients: FIXTURE_CLIENTS,
    drivers: FIXTURE_DRIVERS,
    transporters: FIXTURE_TRANSPORTERS,
    vehicles: FIXTURE_VEHICLES,
    pois: FIXTURE_POIS,
    timeZone: FIXTURE_ZONE,
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof TripDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = () => screen.getAllByTestId('trip-stop-row');

/**
 * Nothing chosen: the messages beside the fields, nothing sent. Then the client (its sites first among the POIs), the
 * vehicle (its driver follows), a pickup at the depot and a drop at an address, the windows typed in Kuala Lumpur's time.
 */
export const NewTrip: Story = {
  play: async ({ args }) => {
    await expect(await screen.findByTestId('trip-form')).toBeVisible();
    await expect(rows()).toHaveLength(2);
    await userEvent.click(screen.getByTestId('trip-save'));
    await expect(await screen.findByText(TRANSPORT_TEXTS.vehicleRequired)).toBeVisible();
    await expect(screen.getAllByText(TRANSPORT_TEXTS.stopPlaceRequired)).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.selectOptions(screen.getByTestId('trip-client'), '1');
    const poi = within(rows()[0]!).getByTestId('trip-stop-poi');
    await expect(within(poi).getByRole('group', { name: "The client's sites" })).toHaveTextContent('Mydin Wholesale Seksyen 7');
    await userEvent.selectOptions(screen.getByTestId('trip-vehicle'), '2');
    await expect(screen.getByTestId('trip-driver')).toHaveValue('2');
    await userEvent.type(screen.getByTestId('trip-reference'), 'PO-7781');

    await userEvent.selectOptions(poi, '1');
    fireEvent.change(within(rows()[0]!).getByTestId('trip-stop-from'), { target: { value: '2026-11-24T13:00' } });
    fireEvent.change(within(rows()[0]!).getByTestId('trip-stop-to'), { target: { value: '2026-11-24T14:00' } });
    await userEvent.type(within(rows()[0]!).getByTestId('trip-stop-goods'), 'Rice');
    await userEvent.type(within(rows()[0]!).getByTestId('trip-stop-quantity'), '120');
    await userEvent.selectOptions(within(rows()[1]!).getByTestId('trip-stop-place'), 'address');
    await userEvent.type(within(rows()[1]!).getByTestId('trip-stop-address'), 'Lot 5, Jalan Jubli Perak');
    await userEvent.type(within(rows()[1]!).getByTestId('trip-stop-lat'), '3.05');
    await userEvent.type(within(rows()[1]!).getByTestId('trip-stop-lng'), '101.52');
    // A window that ends before it starts, then one that starts before the stop before it.
    fireEvent.change(within(rows()[1]!).getByTestId('trip-stop-from'), { target: { value: '2026-11-24T15:00' } });
    fireEvent.change(within(rows()[1]!).getByTestId('trip-stop-to'), { target: { value: '2026-11-24T14:30' } });
    await userEvent.click(screen.getByTestId('trip-save'));
    await expect(await within(rows()[1]!).findByText(TRANSPORT_TEXTS.windowInvalid)).toBeVisible();
    fireEvent.change(within(rows()[1]!).getByTestId('trip-stop-from'), { target: { value: '2026-11-24T12:00' } });
    await userEvent.click(screen.getByTestId('trip-save'));
    await expect(await within(rows()[1]!).findByText(TRANSPORT_TEXTS.windowsOutOfOrder)).toBeVisible();
    fireEvent.change(within(rows()[1]!).getByTestId('trip-stop-from'), { target: { value: '2026-11-24T14:00' } });
    fireEvent.change(within(rows()[1]!).getByTestId('trip-stop-to'), { target: { value: '2026-11-24T15:30' } });
    await userEvent.click(screen.getByTestId('trip-save'));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      clientId: 1,
      assetId: 2,
      driverId: 2,
      transporterId: null,
      reference: 'PO-7781',
      notes: '',
      stops: [
        { kind: 'pickup', poiId: 1, address: '', lat: null, lng: null, radiusM: 150, windowFrom: klAt(13), windowTo: klAt(14), goods: 'Rice', quantity: 120, weightKg: 0, notes: '' },
        { kind: 'drop', poiId: null, address: 'Lot 5, Jalan Jubli Perak', lat: 3.05, lng: 101.52, radiusM: 150, windowFrom: klAt(14), windowTo: klAt(15, 30), goods: '', quantity: 0, weightKg: 0, notes: '' },
      ],
    });
  },
};

/** The driver first: the vehicle follows (their assigned one). Stops added, moved up and down, removed; two at least. */
export const StopsEditing: Story = {
  play: async ({ args }) => {
    await userEvent.selectOptions(await screen.findByTestId('trip-driver'), '3');
    await expect(screen.getByTestId('trip-vehicle')).toHaveValue('3');
    await userEvent.click(screen.getByTestId('trip-stop-add'));
    await expect(rows()).toHaveLength(3);
    await userEvent.selectOptions(within(rows()[0]!).getByTestId('trip-stop-poi'), '1');
    await userEvent.selectOptions(within(rows()[1]!).getByTestId('trip-stop-poi'), '2');
    await userEvent.selectOptions(within(rows()[2]!).getByTestId('trip-stop-poi'), '3');
    await userEvent.click(within(rows()[2]!).getByTestId('trip-stop-up'));
    await expect(rows().map((r) => within(r).getByTestId<HTMLSelectElement>('trip-stop-poi').value)).toEqual(['1', '3', '2']);
    await expect(within(rows()[0]!).getByTestId('trip-stop-up')).toBeDisabled();
    await userEvent.click(within(rows()[0]!).getByTestId('trip-stop-down'));
    await expect(rows().map((r) => within(r).getByTestId<HTMLSelectElement>('trip-stop-poi').value)).toEqual(['3', '1', '2']);
    await userEvent.click(within(rows()[0]!).getByTestId('trip-stop-remove'));
    await userEvent.click(within(rows()[0]!).getByTestId('trip-stop-remove'));
    await expect(rows()).toHaveLength(1);
    await userEvent.click(screen.getByTestId('trip-save'));
    await expect(await screen.findByTestId('trip-stops-error')).toHaveTextContent(TRANSPORT_TEXTS.stopsRequired);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('trip-stop-add'));
    await userEvent.selectOptions(within(rows()[1]!).getByTestId('trip-stop-poi'), '4');
    await userEvent.selectOptions(within(rows()[1]!).getByTestId('trip-stop-kind'), 'drop');
    await userEvent.click(screen.getByTestId('trip-save'));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ assetId: 3, driverId: 3, stops: [expect.objectContaining({ poiId: 2 }), expect.objectContaining({ poiId: 4, kind: 'drop' })] }));
  },
};

/** A planned trip changed: its fields and stops as they are, windows shown in the user's zone. */
export const EditPlanned: Story = {
  args: { trip: FIXTURE_TRIPS[0]! },
  play: async ({ args }) => {
    await expect(await screen.findByText('Change TR-0001')).toBeVisible();
    await expect(screen.getByTestId('trip-vehicle')).toHaveValue('1');
    await expect(within(rows()[0]!).getByTestId('trip-stop-from')).toHaveValue('2026-11-24T13:00');
    await expect(within(rows()[1]!).getByTestId('trip-stop-poi')).toHaveValue('2');
    await userEvent.click(screen.getByTestId('trip-save'));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ clientId: 1, assetId: 1, reference: 'PO-5510' }));
  },
};

/** The server's refusal: the vehicle busy beside the vehicle, one without a field at the form's foot. */
export const ServerRefusals: Story = {
  args: { trip: FIXTURE_TRIPS[0]!, serverErrors: { assetId: TRANSPORT_TEXTS.vehicleBusy('TR-0002'), form: TRANSPORT_TEXTS.notPlanned } },
  play: async () => {
    await expect(await screen.findByText(TRANSPORT_TEXTS.vehicleBusy('TR-0002'))).toBeVisible();
    await expect(screen.getByTestId('trip-form-error')).toHaveTextContent(TRANSPORT_TEXTS.notPlanned);
  },
};
