import { MESSAGES, type UserInfo } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestApp } from '../testing/test-app';

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A short access token lifetime, s; the test clock moves past it.
    t = await createTestApp({ config: { accessTokenTtlS: 5 } });
  });
  afterAll(() => t.close());

  const me = (token: string) => call<{ success: boolean; userInfo: UserInfo }>(t.app, 'GET', '/v2/api/auth/me', { token });
  const refresh = (refreshToken: string) =>
    call<{ success: boolean; accessToken: string; refreshToken: string }>(t.app, 'POST', '/v2/api/auth/refresh-token', { body: { refreshToken } });

  it('GET /api/auth/me answers the user with empty tokens', async () => {
    const tokens = await loginAs(t.app, 'demo', 'demo');
    const r = await me(tokens.accessToken);
    expect(r.status).toBe(200);
    expect(r.body.userInfo).toMatchObject({ username: 'demo', accessToken: '', refreshToken: '', uid: tokens.uid });
  });

  it('refuses missing and forged tokens with 401 UNAUTHORIZED', async () => {
    expect((await call(t.app, 'GET', '/v2/api/auth/me')).body).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    const forged = await me('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl');
    expect(forged.status).toBe(401);
    expect(forged.body.success).toBe(false);
    expect((forged.body as unknown as { code: string }).code).toBe('UNAUTHORIZED');
  });

  it('rotates the refresh token; the old one is then refused and its reuse revokes the session', async () => {
    const first = await loginAs(t.app, 'admin', 'admin');
    const rotated = await refresh(first.refreshToken);
    expect(rotated.status).toBe(200);
    expect(rotated.body.refreshToken).not.toBe(first.refreshToken);
    expect((await me(rotated.body.accessToken)).status).toBe(200);

    const reused = await refresh(first.refreshToken);
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual({ success: false, error: MESSAGES.sessionExpired, code: 'SESSION_EXPIRED' });
    // The reuse revoked the whole session: the newest tokens stop working too.
    expect((await refresh(rotated.body.refreshToken)).status).toBe(401);
    const revoked = await me(rotated.body.accessToken);
    expect(revoked.status).toBe(401);
    expect((revoked.body as unknown as { code: string }).code).toBe('SESSION_REVOKED');
  });

  it('refuses an unknown refresh token', async () => {
    expect((await refresh('x'.repeat(43))).body).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('logout revokes the access and the refresh token at once', async () => {
    const tokens = await loginAs(t.app, 'demo', 'demo');
    const out = await call(t.app, 'POST', '/v2/api/auth/logout', { token: tokens.accessToken });
    expect(out).toMatchObject({ status: 200, body: { success: true } });
    const after = await me(tokens.accessToken);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 'SESSION_REVOKED' });
    expect((await refresh(tokens.refreshToken)).body).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('answers TOKEN_EXPIRED after the access token lifetime, and a refresh gets a working one', async () => {
    const tokens = await loginAs(t.app, 'demo', 'demo');
    t.clock.advance(5_000);
    const expired = await me(tokens.accessToken);
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ success: false, code: 'TOKEN_EXPIRED' });
    const renewed = await refresh(tokens.refreshToken);
    expect(renewed.status).toBe(200);
    expect((await me(renewed.body.accessToken)).status).toBe(200);
  });

  it('ends the session after the refresh token lifetime', async () => {
    const tokens = await loginAs(t.app, 'demo', 'demo');
    t.clock.advance(2_592_001_000);
    expect((await refresh(tokens.refreshToken)).body).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('ends a session at its absolute lifetime (12 h) however often it was refreshed', async () => {
    let tokens = await loginAs(t.app, 'demo', 'demo');
    // Refresh every hour for 11 hours: the session lives on.
    for (let hour = 1; hour <= 11; hour += 1) {
      t.clock.advance(3_600_000);
      const r = await refresh(tokens.refreshToken);
      expect(r.status, `hour ${hour}`).toBe(200);
      tokens = { ...tokens, accessToken: r.body.accessToken, refreshToken: r.body.refreshToken };
    }
    expect((await me(tokens.accessToken)).status).toBe(200);
    // Past 12 hours after the sign-in neither the fresh access token nor a refresh works.
    t.clock.advance(3_600_001);
    expect((await me(tokens.accessToken)).status).toBe(401);
    expect(await refresh(tokens.refreshToken)).toMatchObject({ status: 401, body: { code: 'SESSION_EXPIRED' } });
  });
});
