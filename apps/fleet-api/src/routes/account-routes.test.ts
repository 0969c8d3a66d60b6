import { MESSAGES, PAGE_KEYS, type UserInfo } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, call, createTestApp, loginAs, registerCompany, type TestApp } from '../testing/test-app';

describe('accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: 'https://fleet.example.my' } });
  });
  afterAll(() => t.close());

  const register = (body: Record<string, string>) => call(t.app, 'POST', '/v2/api/auth/register', { body });
  const confirm = (token: string) => call(t.app, 'POST', '/v2/api/auth/confirm-email', { body: { token } });
  const lastMailTo = (email: string) => [...t.mails].reverse().find((m) => m.email === email);
  const confirmToken = (email: string) => {
    const mail = lastMailTo(email);
    return mail?.kind === 'confirm' ? new URL(mail.link).hash.replace('#confirm=', '') : '';
  };

  describe('register', () => {
    it('creates a pending company: the account works only once the mailed link is opened', async () => {
      const r = await register({ displayName: 'Syarikat Maju Jaya', email: 'Owner@MajuJaya.my', password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD });
      expect(r).toMatchObject({ status: 200, body: { success: true, message: MESSAGES.registrationMailSent } });
      const mail = lastMailTo('owner@majujaya.my');
      expect(mail?.kind).toBe('confirm');
      // The token travels in the fragment: never in a server log, never in a Referer.
      expect(mail?.kind === 'confirm' && mail.link).toMatch(/^https:\/\/fleet\.example\.my\/login#confirm=[A-Za-z0-9_-]{43}$/);
      const early = await call(t.app, 'POST', '/v2/api/auth/login', { body: { email: 'owner@majujaya.my', password: TEST_PASSWORD } });
      expect(early).toMatchObject({ status: 403, body: { error: MESSAGES.accountPending, code: 'ACCOUNT_PENDING' } });
      // Only the password's owner learns that the account is pending.
      const wrong = await call(t.app, 'POST', '/v2/api/auth/login', { body: { email: 'owner@majujaya.my', password: 'not the password' } });
      expect(wrong).toMatchObject({ status: 401, body: { error: MESSAGES.wrongCredentials } });

      const token = confirmToken('owner@majujaya.my');
      expect(await confirm(token)).toMatchObject({ status: 200, body: { success: true, message: MESSAGES.emailConfirmed } });
      expect(await confirm(token)).toMatchObject({ status: 400, body: { error: MESSAGES.confirmLinkInvalid, code: 'CONFIRM_INVALID' } });
      const login = await call<{ userData: UserInfo; allUnits: unknown[] }>(t.app, 'POST', '/v2/api/auth/login', {
        body: { email: 'owner@majujaya.my', password: TEST_PASSWORD },
      });
      expect(login.status).toBe(200);
      expect(login.body.userData).toMatchObject({ userRole: 'Administrator', tenantName: 'Syarikat Maju Jaya', displayName: 'Syarikat Maju Jaya' });
      expect(login.body.userData.access.pages).toEqual([...PAGE_KEYS]);
      // A new tenant sees none of the demo tenant's assets.
      expect(login.body.allUnits).toEqual([]);
    });

    it('answers a taken email exactly like a new one, changes nothing, and tells the owner by mail', async () => {
      const fresh = await register({ displayName: 'Fresh Co', email: 'fresh@fresh.my', password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD });
      const taken = await register({ displayName: 'Again', email: 'demo@demo.fleet', password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD });
      expect(taken.status).toBe(fresh.status);
      expect(taken.body).toEqual(fresh.body);
      expect(lastMailTo('demo@demo.fleet')?.kind).toBe('exists');
      // The demo account keeps its password.
      await loginAs(t.app, 'demo', 'demo');
    });

    it('lets the real owner take an email somebody else registered and never confirmed', async () => {
      await register({ displayName: 'Squatter', email: 'victim@victim.my', password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD });
      const squatterToken = confirmToken('victim@victim.my');
      const owner = await registerCompany(t, 'Victim Sdn Bhd', 'victim@victim.my', 'owner passphrase 2026');
      expect(owner.accessToken).toBeTruthy();
      expect(await confirm(squatterToken)).toMatchObject({ status: 400, body: { code: 'CONFIRM_INVALID' } });
      const squatter = await call(t.app, 'POST', '/v2/api/auth/login', { body: { email: 'victim@victim.my', password: TEST_PASSWORD } });
      expect(squatter.status).toBe(401);
    });

    it("refuses mismatched passwords with the spec's text, short and common passwords with clear texts", async () => {
      const r = await register({ displayName: 'X', email: 'x@x.my', password: TEST_PASSWORD, confirmPassword: `${TEST_PASSWORD}!` });
      expect(r).toMatchObject({ status: 400, body: { success: false, error: "Password doesn't match. Please try again." } });
      const short = await register({ displayName: 'X', email: 'x@x.my', password: 'pass1234', confirmPassword: 'pass1234' });
      expect(short).toMatchObject({ status: 400, body: { error: MESSAGES.passwordTooShort } });
      const common = await register({ displayName: 'X', email: 'x@x.my', password: 'passwordpassword', confirmPassword: 'passwordpassword' });
      expect(common).toMatchObject({ status: 400, body: { error: MESSAGES.passwordTooWeak } });
      expect(lastMailTo('x@x.my')).toBeUndefined();
    });

    it('refuses an unknown confirmation token', async () => {
      expect(await confirm('x'.repeat(43))).toMatchObject({ status: 400, body: { code: 'CONFIRM_INVALID' } });
    });

    it('is refused with 403 when registration is closed', async () => {
      const closed = await createTestApp({ database: t.database, config: { registration: false } });
      const r = await call(closed.app, 'POST', '/v2/api/auth/register', {
        body: { displayName: 'Y', email: 'y@y.my', password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
      });
      expect(r).toMatchObject({ status: 403, body: { success: false, error: MESSAGES.registrationClosed, code: 'REGISTRATION_CLOSED' } });
      // The sign-in page asks before offering it (no sign-in needed).
      expect(await call(closed.app, 'GET', '/v2/api/auth/registration')).toMatchObject({ status: 200, body: { success: true, open: false } });
      expect(await call(t.app, 'GET', '/v2/api/auth/registration')).toMatchObject({ status: 200, body: { success: true, open: true } });
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
      const weak = await reset({ token, email: 'demo@demo.fleet', password: 'demodemodemo', confirmPassword: 'demodemodemo' });
      expect(weak).toMatchObject({ status: 400, body: { error: MESSAGES.passwordTooWeak } });
      const body = { token, email: 'demo@demo.fleet', password: 'new demo passphrase', confirmPassword: 'new demo passphrase' };
      expect((await reset(body)).body).toEqual({ success: true });
      expect((await call(t.app, 'GET', '/v2/api/auth/me', { token: session.accessToken })).body).toMatchObject({ code: 'SESSION_REVOKED' });
      await loginAs(t.app, 'demo', 'new demo passphrase');
      const again = await reset({ ...body, password: 'another passphrase 9', confirmPassword: 'another passphrase 9' });
      expect(again).toMatchObject({ status: 400, body: { success: false, error: MESSAGES.resetLinkInvalid, code: 'RESET_INVALID' } });
    });

    it('refuses an expired link, a link for another email and an unknown token', async () => {
      await forgot('demo@demo.fleet');
      const token = tokenOf(t.resetLinks.at(-1)?.link ?? '');
      const body = { token, email: 'demo@demo.fleet', password: 'late passphrase 42', confirmPassword: 'late passphrase 42' };
      expect((await reset({ ...body, email: 'admin@demo.fleet' })).body).toMatchObject({ code: 'RESET_INVALID' });
      expect((await reset({ ...body, token: 'x'.repeat(43) })).body).toMatchObject({ code: 'RESET_INVALID' });
      t.clock.advance(3_600_001);
      expect((await reset(body)).body).toMatchObject({ code: 'RESET_INVALID' });
      await loginAs(t.app, 'demo', 'new demo passphrase');
    });
  });
});
