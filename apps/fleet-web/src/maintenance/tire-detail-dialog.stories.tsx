import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { TireDetailDialog } from './tire-detail-dialog';
import { STORY_FITTED, STORY_HISTORY, STORY_STOCK, STORY_ZONE } from './tire-story-data';

const meta = {
  title: 'Maintenance/TireDetailDialog',
  component: TireDetailDialog,
  args: { tire: STORY_FITTED[0]!, events: STORY_HISTORY, timeZone: STORY_ZONE, onInspect: fn(), onRemove: fn(), onEdit: fn(), onClose: fn() },
} satisfies Meta<typeof TireDetailDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A fitted tire: where it is and its figures; Inspect and Remove; its history newest first, times in the user's zone. */
export const FittedTire: Story = {
  play: async ({ args }) => {
    await expect(await screen.findByText('Tire MX-1001: Michelin X Multi Z 295/80R22.5')).toBeVisible();
    await expect(screen.getByTestId('tire-detail-where')).toHaveTextContent('Hino 500, Axle 1 left (1L)');
    await expect(screen.getByTestId('tire-detail-km')).toHaveTextContent('10,000 km');
    await expect(screen.getByTestId('tire-detail-cost')).toHaveTextContent('RM 150.00');
    await expect(screen.getByTestId('tire-detail-tread')).toHaveTextContent('12.5 mm (new 17 mm)');
    await expect(screen.getByTestId('tire-detail-wear')).toHaveTextContent('0.45 mm / 1,000 km');
    await expect(screen.getByTestId('tire-detail-left')).toHaveTextContent('24,222 km');
    await expect(screen.queryByTestId('tire-history-row')).toBeNull();
    await userEvent.click(screen.getByTestId('tire-history'));
    const rows = await screen.findAllByTestId('tire-history-row');
    await expect(rows.map((r) => r.getAttribute('data-kind'))).toEqual(['inspected', 'rotated', 'fitted']);
    // 10 May 2026 03:15 UTC is 11:15 in Kuala Lumpur.
    await expect(rows[0]).toHaveTextContent('10/5/2026 | 11:15:00');
    await expect(rows[0]).toHaveTextContent('12.5 mm');
    await expect(rows[1]).toHaveTextContent('1R → 1L');
    await expect(rows[1]).toHaveTextContent('Aisyah');
    await expect(rows[2]).toHaveTextContent('42,140 km');
    await userEvent.click(screen.getByTestId('tire-inspect'));
    await expect(args.onInspect).toHaveBeenCalledWith(args.tire);
    await userEvent.click(screen.getByTestId('tire-remove'));
    await expect(args.onRemove).toHaveBeenCalledWith(args.tire);
  },
};

/** A tire in stock: no Inspect nor Remove; an empty history says what to do. */
export const StockTire: Story = {
  args: { tire: STORY_STOCK[0]!, events: [], showHistory: true },
  play: async ({ args }) => {
    await expect(await screen.findByText('Nothing happened to this tire yet: fit it to a position of an asset.')).toBeVisible();
    await expect(screen.queryByTestId('tire-inspect')).toBeNull();
    await expect(screen.queryByTestId('tire-remove')).toBeNull();
    await userEvent.click(screen.getByTestId('tire-detail-edit'));
    await expect(args.onEdit).toHaveBeenCalledWith(args.tire);
  },
};
