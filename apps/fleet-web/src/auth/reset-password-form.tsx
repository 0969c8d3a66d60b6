import { Button, TextField } from '@fleet/ui';
import type { FormEvent } from 'react';
import { NEW_PASSWORD_HINT } from './validate-password-pair';

/** The values of the reset form. */
export interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}

/** Props of {@link ResetPasswordForm}. */
export interface ResetPasswordFormProps {
  values: ResetPasswordValues;
  onValuesChange: (values: ResetPasswordValues) => void;
  onSubmit: (values: ResetPasswordValues) => void;
  submitting?: boolean;
  /** Error of the confirm field (e.g. the mismatch text). */
  confirmError?: string | null;
  /** Error of the password field (e.g. MESSAGES.passwordTooShort). */
  passwordError?: string | null;
  /** The server's error text (e.g. MESSAGES.passwordTooWeak, MESSAGES.resetLinkInvalid). */
  error?: string | null;
}

/** New password and its confirmation. Controlled: the page validates and calls the server. */
export function ResetPasswordForm({ values, onValuesChange, onSubmit, submitting = false, confirmError, passwordError, error }: ResetPasswordFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit(values);
  };
  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="Reset password">
      <TextField
        label="New password"
        type="password"
        name="password"
        autoComplete="new-password"
        autoFocus
        value={values.password}
        hint={NEW_PASSWORD_HINT}
        error={passwordError ?? undefined}
        onChange={(e) => onValuesChange({ ...values, password: e.target.value })}
        data-testid="reset-password"
      />
      <TextField
        label="Confirm password"
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        error={confirmError ?? undefined}
        onChange={(e) => onValuesChange({ ...values, confirmPassword: e.target.value })}
        data-testid="reset-confirm-password"
      />
      {error ? (
        <p className="auth-form__error" role="alert" data-testid="reset-error">
          {error}
        </p>
      ) : null}
      <Button type="submit" block loading={submitting} disabled={!values.password || !values.confirmPassword} data-testid="reset-submit">
        Set new password
      </Button>
    </form>
  );
}
