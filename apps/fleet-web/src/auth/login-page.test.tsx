import { MESSAGES } from '@fleet/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { App } from '../app/app';
import { createTestApp, json } from '../testing/create-test-app';
import { AUTH_TEXTS } from './auth-texts';

/** A fake fleet-api for the sign-in page: answers by path as given, and keeps every call with its body. */
function authApi(answers: Record<string, () => Response>) {
  const calls: { path: string; body: unknown; url: string }[] = [];
  const fetchImpl: typeof fetch = async (input) => {
    const request = input instanceof Request ? input : new Request(String(input));
    const path = new URL(request.url).pathname.replace(/^\/v2\//, '');
    // The page asks whether to show the identity provider's button (callback-page.test.tsx covers it).
    if (path === 'auth/oidc') return answers[path]?.() ?? json({ enabled: false, buttonLabel: null });
    // And whether to offer self-registration (register-page.test.tsx covers it).
    if (path === 'api/auth/registration') return answers[path]?.() ?? json({ success: true, open: true });
    calls.push({ path, url: request.url, body: request.method === 'POST' ? await request.clone().json() : undefined });
    return answers[path]?.() ?? json({ success: false, error: MESSAGES.notFound, code: 'NOT_FOUND' }, 404);
  };
  return { fetchImpl, calls };
}

describe('the sign-in page: email confirmation links', () => {
  it('removes the fragment at once, confirms the token and says so above the form', async () => {
    const api = authApi({ 'api/auth/confirm-email': () => json({ success: true, message: MESSAGES.emailConfirmed }) });
    const app = createTestApp('/login?to=%2Fsettings#confirm=tok-123', api.fetchImpl);
    // As in main.tsx: effects run twice in development, the confirmation is still sent once.
    render(
      <StrictMode>
        <App services={app} />
      </StrictMode>,
    );
    expect((await screen.findByTestId('login-notice')).textContent).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('login-notice').textContent).toBe(MESSAGES.emailConfirmed));
    expect(app.router.history.location.hash).toBe('');
    expect(app.router.state.location.hash).toBe('');
    // The rest of the address stays.
    expect(app.router.state.location.search).toEqual({ to: '/settings' });
    expect(api.calls).toEqual([{ path: 'api/auth/confirm-email', url: 'http://fleet.test/v2/api/auth/confirm-email', body: { token: 'tok-123' } }]);
    expect(screen.getByTestId('login-form')).toBeTruthy();
  });

  it("shows the server's refusal of a used or expired link", async () => {
    const api = authApi({
      'api/auth/confirm-email': () => json({ success: false, error: MESSAGES.confirmLinkInvalid, code: 'CONFIRM_INVALID' }, 400),
    });
    const app = createTestApp('/login#confirm=used', api.fetchImpl);
    render(<App services={app} />);
    await waitFor(() => expect(screen.getByTestId('login-notice').textContent).toBe(MESSAGES.confirmLinkInvalid));
    expect(screen.getByTestId('login-notice').getAttribute('role')).toBe('alert');
    expect(app.router.state.location.hash).toBe('');
  });

  it('refuses an empty token without calling the server', async () => {
    const api = authApi({});
    const app = createTestApp('/login#confirm=', api.fetchImpl);
    render(<App services={app} />);
    await waitFor(() => expect(screen.getByTestId('login-notice').textContent).toBe(MESSAGES.confirmLinkInvalid));
    expect(api.calls).toEqual([]);
    expect(app.router.state.location.hash).toBe('');
  });

  it('shows nothing above the form without a confirmation link', async () => {
    const api = authApi({});
    const app = createTestApp('/login#other=1', api.fetchImpl);
    render(<App services={app} />);
    await screen.findByTestId('login-form');
    expect(screen.queryByTestId('login-notice')).toBeNull();
    expect(api.calls).toEqual([]);
  });
});

describe('the sign-in page: refusals', () => {
  async function signIn(answer: () => Response) {
    const api = authApi({ 'clients/login': answer });
    render(<App services={createTestApp('/login', api.fetchImpl)} />);
    await userEvent.type(await screen.findByTestId('login-username'), 'new-admin');
    await userEvent.type(screen.getByTestId('login-password'), 'harbour-lantern-72');
    await userEvent.click(screen.getByTestId('login-submit'));
    return screen.findByTestId('login-error');
  }

  it("shows the server's text for an account whose email is not confirmed yet", async () => {
    const error = await signIn(() => json({ success: false, error: MESSAGES.accountPending, code: 'ACCOUNT_PENDING' }, 403));
    expect(error.textContent).toBe(MESSAGES.accountPending);
  });

  it("shows the server's text and its Retry-After when rate limited", async () => {
    const error = await signIn(() =>
      new Response(JSON.stringify({ success: false, error: MESSAGES.tooManyRequests, code: 'RATE_LIMITED' }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '30' },
      }),
    );
    expect(error.textContent).toContain(MESSAGES.tooManyRequests);
    const wait = screen.getByTestId('login-retry-after').textContent;
    expect([AUTH_TEXTS.retryAfter(30), AUTH_TEXTS.retryAfter(29)]).toContain(wait);
  });
});
