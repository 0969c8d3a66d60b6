import { MESSAGES } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ReceiptCards } from './receipt-cards';
import { FUEL_ROWS, TOLL_ROWS } from './testing-fixtures';

const meta = {
  title: 'Report Modals/ReceiptCards',
  component: ReceiptCards,
  args: { kind: 'fuel', receipts: FUEL_ROWS, onDelete: fn(async () => undefined) },
} satisfies Meta<typeof ReceiptCards>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Fuel Receipts: 'Receipt N' in order, volume in L, RM amounts and the file links (new tab, with a count). */
export const FuelReceipts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = canvas.getAllByTestId('receipt-card');
    await expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    await expect(first.getByRole('heading')).toHaveTextContent('Receipt 1');
    await expect(cards[0]).toHaveTextContent('40 L');
    await expect(cards[0]).toHaveTextContent('RM 82.00');
    await expect(cards[0]).toHaveTextContent('Files (2)');
    const [link] = first.getAllByTestId('receipt-file-link');
    // The plain stored URL: a token never goes into a link.
    await expect(link).toHaveAttribute('href', '/v2/uploads/a/1.png');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** With an opener (the app fetches the file with its bearer), a click calls it instead of following the link. */
export const OpenFileThroughOpener: Story = {
  args: { onOpenFile: fn(async () => new Promise<void>((resolve) => setTimeout(resolve, 50))) },
  play: async ({ canvasElement, args }) => {
    const [, second] = within(canvasElement).getAllByTestId('receipt-file-link');
    let prevented = false;
    const record = (e: MouseEvent) => (prevented = e.defaultPrevented);
    canvasElement.ownerDocument.addEventListener('click', record, { once: true });
    await userEvent.click(second as HTMLElement);
    await expect(args.onOpenFile).toHaveBeenCalledWith('/v2/uploads/a/2.pdf');
    await expect(prevented).toBe(true);
    await expect(second).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(second).not.toHaveAttribute('aria-busy'));
    await expect(second).toHaveAttribute('href', '/v2/uploads/a/2.pdf');
  },
};

/** A stored URL that is not a web address (e.g. `javascript:`) is shown as text, never as a link. */
export const UnsafeFileUrl: Story = {
  args: { receipts: [{ ...FUEL_ROWS[0]!, files: JSON.stringify(['javascript:alert(document.domain)']) }], onOpenFile: fn() },
  play: async ({ canvasElement, args }) => {
    const item = within(canvasElement).getByTestId('receipt-file-link');
    await expect(item.tagName).toBe('SPAN');
    await expect(item).not.toHaveAttribute('href');
    await userEvent.click(item);
    await expect(args.onOpenFile).not.toHaveBeenCalled();
  },
};

/** Toll Receipts: time, total spent, location, receipt id and upload time only. */
export const TollReceipts: Story = {
  args: { kind: 'toll', receipts: TOLL_ROWS },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByTestId('receipt-card');
    await expect(card).toHaveTextContent('RM 12.50');
    await expect(card).not.toHaveTextContent('Files');
    await expect(within(card).queryByTestId('receipt-file-link')).toBeNull();
  },
};

/** Delete Receipt asks first; one mis-click loses nothing. */
export const DeleteAfterConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getAllByTestId('receipt-delete')[0] as HTMLElement);
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByTestId('receipt-delete-confirm'));
    await expect(args.onDelete).toHaveBeenCalledWith(41);
    await waitFor(() => expect(screen.queryByTestId('receipt-delete-dialog')).toBeNull());
  },
};

/** A failed delete says so on the card. */
export const DeleteFails: Story = {
  args: { kind: 'toll', receipts: TOLL_ROWS, onDelete: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTestId('receipt-delete'));
    await userEvent.click(await screen.findByTestId('receipt-delete-confirm'));
    await expect(await within(canvasElement).findByTestId('receipt-delete-error')).toHaveTextContent(MESSAGES.receiptDeleteFailed);
  },
};

/** Nothing to show. */
export const Empty: Story = {
  args: { receipts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('empty-state')).toBeInTheDocument();
  },
};
