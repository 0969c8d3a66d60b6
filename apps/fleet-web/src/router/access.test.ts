import { PAGE_NAMES, noPageAccessMessage } from '@fleet/domain';
import { describe, expect, it } from 'vitest';
import { LOGGED_OUT, type SessionState } from '../session/session-state';
import { adminUser, demoUser } from '../testing/fixtures';
import { decideAccess, safeReturnPath } from './access';

const demo: SessionState = { accessToken: 't', refreshToken: 'r', userInfo: demoUser };
const admin: SessionState = { accessToken: 't', refreshToken: 'r', userInfo: adminUser };
const at = (pathname: string) => ({ pathname, href: pathname });

describe('decideAccess', () => {
  it('sends a visitor without token to /login with the path to come back to', () => {
    expect(decideAccess(LOGGED_OUT, { audience: 'user' }, { pathname: '/settings', href: '/settings?tab=1' })).toEqual({
      kind: 'redirect',
      href: '/login?to=%2Fsettings%3Ftab%3D1',
    });
  });

  it('sends a signed-in user away from logged-out-only routes', () => {
    expect(decideAccess(demo, { audience: 'guest' }, at('/login'))).toEqual({ kind: 'redirect', href: '/dashboard' });
    expect(decideAccess(LOGGED_OUT, { audience: 'guest' }, at('/login'))).toEqual({ kind: 'allow' });
  });

  it('blocks a missing page key with the notice and returns to the previous path or /dashboard', () => {
    const notice = noPageAccessMessage(PAGE_NAMES.vms);
    expect(decideAccess(demo, { audience: 'user', pageKey: 'vms' }, at('/vms-dashboard'), '/settings')).toEqual({
      kind: 'redirect',
      href: '/settings',
      notice,
    });
    expect(decideAccess(demo, { audience: 'user', pageKey: 'vms' }, at('/vms-dashboard'))).toEqual({ kind: 'redirect', href: '/dashboard', notice });
    expect(decideAccess(admin, { audience: 'user', pageKey: 'vms' }, at('/vms-dashboard'))).toEqual({ kind: 'allow' });
  });

  it('sends a wrong role to /pages/not-authorized', () => {
    expect(decideAccess(demo, { audience: 'admin' }, at('/admin'))).toEqual({ kind: 'redirect', href: '/pages/not-authorized' });
    expect(decideAccess(admin, { audience: 'admin' }, at('/admin'))).toEqual({ kind: 'allow' });
    const noRole: SessionState = { ...demo, userInfo: null };
    expect(decideAccess(noRole, { audience: 'user' }, at('/dashboard'))).toEqual({ kind: 'redirect', href: '/pages/not-authorized' });
  });
});

describe('safeReturnPath', () => {
  it('keeps same-origin paths only', () => {
    expect(safeReturnPath('/settings')).toBe('/settings');
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath('https://evil.example')).toBe('/');
    expect(safeReturnPath('//evil.example')).toBe('/');
    expect(safeReturnPath('/login?to=/x')).toBe('/');
  });
});
