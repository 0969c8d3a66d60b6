import { Button, TextField } from '@fleet/ui';
import type { FormEvent } from 'react';
import { NEW_PASSWORD_HINT } from '../auth/validate-password-pair';

/** The fields of a password change. */
export interface PasswordValues {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

/** Props of {@link PasswordForm}. */
export interface PasswordFormProps {
  values: PasswordValues;
  onValuesChange: (values: PasswordValues) => void;
  onSubmit: (values: PasswordValues) => void;
  errors?: Partial<Record<keyof PasswordValues, string>>;
  /** The server's error text (e.g. the current password is wrong, or MESSAGES.passwordTooWeak). */
  error?: string | null;
  submitting?: boolean;
  /** The account's username, given to password managers in a hidden field. */
  username?: string;
}

/** Current password, new password and its confirmation. Controlled. */
export function PasswordForm({ values, onValuesChange, onSubmit, errors = {}, error, submitting = false, username = '' }: PasswordFormProps) {
  const set = (field: keyof PasswordValues) => (e: { target: { value: string } }) => onValuesChange({ ...values, [field]: e.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit(values);
  };
  const complete = values.currentPassword && values.password && values.confirmPassword;
  return (
    <form className="settings-form" onSubmit={submit} noValidate aria-label="Change password" data-testid="password-form">
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <TextField label="Current password" name="currentPassword" type="password" autoComplete="current-password" value={values.currentPassword} error={errors.currentPassword} onChange={set('currentPassword')} data-testid="current-password" />
      <div className="settings-form__row">
        <TextField label="New password" name="password" type="password" autoComplete="new-password" value={values.password} hint={NEW_PASSWORD_HINT} error={errors.password} onChange={set('password')} data-testid="new-password" />
        <TextField label="Confirm new password" name="confirmPassword" type="password" autoComplete="new-password" value={values.confirmPassword} error={errors.confirmPassword} onChange={set('confirmPassword')} data-testid="confirm-password" />
      </div>
      {error ? (
        <p className="auth-form__error" role="alert" data-testid="password-error">
          {error}
        </p>
      ) : null}
      <div className="settings-form__actions">
        <Button type="submit" loading={submitting} disabled={!complete} data-testid="password-save">
          Change password
        </Button>
      </div>
    </form>
  );
}
