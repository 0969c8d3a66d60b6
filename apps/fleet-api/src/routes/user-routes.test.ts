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
      body: { displayName: 'Aisyah Demo', email: 'Aisyah@Demo.Fleet', about: 'Dispatcher, Shah Alam', photoURL: 'https://img.example.my/a.png' },
    });
    expect(r.status).toBe(200);
    expect(r.body.userInfo).toMatchObject({
      displayName: 'Aisyah Demo',
      email: 'aisyah@demo.fleet',
      about: 'Dispatcher, Shah Alam',
      photoURL: 'https://img.example.my/a.png',
      accessToken: '',
    });
    const me = await call<{ userInfo: UserInfo }>(t.app, 'GET', '/v2/api/auth/me', { token: accessToken });
    expect(me.body.userInfo.displayName).toBe('Aisyah Demo');
  });

  it("refuses another user's email and needs a token", async () => {
    const { accessToken } = await loginAs(t.app, 'demo', 'demo');
    const taken = await call(t.app, 'PUT', '/v2/api/users/me', { token: accessToken, body: { displayName: 'D', email: 'admin@demo.fleet' } });
    expect(taken).toMatchObject({ status: 409, body: { code: 'EMAIL_TAKEN' } });
    expect((await call(t.app, 'PUT', '/v2/api/users/me', { body: {} })).status).toBe(401);
  });

  it('changes the password: wrong current refused, other sessions revoked, own kept', async () => {
    const other = await loginAs(t.app, 'demo', 'demo');
    const mine = await loginAs(t.app, 'demo', 'demo');
    const change = (currentPassword: string) =>
      call(t.app, 'POST', '/v2/api/users/me/password', { token: mine.accessToken, body: { currentPassword, password: 'demo5678', confirmPassword: 'demo5678' } });
    const wrong = await change('nope');
    expect(wrong).toMatchObject({ status: 400, body: { success: false, error: MESSAGES.currentPasswordWrong, code: 'CURRENT_PASSWORD_WRONG' } });
    const mismatch = await call(t.app, 'POST', '/v2/api/users/me/password', {
      token: mine.accessToken,
      body: { currentPassword: 'demo', password: 'demo5678', confirmPassword: 'demo9999' },
    });
    expect(mismatch.body).toMatchObject({ error: MESSAGES.passwordMismatch });
    expect((await change('demo')).body).toEqual({ success: true });
    expect((await call(t.app, 'GET', '/v2/api/auth/me', { token: mine.accessToken })).status).toBe(200);
    expect((await call(t.app, 'GET', '/v2/api/auth/me', { token: other.accessToken })).body).toMatchObject({ code: 'SESSION_REVOKED' });
    await loginAs(t.app, 'demo', 'demo5678');
  });
});
