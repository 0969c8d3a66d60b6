import { MESSAGES } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ReceiptCards } from './receipt-cards';
import { FUEL_ROWS, TOLL_ROWS } from './testing-fixtures';

const meta = {
  title: 'Report Modals/ReceiptCards',
  component: ReceiptCards,
  args: { kind: 'fuel', receipts: FUEL_ROWS, onDelete: fn(async () => undefined), fileHref: (url: string) => `${url}?access_token=demo` },
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
    await expect(link).toHaveAttribute('href', '/v2/uploads/a/1.png?access_token=demo');
    await expect(link).toHaveAttribute('target', '_blank');
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
