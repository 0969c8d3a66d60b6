import { MESSAGES } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RegisterForm, type RegisterFieldErrors, type RegisterValues } from './register-form';
import { registerFieldErrors } from './register-page';

/** The form as /register drives it: the shared rules checked on submit, `onSend` only when they pass. */
function WithValidation({ onSend, serverError = null }: { onSend: (values: RegisterValues) => void; serverError?: string | null }) {
  const [values, setValues] = useState<RegisterValues>({ displayName: '', email: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<RegisterFieldErrors>({});
  const [sent, setSent] = useState(false);
  return (
    <RegisterForm
      values={values}
      onValuesChange={(v) => {
        setValues(v);
        setErrors({});
        setSent(false);
      }}
      onSubmit={(v) => {
        const found = registerFieldErrors(v);
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        onSend(v);
        setSent(true);
      }}
      fieldErrors={errors}
      error={sent ? serverError : null}
    />
  );
}

const meta = {
  title: 'Web/RegisterForm',
  component: WithValidation,
  args: { onSend: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 380, padding: 24 }}><Story /></div>],
} satisfies Meta<typeof WithValidation>;
export default meta;
type Story = StoryObj<typeof meta>;

const PASSWORD = 'Tr4ck-my-fl33t-2026';

/** A mismatched confirmation shows SPEC §5's text and sends nothing; matching values are sent. */
export const Mismatch: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByTestId('register-name'), 'Syarikat Ujian');
    await userEvent.type(c.getByTestId('register-email'), 'owner@ujian.my');
    await userEvent.type(c.getByTestId('register-password'), PASSWORD);
    await userEvent.type(c.getByTestId('register-confirm-password'), 'something else entirely');
    await userEvent.click(c.getByTestId('register-submit'));
    await expect(c.getByText(MESSAGES.passwordMismatch)).toBeInTheDocument();
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.clear(c.getByTestId('register-confirm-password'));
    await userEvent.type(c.getByTestId('register-confirm-password'), PASSWORD);
    await userEvent.click(c.getByTestId('register-submit'));
    await expect(args.onSend).toHaveBeenCalledWith({ displayName: 'Syarikat Ujian', email: 'owner@ujian.my', password: PASSWORD, confirmPassword: PASSWORD });
  },
};

/** The server's refusal shows under the fields. */
export const ServerRefusal: Story = {
  args: { serverError: MESSAGES.passwordTooWeak },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByTestId('register-name'), 'Ops');
    await userEvent.type(c.getByTestId('register-email'), 'ops@ujian.my');
    await userEvent.type(c.getByTestId('register-password'), PASSWORD);
    await userEvent.type(c.getByTestId('register-confirm-password'), PASSWORD);
    await userEvent.click(c.getByTestId('register-submit'));
    await expect(c.getByTestId('register-error')).toHaveTextContent(MESSAGES.passwordTooWeak);
  },
};
