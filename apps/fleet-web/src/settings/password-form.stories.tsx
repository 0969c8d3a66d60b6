import { MESSAGES } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { validatePasswordPair } from '../auth/validate-password-pair';
import { PasswordForm, type PasswordValues } from './password-form';

const EMPTY: PasswordValues = { currentPassword: '', password: '', confirmPassword: '' };

const meta = {
  title: 'Web/PasswordForm',
  component: PasswordForm,
  args: { values: EMPTY, onValuesChange: fn(), onSubmit: fn() },
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
  args: { values: { currentPassword: 'x', password: 'harbour-lantern-72', confirmPassword: 'harbour-lantern-72' }, error: MESSAGES.currentPasswordWrong },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('password-error')).toHaveTextContent(MESSAGES.currentPasswordWrong);
  },
};
export const Mismatch: Story = {
  args: { values: { currentPassword: 'x', password: 'harbour-lantern-72', confirmPassword: 'harbour' }, errors: { confirmPassword: MESSAGES.passwordMismatch } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('confirm-password')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The form as the settings page drives it: the shared 12..128 rule is checked before anything is sent. */
function WithValidation({ onSend, serverError = null }: { onSend: (values: PasswordValues) => void; serverError?: string | null }) {
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof PasswordValues, string>>>({});
  const [sent, setSent] = useState(false);
  return (
    <PasswordForm
      values={values}
      onValuesChange={(v) => {
        setValues(v);
        setErrors({});
        setSent(false);
      }}
      onSubmit={(v) => {
        const found = validatePasswordPair(v.password, v.confirmPassword);
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        onSend(v);
        setSent(true);
      }}
      errors={errors}
      error={sent ? serverError : null}
      username="demo"
    />
  );
}

/** A new password under 12 characters is refused with the domain's text, and nothing is sent. */
export const TooShort: Story = {
  render: (args) => <WithValidation onSend={args.onSubmit} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByTestId('current-password'), 'demo');
    await userEvent.type(canvas.getByTestId('new-password'), 'abcd1234');
    await userEvent.type(canvas.getByTestId('confirm-password'), 'abcd1234');
    await userEvent.click(canvas.getByTestId('password-save'));
    await expect(canvas.getByTestId('new-password')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(MESSAGES.passwordTooShort)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Long enough, but the server finds it too common: its text is shown. */
export const TooWeak: Story = {
  render: (args) => <WithValidation onSend={args.onSubmit} serverError={MESSAGES.passwordTooWeak} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByTestId('current-password'), 'demo');
    await userEvent.type(canvas.getByTestId('new-password'), 'password1234');
    await userEvent.type(canvas.getByTestId('confirm-password'), 'password1234');
    await userEvent.click(canvas.getByTestId('password-save'));
    await expect(args.onSubmit).toHaveBeenCalledWith({ currentPassword: 'demo', password: 'password1234', confirmPassword: 'password1234' });
    await expect(canvas.getByTestId('password-error')).toHaveTextContent(MESSAGES.passwordTooWeak);
  },
};
