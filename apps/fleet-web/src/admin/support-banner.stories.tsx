import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SupportBanner } from './support-banner';

const meta = {
  title: 'Admin/SupportBanner',
  component: SupportBanner,
  args: { session: { operator: 'ops@host.my', expiresAt: '2026-11-20T02:30:00.000Z' }, company: 'Demo Fleet', timeZone: 'Asia/Kuala_Lumpur', onEnd: fn() },
} satisfies Meta<typeof SupportBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Says who acts for whom until when, and ends the session. */
export const Shown: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('support-banner')).toHaveTextContent('ops@host.my is acting as Administrator of Demo Fleet');
    await expect(c.getByTestId('support-banner')).toHaveTextContent('20/11/2026 | 10:30:00');
    await userEvent.click(c.getByTestId('support-end'));
    await expect(args.onEnd).toHaveBeenCalled();
  },
};
