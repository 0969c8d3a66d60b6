import { ERROR_CODES, MESSAGES } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMITS } from '../http/rate-limits';
import { TEST_PASSWORD, createTestApp, type TestApp } from '../testing/test-app';

/** The production limits (factor 1) of the account endpoints, per address and per account. */
describe('rate limits of sign-in, registration and password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { authRateLimitFactor: 1 } });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: Record<string, unknown>, ip: string) => t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

  it('stops forgot-password for one email after 3 an hour (it accepted 15 of 15 before), with Retry-After', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 15; i += 1) {
      // From 15 addresses: only the per-account limit can stop it.
      last = await post('/v2/api/auth/forgot-password', { email: 'demo@demo.fleet' }, `10.1.0.${i + 1}`);
      statuses.push(last.statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(AUTH_RATE_LIMITS.forgotPerEmail.max);
    expect(statuses.slice(AUTH_RATE_LIMITS.forgotPerEmail.max).every((s) => s === 429)).toBe(true);
    expect(last?.headers['retry-after']).toMatch(/^\d+$/);
    expect(last?.json()).toEqual({ success: false, error: MESSAGES.tooManyRequests, code: ERROR_CODES.rateLimited });
    // Three mails at most went out for that address.
    expect(t.resetLinks.filter((m) => m.email === 'demo@demo.fleet')).toHaveLength(AUTH_RATE_LIMITS.forgotPerEmail.max);
  });

  it('stops forgot-password from one address after 5 in 15 minutes, whatever the emails', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await post('/v2/api/auth/forgot-password', { email: `nobody${i}@nowhere.my` }, '10.2.0.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect((await post('/v2/api/auth/forgot-password', { email: 'someone@nowhere.my' }, '10.2.0.2')).statusCode).toBe(200);
  });

  it('stops sign-in per address (20 a minute) and per account (10 a minute)', async () => {
    const perAddress: number[] = [];
    for (let i = 0; i < 22; i += 1) perAddress.push((await post('/v2/clients/login', { username: `nobody${i}`, password: 'wrong password', platform: 'Web' }, '10.3.0.1')).statusCode);
    expect(perAddress.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(perAddress.slice(20)).toEqual([429, 429]);
    const perAccount: number[] = [];
    for (let i = 0; i < 12; i += 1) perAccount.push((await post('/v2/api/auth/login', { email: 'target@nowhere.my', password: 'wrong password' }, `10.4.0.${i + 1}`)).statusCode);
    expect(perAccount.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(perAccount.slice(10)).toEqual([429, 429]);
  });

  it('stops registration from one address after 5 an hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await post('/v2/api/auth/register', { displayName: `Co ${i}`, email: `owner${i}@co.my`, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD }, '10.5.0.1')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
