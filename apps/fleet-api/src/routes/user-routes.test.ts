import { MESSAGES, type UserInfo } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestApp } from '../testing/test-app';

describe('own profile and password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('PUT /api/users/me saves the profile and answers the user', async () => {
    const { accessToken } = await loginAs(t.app, 'demo', 'demo');
    const r = await call<{ success: boolean; userInfo: UserInfo }>(t.app, 'PUT', '/v2/api/users/me', {
      token: accessToken,
      body: { displayName: 'Aisyah Demo', email: 'Demo@Demo.Fleet', about: 'Dispatcher, Shah Alam', photoURL: 'https://img.example.my/a.png' },
    });
    expect(r.status).toBe(200);
    expect(r.body.userInfo).toMatchObject({
      displayName: 'Aisyah Demo',
      email: 'demo@demo.fleet',
      about: 'Dispatcher, Shah Alam',
      photoURL: 'https://img.example.my/a.png',
      accessToken: '',
    });
    const me = await call<{ userInfo: UserInfo }>(t.app, 'GET', '/v2/api/auth/me', { token: accessToken });
    expect(me.body.userInfo.displayName).toBe('Aisyah Demo');
  });

  it('changes the email only with the current password, throttled like sign-in', async () => {
    const { accessToken } = await loginAs(t.app, 'demo', 'demo');
    const put = (body: Record<string, string>) => call(t.app, 'PUT', '/v2/api/users/me', { token: accessToken, body: { displayName: 'Aisyah Demo', ...body } });
    expect(await put({ email: 'attacker@evil.example' })).toMatchObject({ status: 400, body: { error: MESSAGES.emailChangeNeedsPassword } });
    expect(await put({ email: 'attacker@evil.example', currentPassword: 'guess' })).toMatchObject({ status: 400, body: { code: 'CURRENT_PASSWORD_WRONG' } });
    const stored = await t.database.db.selectFrom('users').select('email').where('username', '=', 'demo').executeTakeFirstOrThrow();
    expect(stored.email).toBe('demo@demo.fleet');
    const moved = await put({ email: 'Aisyah@Demo.Fleet', currentPassword: 'demo' });
    expect(moved.status).toBe(200);
    expect((moved.body as { userInfo: UserInfo }).userInfo.email).toBe('aisyah@demo.fleet');
    // Guessing the current password stops after LOGIN_MAX_FAILURES (5) wrong ones, with the right one too.
    for (let i = 0; i < 4; i += 1) expect((await put({ email: 'x@evil.example', currentPassword: `guess ${i}` })).status).toBe(400);
    expect((await put({ email: 'x@evil.example', currentPassword: 'demo' })).status).toBe(429);
  });

  it("refuses another user's email and needs a token", async () => {
    const { accessToken } = await loginAs(t.app, 'admin', 'admin');
    const taken = await call(t.app, 'PUT', '/v2/api/users/me', { token: accessToken, body: { displayName: 'D', email: 'aisyah@demo.fleet', currentPassword: 'admin' } });
    expect(taken).toMatchObject({ status: 409, body: { code: 'EMAIL_TAKEN' } });
    expect((await call(t.app, 'PUT', '/v2/api/users/me', { body: {} })).status).toBe(401);
    const script = await call(t.app, 'PUT', '/v2/api/users/me', { token: accessToken, body: { displayName: 'D', email: 'admin@demo.fleet', photoURL: 'javascript:alert(1)' } });
    expect(script.status).toBe(400);
  });

  it('changes the password: wrong current refused, weak refused, other sessions revoked, own kept', async () => {
    const other = await loginAs(t.app, 'admin', 'admin');
    const mine = await loginAs(t.app, 'admin', 'admin');
    const change = (currentPassword: string, password = 'admin passphrase 2026') =>
      call(t.app, 'POST', '/v2/api/users/me/password', { token: mine.accessToken, body: { currentPassword, password, confirmPassword: password } });
    const wrong = await change('nope');
    expect(wrong).toMatchObject({ status: 400, body: { success: false, error: MESSAGES.currentPasswordWrong, code: 'CURRENT_PASSWORD_WRONG' } });
    const mismatch = await call(t.app, 'POST', '/v2/api/users/me/password', {
      token: mine.accessToken,
      body: { currentPassword: 'admin', password: 'admin passphrase 2026', confirmPassword: 'admin passphrase 2027' },
    });
    expect(mismatch.body).toMatchObject({ error: MESSAGES.passwordMismatch });
    expect(await change('admin', 'admin5678')).toMatchObject({ status: 400, body: { error: MESSAGES.passwordTooShort } });
    expect(await change('admin', 'adminadmin1234')).toMatchObject({ status: 400, body: { error: MESSAGES.passwordTooWeak } });
    expect((await change('admin')).body).toEqual({ success: true });
    expect((await call(t.app, 'GET', '/v2/api/auth/me', { token: mine.accessToken })).status).toBe(200);
    expect((await call(t.app, 'GET', '/v2/api/auth/me', { token: other.accessToken })).body).toMatchObject({ code: 'SESSION_REVOKED' });
    await loginAs(t.app, 'admin', 'admin passphrase 2026');
  });
});
