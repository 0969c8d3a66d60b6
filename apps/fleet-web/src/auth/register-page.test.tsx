import { MESSAGES } from '@fleet/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../app/app';
import { createTestApp, json } from '../testing/create-test-app';
import { registerFieldErrors } from './register-page';

const PASSWORD = 'Tr4ck-my-fl33t-2026';

/** A fake fleet-api for /register and /login: registration open or closed; the register calls are kept. */
function registerApi(open: boolean, answer?: () => Response) {
  const sent: unknown[] = [];
  const fetchImpl: typeof fetch = async (input) => {
    const request = input instanceof Request ? input : new Request(String(input));
    const path = new URL(request.url).pathname.replace(/^\/v2\//, '');
    if (path === 'api/auth/registration') return json({ success: true, open });
    if (path === 'auth/oidc') return json({ enabled: false, buttonLabel: null });
    if (path === 'api/auth/register') {
      sent.push(await request.json());
      return answer?.() ?? json({ success: true, message: MESSAGES.registrationMailSent });
    }
    return json({ success: false, error: MESSAGES.notFound, code: 'NOT_FOUND' }, 404);
  };
  return { fetchImpl, sent };
}

describe('/register', () => {
  it('checks the fields before sending (the mismatch text of SPEC §5), then sends and says to check the mail', async () => {
    const api = registerApi(true);
    render(<App services={createTestApp('/register', api.fetchImpl)} />);
    await userEvent.type(await screen.findByTestId('register-name', {}, { timeout: 15_000 }), 'Syarikat Ujian');
    await userEvent.type(screen.getByTestId('register-email'), 'owner@ujian.my');
    await userEvent.type(screen.getByTestId('register-password'), PASSWORD);
    await userEvent.type(screen.getByTestId('register-confirm-password'), `${PASSWORD}x`);
    await userEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText(MESSAGES.passwordMismatch)).toBeTruthy();
    expect(api.sent).toEqual([]);

    await userEvent.clear(screen.getByTestId('register-confirm-password'));
    await userEvent.type(screen.getByTestId('register-confirm-password'), PASSWORD);
    await userEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(screen.getByTestId('register-sent').textContent).toBe(MESSAGES.registrationMailSent));
    expect(api.sent).toEqual([{ displayName: 'Syarikat Ujian', email: 'owner@ujian.my', password: PASSWORD, confirmPassword: PASSWORD }]);
  });

  it("shows the server's refusal (a common password) beside the form and keeps the values", async () => {
    const api = registerApi(true, () => json({ success: false, error: MESSAGES.passwordTooWeak, code: 'PASSWORD_TOO_WEAK' }, 400));
    render(<App services={createTestApp('/register', api.fetchImpl)} />);
    await userEvent.type(await screen.findByTestId('register-name', {}, { timeout: 15_000 }), 'Ops');
    await userEvent.type(screen.getByTestId('register-email'), 'ops@ujian.my');
    await userEvent.type(screen.getByTestId('register-password'), PASSWORD);
    await userEvent.type(screen.getByTestId('register-confirm-password'), PASSWORD);
    await userEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(screen.getByTestId('register-error').textContent).toBe(MESSAGES.passwordTooWeak));
    expect((screen.getByTestId('register-email') as HTMLInputElement).value).toBe('ops@ujian.my');
  });

  it('says when registration is closed, and the sign-in page offers it only when open', async () => {
    const closed = registerApi(false);
    render(<App services={createTestApp('/register', closed.fetchImpl)} />);
    expect((await screen.findByTestId('register-closed', {}, { timeout: 15_000 })).textContent).toBe(MESSAGES.registrationClosed);
    expect(screen.queryByTestId('register-form')).toBeNull();
  });

  it('names the fields a request would be refused for', () => {
    expect(registerFieldErrors({ displayName: ' ', email: 'nope', password: 'short', confirmPassword: 'short' })).toEqual({
      displayName: 'Name is required',
      email: 'Enter a valid email address',
      password: expect.any(String),
    });
  });
});

describe('the sign-in page link', () => {
  it('offers Create an account only when registration is open', async () => {
    const open = registerApi(true);
    const first = render(<App services={createTestApp('/login', open.fetchImpl)} />);
    expect(await screen.findByTestId('register-link', {}, { timeout: 15_000 })).toBeTruthy();
    first.unmount();
    const closed = registerApi(false);
    render(<App services={createTestApp('/login', closed.fetchImpl)} />);
    await screen.findByTestId('login-form', {}, { timeout: 15_000 });
    await waitFor(() => expect(screen.queryByTestId('forgot-password-link')).toBeTruthy());
    expect(screen.queryByTestId('register-link')).toBeNull();
  });
});
