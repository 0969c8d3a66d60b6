import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, call, createTestApp, loginAs, type TestApp } from '../testing/test-app';

describe('users administration (/v2/users)', () => {
  let t: TestApp;
  let admin: string;
  let client: string;
  let tenantId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await loginAs(t.app, 'admin', 'admin')).accessToken;
    client = (await loginAs(t.app, 'demo', 'demo')).accessToken;
    tenantId = (await t.database.db.selectFrom('users').select('tenant_id').where('username', '=', 'admin').executeTakeFirstOrThrow()).tenant_id;
  });
  afterAll(() => t.close());

  const audit = (objectId: string) => t.database.db.selectFrom('audit_log').selectAll().where('object_id', '=', objectId).orderBy('id').execute();

  it('lists the company’s users with their last sign-in, and refuses Clients', async () => {
    const list = await call<{ users: { username: string; lastLoginAt: string | null }[] }>(t.app, 'GET', '/v2/users', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.users.find((u) => u.username === 'admin')?.lastLoginAt).not.toBeNull();
    expect((await call(t.app, 'GET', '/v2/users', { token: client })).status).toBe(403);
    expect((await call(t.app, 'POST', '/v2/users', { token: client, body: { username: 'x1', email: 'x1@x.my', displayName: 'X', role: 'Client' } })).status).toBe(403);
  });

  it('creates a Client with a mailed set-password link (no password in the answer or the audit), who signs in after setting it', async () => {
    const group = await t.database.db.selectFrom('asset_groups').select('id').where('tenant_id', '=', tenantId).orderBy('id').executeTakeFirstOrThrow();
    const created = await call<{ user: { uid: string; groupIds: number[] }; message: string }>(t.app, 'POST', '/v2/users', {
      token: admin,
      body: { username: 'Driver.One', email: 'Driver.One@Demo.Fleet', displayName: 'Driver One', role: 'Client', pages: ['mapview'], permissions: ['poi:add'], groupIds: [group.id] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.message).toContain('driver.one@demo.fleet');
    expect(JSON.stringify(created.body)).not.toMatch(/password_hash|token/i);
    const mail = t.resetLinks.find((m) => m.email === 'driver.one@demo.fleet');
    expect(mail).toBeDefined();
    const entries = await audit(created.body.user.uid);
    expect(entries.map((e) => e.action)).toEqual(['create']);
    expect(JSON.stringify(entries[0]?.details)).not.toContain(mail?.link.split('/')[4] ?? 'none');
    const reset = await call(t.app, 'POST', '/v2/api/auth/reset-password', { body: { token: new URL(mail?.link ?? 'http://x/').pathname.split('/')[2], email: 'driver.one@demo.fleet', password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD } });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    const session = await loginAs(t.app, 'driver.one', TEST_PASSWORD);
    // Group visibility: every asset of the group, nothing else.
    const groupAssets = (await t.database.db.selectFrom('assets').select('id').where('group_id', '=', group.id).execute()).map((a) => a.id).sort((a, b) => a - b);
    const seen = await call<{ assets: { assetId: number }[] }>(t.app, 'GET', '/v2/assets', { token: session.accessToken });
    expect(seen.body.assets.map((a) => a.assetId).sort((a, b) => a - b)).toEqual(groupAssets);
    const hidden = await t.database.db.selectFrom('assets').select('id').where('tenant_id', '=', tenantId).where((eb) => eb.or([eb('group_id', '!=', group.id), eb('group_id', 'is', null)])).executeTakeFirst();
    if (hidden) expect((await call(t.app, 'PUT', `/v2/assets/${hidden.id}/implement-width`, { token: session.accessToken, body: { widthM: 5 } })).status).not.toBe(200);
  });

  it('answers 400 naming the field, 409 for a taken username or email, and writes nothing', async () => {
    const before = await t.database.db.selectFrom('users').select('id').execute();
    const bad = await call<{ error: string; field: string }>(t.app, 'POST', '/v2/users', { token: admin, body: { username: 'ok-name', email: 'not an email', displayName: 'X', role: 'Client' } });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('email');
    expect(bad.body.error).toMatch(/Email/);
    const role = await call<{ field: string }>(t.app, 'POST', '/v2/users', { token: admin, body: { username: 'ok-name', email: 'ok@x.my', displayName: 'X', role: 'Root' } });
    expect([role.status, role.body.field]).toEqual([400, 'role']);
    const dupUser = await call<{ code: string; field: string }>(t.app, 'POST', '/v2/users', { token: admin, body: { username: 'demo', email: 'new@x.my', displayName: 'X', role: 'Client' } });
    expect([dupUser.status, dupUser.body.code, dupUser.body.field]).toEqual([409, 'USERNAME_TAKEN', 'username']);
    const dupEmail = await call<{ code: string; field: string }>(t.app, 'POST', '/v2/users', { token: admin, body: { username: 'brand-new', email: 'ADMIN@demo.fleet', displayName: 'X', role: 'Client' } });
    expect([dupEmail.status, dupEmail.body.code, dupEmail.body.field]).toEqual([409, 'EMAIL_TAKEN', 'email']);
    const otherAsset = await call<{ field: string }>(t.app, 'POST', '/v2/users', { token: admin, body: { username: 'brand-new', email: 'bn@x.my', displayName: 'X', role: 'Client', assetIds: [2_000_000_000] } });
    expect([otherAsset.status, otherAsset.body.field]).toEqual([400, 'assetIds']);
    expect(await t.database.db.selectFrom('users').select('id').execute()).toHaveLength(before.length);
  });

  it('disables a user: their session ends at once, they cannot sign in or refresh; enabling lets them back', async () => {
    const created = await call<{ user: { uid: string } }>(t.app, 'POST', '/v2/users', { token: admin, body: { username: 'temp-user', email: 'temp@x.my', displayName: 'Temp', role: 'Client', pages: ['mapview'], password: TEST_PASSWORD } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const uid = created.body.user.uid;
    const session = await loginAs(t.app, 'temp-user', TEST_PASSWORD);
    const disabled = await call(t.app, 'PUT', `/v2/users/${uid}`, { token: admin, body: { status: 'disabled' } });
    expect(disabled.status).toBe(200);
    expect((await call(t.app, 'GET', '/v2/api/auth/me', { token: session.accessToken })).status).toBe(401);
    expect((await call(t.app, 'POST', '/v2/api/auth/refresh-token', { body: { refreshToken: session.refreshToken } })).status).toBe(401);
    expect((await call(t.app, 'POST', '/v2/clients/login', { body: { username: 'temp-user', password: TEST_PASSWORD, platform: 'Web' } })).status).toBe(401);
    expect((await audit(uid)).map((e) => e.action)).toEqual(['create', 'disable']);
    expect((await call(t.app, 'PUT', `/v2/users/${uid}`, { token: admin, body: { status: 'active' } })).status).toBe(200);
    await loginAs(t.app, 'temp-user', TEST_PASSWORD);
  });

  it('edits pages and permissions, which apply on the next call', async () => {
    const uid = (await t.database.db.selectFrom('users').select('id').where('username', '=', 'temp-user').executeTakeFirstOrThrow()).id;
    const session = await loginAs(t.app, 'temp-user', TEST_PASSWORD);
    const ring = [[101.5, 3.0], [101.51, 3.0], [101.51, 3.01], [101.5, 3.0]];
    expect((await call(t.app, 'POST', '/v2/settings/poi', { token: session.accessToken, body: { name: 'Mine', coords: ring } })).status).toBe(403);
    const edited = await call<{ user: { permissions: string[] } }>(t.app, 'PUT', `/v2/users/${uid}`, { token: admin, body: { permissions: ['poi:add'] } });
    expect(edited.body.user.permissions).toEqual(['poi:add']);
    expect((await call(t.app, 'POST', '/v2/settings/poi', { token: session.accessToken, body: { name: 'Mine', coords: ring } })).status).toBe(200);
    const entry = (await audit(uid)).at(-1);
    expect(entry?.details).toEqual({ permissions: { from: [], to: ['poi:add'] } });
  });

  it('refuses deleting or disabling oneself and the last active Administrator; deletes others with an audit entry', async () => {
    const adminUid = (await loginAs(t.app, 'admin', 'admin')).uid;
    const self = await call<{ code: string }>(t.app, 'DELETE', `/v2/users/${adminUid}`, { token: admin });
    expect([self.status, self.body.code]).toEqual([400, 'NOT_YOURSELF']);
    expect((await call(t.app, 'PUT', `/v2/users/${adminUid}`, { token: admin, body: { status: 'disabled' } })).status).toBe(400);
    // A second Administrator cannot demote the first when that leaves none... and may when one remains.
    const second = await call<{ user: { uid: string } }>(t.app, 'POST', '/v2/users', { token: admin, body: { username: 'admin-two', email: 'a2@x.my', displayName: 'Admin Two', role: 'Administrator', pages: ['mapview'], password: TEST_PASSWORD } });
    const twoToken = (await loginAs(t.app, 'admin-two', TEST_PASSWORD)).accessToken;
    expect((await call(t.app, 'PUT', `/v2/users/${adminUid}`, { token: twoToken, body: { role: 'Client' } })).status).toBe(200);
    // admin-two is now the last active Administrator: nobody may demote or disable them (themselves included).
    const last = await call<{ code: string }>(t.app, 'PUT', `/v2/users/${second.body.user.uid}`, { token: twoToken, body: { role: 'Client' } });
    expect([last.status, last.body.code]).toEqual([400, 'NOT_YOURSELF']);
    const other = await call<{ code: string }>(t.app, 'PUT', `/v2/users/${adminUid}`, { token: twoToken, body: { status: 'disabled' } });
    expect(other.status).toBe(200);
    const lastByNobody = await call<{ code: string }>(t.app, 'DELETE', `/v2/users/${second.body.user.uid}`, { token: twoToken });
    expect([lastByNobody.status, lastByNobody.body.code]).toEqual([400, 'NOT_YOURSELF']);
    expect((await call(t.app, 'PUT', `/v2/users/${adminUid}`, { token: twoToken, body: { status: 'active' } })).status).toBe(200);
    expect((await call(t.app, 'PUT', `/v2/users/${adminUid}`, { token: twoToken, body: { role: 'Administrator' } })).status).toBe(200);
    const admin2 = (await loginAs(t.app, 'admin', 'admin')).accessToken;
    const temp = (await t.database.db.selectFrom('users').select('id').where('username', '=', 'temp-user').executeTakeFirstOrThrow()).id;
    expect((await call(t.app, 'DELETE', `/v2/users/${temp}`, { token: admin2 })).status).toBe(200);
    expect((await call(t.app, 'GET', `/v2/users/${temp}`, { token: admin2 })).status).toBe(404);
    expect((await audit(temp)).at(-1)?.action).toBe('delete');
  });

  it('mails a password reset on request, and another company’s Administrator cannot touch these users', async () => {
    const demoUid = (await t.database.db.selectFrom('users').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow()).id;
    const token = (await loginAs(t.app, 'admin', 'admin')).accessToken;
    const before = t.resetLinks.length;
    expect((await call(t.app, 'POST', `/v2/users/${demoUid}/password-reset`, { token })).status).toBe(200);
    expect(t.resetLinks.length).toBe(before + 1);
    expect((await audit(demoUid)).at(-1)?.action).toBe('password-reset');
  });
});
