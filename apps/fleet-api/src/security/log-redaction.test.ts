import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountMailer } from '../mail/account-mailer';
import { redactUrl } from '../http/log-redaction';
import { createTestApp, loginAs, type TestApp } from '../testing/test-app';

/** No token, password or reset link reaches the server log (the log of a real app at info level). */
describe('log redaction', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'fleet-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>fleet</title>');
    t = await createTestApp({
      config: { logLevel: 'info', webDist },
      deps: {
        logStream: { write: (line: string) => void lines.push(line) },
        // The real mailer without SMTP: what it logs is what a deployment would log.
        mailer: createAccountMailer({ smtpUrl: undefined, from: 'x@y', log: { info: (o: object, m: string) => lines.push(JSON.stringify({ ...o, msg: m })), warn: (o: object, m: string) => lines.push(JSON.stringify({ ...o, msg: m })) } as never, logLinks: false }),
      },
    });
  });
  afterAll(() => t.close());

  it('redacts credential-like query values and the reset link path', () => {
    expect(redactUrl('/v2/uploads/a/b.png?access_token=eyJhbGci&x=1')).toBe('/v2/uploads/a/b.png?access_token=[REDACTED]&x=1');
    expect(redactUrl('/reset-password/AbC123/demo%40demo.fleet')).toBe('/reset-password/[REDACTED]');
    expect(redactUrl('/callback?code=xyz&state=s')).toBe('/callback?code=[REDACTED]&state=s');
    expect(redactUrl('/v2/reports/history?from=1&to=2')).toBe('/v2/reports/history?from=1&to=2');
    // A live-location share link: its token is the credential, as the web page and as its API call.
    expect(redactUrl('/live-location/AbC_-123')).toBe('/live-location/[REDACTED]');
    expect(redactUrl('/v2/live-location/AbC_-123?x=1')).toBe('/v2/live-location/[REDACTED]?x=1');
  });

  it('never writes a token, a password or a reset link to the log', async () => {
    const admin = await loginAs(t.app, 'admin', 'admin');
    const secrets = [admin.accessToken, admin.refreshToken];
    await t.app.inject({ method: 'GET', url: `/v2/api/auth/me?access_token=${admin.accessToken}` });
    await t.app.inject({ method: 'GET', url: `/v2/uploads/${'a'.repeat(36)}/${'b'.repeat(36)}.png?access_token=${admin.accessToken}` });
    await t.app.inject({ method: 'POST', url: '/v2/api/auth/refresh-token', payload: { refreshToken: admin.refreshToken } });
    await t.app.inject({ method: 'POST', url: '/v2/clients/login', payload: { username: 'admin', password: 'hunter2-secret-guess', platform: 'Web' } });
    secrets.push('hunter2-secret-guess');
    // The identity provider's return: the code (and the state) posted by the /callback page, and the page itself.
    const code = 'ProviderAuthorizationCodeNotForTheLog0123456';
    await t.app.inject({ method: 'POST', url: '/v2/auth/oidc/callback', payload: { code, state: 'StateNotForTheLog', iss: 'https://id.example.com' } });
    await t.app.inject({ method: 'GET', url: `/callback?code=${code}&state=s&iss=https%3A%2F%2Fid.example.com` });
    secrets.push(code);
    // Without SMTP (and without FLEET_DEV_MAIL_LOG) the reset mail cannot go out: the log says so, without the link.
    await t.app.inject({ method: 'POST', url: '/v2/api/auth/forgot-password', payload: { email: 'demo@demo.fleet' } });
    await new Promise((r) => setTimeout(r, 20));
    const reset = await t.database.db.selectFrom('password_resets').select('token_hash').executeTakeFirst();
    expect(reset).toBeTruthy();
    // The link itself, opened in a browser, reaches the server as a request for the web app.
    const token = 'ResetTokenThatMustNotBeLogged0123456789abcd';
    await t.app.inject({ method: 'GET', url: `/reset-password/${token}/demo%40demo.fleet` });
    secrets.push(token, 'demo%40demo.fleet');
    // A live-location share link, made and opened (the page and its API call), then revoked: its token in no line.
    const truck = (await t.database.db.selectFrom('assets').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const made = await t.app.inject({ method: 'POST', url: `/v2/assets/${truck}/share-links`, headers: { authorization: `Bearer ${admin.accessToken}` }, payload: { expiresInS: 3_600 } });
    const share = made.json() as { token: string; link: { id: number } };
    expect(share.token).toHaveLength(43);
    await t.app.inject({ method: 'GET', url: `/live-location/${share.token}` });
    expect((await t.app.inject({ method: 'GET', url: `/v2/live-location/${share.token}` })).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: `/v2/share-links/${share.link.id}/revoke`, headers: { authorization: `Bearer ${admin.accessToken}` } });
    expect((await t.app.inject({ method: 'GET', url: `/v2/live-location/${share.token}` })).statusCode).toBe(410);
    secrets.push(share.token);
    const log = lines.join('\n');
    expect(log).toContain('reset mail not sent: SMTP_URL is not set');
    expect(log).toContain('/reset-password/[REDACTED]');
    expect(log).toContain('/v2/live-location/[REDACTED]');
    expect(log).toContain('"/live-location/[REDACTED]');
    for (const secret of secrets) expect(log, 'a secret reached the log').not.toContain(secret);
  });
});
