import { MESSAGES } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { LoadDataButton } from './load-data-button';

const meta = {
  title: 'Playback Kit/LoadDataButton',
  component: LoadDataButton,
  args: { canLoad: true, onLoad: fn() },
} satisfies Meta<typeof LoadDataButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An asset and both ends are set: loads. */
export const Ready: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Load Data' }));
    await expect(args.onLoad).toHaveBeenCalledTimes(1);
  },
};

/** Missing asset or range: disabled, with the tooltip (SPEC §5). */
export const Disabled: Story = {
  args: { canLoad: false },
  play: async () => {
    await expect(screen.getByRole('button', { name: 'Load Data' })).toBeDisabled();
    await userEvent.hover(screen.getByTestId('load-data-wrap'));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(MESSAGES.playbackLoadDisabled);
  },
};

/** While the route loads. */
export const Loading: Story = {
  args: { loading: true },
};
