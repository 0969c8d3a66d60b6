import { MESSAGES } from '@fleet/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReceiptCards } from './receipt-cards';
import { FUEL_ROWS, TOLL_ROWS } from './testing-fixtures';

describe('ReceiptCards', () => {
  it('shows one fuel card per receipt, titled by order, with every field and the file links', () => {
    render(<ReceiptCards kind="fuel" receipts={FUEL_ROWS} onDelete={vi.fn()} />);
    const cards = screen.getAllByTestId('receipt-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('heading').textContent).toContain('Receipt 1');
    expect(within(cards[1] as HTMLElement).getByRole('heading').textContent).toContain('Receipt 2');
    for (const text of ['Scania P360 - WUP 9052', '1/5/2024 | 08:30:00', '40 L', 'RM 82.00', 'RM 2.05', 'Shell Jalan Ampang', '41', '1/5/2024 | 09:02:11', 'Files (2)']) {
      expect(first.getByText(text)).toBeTruthy();
    }
    const links = first.getAllByTestId('receipt-file-link');
    // The plain stored URLs: no token is ever added to a link.
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/v2/uploads/a/1.png', '/v2/uploads/a/2.pdf']);
    for (const a of links) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toContain('noopener');
    }
    expect(within(cards[1] as HTMLElement).getByText('Files (0)')).toBeTruthy();
  });

  it('names gallons and the price per gallon for a report in US gallons', () => {
    render(<ReceiptCards kind="fuel" receipts={FUEL_ROWS} onDelete={vi.fn()} volumeUnit="gal" />);
    const first = within(screen.getAllByTestId('receipt-card')[0] as HTMLElement);
    expect(first.getByText('40 gal')).toBeTruthy();
    expect(first.getByText('Price per Gallon')).toBeTruthy();
    expect(first.queryByText('Price per Liter')).toBeNull();
  });

  it('hands a clicked file link to onOpenFile instead of navigating, busy until it settles', async () => {
    let finish: () => void = () => undefined;
    const onOpenFile = vi.fn((_url: string) => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(<ReceiptCards kind="fuel" receipts={FUEL_ROWS} onDelete={vi.fn()} onOpenFile={onOpenFile} />);
    const [first, second] = screen.getAllByTestId('receipt-file-link');
    // Whether the browser's navigation was cancelled, seen by a listener after the link's own handler.
    const defaultPrevented: boolean[] = [];
    const record = (e: MouseEvent) => defaultPrevented.push(e.defaultPrevented);
    document.addEventListener('click', record);
    await user.click(first as HTMLElement);
    expect(onOpenFile).toHaveBeenCalledWith('/v2/uploads/a/1.png');
    expect(defaultPrevented).toEqual([true]);
    expect(first?.getAttribute('aria-busy')).toBe('true');
    // A second click while it opens does not open it twice.
    await user.click(first as HTMLElement);
    expect(onOpenFile).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(first?.getAttribute('aria-busy')).toBeNull());
    await user.click(second as HTMLElement);
    expect(onOpenFile).toHaveBeenLastCalledWith('/v2/uploads/a/2.pdf');
    document.removeEventListener('click', record);
  });

  it('ignores a failed opener (the caller reports it) and shows a non-web file URL as text, not a link', async () => {
    const onOpenFile = vi.fn(async () => Promise.reject(new Error('offline')));
    const user = userEvent.setup();
    const rows = [{ ...FUEL_ROWS[0]!, files: JSON.stringify(['/v2/uploads/a/1.png', 'javascript:alert(1)']) }];
    render(<ReceiptCards kind="fuel" receipts={rows} onDelete={vi.fn()} onOpenFile={onOpenFile} />);
    const [link, unsafe] = screen.getAllByTestId('receipt-file-link');
    expect(unsafe?.tagName).toBe('SPAN');
    expect(unsafe?.getAttribute('href')).toBeNull();
    await user.click(link as HTMLElement);
    await waitFor(() => expect(link?.getAttribute('aria-busy')).toBeNull());
    await user.click(unsafe as HTMLElement);
    expect(onOpenFile).toHaveBeenCalledTimes(1);
  });

  it('shows toll cards with time, total spent, location, receipt id and upload time only', () => {
    render(<ReceiptCards kind="toll" receipts={TOLL_ROWS} onDelete={vi.fn()} />);
    const card = within(screen.getByTestId('receipt-card'));
    expect(card.getByRole('heading').textContent).toContain('Receipt 1');
    for (const text of ['2/5/2024 | 10:00:00', 'RM 12.50', 'Plaza Tol Sungai Besi', '8', '2/5/2024 | 10:05:00']) expect(card.getByText(text)).toBeTruthy();
    expect(card.queryByText('Hino 500 - BKL 2231')).toBeNull();
    expect(card.queryByTestId('receipt-file-link')).toBeNull();
    expect(card.queryByText(/Files/)).toBeNull();
  });

  it('deletes only after confirmation and is busy meanwhile', async () => {
    let finish: () => void = () => undefined;
    const onDelete = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(<ReceiptCards kind="fuel" receipts={FUEL_ROWS} onDelete={onDelete} />);
    await user.click(screen.getAllByTestId('receipt-delete')[1] as HTMLElement);
    expect(onDelete).not.toHaveBeenCalled();
    // Cancel keeps the receipt.
    await user.click(await screen.findByTestId('receipt-delete-cancel'));
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getAllByTestId('receipt-delete')[1] as HTMLElement);
    await user.click(await screen.findByTestId('receipt-delete-confirm'));
    expect(onDelete).toHaveBeenCalledWith(57);
    expect((screen.getByTestId('receipt-delete-confirm') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByTestId('receipt-delete')[1]?.getAttribute('aria-busy')).toBe('true');
    finish();
    await waitFor(() => expect(screen.queryByTestId('receipt-delete-dialog')).toBeNull());
  });

  it('says so on the card when the delete fails', async () => {
    const user = userEvent.setup();
    render(<ReceiptCards kind="toll" receipts={TOLL_ROWS} onDelete={() => Promise.reject(new Error('boom'))} />);
    await user.click(screen.getByTestId('receipt-delete'));
    await user.click(await screen.findByTestId('receipt-delete-confirm'));
    expect((await screen.findByTestId('receipt-delete-error')).textContent).toContain(MESSAGES.receiptDeleteFailed);
  });
});
