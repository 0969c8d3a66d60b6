import { MESSAGES } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
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
