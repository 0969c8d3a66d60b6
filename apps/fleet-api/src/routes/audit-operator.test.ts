import type { AuditPage, OperatorCompany, UserInfo } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, call, createTestApp, loginAs, type TestApp } from '../testing/test-app';

const OPERATOR = 'ops@install.test';

/** Sets the password of an account through its mailed link; returns nothing, throws when it fails. */
async function setPasswordFromMail(t: TestApp, email: string) {
  const mail = [...t.resetLinks].reverse().find((m) => m.email === email);
  if (!mail) throw new Error(`no link for ${email}`);
  const token = new URL(mail.link).pathname.split('/')[2];
  const r = await call(t.app, 'POST', '/v2/api/auth/reset-password', { body: { token, email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD } });
  if (r.status !== 200) throw new Error(`reset failed: ${JSON.stringify(r.body)}`);
}

describe('audit log and the installation operator', () => {
  let t: TestApp;
  let admin: string;
  let operator: string;
  let demoTenant: string;

  beforeAll(async () => {
    t = await createTestApp({ config: { operatorEmails: [OPERATOR] } });
    admin = (await loginAs(t.app, 'admin', 'admin')).accessToken;
    demoTenant = (await t.database.db.selectFrom('users').select('tenant_id').where('username', '=', 'admin').executeTakeFirstOrThrow()).tenant_id;
    // The operator's account was created at start with no known password: the mailed link sets it.
    await setPasswordFromMail(t, OPERATOR);
    const signedIn = await call<{ userInfo: UserInfo }>(t.app, 'POST', '/v2/clients/login', { body: { username: OPERATOR, password: TEST_PASSWORD, platform: 'Web' } });
    expect(signedIn.body.userInfo.operator).toBe(true);
    operator = signedIn.body.userInfo.accessToken;
  });
  afterAll(() => t.close());

  it('lists the company’s changes newest first, filtered and paged, to Administrators only', async () => {
    await call(t.app, 'PUT', '/v2/company', { token: admin, body: { routeStyle: 'dashed' } });
    await call(t.app, 'POST', '/v2/users', { token: admin, body: { username: 'audited', email: 'audited@x.my', displayName: 'Audited Person', role: 'Client', password: TEST_PASSWORD } });
    const all = await call<AuditPage>(t.app, 'GET', '/v2/audit', { token: admin });
    expect(all.status).toBe(200);
    expect(all.body.entries[0]?.objectKind).toBe('user');
    expect(all.body.entries[0]?.actorName).toBe('Demo Administrator (admin)');
    expect(JSON.stringify(all.body)).not.toContain(TEST_PASSWORD);
    const users = await call<AuditPage>(t.app, 'GET', '/v2/audit?objectKind=company&action=update', { token: admin });
    expect(users.body.entries.every((e) => e.objectKind === 'company' && e.action === 'update')).toBe(true);
    expect(users.body.total).toBeGreaterThan(0);
    const text = await call<AuditPage>(t.app, 'GET', '/v2/audit?q=Audited%20Person&actor=admin', { token: admin });
    expect(text.body.entries).toHaveLength(1);
    const future = await call<AuditPage>(t.app, 'GET', `/v2/audit?from=${new Date(Date.now() + 86_400_000).toISOString()}`, { token: admin });
    expect(future.body.entries).toEqual([]);
    const bad = await call<{ field: string }>(t.app, 'GET', '/v2/audit?pageSize=7', { token: admin });
    expect([bad.status, bad.body.field]).toEqual([400, 'pageSize']);
    expect((await call(t.app, 'GET', '/v2/audit', { token: (await loginAs(t.app, 'demo', 'demo')).accessToken })).status).toBe(403);
  });

  it('lets only the operator list companies (not their own installation company)', async () => {
    const list = await call<{ companies: OperatorCompany[] }>(t.app, 'GET', '/v2/operator/companies', { token: operator });
    expect(list.status).toBe(200);
    expect(list.body.companies.map((c) => c.name)).toEqual(['Demo Fleet']);
    expect(list.body.companies[0]?.users).toBeGreaterThan(1);
    expect(list.body.companies[0]?.assets).toBeGreaterThan(1);
    expect((await call(t.app, 'GET', '/v2/operator/companies', { token: admin })).status).toBe(403);
  });

  it('creates a company whose first Administrator sets a password by mail; 409 for a taken email', async () => {
    const created = await call<{ tenantId: string }>(t.app, 'POST', '/v2/operator/companies', { token: operator, body: { name: 'Lorry Co', adminEmail: 'boss@lorry.my', adminName: 'Lorry Boss' } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    await setPasswordFromMail(t, 'boss@lorry.my');
    const boss = await loginAs(t.app, 'boss@lorry.my', TEST_PASSWORD);
    expect(boss.uid).toBeTruthy();
    const log = await call<AuditPage>(t.app, 'GET', '/v2/audit', { token: boss.accessToken });
    expect(log.body.entries.map((e) => [e.action, e.actorName])).toEqual([['create', `Installation operator (${OPERATOR})`]]);
    const dup = await call<{ field: string }>(t.app, 'POST', '/v2/operator/companies', { token: operator, body: { name: 'Again', adminEmail: 'ADMIN@demo.fleet', adminName: 'X' } });
    expect([dup.status, dup.body.field]).toEqual([409, 'adminEmail']);
  });

  it('suspends a company: its sessions end, nobody of it signs in; reactivating lets them back', async () => {
    const lorry = (await call<{ companies: OperatorCompany[] }>(t.app, 'GET', '/v2/operator/companies', { token: operator })).body.companies.find((c) => c.name === 'Lorry Co');
    const session = await loginAs(t.app, 'boss@lorry.my', TEST_PASSWORD);
    const suspended = await call(t.app, 'PUT', `/v2/operator/companies/${lorry?.tenantId}/status`, { token: operator, body: { status: 'suspended' } });
    expect(suspended.status).toBe(200);
    expect((await call(t.app, 'GET', '/v2/api/auth/me', { token: session.accessToken })).status).toBe(401);
    expect((await call(t.app, 'POST', '/v2/api/auth/refresh-token', { body: { refreshToken: session.refreshToken } })).status).toBe(401);
    const refused = await call<{ code: string }>(t.app, 'POST', '/v2/api/auth/login', { body: { email: 'boss@lorry.my', password: TEST_PASSWORD } });
    expect([refused.status, refused.body.code]).toEqual([403, 'COMPANY_SUSPENDED']);
    // A wrong password learns nothing about the suspension.
    expect((await call(t.app, 'POST', '/v2/api/auth/login', { body: { email: 'boss@lorry.my', password: 'wrong password!' } })).status).toBe(401);
    expect((await call(t.app, 'POST', `/v2/operator/companies/${lorry?.tenantId}/support-session`, { token: operator })).status).toBe(409);
    expect((await call(t.app, 'PUT', `/v2/operator/companies/${lorry?.tenantId}/status`, { token: operator, body: { status: 'active' } })).status).toBe(200);
    await loginAs(t.app, 'boss@lorry.my', TEST_PASSWORD);
    const actions = (await t.database.db.selectFrom('audit_log').select('action').where('tenant_id', '=', lorry?.tenantId ?? '').orderBy('id').execute()).map((r) => r.action);
    expect(actions).toEqual(['create', 'suspend', 'reactivate']);
    expect((await call(t.app, 'PUT', '/v2/operator/companies/not-a-uuid/status', { token: operator, body: { status: 'active' } })).status).toBe(400);
    expect((await call(t.app, 'PUT', `/v2/operator/companies/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}/status`, { token: operator, body: { status: 'active' } })).status).toBe(404);
  });

  it('opens a short support session as the company’s Administrator, marked and audited as the operator', async () => {
    const r = await call<{ userInfo: UserInfo }>(t.app, 'POST', `/v2/operator/companies/${demoTenant}/support-session`, { token: operator });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.userInfo.userRole).toBe('Administrator');
    expect(r.body.userInfo.supportSession?.operator).toBe(OPERATOR);
    const support = r.body.userInfo.accessToken;
    const me = await call<{ userInfo: UserInfo }>(t.app, 'GET', '/v2/api/auth/me', { token: support });
    expect(me.body.userInfo.supportSession?.operator).toBe(OPERATOR);
    expect(me.body.userInfo.operator).toBe(false);
    // What the operator changes is written as theirs, in the company's log; the support session is no operator.
    await call(t.app, 'PUT', '/v2/company', { token: support, body: { routeStyle: 'solid' } });
    const log = await call<AuditPage>(t.app, 'GET', '/v2/audit', { token: admin });
    expect(log.body.entries.slice(0, 2).map((e) => [e.action, e.actorName])).toEqual([
      ['update', `Installation operator (${OPERATOR})`],
      ['support-visit', `Installation operator (${OPERATOR})`],
    ]);
    expect((await call(t.app, 'GET', '/v2/operator/companies', { token: support })).status).toBe(403);
    // Short-lived: gone after FLEET_SUPPORT_SESSION_S (30 min), refresh cannot extend it.
    t.clock.advance(31 * 60_000);
    expect((await call(t.app, 'POST', '/v2/api/auth/refresh-token', { body: { refreshToken: r.body.userInfo.refreshToken } })).status).toBe(401);
  });
});
