import { MESSAGES, PAGE_NAMES, noPageAccessMessage } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchAdminUsers } from './admin-users';
import { ApiError } from './api-error';
import type { ApiTokens, TokenPair } from './api-tokens';
import { fetchAssets } from './assets';
import { authLogin } from './auth-login';
import { changePassword } from './change-password';
import { createApiClient, type ApiClient } from './create-api-client';
import { fetchDashboard } from './dashboard';
import { forgotPassword } from './forgot-password';
import { readTokenExpiry } from './jwt';
import { login } from './login';
import { logout } from './logout';
import { fetchMe } from './me';
import { register } from './register';
import { resetPassword } from './reset-password';
import { startTestServer, type TestServer } from './testing/start-test-server';
import { updateProfile } from './update-profile';
import { fetchVessels } from './vessels';

/** Access tokens live 2 s on this server, so that expiry can be waited for. */
const ACCESS_TTL_MS = 2_000;

let server: TestServer;

beforeAll(async () => {
  // No simulator: these tests time token expiry to the second and need the CPU to themselves.
  server = await startTestServer({ ACCESS_TOKEN_TTL_S: '2', FLEET_SIMULATOR: '0' });
});

afterAll(async () => {
  await server?.stop();
});

interface Harness {
  client: ApiClient;
  tokens: ApiTokens;
  refreshCalls: () => number;
  unauthorizedAnswers: () => number;
  expired: ApiError[];
}

/** A client over the real server with an in-memory session and a fetch wrapper that counts refresh calls. */
function makeHarness(extra: { now?: () => number; baseUrl?: string } = {}): Harness {
  const tokens: ApiTokens = { accessToken: null, refreshToken: null };
  const expired: ApiError[] = [];
  let refreshes = 0;
  let unauthorized = 0;
  const countingFetch: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith('/api/auth/refresh-token')) refreshes += 1;
    const res = await fetch(input, init);
    if (res.status === 401) unauthorized += 1;
    return res;
  };
  const client = createApiClient({
    baseUrl: extra.baseUrl ?? server.baseUrl,
    getTokens: () => ({ ...tokens }),
    setTokens: (pair: TokenPair) => Object.assign(tokens, pair),
    onSessionExpired: (error) => expired.push(error),
    fetch: countingFetch,
    now: extra.now,
  });
  return { client, tokens, refreshCalls: () => refreshes, unauthorizedAnswers: () => unauthorized, expired };
}

async function signIn(h: Harness, username = 'demo', password = 'demo') {
  const res = await login(h.client, { username, password });
  h.tokens.accessToken = res.userInfo.accessToken;
  h.tokens.refreshToken = res.userInfo.refreshToken;
  return res;
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('sign-in', () => {
  it('signs in with username and password and returns user info with a JWT', async () => {
    const h = makeHarness();
    const res = await signIn(h);
    expect(res.success).toBe(true);
    expect(res.userInfo.username).toBe('demo');
    expect(res.userInfo.userRole).toBe('Client');
    expect(res.userInfo.access.pages).not.toContain('vms');
    expect(readTokenExpiry(res.userInfo.accessToken)).toBeGreaterThan(Date.now());
    expect(res.userInfo.refreshToken).not.toBe('');
  });

  it("shows the server's text for a wrong password", async () => {
    const h = makeHarness();
    const error = await caught(login(h.client, { username: 'demo', password: 'not-the-password' }));
    expect(error.status).toBe(401);
    expect(error.code).toBe('BAD_CREDENTIALS');
    expect(error.message).toBe(MESSAGES.wrongCredentials);
  });

  it('signs in the alternate way with email and password', async () => {
    const h = makeHarness();
    const res = await authLogin(h.client, { email: 'admin@demo.fleet', password: 'admin' });
    expect(res.userData.userRole).toBe('Administrator');
    const error = await caught(authLogin(h.client, { email: 'admin@demo.fleet', password: 'nope' }));
    expect(error.message).toBe(MESSAGES.wrongCredentials);
  });

  it('a call without a session fails with ApiError 401 and no refresh', async () => {
    const h = makeHarness();
    const error = await caught(fetchDashboard(h.client));
    expect(error.status).toBe(401);
    expect(h.refreshCalls()).toBe(0);
    expect(h.expired).toHaveLength(0);
  });
});

describe('data calls', () => {
  it('reads me, the dashboard and the assets with the bearer token', async () => {
    const h = makeHarness();
    await signIn(h);
    const [me, dashboard, assets] = await Promise.all([fetchMe(h.client), fetchDashboard(h.client), fetchAssets(h.client)]);
    expect(me.username).toBe('demo');
    expect(me.accessToken).toBe('');
    expect(dashboard.statusCounts.All).toBe(dashboard.assets.length);
    const { All, ...rest } = dashboard.statusCounts;
    expect(Object.values(rest).reduce((a, b) => a + b, 0)).toBe(All);
    expect(assets.length).toBe(dashboard.assets.length);
    expect(assets.some((a) => a.assetGroup === 'Head Office')).toBe(false);
  });

  it('refuses the vessel page without the vms key and serves it to the admin', async () => {
    const demo = makeHarness();
    await signIn(demo);
    const error = await caught(fetchVessels(demo.client));
    expect(error.status).toBe(403);
    expect(error.code).toBe('NO_PAGE_ACCESS');
    expect(error.message).toBe(noPageAccessMessage(PAGE_NAMES.vms));
    const admin = makeHarness();
    await signIn(admin, 'admin', 'admin');
    const vessels = await fetchVessels(admin.client);
    expect(vessels.length).toBeGreaterThan(0);
    expect(vessels.every((v) => v.type === 'boat')).toBe(true);
  });

  it('lists the tenant users for the Administrator only', async () => {
    const demo = makeHarness();
    await signIn(demo);
    const error = await caught(fetchAdminUsers(demo.client));
    expect(error.status).toBe(403);
    expect(error.message).toBe(MESSAGES.notAuthorized);
    const admin = makeHarness();
    await signIn(admin, 'admin', 'admin');
    const users = await fetchAdminUsers(admin.client);
    expect(users.map((u) => u.username)).toEqual(expect.arrayContaining(['admin', 'demo']));
  });
});

describe('token refresh', () => {
  it('refreshes a known-expired token once before sending 5 concurrent requests', async () => {
    const h = makeHarness();
    await signIn(h);
    const before = h.tokens.refreshToken;
    await sleep(ACCESS_TTL_MS + 300);
    const results = await Promise.all([
      fetchDashboard(h.client),
      fetchAssets(h.client),
      fetchMe(h.client),
      fetchDashboard(h.client),
      fetchAssets(h.client),
    ]);
    expect(results).toHaveLength(5);
    expect(h.refreshCalls()).toBe(1);
    expect(h.unauthorizedAnswers()).toBe(0);
    expect(h.tokens.refreshToken).not.toBe(before);
    expect(h.expired).toHaveLength(0);
  });

  it('on 401 performs exactly one refresh for 5 concurrent requests and retries each once', async () => {
    // A clock stuck in the past: the client cannot know the token expired, so the server's 401 decides.
    const h = makeHarness({ now: () => 0 });
    await signIn(h);
    await sleep(ACCESS_TTL_MS + 300);
    const results = await Promise.all(Array.from({ length: 5 }, () => fetchDashboard(h.client)));
    expect(results.every((r) => r.statusCounts.All > 0)).toBe(true);
    expect(h.refreshCalls()).toBe(1);
    expect(h.unauthorizedAnswers()).toBe(5);
    expect(h.expired).toHaveLength(0);
  });

  it('refreshes on a 401 from /api/auth/me but not from logout', async () => {
    const h = makeHarness({ now: () => 0 });
    await signIn(h);
    await sleep(ACCESS_TTL_MS + 300);
    const me = await fetchMe(h.client);
    expect(me.username).toBe('demo');
    expect(h.refreshCalls()).toBe(1);

    await sleep(ACCESS_TTL_MS + 300);
    const error = await caught(logout(h.client));
    expect(error.status).toBe(401);
    expect(error.code).toBe('TOKEN_EXPIRED');
    expect(h.refreshCalls()).toBe(1);
  });

  it('a failed refresh ends the session once and the queued requests fail with 401', async () => {
    const h = makeHarness({ now: () => 0 });
    await signIn(h);
    h.tokens.refreshToken = 'not-a-valid-refresh-token';
    await sleep(ACCESS_TTL_MS + 300);
    const errors = await Promise.all(Array.from({ length: 3 }, () => caught(fetchAssets(h.client))));
    expect(errors.map((e) => e.status)).toEqual([401, 401, 401]);
    expect(h.refreshCalls()).toBe(1);
    expect(h.expired).toHaveLength(1);
    expect(h.expired[0]?.code).toBe('SESSION_EXPIRED');
    expect(h.expired[0]?.message).toBe(MESSAGES.sessionExpired);
  });
});

describe('sign-out and account', () => {
  it('logout revokes the session: the next call fails with ApiError 401', async () => {
    const h = makeHarness();
    await signIn(h);
    await expect(logout(h.client)).resolves.toMatchObject({ success: true });
    const error = await caught(fetchDashboard(h.client));
    expect(error.status).toBe(401);
    expect(h.expired).toHaveLength(1);
  });

  it('updates the profile and rejects a wrong current password', async () => {
    const h = makeHarness();
    await signIn(h, 'admin', 'admin');
    const info = await updateProfile(h.client, { displayName: 'Fleet Admin', email: 'admin@demo.fleet', about: 'ops', photoURL: '' });
    expect(info.displayName).toBe('Fleet Admin');
    const error = await caught(
      changePassword(h.client, { currentPassword: 'wrong', password: 'harbour-lantern-72', confirmPassword: 'harbour-lantern-72' }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe(MESSAGES.currentPasswordWrong);
    // A new password shorter than 12 characters is refused with the shared text.
    const short = await caught(changePassword(h.client, { currentPassword: 'admin', password: 'newpass1', confirmPassword: 'newpass1' }));
    expect(short.status).toBe(400);
    expect(short.message).toBe(MESSAGES.passwordTooShort);
  });

  it('forgot password always answers with the same text; a bad reset link is refused', async () => {
    const h = makeHarness();
    const res = await forgotPassword(h.client, { email: 'nobody@example.com' });
    expect(res.message).toBe(MESSAGES.resetLinkSent);
    const error = await caught(
      resetPassword(h.client, { token: 'bogus', email: 'demo@demo.fleet', password: 'harbour-lantern-72', confirmPassword: 'harbour-lantern-72' }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe(MESSAGES.resetLinkInvalid);
  });

  it('registers a new tenant and refuses mismatched and short passwords', async () => {
    const h = makeHarness();
    const password = 'harbour-lantern-72';
    const mismatch = await caught(register(h.client, { displayName: 'Acme', email: 'acme@example.com', password, confirmPassword: 'other' }));
    expect(mismatch.status).toBe(400);
    expect(mismatch.message).toBe(MESSAGES.passwordMismatch);
    const short = await caught(register(h.client, { displayName: 'Acme', email: 'acme@example.com', password: 'abcd1234', confirmPassword: 'abcd1234' }));
    expect(short.status).toBe(400);
    expect(short.message).toBe(MESSAGES.passwordTooShort);
    // The account is only usable once the mailed link is opened (confirmEmail), so no sign-in follows here.
    await expect(register(h.client, { displayName: 'Acme', email: 'acme@example.com', password, confirmPassword: password })).resolves.toMatchObject({
      success: true,
    });
  });

  it('a server that cannot be reached gives ApiError status 0 NETWORK', async () => {
    const h = makeHarness({ baseUrl: 'http://127.0.0.1:9/v2' });
    const error = await caught(login(h.client, { username: 'demo', password: 'demo' }));
    expect(error.status).toBe(0);
    expect(error.code).toBe('NETWORK');
  });
});
