import { useRegister, useRegistrationStatus } from '@fleet/api';
import { MESSAGES, registerSchema } from '@fleet/domain';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { RegisterForm, type RegisterFieldErrors, type RegisterValues } from './register-form';
import { validatePasswordPair } from './validate-password-pair';

const EMPTY: RegisterValues = { displayName: '', email: '', password: '', confirmPassword: '' };

/** The field errors of the values, checked before anything is sent (the shared schema's texts; SPEC §5's mismatch). */
export function registerFieldErrors(values: RegisterValues): RegisterFieldErrors {
  const errors: RegisterFieldErrors = { ...validatePasswordPair(values.password, values.confirmPassword) };
  const parsed = registerSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'displayName' || field === 'email') && !errors[field]) errors[field] = issue.message;
    }
  }
  return errors;
}

/**
 * /register: creates a company and its first account (its Administrator). The same answer whether or not the email
 * already has an account; the account is usable once the mailed link is opened. When the server's registration is
 * closed the page says so and offers sign-in.
 */
export function RegisterPage() {
  const status = useRegistrationStatus();
  const register = useRegister();
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<RegisterFieldErrors>({});

  const submit = (next: RegisterValues) => {
    const errors = registerFieldErrors(next);
    setFieldErrors(errors);
    if (Object.keys(errors).length === 0) register.mutate(next);
  };

  const closed = status.data?.open === false;
  return (
    <>
      <header className="auth-header">
        <h1>Create an account</h1>
        <p>Your company gets its own fleet; you become its Administrator.</p>
      </header>
      {closed ? (
        <div className="auth-form">
          <p className="auth-form__error" role="alert" data-testid="register-closed">
            {MESSAGES.registrationClosed}
          </p>
          <Link to="/login" className="auth-form__back">
            Back to sign in
          </Link>
        </div>
      ) : register.isSuccess ? (
        <div className="auth-form">
          <p className="auth-form__success" role="status" data-testid="register-sent">
            {register.data.message || MESSAGES.registrationMailSent}
          </p>
          <Link to="/login" className="auth-form__back">
            Back to sign in
          </Link>
        </div>
      ) : (
        <>
          <RegisterForm
            values={values}
            onValuesChange={(next) => {
              setValues(next);
              if (Object.keys(fieldErrors).length > 0) setFieldErrors({});
            }}
            onSubmit={submit}
            submitting={register.isPending}
            fieldErrors={fieldErrors}
            error={register.isError ? register.error.message : null}
          />
          <p className="auth-form__links">
            <Link to="/login" data-testid="register-login-link">
              Already have an account? Sign in
            </Link>
          </p>
        </>
      )}
    </>
  );
}
