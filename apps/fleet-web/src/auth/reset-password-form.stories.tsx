import { MESSAGES } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ResetPasswordForm, type ResetPasswordValues } from './reset-password-form';
import { validatePasswordPair, type PasswordPairErrors } from './validate-password-pair';

/** The form as the page drives it: validation on submit. */
function WithValidation() {
  const [values, setValues] = useState<ResetPasswordValues>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<PasswordPairErrors>({});
  return (
    <ResetPasswordForm
      values={values}
      onValuesChange={(v) => {
        setValues(v);
        setErrors({});
      }}
      onSubmit={(v) => setErrors(validatePasswordPair(v.password, v.confirmPassword))}
      passwordError={errors.password}
      confirmError={errors.confirmPassword}
    />
  );
}

const meta = {
  title: 'Web/ResetPasswordForm',
  component: WithValidation,
  decorators: [(Story) => <div style={{ maxWidth: 380, padding: 24 }}><Story /></div>],
} satisfies Meta<typeof WithValidation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByTestId('reset-password'), 'secret123');
    await userEvent.type(canvas.getByTestId('reset-confirm-password'), 'secret124');
    await userEvent.click(canvas.getByTestId('reset-submit'));
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.passwordMismatch);
  },
};
