import { useFinishOidcSignIn } from '@fleet/api';
import { OIDC_TEXTS } from '@fleet/domain';
import { Spinner } from '@fleet/ui';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { startSessionAtom } from '../session/session-atoms';
import { reportOidcError } from './report-oidc-error';

/**
 * /callback, the return point of the identity provider (SPEC §2): the code and state (and the provider's `iss`) go
 * to the server, which answers like the password sign-in; the session is stored the same way and the user goes to
 * /dashboard. An `error` from the provider, a missing code or the server's refusal is the SPEC §8 alert, then /login.
 */
export function CallbackPage() {
  const search = useSearch({ from: '/guest/callback' });
  const navigate = useNavigate();
  const startSession = useSetAtom(startSessionAtom);
  const finish = useFinishOidcSignIn();
  // The code is single-use: one exchange per page, also under StrictMode's second effect run.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const fail = (error: string, detail: unknown) => {
      reportOidcError(error, detail);
      void navigate({ to: '/login', replace: true });
    };
    if (search.error) {
      fail(search.error_description ? `${search.error}: ${search.error_description}` : search.error, search);
      return;
    }
    if (!search.code || !search.state) {
      fail(OIDC_TEXTS.missingCode, search);
      return;
    }
    finish.mutate(
      { code: search.code, state: search.state, ...(search.iss ? { iss: search.iss } : {}) },
      {
        onSuccess: (response) => {
          startSession(response);
          void navigate({ to: '/dashboard', replace: true });
        },
        onError: (error) => fail(error.message, error),
      },
    );
  }, [finish, navigate, search, startSession]);

  return (
    <div className="auth-callback" role="status" data-testid="oidc-callback">
      <Spinner size={20} label="" />
      <span>{OIDC_TEXTS.completing}</span>
    </div>
  );
}
