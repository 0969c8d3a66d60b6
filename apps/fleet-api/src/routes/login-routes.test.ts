import { MESSAGES, type ClientLoginResponse, type UserInfo } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../testing/test-app';

describe('login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { loginMaxFailures: 3 } });
  });
  afterAll(() => t.close());

  it('POST /clients/login answers the user, tokens and units', async () => {
    const r = await call<ClientLoginResponse>(t.app, 'POST', '/v2/clients/login', {
      body: { username: 'admin', password: 'admin', platform: 'Web' },
    });
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(r.body.error).toBeNull();
    // The demo POIs: drawn on the map (mapPOIData) and as rings for playback (geoPOIData).
    expect(r.body.mapPOIData.length).toBeGreaterThanOrEqual(10);
    expect(r.body.geoPOIData).toHaveLength(r.body.mapPOIData.length);
    expect(r.body.userInfo).toMatchObject({ username: 'admin', userRole: 'Administrator', email: 'admin@demo.fleet', tenantName: 'Demo Fleet' });
    expect(typeof r.body.userInfo.uid).toBe('string');
    expect(r.body.userInfo.accessToken.split('.')).toHaveLength(3);
    expect(r.body.userInfo.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(r.body.userInfo.access.pages).toContain('vms');
    expect(r.body.allUnits.length).toBeGreaterThanOrEqual(44);
    expect(r.body.unitSelection[0]).toEqual({
      assetId: expect.any(Number),
      assetName: expect.any(String),
      assetGroup: expect.any(String),
      unitId: expect.stringMatching(/^\d{15}$/),
    });
  });

  it('POST /api/auth/login takes an email (or username) and answers userData', async () => {
    const r = await call<{ success: boolean; userData: UserInfo; allUnits: unknown[] }>(t.app, 'POST', '/v2/api/auth/login', {
      body: { email: 'DEMO@demo.fleet', password: 'demo' },
    });
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(r.body.userData).toMatchObject({ username: 'demo', userRole: 'Client' });
    expect(r.body.userData.access.pages).not.toContain('vms');
    const byName = await call(t.app, 'POST', '/v2/api/auth/login', { body: { email: 'demo', password: 'demo' } });
    expect(byName.status).toBe(200);
  });

  it('refuses wrong credentials with 401 BAD_CREDENTIALS, the same for unknown users', async () => {
    for (const body of [
      { username: 'admin', password: 'nope', platform: 'Web' },
      { username: 'nobody', password: 'admin', platform: 'Web' },
    ]) {
      const r = await call(t.app, 'POST', '/v2/clients/login', { body, headers: { 'x-test': '1' } });
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ success: false, error: MESSAGES.wrongCredentials, code: 'BAD_CREDENTIALS' });
    }
    const alt = await call(t.app, 'POST', '/v2/api/auth/login', { body: { email: 'admin@demo.fleet', password: 'x' } });
    expect(alt.body).toMatchObject({ error: 'Wrong Email or Password', code: 'BAD_CREDENTIALS' });
  });

  it('throttles a username from one address after LOGIN_MAX_FAILURES failures with 429, even with the right password', async () => {
    const attempt = (password: string, remoteAddress = '10.1.1.1') =>
      t.app.inject({ method: 'POST', url: '/v2/clients/login', remoteAddress, payload: { username: 'demo', password, platform: 'Web' } });
    for (let i = 0; i < 3; i += 1) expect((await attempt('wrong')).statusCode).toBe(401);
    const blocked = await attempt('demo');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ success: false, error: MESSAGES.tooManyLogins, code: 'RATE_LIMITED' });
    // Another address is not affected; the window passing frees the key.
    expect((await attempt('demo', '10.1.1.2')).statusCode).toBe(200);
    t.clock.advance(900_001);
    expect((await attempt('demo')).statusCode).toBe(200);
  });

  it('counts failures per account, whether the username or the email was typed', async () => {
    const attempt = (username: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/v2/clients/login', remoteAddress: '10.2.2.2', payload: { username, password, platform: 'Web' } });
    expect((await attempt('admin', 'x')).statusCode).toBe(401);
    expect((await attempt('ADMIN@demo.fleet', 'x')).statusCode).toBe(401);
    expect((await attempt('admin@demo.fleet', 'x')).statusCode).toBe(401);
    expect((await attempt('admin', 'admin')).statusCode).toBe(429);
  });

  it('answers 400 with the text of the schema for an empty field', async () => {
    const r = await call(t.app, 'POST', '/v2/clients/login', { body: { username: 'admin', password: '' } });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ success: false, error: 'Password is required', code: 'INVALID_INPUT', field: 'password' });
  });
});
