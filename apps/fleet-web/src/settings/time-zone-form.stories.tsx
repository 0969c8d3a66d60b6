import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { TimeZoneForm } from './time-zone-form';

const ZONES = ['UTC', 'America/New_York', 'Asia/Kuala_Lumpur', 'Indian/Maldives'];
/** 24/11/2026 02:00 UTC. */
const NOW = Date.UTC(2026, 10, 24, 2);

const meta = {
  title: 'Web/TimeZoneForm',
  component: TimeZoneForm,
  args: {
    companyTimeZone: 'Asia/Kuala_Lumpur',
    userTimeZone: null,
    zones: ZONES,
    canEditCompany: false,
    onSaveUser: fn(),
    onSaveCompany: fn(),
    now: NOW,
  },
  decorators: [(Story) => <div style={{ maxWidth: 560, padding: 24 }}><Story /></div>],
} satisfies Meta<typeof TimeZoneForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A Client following the company's zone: the clock reads Kuala Lumpur time; no company setting. */
export const FollowsCompany: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('tz-now')).toHaveTextContent('24/11/2026 | 10:00:00 · Asia/Kuala_Lumpur (UTC+08:00)');
    await expect(c.getByTestId('tz-user-save')).toBeDisabled();
    await expect(c.queryByTestId('tz-company')).toBeNull();
  },
};

/** Choosing New York for oneself: the clock follows, and saving sends the zone. */
export const ChoosesOwnZone: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByTestId('tz-user'));
    await userEvent.type(await screen.findByTestId('tz-user-search'), 'newyork');
    await userEvent.click(screen.getAllByTestId('tz-user-option')[0] as HTMLElement);
    await expect(c.getByTestId('tz-now')).toHaveTextContent('23/11/2026 | 21:00:00 · America/New_York (UTC-05:00)');
    await userEvent.click(c.getByTestId('tz-user-save'));
    await expect(args.onSaveUser).toHaveBeenCalledWith('America/New_York');
  },
};

/** An Administrator with their own zone changes the company's. */
export const AdministratorChangesCompany: Story = {
  args: { canEditCompany: true, userTimeZone: 'UTC' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('tz-now')).toHaveTextContent('UTC (UTC+00:00)');
    await userEvent.click(c.getByTestId('tz-company'));
    await userEvent.type(await screen.findByTestId('tz-company-search'), 'maldives');
    await userEvent.click(screen.getAllByTestId('tz-company-option')[0] as HTMLElement);
    await userEvent.click(c.getByTestId('tz-company-save'));
    await expect(args.onSaveCompany).toHaveBeenCalledWith('Indian/Maldives');
  },
};

/** The server refused: its text shows. */
export const Refused: Story = {
  args: { error: 'Choose a time zone from the list (an IANA name such as Asia/Kuala_Lumpur).' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('tz-error')).toHaveTextContent('Choose a time zone');
  },
};
