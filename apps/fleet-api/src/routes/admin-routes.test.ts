import { MESSAGES, type AdminUserSummary } from '@fleet/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestApp } from '../testing/test-app';

describe('admin routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("GET /admin/users lists the tenant's users for an Administrator", async () => {
    const { accessToken } = await loginAs(t.app, 'admin', 'admin');
    const r = await call<{ success: boolean; users: AdminUserSummary[] }>(t.app, 'GET', '/v2/admin/users', { token: accessToken });
    expect(r.status).toBe(200);
    expect(r.body.users.map((u) => u.username)).toEqual(['admin', 'demo', 'vessel']);
    const demo = r.body.users.find((u) => u.username === 'demo');
    expect(demo).toEqual({
      uid: expect.any(String),
      username: 'demo',
      email: 'demo@demo.fleet',
      displayName: 'Demo User',
      userRole: 'Client',
      pages: expect.not.arrayContaining(['vms']),
      status: 'active',
      lastLoginAt: null,
    });
    expect(r.body.users.find((u) => u.username === 'admin')?.lastLoginAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('refuses a Client with 403 NOT_AUTHORIZED', async () => {
    const { accessToken } = await loginAs(t.app, 'demo', 'demo');
    const r = await call(t.app, 'GET', '/v2/admin/users', { token: accessToken });
    expect(r).toMatchObject({ status: 403, body: { success: false, error: MESSAGES.notAuthorized, code: 'NOT_AUTHORIZED' } });
  });
});
