import { MESSAGES, UPLOAD_LIMITS } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AddFuelReceiptForm } from './add-fuel-receipt-form';
import { RECEIPT_TEXTS } from './receipt-texts';
import { MAINTENANCE_ASSETS, VEHICLES, fakeFile } from './testing-fixtures';

let uploaded = 0;
/** A fake upload: reports half way, then resolves after a short delay. */
const fakeUpload = async (file: File, onProgress: (p: number) => void) => {
  onProgress(0.5);
  await new Promise((r) => setTimeout(r, 20));
  uploaded += 1;
  return { url: `/v2/uploads/demo/${uploaded}-${file.name}` };
};

const meta = {
  title: 'Report Modals/AddFuelReceiptForm',
  component: AddFuelReceiptForm,
  args: {
    vehicles: VEHICLES,
    maintenanceAssets: MAINTENANCE_ASSETS,
    upload: fn(fakeUpload),
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
    onOpenFile: fn(),
  },
} satisfies Meta<typeof AddFuelReceiptForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An empty submit shows the specification's text verbatim. */
export const RequiredFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('receipt-submit'));
    await expect(canvas.getByTestId('receipt-error')).toHaveTextContent(MESSAGES.receiptRequired);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Started from a refuel event: the vehicle is chosen in its group and the time converted. */
export const FromRefuelEvent: Story = {
  args: { prefill: { assetId: 3, address: 'Shell Jalan Ampang', refuelVolume: 40, fuelPrice: 2.05, refuelPrice: 82, refuelTime: '1/5/2024 | 08:30' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('receipt-vehicle-trigger')).toHaveTextContent('Scania P360 - WUP 9052');
    await userEvent.click(canvas.getByTestId('receipt-submit'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ assetId: [3], fuel: 40, price: 82, time: '2024-05-01 08:30:00' })));
  },
};

/** A vehicle and a maintenance asset together are refused. */
export const EitherAsset: Story = {
  args: { prefill: { assetId: 3, refuelVolume: 40, refuelPrice: 82, refuelTime: '1/5/2024 | 08:30' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('receipt-fms'));
    await userEvent.click((await screen.findAllByTestId('receipt-fms-option'))[0] as HTMLElement);
    await userEvent.click(canvas.getByTestId('receipt-submit'));
    await expect(canvas.getByTestId('receipt-error')).toHaveTextContent(MESSAGES.receiptEitherAsset);
  },
};

/** Picking a vehicle from its group, and the total computed from volume and price per litre. */
export const PickVehicle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('receipt-vehicle-trigger'));
    await userEvent.type(await screen.findByTestId('receipt-vehicle-search'), 'hino');
    await userEvent.click(await screen.findByTestId('receipt-vehicle-option'));
    await expect(canvas.getByTestId('receipt-vehicle-trigger')).toHaveTextContent('Hino 500 - BKL 2231');
    await userEvent.type(canvas.getByTestId('receipt-volume'), '30');
    await userEvent.type(canvas.getByTestId('receipt-priceperliter'), '2.1');
    await expect(canvas.getByTestId('receipt-price')).toHaveValue(63);
  },
};

/** Files: refusals name each file; uploads are listed as removable links, images with a thumbnail. */
export const Files: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByTestId('receipt-files');
    const many = Array.from({ length: UPLOAD_LIMITS.maxFiles }, (_, i) => fakeFile(`r${i + 1}.png`, 'image/png'));
    await userEvent.upload(input, [...many, fakeFile('big.jpg', 'image/jpeg', UPLOAD_LIMITS.maxBytes + 1), fakeFile('extra.pdf', 'application/pdf')]);
    const refusals = canvas.getByTestId('receipt-file-refusals');
    await expect(refusals).toHaveTextContent(RECEIPT_TEXTS.tooLarge('big.jpg'));
    await expect(refusals).toHaveTextContent(RECEIPT_TEXTS.tooManyFiles('extra.pdf'));
    await expect(canvas.getAllByTestId('receipt-file-item')).toHaveLength(UPLOAD_LIMITS.maxFiles);
    await waitFor(() => expect(canvas.getByTestId('receipt-submit')).toBeEnabled());
    await expect(canvas.getAllByTestId('receipt-file-item')[0]?.querySelector('img')).toHaveAttribute('width', String(UPLOAD_LIMITS.thumbnailWidthPx));
    await userEvent.click(canvas.getAllByTestId('receipt-file-remove')[0] as HTMLElement);
    await expect(canvas.getAllByTestId('receipt-file-item')).toHaveLength(UPLOAD_LIMITS.maxFiles - 1);
  },
};

/** An uploaded file's link points to the plain stored URL; a click hands it to the opener. */
export const OpenUploadedFile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByTestId('receipt-files'), [fakeFile('pump.png', 'image/png')]);
    const link = await canvas.findByRole('link', { name: 'pump.png' });
    const url = link.getAttribute('href') ?? '';
    await expect(url).toMatch(/^\/v2\/uploads\/demo\/\d+-pump\.png$/);
    await userEvent.click(link);
    await expect(args.onOpenFile).toHaveBeenCalledWith(url);
  },
};
