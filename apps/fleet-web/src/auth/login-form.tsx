import { Button, TextField } from '@fleet/ui';
import type { FormEvent, ReactNode } from 'react';
import { AUTH_TEXTS } from './auth-texts';

/** The values of the sign-in form. */
export interface LoginValues {
  username: string;
  password: string;
}

/** A notice above the fields, e.g. the outcome of an email confirmation link. */
export interface LoginNotice {
  tone: 'pending' | 'success' | 'error';
  text: string;
}

/** Props of {@link LoginForm}. */
export interface LoginFormProps {
  values: LoginValues;
  onValuesChange: (values: LoginValues) => void;
  onSubmit: (values: LoginValues) => void;
  /** Disables the form and shows progress on the button. */
  submitting?: boolean;
  /** The server's error text, shown above the button (e.g. MESSAGES.accountPending, MESSAGES.tooManyRequests). */
  error?: string | null;
  /** Seconds until signing in may be tried again (a 429's Retry-After), shown with the error. */
  retryAfterS?: number | null;
  /** Shown above the fields (e.g. MESSAGES.emailConfirmed, or why a confirmation link was refused). */
  notice?: LoginNotice | null;
  /** Errors of the fields (e.g. 'Username is required'). */
  fieldErrors?: Partial<Record<keyof LoginValues, string>>;
  /** Rendered under the button (e.g. the forgot-password link). */
  footer?: ReactNode;
}

/** Username and password with a sign-in button. Controlled: the page owns the values and the call. */
export function LoginForm({ values, onValuesChange, onSubmit, submitting = false, error, retryAfterS, notice, fieldErrors = {}, footer }: LoginFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit(values);
  };
  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="Sign in" data-testid="login-form">
      {notice ? (
        <p
          className={notice.tone === 'error' ? 'auth-form__error' : notice.tone === 'success' ? 'auth-form__success' : 'auth-form__info'}
          role={notice.tone === 'error' ? 'alert' : 'status'}
          data-testid="login-notice"
          data-tone={notice.tone}
        >
          {notice.text}
        </p>
      ) : null}
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoFocus
        required
        value={values.username}
        error={fieldErrors.username}
        onChange={(e) => onValuesChange({ ...values, username: e.target.value })}
        data-testid="login-username"
        disabled={submitting}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        error={fieldErrors.password}
        onChange={(e) => onValuesChange({ ...values, password: e.target.value })}
        data-testid="login-password"
        disabled={submitting}
      />
      {error ? (
        <p className="auth-form__error" role="alert" data-testid="login-error">
          {error}
          {retryAfterS ? (
            <span className="auth-form__retry" data-testid="login-retry-after">
              {AUTH_TEXTS.retryAfter(retryAfterS)}
            </span>
          ) : null}
        </p>
      ) : null}
      <Button type="submit" block loading={submitting} data-testid="login-submit">
        Sign in
      </Button>
      {footer}
    </form>
  );
}
