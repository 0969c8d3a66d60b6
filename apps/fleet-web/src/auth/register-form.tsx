import { Button, TextField } from '@fleet/ui';
import type { FormEvent } from 'react';
import { NEW_PASSWORD_HINT } from './validate-password-pair';

/** The values of the registration form. */
export interface RegisterValues {
  displayName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** Errors beside the fields. */
export type RegisterFieldErrors = Partial<Record<keyof RegisterValues, string>>;

/** Props of {@link RegisterForm}. */
export interface RegisterFormProps {
  values: RegisterValues;
  onValuesChange: (values: RegisterValues) => void;
  onSubmit: (values: RegisterValues) => void;
  submitting?: boolean;
  fieldErrors?: RegisterFieldErrors;
  /** The server's error text (a weak password, too many attempts, registration closed). */
  error?: string | null;
}

/**
 * Self-registration (SPEC §7 POST /api/auth/register): the company's name as the account's name, email, a new
 * password and its confirmation. Controlled: the page validates and calls the server.
 */
export function RegisterForm({ values, onValuesChange, onSubmit, submitting = false, fieldErrors = {}, error }: RegisterFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit(values);
  };
  const set = (key: keyof RegisterValues) => (value: string) => onValuesChange({ ...values, [key]: value });
  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="Create an account" data-testid="register-form">
      <TextField label="Name" name="displayName" autoComplete="name" autoFocus value={values.displayName} error={fieldErrors.displayName} onChange={(e) => set('displayName')(e.target.value)} data-testid="register-name" />
      <TextField label="Email" type="email" name="email" autoComplete="email" value={values.email} error={fieldErrors.email} onChange={(e) => set('email')(e.target.value)} data-testid="register-email" />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        value={values.password}
        hint={NEW_PASSWORD_HINT}
        error={fieldErrors.password}
        onChange={(e) => set('password')(e.target.value)}
        data-testid="register-password"
      />
      <TextField
        label="Confirm password"
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        error={fieldErrors.confirmPassword}
        onChange={(e) => set('confirmPassword')(e.target.value)}
        data-testid="register-confirm-password"
      />
      {error ? (
        <p className="auth-form__error" role="alert" data-testid="register-error">
          {error}
        </p>
      ) : null}
      <Button type="submit" block loading={submitting} data-testid="register-submit">
        Create account
      </Button>
    </form>
  );
}
