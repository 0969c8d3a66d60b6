import { MESSAGES } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './text-field';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Username', name: 'username' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Username');
    await userEvent.type(input, 'demo');
    await expect(input).toHaveValue('demo');
  },
};
export const WithError: Story = {
  args: { label: 'Confirm password', type: 'password', error: MESSAGES.passwordMismatch },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.passwordMismatch);
  },
};
export const WithHint: Story = { args: { hint: 'At least 4 characters' } };
