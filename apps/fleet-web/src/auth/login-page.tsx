import { useLogin, useOidcStatus, useRegistrationStatus, useStartOidcSignIn } from '@fleet/api';
import { MESSAGES, clientLoginSchema } from '@fleet/domain';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { safeReturnPath } from '../router/access';
import { loadMonitor, pageChunkFor, preloadPageChunk } from '../router/page-chunks';
import { useLiveSession } from '../live/live-session-context';
import { startSessionAtom } from '../session/session-atoms';
import { LoginForm, type LoginValues } from './login-form';
import { reportOidcError } from './report-oidc-error';
import { SsoSignIn } from './sso-sign-in';
import { useEmailConfirmation } from './use-email-confirmation';
import { useSecondsUntil } from './use-seconds-until';

/** Wait after the sign-in page shows before fetching the next page's code, ms. */
const PRELOAD_DELAY_MS = 150;

/**
 * /login: on success the session is stored (tokens, user info, unread counters reset) and the user goes to the `to`
 * query value or '/'; on failure the server's text shows ('Wrong Email or Password' for bad credentials, the pending
 * account's and the rate limit's texts, the latter with its Retry-After). A confirmation link (`#confirm=<token>`)
 * is confirmed on arrival and its outcome shown above the form.
 */
export function LoginPage() {
  const { to } = useSearch({ from: '/guest/login' });
  const navigate = useNavigate();
  const startSession = useSetAtom(startSessionAtom);
  const login = useLogin();
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof LoginValues, string>>>({});
  const notice = useEmailConfirmation();
  const oidc = useOidcStatus();
  const registration = useRegistrationStatus();
  const startOidc = useStartOidcSignIn();
  const [leaving, setLeaving] = useState(false);
  const live = useLiveSession();

  // While the user types, the page that signing in leads to is fetched (its code only; nothing of the account).
  useEffect(() => {
    const timer = setTimeout(() => void preloadPageChunk(safeReturnPath(to)), PRELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [to]);

  /** The identity provider's sign-in: the server keeps the attempt and answers the provider's URL to go to. */
  const signInWithProvider = () => {
    startOidc.mutate(undefined, {
      onSuccess: ({ authorizationUrl }) => {
        setLeaving(true);
        window.location.assign(authorizationUrl);
      },
      onError: (error) => reportOidcError(error.message, error),
    });
  };
  const retryAfterS = login.isError ? login.error.retryAfterS : null;
  const secondsLeft = useSecondsUntil(retryAfterS === null ? null : login.submittedAt + retryAfterS * 1000);

  const submit = (credentials: LoginValues) => {
    const parsed = clientLoginSchema.safeParse(credentials);
    if (!parsed.success) {
      const errors: Partial<Record<keyof LoginValues, string>> = {};
      for (const issue of parsed.error.issues) errors[issue.path[0] as keyof LoginValues] ??= issue.message;
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    login.mutate(
      { username: parsed.data.username, password: parsed.data.password },
      {
        onSuccess: (response) => {
          startSession(response);
          const next = safeReturnPath(to);
          // Going to the Monitor: its live snapshot comes while its code and data load, not after.
          if (pageChunkFor(next) === loadMonitor) live.start();
          void navigate({ href: next, replace: true });
        },
      },
    );
  };

  return (
    <>
      <header className="auth-header">
        <h1>Welcome back</h1>
        <p>Sign in to your fleet account.</p>
      </header>
      <LoginForm
        values={values}
        onValuesChange={(next) => {
          setValues(next);
          setFieldErrors({});
          if (login.isError) login.reset();
        }}
        onSubmit={submit}
        submitting={login.isPending}
        error={login.isError ? login.error.message || MESSAGES.wrongCredentials : null}
        retryAfterS={secondsLeft}
        notice={notice}
        fieldErrors={fieldErrors}
        footer={
          <p className="auth-form__links">
            <Link to="/forgot-password" data-testid="forgot-password-link">
              Forgot password?
            </Link>
            {registration.data?.open ? (
              <>
                {' · '}
                <Link to="/register" data-testid="register-link">
                  Create an account
                </Link>
              </>
            ) : null}
          </p>
        }
      />
      {oidc.data?.enabled && oidc.data.buttonLabel ? (
        <SsoSignIn label={oidc.data.buttonLabel} onStart={signInWithProvider} starting={startOidc.isPending || leaving} />
      ) : null}
    </>
  );
}
