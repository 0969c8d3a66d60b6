import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SsoSignIn } from './sso-sign-in';

const meta = {
  title: 'Web/SsoSignIn',
  component: SsoSignIn,
  args: { label: 'Sign in with SSO', onStart: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 380, padding: 24 }}><Story /></div>],
} satisfies Meta<typeof SsoSignIn>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByTestId('sso-sign-in-button');
    await expect(button).toHaveTextContent('Sign in with SSO');
    await userEvent.click(button);
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

export const CustomLabel: Story = {
  args: { label: 'Sign in with Acme' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('sso-sign-in-button')).toHaveTextContent('Sign in with Acme');
  },
};

export const Starting: Story = {
  args: { starting: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByTestId('sso-sign-in-button');
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};
