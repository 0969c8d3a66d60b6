import { DEFAULT_COMPANY_SETTINGS, MESSAGES, type UserInfo } from '@fleet/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../app/app';
import { notify } from '../app/notify';
import { createTestApp, json, storeSession } from '../testing/create-test-app';
import { adminUser, demoUser } from '../testing/fixtures';

// The settings page notifies through the app's one notification path.
vi.mock('../app/notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
afterEach(() => vi.mocked(notify.success).mockClear());

type Answer = (body: Record<string, unknown>) => Response;

/** A fake fleet-api for /settings: the profile and password calls answer as given, and their bodies are kept. */
function settingsApi(answers: { profile?: Answer; password?: Answer } = {}, me: UserInfo = demoUser) {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  const fetchImpl: typeof fetch = async (input) => {
    const request = input instanceof Request ? input : new Request(String(input));
    const path = new URL(request.url).pathname.replace(/^\/v2\//, '');
    if (path === 'api/auth/me') return json({ success: true, userInfo: { ...me, accessToken: '', refreshToken: '' } });
    // The Company card reads the company's settings (read-only for this Client).
    if (path === 'company' && request.method === 'GET') return json({ success: true, settings: { name: 'Demo Fleet', timeZone: 'Asia/Kuala_Lumpur', ...DEFAULT_COMPANY_SETTINGS } });
    const body = request.method === 'GET' ? {} : ((await request.json()) as Record<string, unknown>);
    sent.push({ path, body });
    if (path === 'api/users/me' && request.method === 'PUT') {
      return answers.profile?.(body) ?? json({ success: true, userInfo: { ...demoUser, ...body, accessToken: '', refreshToken: '' } });
    }
    if (path === 'api/users/me/password') return answers.password?.(body) ?? json({ success: true });
    if (path === 'company' && request.method === 'PUT') {
      const units = body['units'] as UserInfo['units'];
      return json({ success: true, settings: { name: 'Demo Fleet', timeZone: 'Asia/Kuala_Lumpur', ...DEFAULT_COMPANY_SETTINGS, units }, userInfo: { ...adminUser, units, accessToken: '', refreshToken: '' } });
    }
    return json({ success: false, error: MESSAGES.notFound, code: 'NOT_FOUND' }, 404);
  };
  return { fetchImpl, sent };
}

async function openSettings(api: ReturnType<typeof settingsApi>, user: UserInfo = demoUser) {
  storeSession(user);
  const app = createTestApp('/settings', api.fetchImpl);
  render(<App services={app} />);
  // The settings route is a lazy chunk: on a busy machine its first load takes more than findBy's default second.
  await screen.findByTestId('profile-form', {}, { timeout: 15_000 });
}

describe('settings: profile', () => {
  it('saves a profile without the current password while the email stays', async () => {
    const api = settingsApi();
    await openSettings(api);
    expect(screen.queryByTestId('profile-current-password')).toBeNull();
    await userEvent.type(screen.getByTestId('profile-about'), 'Night shift');
    await userEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(MESSAGES.profileSaved));
    expect(api.sent).toEqual([{ path: 'api/users/me', body: { displayName: 'Demo User', email: 'demo@demo.fleet', about: 'Night shift', photoURL: '' } }]);
  });

  it('asks for the current password when the email changes, sends it, and shows the refusal of a wrong one', async () => {
    const api = settingsApi({
      profile: (body) =>
        body.currentPassword === 'demo'
          ? json({ success: true, userInfo: { ...demoUser, email: body.email, accessToken: '', refreshToken: '' } })
          : json({ success: false, error: MESSAGES.currentPasswordWrong, code: 'CURRENT_PASSWORD_WRONG' }, 400),
    });
    await openSettings(api);
    const email = screen.getByTestId('profile-email');
    await userEvent.clear(email);
    await userEvent.type(email, 'ops@demo.fleet');
    const current = await screen.findByTestId('profile-current-password');
    expect(current.getAttribute('type')).toBe('password');
    expect(current.getAttribute('autocomplete')).toBe('current-password');

    // Without it nothing is sent.
    await userEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText(MESSAGES.emailChangeNeedsPassword)).toBeTruthy();
    expect(api.sent).toEqual([]);

    await userEvent.type(current, 'wrong');
    await userEvent.click(screen.getByTestId('profile-save'));
    expect((await screen.findByTestId('profile-error')).textContent).toBe(MESSAGES.currentPasswordWrong);
    expect(api.sent[0]?.body).toMatchObject({ email: 'ops@demo.fleet', currentPassword: 'wrong' });

    await userEvent.clear(current);
    await userEvent.type(current, 'demo');
    expect(screen.queryByTestId('profile-error')).toBeNull();
    await userEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(MESSAGES.profileSaved));
    // Saved: the new email is the saved one, so the field is gone and the typed password forgotten.
    await waitFor(() => expect(screen.queryByTestId('profile-current-password')).toBeNull());
    expect(api.sent[1]?.body).toMatchObject({ email: 'ops@demo.fleet', currentPassword: 'demo' });
  });

  it("shows the server's text when it asks for the current password itself", async () => {
    const api = settingsApi({ profile: () => json({ success: false, error: MESSAGES.emailChangeNeedsPassword, code: 'INVALID_INPUT' }, 400) });
    await openSettings(api);
    const email = screen.getByTestId('profile-email');
    await userEvent.clear(email);
    await userEvent.type(email, 'ops@demo.fleet');
    await userEvent.type(await screen.findByTestId('profile-current-password'), 'demo');
    await userEvent.click(screen.getByTestId('profile-save'));
    expect((await screen.findByTestId('profile-error')).textContent).toBe(MESSAGES.emailChangeNeedsPassword);
  });
});

describe('settings: password', () => {
  async function fill(current: string, password: string, confirm = password) {
    await userEvent.type(screen.getByTestId('current-password'), current);
    await userEvent.type(screen.getByTestId('new-password'), password);
    await userEvent.type(screen.getByTestId('confirm-password'), confirm);
    await userEvent.click(screen.getByTestId('password-save'));
  }

  it('refuses a new password under 12 characters before sending it', async () => {
    const api = settingsApi();
    await openSettings(api);
    await fill('demo', 'abcd1234');
    expect(await screen.findByText(MESSAGES.passwordTooShort)).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  it("shows the server's text for a password that is too common, and changes a good one", async () => {
    const api = settingsApi({
      password: (body) =>
        body.password === 'password1234'
          ? json({ success: false, error: MESSAGES.passwordTooWeak, code: 'INVALID_INPUT' }, 400)
          : json({ success: true }),
    });
    await openSettings(api);
    await fill('demo', 'password1234');
    expect((await screen.findByTestId('password-error')).textContent).toBe(MESSAGES.passwordTooWeak);

    await userEvent.clear(screen.getByTestId('new-password'));
    await userEvent.clear(screen.getByTestId('confirm-password'));
    await userEvent.type(screen.getByTestId('new-password'), 'harbour-lantern-72');
    await userEvent.type(screen.getByTestId('confirm-password'), 'harbour-lantern-72');
    await userEvent.click(screen.getByTestId('password-save'));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(MESSAGES.passwordChanged));
    expect(api.sent.at(-1)).toEqual({
      path: 'api/users/me/password',
      body: { currentPassword: 'demo', password: 'harbour-lantern-72', confirmPassword: 'harbour-lantern-72' },
    });
  });
});

describe('settings: company units', () => {
  it('is for Administrators only', async () => {
    await openSettings(settingsApi());
    expect(screen.queryByTestId('units-form')).toBeNull();
  });

  it('saves miles, US gallons and Fahrenheit, and the session follows', async () => {
    const api = settingsApi({}, adminUser);
    await openSettings(api, adminUser);
    expect(screen.getByTestId('units-distance-km')).toHaveProperty('checked', true);
    await userEvent.click(screen.getByTestId('units-distance-mi'));
    await userEvent.click(screen.getByTestId('units-volume-gal'));
    await userEvent.click(screen.getByTestId('units-temperature-F'));
    await userEvent.click(screen.getByTestId('units-save'));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(MESSAGES.profileSaved));
    expect(api.sent.at(-1)).toEqual({ path: 'company', body: { units: { distance: 'mi', volume: 'gal', temperature: 'F' } } });
    // The stored session now carries the units: the card starts from them (nothing left to save).
    await waitFor(() => expect(screen.getByTestId('units-save')).toHaveProperty('disabled', true));
    expect(screen.getByTestId('units-distance-mi')).toHaveProperty('checked', true);
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}').units).toEqual({ distance: 'mi', volume: 'gal', temperature: 'F' });
  });
});

describe('settings: company', () => {
  it('shows the company’s settings read-only to a Client', async () => {
    const api = settingsApi();
    await openSettings(api);
    expect(await screen.findByTestId('company-read-only')).toBeTruthy();
    expect((screen.getByTestId('company-name') as HTMLInputElement).value).toBe('Demo Fleet');
    expect(screen.queryByTestId('company-save')).toBeNull();
  });
});
