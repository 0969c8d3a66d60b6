import { useResetPassword } from '@fleet/api';
import { MESSAGES } from '@fleet/domain';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { notify } from '../app/notify';
import { ResetPasswordForm, type ResetPasswordValues } from './reset-password-form';
import { validatePasswordPair, type PasswordPairErrors } from './validate-password-pair';

/** /reset-password/$token/$email: sets a new password from the emailed link, then back to sign-in. */
export function ResetPasswordPage() {
  const { token, email } = useParams({ from: '/guest/reset-password/$token/$email' });
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [values, setValues] = useState<ResetPasswordValues>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<PasswordPairErrors>({});

  const submit = (next: ResetPasswordValues) => {
    const found = validatePasswordPair(next.password, next.confirmPassword);
    setErrors(found);
    if (found.password || found.confirmPassword) return;
    reset.mutate(
      { token, email, password: next.password, confirmPassword: next.confirmPassword },
      {
        onSuccess: () => {
          notify.success(MESSAGES.passwordChanged);
          void navigate({ to: '/login', replace: true });
        },
      },
    );
  };

  return (
    <>
      <header className="auth-header">
        <h1>Reset password</h1>
        <p>
          Choose a new password for <strong>{email}</strong>.
        </p>
      </header>
      <ResetPasswordForm
        values={values}
        onValuesChange={(next) => {
          setValues(next);
          setErrors({});
        }}
        onSubmit={submit}
        submitting={reset.isPending}
        passwordError={errors.password}
        confirmError={errors.confirmPassword}
        error={reset.isError ? reset.error.message : null}
      />
      <p className="auth-form__links">
        <Link to="/login">Back to sign in</Link>
      </p>
    </>
  );
}
