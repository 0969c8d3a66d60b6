import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ExportPlaybackOptionsDialog } from './export-options-dialog';

const meta = {
  title: 'Playback Kit/ExportPlaybackOptionsDialog',
  component: ExportPlaybackOptionsDialog,
  args: { open: true, onOpenChange: fn(), onExport: fn() },
} satisfies Meta<typeof ExportPlaybackOptionsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Export appears only once an option is ticked, and hides again when none is. */
export const ExportNeedsAnOption: Story = {
  play: async ({ args }) => {
    await expect(screen.getByTestId('export-options-dialog')).toHaveStyle({ width: '400px' });
    await expect(screen.queryByTestId('export-options-export')).toBeNull();
    await userEvent.click(screen.getByTestId('export-option-map'));
    await userEvent.click(screen.getByTestId('export-option-table'));
    await userEvent.click(screen.getByTestId('export-option-table'));
    await userEvent.click(screen.getByTestId('export-options-export'));
    await expect(args.onExport).toHaveBeenCalledWith({ map: true, table: false });
  },
};

/** Cancel closes. */
export const Cancel: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen.getByTestId('export-options-cancel'));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onExport).not.toHaveBeenCalled();
  },
};
