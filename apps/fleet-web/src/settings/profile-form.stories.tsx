import { MESSAGES } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfileForm, type ProfileValues } from './profile-form';
import { isEmailChange, profileUpdateOf } from './profile-update';

const SAVED: ProfileValues = { displayName: 'Demo User', email: 'demo@demo.fleet', about: '', photoURL: '', currentPassword: '' };

const meta = {
  title: 'Web/ProfileForm',
  component: ProfileForm,
  args: {
    values: SAVED,
    onValuesChange: fn(),
    onSubmit: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 560, padding: 24 }}><Story /></div>],
} satisfies Meta<typeof ProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Saves: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId('profile-save'));
    await expect(args.onSubmit).toHaveBeenCalledWith(args.values);
    // The email is unchanged: no current password is asked for.
    await expect(within(canvasElement).queryByTestId('profile-current-password')).toBeNull();
  },
};
export const Unchanged: Story = {
  args: { dirty: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('profile-save')).toBeDisabled();
  },
};
export const InvalidEmail: Story = {
  args: { values: { ...SAVED, displayName: 'Demo', email: 'nope' }, errors: { email: 'Enter a valid email address' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('profile-email')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The form as the settings page drives it: the current password appears once the email differs from the saved one. */
function AsOnTheSettingsPage({ onSave }: { onSave: (body: unknown) => void }) {
  const [values, setValues] = useState<ProfileValues>(SAVED);
  const [errors, setErrors] = useState<Partial<Record<keyof ProfileValues, string>>>({});
  return (
    <ProfileForm
      values={values}
      onValuesChange={(v) => {
        setValues(v);
        setErrors({});
      }}
      onSubmit={(v) => {
        const update = profileUpdateOf(v, SAVED.email);
        if (update.ok) onSave(update.body);
        else setErrors(update.errors);
      }}
      errors={errors}
      askCurrentPassword={isEmailChange(values.email, SAVED.email)}
      username="demo"
    />
  );
}

/** Changing the email asks for the current password (type password, autocomplete current-password) and sends it. */
export const EmailChangeAsksCurrentPassword: Story = {
  render: (args) => <AsOnTheSettingsPage onSave={args.onSubmit} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByTestId('profile-email');
    await userEvent.clear(email);
    await userEvent.type(email, 'fleet.ops@demo.fleet');
    const current = canvas.getByTestId('profile-current-password');
    await expect(current).toHaveAttribute('type', 'password');
    await expect(current).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByLabelText('Current password')).toBe(current);

    await userEvent.click(canvas.getByTestId('profile-save'));
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.emailChangeNeedsPassword);
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(current, 'demo');
    await userEvent.click(canvas.getByTestId('profile-save'));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ email: 'fleet.ops@demo.fleet', currentPassword: 'demo' }));
  },
};

/** The server refused the current password: its text shows with the field still there. */
export const WrongCurrentPassword: Story = {
  args: {
    values: { ...SAVED, email: 'fleet.ops@demo.fleet', currentPassword: 'not-it' },
    askCurrentPassword: true,
    error: MESSAGES.currentPasswordWrong,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('profile-current-password')).toHaveValue('not-it');
    await expect(canvas.getByTestId('profile-error')).toHaveTextContent(MESSAGES.currentPasswordWrong);
  },
};
