import { MESSAGES } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PasswordForm } from './password-form';

const meta = {
  title: 'Web/PasswordForm',
  component: PasswordForm,
  args: { values: { currentPassword: '', password: '', confirmPassword: '' }, onValuesChange: fn(), onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560, padding: 24 }}><Story /></div>],
} satisfies Meta<typeof PasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('password-save')).toBeDisabled();
  },
};
export const WrongCurrentPassword: Story = {
  args: { values: { currentPassword: 'x', password: 'abcd1234', confirmPassword: 'abcd1234' }, error: MESSAGES.currentPasswordWrong },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('password-error')).toHaveTextContent(MESSAGES.currentPasswordWrong);
  },
};
export const Mismatch: Story = {
  args: { values: { currentPassword: 'x', password: 'abcd1234', confirmPassword: 'abcd' }, errors: { confirmPassword: MESSAGES.passwordMismatch } },
};
