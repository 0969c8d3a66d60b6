import { MESSAGES } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResetPasswordForm, type ResetPasswordValues } from './reset-password-form';
import { validatePasswordPair, type PasswordPairErrors } from './validate-password-pair';

/** The form as the page drives it: the shared rule checked on submit, the server called only when it passes. */
function WithValidation({ onSend, serverError = null }: { onSend: (values: ResetPasswordValues) => void; serverError?: string | null }) {
  const [values, setValues] = useState<ResetPasswordValues>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<PasswordPairErrors>({});
  const [sent, setSent] = useState(false);
  return (
    <ResetPasswordForm
      values={values}
      onValuesChange={(v) => {
        setValues(v);
        setErrors({});
        setSent(false);
      }}
      onSubmit={(v) => {
        const found = validatePasswordPair(v.password, v.confirmPassword);
        setErrors(found);
        if (found.password || found.confirmPassword) return;
        onSend(v);
        setSent(true);
      }}
      passwordError={errors.password}
      confirmError={errors.confirmPassword}
      error={sent ? serverError : null}
    />
  );
}

const meta = {
  title: 'Web/ResetPasswordForm',
  component: WithValidation,
  args: { onSend: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 380, padding: 24 }}><Story /></div>],
} satisfies Meta<typeof WithValidation>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A confirmation that differs is refused with the specification's text. */
export const Mismatch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByTestId('reset-password'), 'harbour-lantern-72');
    await userEvent.type(canvas.getByTestId('reset-confirm-password'), 'harbour-lantern-73');
    await userEvent.click(canvas.getByTestId('reset-submit'));
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.passwordMismatch);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** A new password under 12 characters is refused before anything is sent, with the domain's text. */
export const TooShort: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByTestId('reset-password'), 'secret12345');
    await userEvent.type(canvas.getByTestId('reset-confirm-password'), 'secret12345');
    await userEvent.click(canvas.getByTestId('reset-submit'));
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.passwordTooShort);
    await expect(canvas.getByTestId('reset-password')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** A long enough password the server finds too common: its text is shown. */
export const TooWeak: Story = {
  args: { serverError: MESSAGES.passwordTooWeak },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByTestId('reset-password'), 'password1234');
    await userEvent.type(canvas.getByTestId('reset-confirm-password'), 'password1234');
    await userEvent.click(canvas.getByTestId('reset-submit'));
    await expect(args.onSend).toHaveBeenCalledWith({ password: 'password1234', confirmPassword: 'password1234' });
    await expect(canvas.getByTestId('reset-error')).toHaveTextContent(MESSAGES.passwordTooWeak);
  },
};
