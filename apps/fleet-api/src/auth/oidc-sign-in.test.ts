import { OIDC_TEXTS, type ClientLoginResponse, type OidcStartResponse, type OidcStatus } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OidcConfig } from '../config';
import { startOidcTestProvider, signInAtProvider, type OidcTestProvider } from '../testing/oidc-test-provider';
import { call, createTestApp, loginAs, type TestApp } from '../testing/test-app';
import { OIDC_LOGIN_TTL_MS } from './oidc-logins';

const PUBLIC_URL = 'http://fleet.test';
const REDIRECT_URI = `${PUBLIC_URL}/callback`;
const CLIENT = { clientId: 'fleet-web', clientSecret: 'test-client-secret-0123456789' };

/** The accounts of the provider (the login typed on its page is the `sub`). */
const ACCOUNTS = {
  'sub-new': { email: 'Nadia.New@Acme.test', name: 'Nadia New' },
  'sub-demo': { email: 'demo@demo.fleet', name: 'Demo at the provider' },
  'sub-unverified': { email: 'unverified@acme.test', email_verified: false },
  'sub-outsider': { email: 'olga@elsewhere.test' },
  'sub-disabled': { email: 'dana@acme.test' },
  'sub-suspended': { email: 'sam@acme.test' },
  'sub-twice': { email: 'tess@acme.test', name: 'Tess Twice' },
};

function oidcConfig(issuer: string, overrides: Partial<OidcConfig> = {}): OidcConfig {
  return {
    issuer,
    ...CLIENT,
    allowedDomains: ['acme.test', 'demo.fleet'],
    company: 'Demo Fleet',
    pages: ['mapview', 'reports'],
    role: 'Client',
    buttonLabel: 'Sign in with Acme',
    redirectUri: REDIRECT_URI,
    ...overrides,
  };
}

async function start(t: TestApp): Promise<string> {
  const r = await call<OidcStartResponse>(t.app, 'POST', '/v2/auth/oidc/start');
  expect(r.status).toBe(200);
  return r.body.authorizationUrl;
}

/** Starts, signs in at the provider as `login`, and returns the callback's query as the web posts it. */
async function signInAt(t: TestApp, login: string): Promise<{ code: string; state: string; iss: string }> {
  const back = await signInAtProvider(await start(t), REDIRECT_URI, login);
  return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '', iss: back.searchParams.get('iss') ?? '' };
}

const callback = (t: TestApp, body: unknown) => call<ClientLoginResponse & { code?: string }>(t.app, 'POST', '/v2/auth/oidc/callback', { body });

describe('sign-in with an OpenID Connect provider', () => {
  let provider: OidcTestProvider;
  let t: TestApp;
  beforeAll(async () => {
    provider = await startOidcTestProvider({ ...CLIENT, redirectUri: REDIRECT_URI, accounts: ACCOUNTS });
    t = await createTestApp({ config: { publicUrl: PUBLIC_URL, oidc: oidcConfig(provider.issuer) } });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  it('says it is on, with the button label, and starts with PKCE S256, state and nonce at the provider', async () => {
    expect((await call<OidcStatus>(t.app, 'GET', '/v2/auth/oidc')).body).toEqual({ enabled: true, buttonLabel: 'Sign in with Acme' });
    const url = new URL(await start(t));
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid profile email',
      code_challenge_method: 'S256',
    });
    for (const key of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(key)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The secret stays on the server.
    expect(url.href).not.toContain(CLIENT.clientSecret);
  });

  it('creates the user of a first sign-in in the configured company with the configured pages and role, answering like the password login', async () => {
    const r = await callback(t, await signInAt(t, 'sub-new'));
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(r.body.userInfo).toMatchObject({ email: 'nadia.new@acme.test', username: 'nadia.new@acme.test', displayName: 'Nadia New', userRole: 'Client', tenantName: 'Demo Fleet', permissions: [] });
    expect(r.body.userInfo.access.pages).toEqual(['mapview', 'reports']);
    expect(r.body.userInfo.accessToken.split('.')).toHaveLength(3);
    expect(Array.isArray(r.body.allUnits)).toBe(true);
    // The session works like a password one.
    const me = await call(t.app, 'GET', '/v2/api/auth/me', { token: r.body.userInfo.accessToken });
    expect(me.status).toBe(200);
    const identity = await t.database.db.selectFrom('user_identities').selectAll().where('subject', '=', 'sub-new').executeTakeFirstOrThrow();
    expect(identity).toMatchObject({ issuer: provider.issuer, user_id: r.body.userInfo.uid });
    const audit = await t.database.db.selectFrom('audit_log').select(['action', 'object_id']).where('action', '=', 'user.create').where('object_id', '=', r.body.userInfo.uid).execute();
    expect(audit).toHaveLength(1);
    // No password signs in as this user.
    expect((await call(t.app, 'POST', '/v2/clients/login', { body: { username: 'nadia.new@acme.test', password: 'oidc$no-password', platform: 'Web' } })).status).toBe(401);
  });

  it('matches the second sign-in by issuer and subject, even after the email changed in the app', async () => {
    const first = await t.database.db.selectFrom('users').select('id').where('email', '=', 'nadia.new@acme.test').executeTakeFirstOrThrow();
    await t.database.db.updateTable('users').set({ email: 'nadia@acme.test' }).where('id', '=', first.id).execute();
    const r = await callback(t, await signInAt(t, 'sub-new'));
    expect(r.status).toBe(200);
    expect(r.body.userInfo.uid).toBe(first.id);
    expect(await t.database.db.selectFrom('users').select('id').where('username', '=', 'nadia.new@acme.test').execute()).toHaveLength(1);
  });

  it('links an existing password user by the verified email, and the password still works', async () => {
    const r = await callback(t, await signInAt(t, 'sub-demo'));
    expect(r.status).toBe(200);
    expect(r.body.userInfo).toMatchObject({ username: 'demo', email: 'demo@demo.fleet', userRole: 'Client' });
    const link = await t.database.db.selectFrom('user_identities').select('user_id').where('subject', '=', 'sub-demo').executeTakeFirstOrThrow();
    expect(link.user_id).toBe(r.body.userInfo.uid);
    expect((await loginAs(t.app, 'demo', 'demo')).accessToken).toBeTruthy();
  });

  it('creates one user when two first sign-ins of the same person arrive at once', async () => {
    const [a, b] = await Promise.all([signInAt(t, 'sub-twice'), signInAt(t, 'sub-twice')]);
    const [ra, rb] = await Promise.all([callback(t, a), callback(t, b)]);
    expect([ra.status, rb.status]).toEqual([200, 200]);
    expect(ra.body.userInfo.uid).toBe(rb.body.userInfo.uid);
    expect(await t.database.db.selectFrom('users').select('id').where('email', '=', 'tess@acme.test').execute()).toHaveLength(1);
  });

  it('refuses an email the provider has not verified, and creates nobody', async () => {
    const r = await callback(t, await signInAt(t, 'sub-unverified'));
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ success: false, error: OIDC_TEXTS.emailUnverified, code: 'OIDC_EMAIL_UNVERIFIED' });
    expect(await t.database.db.selectFrom('users').select('id').where('email', '=', 'unverified@acme.test').execute()).toHaveLength(0);
  });

  it('refuses an email domain that is not allowed', async () => {
    const r = await callback(t, await signInAt(t, 'sub-outsider'));
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ error: OIDC_TEXTS.domainNotAllowed, code: 'OIDC_DOMAIN_NOT_ALLOWED' });
    expect(await t.database.db.selectFrom('users').select('id').where('email', '=', 'olga@elsewhere.test').execute()).toHaveLength(0);
  });

  it('refuses a replayed, an unknown and an expired state', async () => {
    const params = await signInAt(t, 'sub-new');
    expect((await callback(t, params)).status).toBe(200);
    const replay = await callback(t, params);
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ error: OIDC_TEXTS.stateUnknown, code: 'OIDC_STATE_INVALID' });
    expect((await callback(t, { ...params, state: 'x'.repeat(43) })).body).toMatchObject({ code: 'OIDC_STATE_INVALID' });

    const late = await signInAt(t, 'sub-new');
    t.clock.advance(OIDC_LOGIN_TTL_MS + 1000);
    try {
      expect((await callback(t, late)).body).toMatchObject({ code: 'OIDC_STATE_INVALID' });
    } finally {
      t.clock.advance(-(OIDC_LOGIN_TTL_MS + 1000));
    }
  });

  it('refuses a code the provider does not know, and an id_token whose nonce is not the attempt’s', async () => {
    const params = await signInAt(t, 'sub-new');
    const badCode = await callback(t, { ...params, code: 'not-a-code-the-provider-issued' });
    expect(badCode.status).toBe(400);
    expect(badCode.body.code).toBe('OIDC_PROVIDER_ERROR');
    expect(badCode.body.error).toContain(OIDC_TEXTS.providerRefused);
    expect(badCode.body.error).toContain('invalid_grant');

    // The attempt's nonce is changed on the server: the id_token the provider signs carries the original one.
    const authorizationUrl = await start(t);
    await t.database.db.updateTable('oidc_logins').set({ nonce: 'a-different-nonce' }).execute();
    const back = await signInAtProvider(authorizationUrl, REDIRECT_URI, 'sub-new');
    const nonce = await callback(t, { code: back.searchParams.get('code'), state: back.searchParams.get('state'), iss: back.searchParams.get('iss') });
    expect(nonce.status).toBe(400);
    expect(nonce.body.code).toBe('OIDC_PROVIDER_ERROR');
    expect(nonce.body.error).toMatch(/nonce/);
  });

  it('refuses a callback whose issuer is not the provider (RFC 9207 mix-up)', async () => {
    const params = await signInAt(t, 'sub-new');
    const r = await callback(t, { ...params, iss: 'https://attacker.example' });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('OIDC_PROVIDER_ERROR');
  });

  it('refuses a disabled user and a user of a suspended company', async () => {
    const created = await callback(t, await signInAt(t, 'sub-disabled'));
    expect(created.status).toBe(200);
    await t.database.db.updateTable('users').set({ status: 'disabled' }).where('id', '=', created.body.userInfo.uid).execute();
    const disabled = await callback(t, await signInAt(t, 'sub-disabled'));
    expect(disabled.status).toBe(403);
    expect(disabled.body).toMatchObject({ error: OIDC_TEXTS.accountDisabled, code: 'ACCOUNT_DISABLED' });

    const tenant = await t.database.db.selectFrom('tenants').select('id').where('name', '=', 'Demo Fleet').executeTakeFirstOrThrow();
    await t.database.db.updateTable('tenants').set({ status: 'suspended' }).where('id', '=', tenant.id).execute();
    try {
      const suspended = await callback(t, await signInAt(t, 'sub-suspended'));
      expect(suspended.status).toBe(403);
      expect(suspended.body).toMatchObject({ error: OIDC_TEXTS.companySuspended });
      expect(await t.database.db.selectFrom('users').select('id').where('email', '=', 'sam@acme.test').execute()).toHaveLength(0);
    } finally {
      await t.database.db.updateTable('tenants').set({ status: 'active' }).where('id', '=', tenant.id).execute();
    }
  });

  it('refuses a malformed callback body with 400 and a message', async () => {
    for (const [body, message] of [
      [{}, 'code is required'],
      [{ code: 'c' }, 'state is required'],
      [{ code: 'c'.repeat(5000), state: 's' }, 'code must be at most 2048 characters'],
      [{ code: 'c', state: 's', extra: 1 }, ''],
    ] as const) {
      const r = await callback(t, body);
      expect(r.status).toBe(400);
      expect(r.body.error).toContain(message);
    }
  });
});

describe('sign-in with a provider that keeps the email out of the id_token', () => {
  let provider: OidcTestProvider;
  let t: TestApp;
  beforeAll(async () => {
    provider = await startOidcTestProvider({ ...CLIENT, redirectUri: REDIRECT_URI, accounts: ACCOUNTS, conformIdTokenClaims: true });
    t = await createTestApp({ config: { publicUrl: PUBLIC_URL, oidc: oidcConfig(provider.issuer, { company: 'no such company' }) } });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  it('reads the email from userinfo, and says so when the configured company does not exist', async () => {
    const linked = await callback(t, await signInAt(t, 'sub-demo'));
    expect(linked.status).toBe(200);
    expect(linked.body.userInfo.username).toBe('demo');
    const r = await callback(t, await signInAt(t, 'sub-new'));
    expect(r.status).toBe(503);
    expect(r.body).toMatchObject({ error: OIDC_TEXTS.noCompany, code: 'OIDC_NO_COMPANY' });
  });
});

describe('without a provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The production limits (test apps multiply them by 100).
    t = await createTestApp({ config: { authRateLimitFactor: 1 } });
  });
  afterAll(() => t.close());

  it('says it is off and refuses the start and the callback with 404', async () => {
    expect((await call<OidcStatus>(t.app, 'GET', '/v2/auth/oidc')).body).toEqual({ enabled: false, buttonLabel: null });
    expect((await call(t.app, 'POST', '/v2/auth/oidc/start')).body).toMatchObject({ code: 'OIDC_DISABLED', error: OIDC_TEXTS.disabled });
    expect((await callback(t, { code: 'c', state: 's' })).status).toBe(404);
  });

  it('limits starts and callbacks per address like the password sign-in (20 a minute), with Retry-After', async () => {
    for (const url of ['/v2/auth/oidc/start', '/v2/auth/oidc/callback']) {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1) {
        const r = await t.app.inject({ method: 'POST', url, remoteAddress: '10.9.0.1', payload: { code: 'c', state: 's' } });
        statuses.push(r.statusCode);
        if (r.statusCode === 429) expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
      expect(statuses[20]).toBe(429);
    }
  });

  it('answers 502 with a clear message when the provider cannot be reached', async () => {
    const down = await createTestApp({ config: { publicUrl: PUBLIC_URL, oidc: oidcConfig('http://127.0.0.1:9') } });
    try {
      const r = await call(down.app, 'POST', '/v2/auth/oidc/start');
      expect(r.status).toBe(502);
      expect(r.body).toMatchObject({ error: OIDC_TEXTS.providerUnavailable, code: 'OIDC_PROVIDER_UNAVAILABLE' });
      expect(await down.database.db.selectFrom('oidc_logins').selectAll().execute()).toHaveLength(0);
    } finally {
      await down.close();
    }
  });
});
