import { DEFAULT_COMPANY_SETTINGS, type CompanySettings } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CompanyForm } from './company-form';

const SETTINGS: CompanySettings = { name: 'Demo Fleet', timeZone: 'Asia/Kuala_Lumpur', ...DEFAULT_COMPANY_SETTINGS };

const meta = {
  title: 'Admin/CompanyForm',
  component: CompanyForm,
  args: { settings: SETTINGS, readOnly: false, onSave: fn(), zones: ['UTC', 'Asia/Kuala_Lumpur'] },
  decorators: [(Story) => <div style={{ maxWidth: 680, padding: 24 }}><Story /></div>],
} satisfies Meta<typeof CompanyForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Dashed playback routes and a tighter stop time are saved as one update. */
export const Saves: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.clear(c.getByTestId('company-stopMinutes'));
    await userEvent.type(c.getByTestId('company-stopMinutes'), '10');
    await userEvent.click(c.getByTestId('company-route-dashed'));
    await userEvent.click(c.getByTestId('company-save'));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ routeStyle: 'dashed', statusThresholds: { movingSpeedKmh: 5, stopMinutes: 10, inactiveHours: 24 } }));
  },
};

/** Out-of-range values: the message names the field, beside it; nothing is sent. */
export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.clear(c.getByTestId('company-zoom'));
    await userEvent.type(c.getByTestId('company-zoom'), '40');
    await userEvent.clear(c.getByTestId('company-name'));
    await userEvent.click(c.getByTestId('company-save'));
    await expect(c.getByText('Map zoom must be a number from 1 to 20.')).toBeVisible();
    await expect(c.getByText('Company name is required.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A Client reads the settings; nothing can be changed. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('company-read-only')).toBeVisible();
    await expect(c.getByTestId('company-name')).toBeDisabled();
    await expect(c.queryByTestId('company-save')).toBeNull();
  },
};
