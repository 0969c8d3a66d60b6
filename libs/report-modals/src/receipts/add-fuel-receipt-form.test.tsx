import { MESSAGES, UPLOAD_LIMITS } from '@fleet/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddFuelReceiptForm, fromDateTimeLocal, toDateTimeLocal, type AddFuelReceiptFormProps } from './add-fuel-receipt-form';
import { RECEIPT_TEXTS } from './receipt-texts';
import { MAINTENANCE_ASSETS, VEHICLES, fakeFile } from './testing-fixtures';

const PREFILL = { assetId: 3, address: 'Shell Jalan Ampang', refuelVolume: 40, fuelPrice: 2.05, refuelPrice: 82, refuelTime: '1/5/2024 | 08:30' };

function setup(props: Partial<AddFuelReceiptFormProps> = {}) {
  let n = 0;
  const upload = vi.fn(async (file: File, onProgress: (p: number) => void) => {
    onProgress(0.5);
    n += 1;
    return { url: `/v2/uploads/t/${n}-${file.name}` };
  });
  const onSubmit = vi.fn(async () => undefined);
  const onCancel = vi.fn();
  const user = userEvent.setup({ applyAccept: false });
  render(<AddFuelReceiptForm vehicles={VEHICLES} maintenanceAssets={MAINTENANCE_ASSETS} upload={upload} onSubmit={onSubmit} onCancel={onCancel} {...props} />);
  return { upload, onSubmit, onCancel, user };
}

const files = (count: number, prefix = 'r') => Array.from({ length: count }, (_, i) => fakeFile(`${prefix}${i + 1}.png`, 'image/png'));
const errorText = () => screen.getByTestId('receipt-error').textContent;

describe('AddFuelReceiptForm', () => {
  it('shows the required-fields message verbatim for an empty submit', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByTestId('receipt-submit'));
    expect(errorText()).toBe(MESSAGES.receiptRequired);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a vehicle and a maintenance asset together', async () => {
    const { user, onSubmit } = setup({ prefill: PREFILL });
    await user.click(screen.getByTestId('receipt-fms'));
    await user.click((await screen.findAllByTestId('receipt-fms-option'))[0] as HTMLElement);
    await user.click(screen.getByTestId('receipt-submit'));
    expect(errorText()).toBe(MESSAGES.receiptEitherAsset);
    expect(onSubmit).not.toHaveBeenCalled();
    // Clearing the maintenance asset makes it valid.
    await user.click(screen.getByTestId('receipt-fms-clear'));
    await user.click(screen.getByTestId('receipt-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('submits the payload from a refuel event, its time converted, with the uploaded files', async () => {
    const { user, onSubmit, upload } = setup({ prefill: PREFILL });
    // The input may drop ':00' seconds when it normalises its value.
    expect((screen.getByTestId('receipt-time') as HTMLInputElement).value).toMatch(/^2024-05-01T08:30(:00)?$/);
    await user.upload(screen.getByTestId('receipt-files'), [fakeFile('pump.png', 'image/png'), fakeFile('slip.pdf', 'application/pdf')]);
    await waitFor(() => expect(screen.getAllByTestId('receipt-file-item').every((li) => li.dataset.status === 'done')).toBe(true));
    expect(upload).toHaveBeenCalledTimes(2);
    await user.click(screen.getByTestId('receipt-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      assetId: [3],
      fmsAssetId: [],
      fuel: 40,
      priceperliter: 2.05,
      price: 82,
      time: '2024-05-01 08:30:00',
      location: 'Shell Jalan Ampang',
      files: ['/v2/uploads/t/1-pump.png', '/v2/uploads/t/2-slip.pdf'],
    });
  });

  it('submits a maintenance asset picked by hand and computes the missing amount', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByTestId('receipt-fms'));
    await user.click((await screen.findAllByTestId('receipt-fms-option'))[1] as HTMLElement);
    await user.type(screen.getByTestId('receipt-volume'), '20');
    await user.type(screen.getByTestId('receipt-priceperliter'), '2.5');
    expect((screen.getByTestId('receipt-price') as HTMLInputElement).value).toBe('50');
    fireEvent.change(screen.getByTestId('receipt-time'), { target: { value: '2024-06-02T07:15' } });
    await user.click(screen.getByTestId('receipt-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ assetId: [], fmsAssetId: [102], fuel: 20, priceperliter: 2.5, price: 50, time: '2024-06-02 07:15:00' }));
  });

  it('refuses an 11th file by name and keeps ten', async () => {
    const { user, upload } = setup();
    await user.upload(screen.getByTestId('receipt-files'), files(UPLOAD_LIMITS.maxFiles + 1));
    expect(screen.getAllByTestId('receipt-file-item')).toHaveLength(UPLOAD_LIMITS.maxFiles);
    expect(screen.getByTestId('receipt-file-refusals').textContent).toContain(RECEIPT_TEXTS.tooManyFiles('r11.png'));
    expect(upload).toHaveBeenCalledTimes(UPLOAD_LIMITS.maxFiles);
  });

  it('refuses a file over 10 MB and a file that is not an image or PDF, naming each', async () => {
    const { user, upload } = setup();
    await user.upload(screen.getByTestId('receipt-files'), [
      fakeFile('huge.jpg', 'image/jpeg', UPLOAD_LIMITS.maxBytes + 1),
      fakeFile('notes.txt', 'text/plain'),
      fakeFile('ok.pdf', 'application/pdf', UPLOAD_LIMITS.maxBytes),
    ]);
    const refusals = screen.getByTestId('receipt-file-refusals').textContent;
    expect(refusals).toContain(RECEIPT_TEXTS.tooLarge('huge.jpg'));
    expect(refusals).toContain(RECEIPT_TEXTS.wrongType('notes.txt'));
    expect(screen.getAllByTestId('receipt-file-item')).toHaveLength(1);
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('lists uploads as removable links with image thumbnails and drops a removed file from the payload', async () => {
    const onOpenFile = vi.fn();
    const { user, onSubmit } = setup({ prefill: PREFILL, onOpenFile });
    await user.upload(screen.getByTestId('receipt-files'), [fakeFile('a.png', 'image/png'), fakeFile('b.pdf', 'application/pdf')]);
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(2));
    const link = screen.getByRole('link', { name: 'a.png' });
    expect(link.getAttribute('href')).toBe('/v2/uploads/t/1-a.png');
    expect(link.getAttribute('target')).toBe('_blank');
    await user.click(link);
    expect(onOpenFile).toHaveBeenCalledWith('/v2/uploads/t/1-a.png');
    const thumbs = screen.getAllByTestId('receipt-file-item').map((li) => li.querySelector('img'));
    expect(thumbs[0]?.getAttribute('width')).toBe(String(UPLOAD_LIMITS.thumbnailWidthPx));
    expect(thumbs[1]).toBeNull();
    await user.click(screen.getAllByTestId('receipt-file-remove')[0] as HTMLElement);
    expect(screen.getAllByTestId('receipt-file-item')).toHaveLength(1);
    await user.click(screen.getByTestId('receipt-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ files: ['/v2/uploads/t/2-b.pdf'] })));
  });

  it('keeps submit disabled while an upload is pending', async () => {
    let finish: (v: { url: string }) => void = () => undefined;
    const upload = vi.fn(() => new Promise<{ url: string }>((resolve) => (finish = resolve)));
    const { user } = setup({ prefill: PREFILL, upload });
    await user.upload(screen.getByTestId('receipt-files'), [fakeFile('a.png', 'image/png')]);
    expect((screen.getByTestId('receipt-submit') as HTMLButtonElement).disabled).toBe(true);
    finish({ url: '/v2/uploads/t/a.png' });
    await waitFor(() => expect((screen.getByTestId('receipt-submit') as HTMLButtonElement).disabled).toBe(false));
  });

  it('shows why an upload failed and the rejection text of onSubmit', async () => {
    const { user } = setup({
      prefill: PREFILL,
      upload: () => Promise.reject(new Error('Only images and PDF files can be uploaded.')),
      onSubmit: () => Promise.reject(new Error('Not found')),
    });
    await user.upload(screen.getByTestId('receipt-files'), [fakeFile('a.png', 'image/png')]);
    expect((await screen.findByRole('alert')).textContent).toContain('Only images and PDF files can be uploaded.');
    await user.click(screen.getByTestId('receipt-submit'));
    await waitFor(() => expect(errorText()).toBe('Not found'));
  });

  it('takes gallons and a price per gallon for a company in US gallons, and sends litres', async () => {
    const units = { distance: 'mi', volume: 'gal', temperature: 'F' } as const;
    // A report row of such a company shows 10 gal at RM 7.76/gal.
    const { user, onSubmit } = setup({ prefill: { ...PREFILL, refuelVolume: 10, fuelPrice: 7.76, refuelPrice: 77.6 }, units });
    expect(screen.getByLabelText('Volume (gal)')).toBeTruthy();
    expect(screen.getByLabelText('Price per Gallon (RM)')).toBeTruthy();
    await user.click(screen.getByTestId('receipt-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ fuel: 37.854, priceperliter: 2.05, price: 77.6 }));
  });

  it('cancels', async () => {
    const { user, onCancel } = setup();
    await user.click(screen.getByTestId('receipt-cancel'));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('datetime-local conversion', () => {
  it('reads the refuel event time and writes the receipt time', () => {
    expect(toDateTimeLocal('1/5/2024 | 08:30')).toBe('2024-05-01T08:30:00');
    expect(toDateTimeLocal('2024-05-01 08:30:15')).toBe('2024-05-01T08:30:15');
    expect(toDateTimeLocal('nonsense')).toBe('');
    expect(fromDateTimeLocal('2024-05-01T08:30')).toBe('2024-05-01 08:30:00');
    expect(fromDateTimeLocal('2024-05-01T08:30:15.250')).toBe('2024-05-01 08:30:15');
  });
});
