import { MESSAGES } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AUTH_TEXTS } from './auth-texts';
import { LoginForm, type LoginFormProps, type LoginValues } from './login-form';

/** The form with its values kept in story state (it is controlled). */
function Stateful(props: Omit<LoginFormProps, 'values' | 'onValuesChange'> & { initial?: LoginValues }) {
  const [values, setValues] = useState<LoginValues>(props.initial ?? { username: '', password: '' });
  return <LoginForm {...props} values={values} onValuesChange={setValues} />;
}

const meta = {
  title: 'Web/LoginForm',
  component: Stateful,
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 380, padding: 24 }}><Story /></div>],
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByTestId('login-username'), 'demo');
    await userEvent.type(canvas.getByTestId('login-password'), 'demo');
    await userEvent.click(canvas.getByTestId('login-submit'));
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'demo', password: 'demo' });
  },
};

export const MissingFields: Story = {
  args: { fieldErrors: { username: 'Username is required', password: 'Password is required' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('login-username')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Password is required')).toBeVisible();
  },
};

export const WrongCredentials: Story = {
  args: { error: MESSAGES.wrongCredentials, initial: { username: 'demo', password: 'nope' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('login-error')).toHaveTextContent(MESSAGES.wrongCredentials);
  },
};

export const Submitting: Story = {
  args: { submitting: true, initial: { username: 'demo', password: 'demo' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('login-submit')).toBeDisabled();
  },
};

/** The link of the registration mail was confirmed: the domain's text above the form. */
export const EmailConfirmed: Story = {
  args: { notice: { tone: 'success', text: MESSAGES.emailConfirmed } },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByTestId('login-notice');
    await expect(notice).toHaveTextContent(MESSAGES.emailConfirmed);
    await expect(notice).toHaveAttribute('role', 'status');
  },
};

/** The confirmation is on its way. */
export const ConfirmingEmail: Story = {
  args: { notice: { tone: 'pending', text: AUTH_TEXTS.confirmingEmail } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('login-notice')).toHaveAttribute('data-tone', 'pending');
  },
};

/** A used or expired confirmation link: the server's text, as an alert. */
export const ConfirmLinkInvalid: Story = {
  args: { notice: { tone: 'error', text: MESSAGES.confirmLinkInvalid } },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByTestId('login-notice');
    await expect(notice).toHaveTextContent(MESSAGES.confirmLinkInvalid);
    await expect(notice).toHaveAttribute('role', 'alert');
  },
};

/** Signing in before the email is confirmed: the server's 403 text. */
export const AccountPending: Story = {
  args: { error: MESSAGES.accountPending, initial: { username: 'new-admin', password: 'harbour-lantern-72' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('login-error')).toHaveTextContent(MESSAGES.accountPending);
  },
};

/** Rate limited: the server's 429 text and how long to wait (its Retry-After). */
export const RateLimited: Story = {
  args: { error: MESSAGES.tooManyRequests, retryAfterS: 42, initial: { username: 'demo', password: 'nope' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('login-error')).toHaveTextContent(MESSAGES.tooManyRequests);
    await expect(canvas.getByTestId('login-retry-after')).toHaveTextContent(AUTH_TEXTS.retryAfter(42));
  },
};
