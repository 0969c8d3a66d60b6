import { MESSAGES, PAGE_KEYS, type UserInfo } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestApp } from '../testing/test-app';

describe('accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: 'https://fleet.example.my' } });
  });
  afterAll(() => t.close());

  const register = (body: Record<string, string>) => call(t.app, 'POST', '/v2/api/auth/register', { body });

  describe('register', () => {
    it('creates a new tenant whose first user is its Administrator with every page key', async () => {
      const r = await register({ displayName: 'Syarikat Maju Jaya', email: 'Owner@MajuJaya.my', password: 'pass1234', confirmPassword: 'pass1234' });
      expect(r).toMatchObject({ status: 200, body: { success: true } });
      const login = await call<{ userData: UserInfo; allUnits: unknown[] }>(t.app, 'POST', '/v2/api/auth/login', {
        body: { email: 'owner@majujaya.my', password: 'pass1234' },
      });
      expect(login.status).toBe(200);
      expect(login.body.userData).toMatchObject({ userRole: 'Administrator', tenantName: 'Syarikat Maju Jaya', displayName: 'Syarikat Maju Jaya' });
      expect(login.body.userData.access.pages).toEqual([...PAGE_KEYS]);
      // A new tenant sees none of the demo tenant's assets.
      expect(login.body.allUnits).toEqual([]);
    });

    it("refuses mismatched passwords with the spec's text", async () => {
      const r = await register({ displayName: 'X', email: 'x@x.my', password: 'pass1234', confirmPassword: 'pass12345' });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ success: false, error: "Password doesn't match. Please try again." });
    });

    it('refuses a taken email with 409', async () => {
      const r = await register({ displayName: 'Again', email: 'demo@demo.fleet', password: 'pass1234', confirmPassword: 'pass1234' });
      expect(r).toMatchObject({ status: 409, body: { success: false, error: MESSAGES.emailTaken, code: 'EMAIL_TAKEN' } });
    });

    it('is refused with 403 when registration is closed', async () => {
      const closed = await createTestApp({ database: t.database, config: { registration: false } });
      const r = await call(closed.app, 'POST', '/v2/api/auth/register', {
        body: { displayName: 'Y', email: 'y@y.my', password: 'pass1234', confirmPassword: 'pass1234' },
      });
      expect(r).toMatchObject({ status: 403, body: { success: false, error: MESSAGES.registrationClosed, code: 'REGISTRATION_CLOSED' } });
      await closed.close();
    });
  });

  describe('forgot and reset password', () => {
    const forgot = (email: string) => call(t.app, 'POST', '/v2/api/auth/forgot-password', { body: { email } });
    const reset = (body: Record<string, string>) => call(t.app, 'POST', '/v2/api/auth/reset-password', { body });
    const tokenOf = (link: string) => decodeURIComponent(link.split('/reset-password/')[1]?.split('/')[0] ?? '');

    it('answers the same for known and unknown emails, and sends a link only for known ones', async () => {
      const before = t.resetLinks.length;
      expect((await forgot('nobody@nowhere.my')).body).toEqual({ success: true, message: MESSAGES.resetLinkSent });
      expect(t.resetLinks.length).toBe(before);
      expect((await forgot('demo@demo.fleet')).body).toEqual({ success: true, message: MESSAGES.resetLinkSent });
      expect(t.resetLinks.length).toBe(before + 1);
      const link = t.resetLinks.at(-1)?.link ?? '';
      expect(link).toMatch(/^https:\/\/fleet\.example\.my\/reset-password\/[A-Za-z0-9_-]{43}\/demo%40demo\.fleet$/);
    });

    it('resets once: the password changes, sessions end, and the link is spent', async () => {
      const session = await loginAs(t.app, 'demo', 'demo');
      await forgot('demo@demo.fleet');
      const token = tokenOf(t.resetLinks.at(-1)?.link ?? '');
      const body = { token, email: 'demo@demo.fleet', password: 'newdemo1', confirmPassword: 'newdemo1' };
      expect((await reset(body)).body).toEqual({ success: true });
      expect((await call(t.app, 'GET', '/v2/api/auth/me', { token: session.accessToken })).body).toMatchObject({ code: 'SESSION_REVOKED' });
      await loginAs(t.app, 'demo', 'newdemo1');
      const again = await reset({ ...body, password: 'other123', confirmPassword: 'other123' });
      expect(again).toMatchObject({ status: 400, body: { success: false, error: MESSAGES.resetLinkInvalid, code: 'RESET_INVALID' } });
    });

    it('refuses an expired link, a link for another email and an unknown token', async () => {
      await forgot('demo@demo.fleet');
      const token = tokenOf(t.resetLinks.at(-1)?.link ?? '');
      const body = { token, email: 'demo@demo.fleet', password: 'late1234', confirmPassword: 'late1234' };
      expect((await reset({ ...body, email: 'admin@demo.fleet' })).body).toMatchObject({ code: 'RESET_INVALID' });
      expect((await reset({ ...body, token: 'x'.repeat(43) })).body).toMatchObject({ code: 'RESET_INVALID' });
      t.clock.advance(3_600_001);
      expect((await reset(body)).body).toMatchObject({ code: 'RESET_INVALID' });
      await loginAs(t.app, 'demo', 'newdemo1');
    });
  });
});
