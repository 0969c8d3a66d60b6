import { TRANSPORT_TEXTS } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { FIXTURE_TRIPS } from './transport-fixtures';
import { CancelTripDialog, ProofOfDeliveryDialog } from './trip-action-dialogs';
import './transport.css';

const meta = {
  title: 'Transport/TripActionDialogs',
  component: CancelTripDialog,
  args: { trip: FIXTURE_TRIPS[2]!, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof CancelTripDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Asks before cancelling, with the reason; sends it. */
export const Cancel: Story = {
  play: async ({ args }) => {
    await expect(await screen.findByText('Cancel TR-0003?')).toBeVisible();
    await expect(screen.getByText(/Its stops stop following the vehicle/)).toBeVisible();
    await userEvent.type(screen.getByTestId('trip-cancel-reason'), '  Truck broke down  ');
    await userEvent.click(screen.getByTestId('trip-cancel-form-save'));
    await expect(args.onConfirm).toHaveBeenCalledWith('Truck broke down');
  },
};

/** Backing out cancels nothing. */
export const BackOut: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByTestId('trip-cancel-form-cancel'));
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The server's refusal at the form's foot. */
export const Refused: Story = {
  args: { serverErrors: { form: TRANSPORT_TEXTS.cannotCancel } },
  play: async () => {
    await expect(await screen.findByTestId('trip-cancel-form-form-error')).toHaveTextContent(TRANSPORT_TEXTS.cannotCancel);
  },
};

const upload = fn(async (file: File) => ({ url: `/v2/uploads/t1/${file.name}` }));
const enRoute = FIXTURE_TRIPS[1]!;

/** Proof of delivery at a reached stop: nothing given is refused; then who received, a note and the signature photo. */
export const ProofOfDelivery: Story = {
  render: (args) => <ProofOfDeliveryDialog target={{ trip: enRoute, stop: enRoute.stops[0]! }} upload={upload} onSubmit={args.onConfirm} onCancel={args.onCancel} />,
  play: async ({ args }) => {
    await expect(await screen.findByTestId('trip-pod-form')).toBeVisible();
    await userEvent.click(screen.getByTestId('trip-pod-save'));
    await expect(await screen.findByTestId('trip-pod-files-error')).toHaveTextContent(TRANSPORT_TEXTS.podRequired);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.type(screen.getByTestId('trip-pod-received-by'), 'Aisyah (store)');
    await userEvent.type(screen.getByTestId('trip-pod-note'), 'All pallets in good order');
    await userEvent.upload(screen.getByTestId('trip-pod-upload-files'), new File(['jpg'], 'signature.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(screen.getByTestId('trip-pod-upload-file-item')).toHaveAttribute('data-status', 'done'));
    await userEvent.click(screen.getByTestId('trip-pod-save'));
    await expect(args.onConfirm).toHaveBeenCalledWith({ files: ['/v2/uploads/t1/signature.jpg'], note: 'All pallets in good order', receivedBy: 'Aisyah (store)' });
  },
};

/** A proof already taken: its fields and files to change. */
export const ProofToChange: Story = {
  render: (args) => <ProofOfDeliveryDialog target={{ trip: FIXTURE_TRIPS[4]!, stop: FIXTURE_TRIPS[4]!.stops[1]! }} upload={upload} onSubmit={args.onConfirm} onCancel={args.onCancel} />,
  play: async () => {
    await expect(await screen.findByTestId('trip-pod-received-by')).toHaveValue('Aisyah (store)');
    await expect(screen.getByTestId('trip-pod-note')).toHaveValue('Two cartons dented');
    await expect(screen.getByTestId('trip-pod-upload-file-item')).toHaveTextContent('pod-5.jpg');
    await expect(screen.getByText(/at the last stop it completes the trip/)).toBeVisible();
  },
};
