import { MESSAGES, SESSION_KEYS, STORAGE_KEYS, UNREAD_COUNTER_KEYS } from '@fleet/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestApp, json, storeSession } from '../testing/create-test-app';
import { dashboardFixture, demoUser, loginResponseFor } from '../testing/fixtures';
import { App } from './app';

/** A fake fleet-api: answers by path and records every call. */
function fakeApi(overrides: Record<string, () => Response> = {}) {
  const calls: string[] = [];
  const fetchImpl: typeof fetch = async (input) => {
    const request = input instanceof Request ? input : new Request(String(input));
    const path = new URL(request.url).pathname.replace(/^\/v2\//, '');
    calls.push(path);
    const override = overrides[path];
    if (override) return override();
    switch (path) {
      case 'dashboard':
        return json({ success: true, ...dashboardFixture });
      case 'api/auth/me':
        return json({ success: true, userInfo: { ...demoUser, accessToken: '', refreshToken: '' } });
      case 'api/auth/logout':
        return json({ success: true });
      case 'clients/login':
        return json(loginResponseFor(demoUser));
      default:
        return json({ success: false, error: MESSAGES.notFound, code: 'NOT_FOUND' }, 404);
    }
  };
  return { fetchImpl, calls };
}

describe('the app', () => {
  it('signs in, stores the session, resets the unread counters and goes to the `to` path', async () => {
    for (const key of UNREAD_COUNTER_KEYS) localStorage.setItem(key, '5');
    const api = fakeApi();
    const app = createTestApp('/login?to=%2Fsettings', api.fetchImpl);
    render(<App services={app} />);
    await userEvent.type(await screen.findByTestId('login-username'), 'demo');
    await userEvent.type(screen.getByTestId('login-password'), 'demo');
    await userEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/settings'));
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(demoUser.accessToken);
    for (const key of UNREAD_COUNTER_KEYS) expect(localStorage.getItem(key)).toBe('0');
    expect(await screen.findByTestId('breadcrumb')).toHaveProperty('textContent', 'Home > Settings');
  });

  it('asks for the missing fields without calling the server', async () => {
    const api = fakeApi();
    const app = createTestApp('/login', api.fetchImpl);
    render(<App services={app} />);
    await userEvent.click(await screen.findByTestId('login-submit'));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(api.calls).not.toContain('clients/login');
  });

  it("shows the server's text when the sign-in is refused", async () => {
    const api = fakeApi({
      'clients/login': () => json({ success: false, error: MESSAGES.wrongCredentials, code: 'BAD_CREDENTIALS' }, 401),
    });
    const app = createTestApp('/login', api.fetchImpl);
    render(<App services={app} />);
    await userEvent.type(await screen.findByTestId('login-username'), 'demo');
    await userEvent.type(screen.getByTestId('login-password'), 'wrong');
    await userEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('login-error')).textContent).toBe(MESSAGES.wrongCredentials);
    expect(app.router.state.location.pathname).toBe('/login');
  });

  it('shows the dashboard from two parallel calls, the change log and bookmarks, and signs out', async () => {
    storeSession(demoUser);
    const api = fakeApi();
    const app = createTestApp('/dashboard', api.fetchImpl);
    render(<App services={app} />);

    const move = await screen.findByTestId('status-tile-Move');
    expect(move.textContent).toContain('2');
    expect(screen.getByTestId('status-tile-All').getAttribute('data-color')).toBe('primary');
    expect(api.calls).toEqual(expect.arrayContaining(['dashboard', 'api/auth/me']));

    // Change log: one new entry, NEW marker, seen count stored on close.
    expect(screen.getByTestId('changelog-badge').textContent).toBe('1');
    await userEvent.click(screen.getByTestId('changelog-button'));
    const dialog = await screen.findByTestId('changelog-modal');
    expect(within(dialog).getAllByTestId('changelog-new-marker')).toHaveLength(1);
    await userEvent.click(within(dialog).getByTestId('changelog-close'));
    await waitFor(() => expect(screen.queryByTestId('changelog-badge')).toBeNull());
    expect(localStorage.getItem(STORAGE_KEYS.changeLogSeen)).toBe('1');

    // Bookmark the page: the star toggles and the page shows in the top bar, stored for this user.
    await userEvent.click(screen.getByTestId('bookmark-star'));
    expect(screen.getByTestId('bookmark-star').getAttribute('aria-pressed')).toBe('true');
    expect(within(screen.getByTestId('bookmark-list')).getByText('Dashboard')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('bookmarks:u-demo') ?? '[]')).toEqual([{ path: '/dashboard', title: 'Dashboard' }]);

    // Sign out from the user menu.
    await userEvent.click(screen.getByTestId('user-menu'));
    await userEvent.click(await screen.findByTestId('logout'));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(api.calls).toContain('api/auth/logout');
    for (const key of SESSION_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('bookmarks:u-demo')).not.toBeNull();
  });

  it('a refused refresh ends the session and goes to /login', async () => {
    storeSession(demoUser);
    const unauthorized = () => json({ success: false, error: 'Unauthorized', code: 'TOKEN_EXPIRED' }, 401);
    const api = fakeApi({
      dashboard: unauthorized,
      'api/auth/me': unauthorized,
      'api/auth/refresh-token': () => json({ success: false, error: MESSAGES.sessionExpired, code: 'SESSION_EXPIRED' }, 401),
    });
    const app = createTestApp('/dashboard', api.fetchImpl);
    render(<App services={app} />);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(api.calls.filter((c) => c === 'api/auth/refresh-token')).toHaveLength(1);
    expect(app.notify.error).toHaveBeenCalledWith(MESSAGES.sessionExpired);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(app.router.state.location.search).toEqual({ to: '/dashboard' });
  });
});
