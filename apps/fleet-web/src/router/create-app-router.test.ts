import { OPERATOR_TEXTS, PAGE_NAMES, noPageAccessMessage } from '@fleet/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp, storeSession } from '../testing/create-test-app';
import { adminUser, demoUser } from '../testing/fixtures';

async function landAt(path: string) {
  const app = createTestApp(path);
  await app.router.load();
  return app;
}

describe('routes and guards', () => {
  it("'/' goes to /login when signed out", async () => {
    const { router } = await landAt('/');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('a protected path without a token goes to /login?to=<path>', async () => {
    const { router } = await landAt('/settings');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ to: '/settings' });
  });

  it('a signed-in user is sent from logged-out-only routes to /dashboard', async () => {
    storeSession(demoUser);
    for (const path of ['/', '/login', '/forgot-password', '/reset-password/abc/demo%40demo.fleet']) {
      const { router } = await landAt(path);
      expect(router.state.location.pathname, path).toBe('/dashboard');
    }
  });

  it('a missing page key shows the notice and returns to /dashboard', async () => {
    storeSession(demoUser);
    const { router, notify } = await landAt('/vms-dashboard');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(notify.error).toHaveBeenCalledWith(noPageAccessMessage(PAGE_NAMES.vms));
  });

  it('a missing page key returns to the previous path', async () => {
    storeSession(demoUser);
    const { router, notify } = await landAt('/settings');
    await router.navigate({ to: '/vms-dashboard' });
    expect(router.state.location.pathname).toBe('/settings');
    expect(notify.error).toHaveBeenCalledTimes(1);
  });

  it('a Client is not authorized for /admin; an Administrator is', async () => {
    storeSession(demoUser);
    expect((await landAt('/admin')).router.state.location.pathname).toBe('/pages/not-authorized');
    localStorage.clear();
    storeSession(adminUser);
    expect((await landAt('/admin')).router.state.location.pathname).toBe('/admin');
    expect((await landAt('/vms-dashboard')).router.state.location.pathname).toBe('/vms-dashboard');
  });

  it('only the installation operator reaches /operator; the Administration tab stays in the URL', async () => {
    storeSession(adminUser);
    const refused = await landAt('/operator');
    expect(refused.router.state.location.pathname).toBe('/pages/not-authorized');
    expect(refused.notify.error).toHaveBeenCalledWith(OPERATOR_TEXTS.notOperator);
    localStorage.clear();
    storeSession({ ...adminUser, operator: true });
    expect((await landAt('/operator')).router.state.location.pathname).toBe('/operator');
    const admin = await landAt('/admin?tab=audit');
    expect(admin.router.state.location.search).toEqual({ tab: 'audit' });
  });

  it('unknown paths go to the 404 page', async () => {
    const { router } = await landAt('/no/such/page');
    expect(router.state.location.pathname).toBe('/pages/error-404');
  });

  it('hides the loading overlay after the navigation resolves', async () => {
    document.body.innerHTML = '<div id="app-loading"></div>';
    await landAt('/login');
    expect(document.getElementById('app-loading')?.hidden).toBe(true);
  });
});
