import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { STORY_FITTED, STORY_STOCK } from './tire-story-data';
import { TireTable } from './tire-table';

const meta = {
  title: 'Maintenance/TireTable',
  component: TireTable,
  args: { tires: [...STORY_STOCK, ...STORY_FITTED], onAdd: fn(), onEdit: fn(), onOpen: fn() },
} satisfies Meta<typeof TireTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every tire: the fitted ones first (by position), then the stock, then the retired; filtered by status. */
export const Register: Story = {
  play: async ({ args }) => {
    const rows = await screen.findAllByTestId('tire-row');
    await expect(rows.map((r) => within(r).getByTestId('tire-open').textContent)).toEqual(['MX-1001', 'MX-1002', 'MX-1003', 'BS-2001', 'GY-3001', 'MX-2001', 'MX-0999']);
    await expect(screen.getByTestId('tire-counts')).toHaveTextContent('2 in stock · 4 fitted · 1 retired');
    await expect(rows[0]).toHaveTextContent('Hino 500, 1L');
    await expect(rows[0]).toHaveTextContent('10,000 km');
    await expect(rows[0]).toHaveTextContent('RM 150.00');
    await expect(rows[0]).toHaveTextContent('24,222 km');
    await userEvent.selectOptions(screen.getByTestId('tire-status-filter'), 'stock');
    await expect(screen.getAllByTestId('tire-row').map((r) => r.getAttribute('data-status'))).toEqual(['stock', 'stock']);
    await userEvent.click(within(screen.getAllByTestId('tire-row')[0]!).getByTestId('tire-edit'));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ serial: 'GY-3001' }));
    await userEvent.click(screen.getAllByTestId('tire-open')[1]!);
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ serial: 'MX-2001' }));
    await userEvent.click(screen.getByTestId('tire-new'));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** With an asset chosen above, each tire in stock offers to be fitted to it. */
export const FitsFromStock: Story = {
  args: { onFit: fn(), fitTo: 'Hino 500' },
  play: async ({ args }) => {
    const buttons = await screen.findAllByTestId('tire-row-fit');
    await expect(buttons.map((b) => b.textContent)).toEqual(['Fit to Hino 500', 'Fit to Hino 500']);
    await userEvent.click(buttons[1]!);
    await expect(args.onFit).toHaveBeenCalledWith(expect.objectContaining({ serial: 'MX-2001' }));
  },
};

/** A status with no tire says so in the table. */
export const NoneOfAStatus: Story = {
  args: { tires: STORY_FITTED, initialStatus: 'retired' },
  play: async () => {
    await expect(await screen.findByTestId('tire-none')).toHaveTextContent('No tire is retired');
  },
};

/** No tire yet: what to do next, and the button to do it. */
export const Empty: Story = {
  args: { tires: [] },
  play: async ({ args }) => {
    await expect(await screen.findByText('No tires in the register')).toBeVisible();
    // One button: the empty state's (the toolbar shows it once there are tires).
    await userEvent.click(screen.getByTestId('tire-new'));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};
