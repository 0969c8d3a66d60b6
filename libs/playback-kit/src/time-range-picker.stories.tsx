import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { FIXTURE_TIME_ZONE, kl } from './fixtures';
import { PlaybackTimeRangePicker } from './time-range-picker';

const meta = {
  title: 'Playback Kit/PlaybackTimeRangePicker',
  component: PlaybackTimeRangePicker,
  args: { onChange: fn(), timeZone: FIXTURE_TIME_ZONE, now: kl(5, 14, 30) },
} satisfies Meta<typeof PlaybackTimeRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Default: today 00:00:00 – 23:59:59; the days after today are disabled. */
export const Default: Story = {
  play: async () => {
    await expect(screen.getByTestId('range-picker')).toHaveTextContent('5/3/2026 00:00:00 – 5/3/2026 23:59:59');
    await userEvent.click(screen.getByTestId('range-picker'));
    await expect(screen.getByRole('button', { name: /March 6th, 2026/ })).toBeDisabled();
  },
};

/** Two days and times, applied. */
export const ChooseRange: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen.getByTestId('range-picker'));
    await userEvent.click(screen.getByRole('button', { name: /March 2nd, 2026/ }));
    await userEvent.click(screen.getByRole('button', { name: /March 4th, 2026/ }));
    await userEvent.click(screen.getByTestId('range-picker-apply'));
    await expect(args.onChange).toHaveBeenCalledWith({ start: kl(2, 0), end: kl(4, 23, 59, 59) });
    await expect(screen.getByTestId('range-picker')).toHaveTextContent('2/3/2026 00:00:00 – 4/3/2026 23:59:59');
  },
};
