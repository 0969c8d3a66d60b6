import { useConfirmEmail } from '@fleet/api';
import { MESSAGES, confirmEmailSchema } from '@fleet/domain';
import { useLocation, useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { AUTH_TEXTS } from './auth-texts';
import { confirmTokenOf } from './confirm-token';
import type { LoginNotice } from './login-form';

/**
 * The email confirmation of /login: when the address has `#confirm=<token>` (the link of the registration mail; a
 * fragment never reaches a server log or a Referer), removes the fragment from the address at once (the history
 * entry is replaced, so the token does not stay in the browser's history either), then calls POST
 * /api/auth/confirm-email once. Returns the notice to show: pending, MESSAGES.emailConfirmed, or the server's refusal.
 */
export function useEmailConfirmation(): LoginNotice | null {
  const router = useRouter();
  const location = useLocation();
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  const started = useRef(false);
  const [refused, setRefused] = useState<string | null>(null);
  const token = confirmTokenOf(location.hash);

  useEffect(() => {
    if (token === null || started.current) return;
    started.current = true;
    router.history.replace(`${location.pathname}${location.searchStr}`, router.history.location.state);
    router.history.flush();
    const parsed = confirmEmailSchema.safeParse({ token });
    if (parsed.success) mutate(parsed.data);
    else setRefused(parsed.error.issues[0]?.message ?? MESSAGES.confirmLinkInvalid);
  }, [token, router, location.pathname, location.searchStr, mutate]);

  if (refused) return { tone: 'error', text: refused };
  if (confirm.isPending) return { tone: 'pending', text: AUTH_TEXTS.confirmingEmail };
  if (confirm.isSuccess) return { tone: 'success', text: confirm.data.message || MESSAGES.emailConfirmed };
  if (confirm.isError) return { tone: 'error', text: confirm.error.message || MESSAGES.confirmLinkInvalid };
  return null;
}
