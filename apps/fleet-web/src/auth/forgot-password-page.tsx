import { useForgotPassword } from '@fleet/api';
import { MESSAGES } from '@fleet/domain';
import { Button, TextField } from '@fleet/ui';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';

/** /forgot-password: asks for a reset link; the answer is the same whether or not the account exists. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const forgot = useForgotPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) forgot.mutate({ email: email.trim() });
  };

  return (
    <>
      <header className="auth-header">
        <h1>Forgot password?</h1>
        <p>Enter your account email and we will send you a link to reset your password.</p>
      </header>
      {forgot.isSuccess ? (
        <div className="auth-form">
          <p className="auth-form__success" role="status" data-testid="forgot-password-sent">
            {forgot.data.message || MESSAGES.resetLinkSent}
          </p>
          <Link to="/login" className="auth-form__back">
            Back to sign in
          </Link>
        </div>
      ) : (
        <form className="auth-form" onSubmit={submit} noValidate aria-label="Forgot password">
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            data-testid="forgot-password-email"
          />
          {forgot.isError ? (
            <p className="auth-form__error" role="alert">
              {forgot.error.message}
            </p>
          ) : null}
          <Button type="submit" block loading={forgot.isPending} disabled={!email.trim()} data-testid="forgot-password-submit">
            Send reset link
          </Button>
          <p className="auth-form__links">
            <Link to="/login">Back to sign in</Link>
          </p>
        </form>
      )}
    </>
  );
}
