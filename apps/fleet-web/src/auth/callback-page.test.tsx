import { MESSAGES, OIDC_TEXTS, STORAGE_KEYS, oidcAlertText } from '@fleet/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../app/app';
import { createTestApp, json } from '../testing/create-test-app';
import { demoUser, loginResponseFor } from '../testing/fixtures';

/** A fake fleet-api answering by path, keeping every call with its body. */
function oidcApi(answers: Record<string, () => Response>) {
  const calls: { path: string; body: unknown }[] = [];
  const fetchImpl: typeof fetch = async (input) => {
    const request = input instanceof Request ? input : new Request(String(input));
    const path = new URL(request.url).pathname.replace(/^\/v2\//, '');
    calls.push({ path, body: request.method === 'POST' ? await request.clone().json().catch(() => undefined) : undefined });
    return answers[path]?.() ?? json({ success: false, error: MESSAGES.notFound, code: 'NOT_FOUND' }, 404);
  };
  return { fetchImpl, calls };
}

/** happy-dom has no alert: a spy is installed on window for each test. */
function spyAlert() {
  const alert = vi.fn();
  Object.defineProperty(window, 'alert', { value: alert, configurable: true, writable: true });
  return alert;
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('/callback, the return from the identity provider', () => {
  it('posts code, state and iss once (StrictMode), stores the session like the password sign-in and opens /dashboard', async () => {
    const api = oidcApi({ 'auth/oidc/callback': () => json(loginResponseFor(demoUser)), 'auth/oidc': () => json({ enabled: true, buttonLabel: 'Sign in with SSO' }) });
    const app = createTestApp('/callback?code=the-code&state=the-state&iss=https%3A%2F%2Fid.example.com', api.fetchImpl);
    render(
      <StrictMode>
        <App services={app} />
      </StrictMode>,
    );
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard'));
    expect(api.calls.filter((c) => c.path === 'auth/oidc/callback')).toEqual([
      { path: 'auth/oidc/callback', body: { code: 'the-code', state: 'the-state', iss: 'https://id.example.com' } },
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(demoUser.accessToken);
  });

  it("alerts the server's refusal with the SPEC §8 text, logs the details, and goes back to /login", async () => {
    const alert = spyAlert();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = oidcApi({ 'auth/oidc/callback': () => json({ success: false, error: OIDC_TEXTS.domainNotAllowed, code: 'OIDC_DOMAIN_NOT_ALLOWED' }, 403) });
    const app = createTestApp('/callback?code=c&state=s', api.fetchImpl);
    render(<App services={app} />);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(alert).toHaveBeenCalledWith(`${OIDC_TEXTS.domainNotAllowed}\nDetailed error can be found in console.`);
    expect(consoleError).toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it("alerts the provider's error without calling the server", async () => {
    const alert = spyAlert();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = oidcApi({});
    const app = createTestApp('/callback?error=access_denied&error_description=End-User%20aborted%20interaction&state=s', api.fetchImpl);
    render(<App services={app} />);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(alert).toHaveBeenCalledWith(oidcAlertText('access_denied: End-User aborted interaction'));
    expect(api.calls.some((c) => c.path === 'auth/oidc/callback')).toBe(false);
  });

  it('alerts a return without a code', async () => {
    const alert = spyAlert();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = createTestApp('/callback', oidcApi({}).fetchImpl);
    render(<App services={app} />);
    await waitFor(() => expect(alert).toHaveBeenCalledWith(oidcAlertText(OIDC_TEXTS.missingCode)));
  });
});

describe('the login page with an identity provider', () => {
  it('shows the button only when the server says it is on', async () => {
    const off = createTestApp('/login', oidcApi({ 'auth/oidc': () => json({ enabled: false, buttonLabel: null }) }).fetchImpl);
    const { unmount } = render(<App services={off} />);
    await screen.findByTestId('login-form');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('sso-sign-in-button')).toBeNull();
    unmount();

    const on = createTestApp('/login', oidcApi({ 'auth/oidc': () => json({ enabled: true, buttonLabel: 'Sign in with Acme' }) }).fetchImpl);
    render(<App services={on} />);
    expect((await screen.findByTestId('sso-sign-in-button')).textContent).toBe('Sign in with Acme');
  });

  it('alerts a failed start with the SPEC §8 text', async () => {
    const alert = spyAlert();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = oidcApi({
      'auth/oidc': () => json({ enabled: true, buttonLabel: 'Sign in with SSO' }),
      'auth/oidc/start': () => json({ success: false, error: OIDC_TEXTS.providerUnavailable, code: 'OIDC_PROVIDER_UNAVAILABLE' }, 502),
    });
    const app = createTestApp('/login', api.fetchImpl);
    render(<App services={app} />);
    await userEvent.click(await screen.findByTestId('sso-sign-in-button'));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(oidcAlertText(OIDC_TEXTS.providerUnavailable)));
  });
});
