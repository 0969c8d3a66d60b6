import { SESSION_KEYS, STORAGE_KEYS, UNREAD_COUNTER_KEYS, type UserInfo } from '@fleet/domain';
import { describe, expect, it } from 'vitest';
import { endSessionAtom, roleAtom, sessionAtom, setTokensAtom, startSessionAtom, updateUserInfoAtom } from './session-atoms';
import { createAppStore } from './create-app-store';
import { demoUser, loginResponseFor } from '../testing/fixtures';

const response = loginResponseFor(demoUser);

describe('session', () => {
  it('starts logged out without a stored user', () => {
    const store = createAppStore();
    expect(store.get(roleAtom)).toBe('LoggedOut');
    expect(store.get(sessionAtom).accessToken).toBeNull();
  });

  it('takes the initial role from the stored user', () => {
    localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify({ ...demoUser, userRole: 'Administrator' }));
    localStorage.setItem(STORAGE_KEYS.accessToken, 'stored-token');
    const store = createAppStore();
    expect(store.get(roleAtom)).toBe('Administrator');
    expect(store.get(sessionAtom).accessToken).toBe('stored-token');
  });

  it('stores tokens, user info and lists at login and resets the unread counters to 0', () => {
    for (const key of UNREAD_COUNTER_KEYS) localStorage.setItem(key, '7');
    const store = createAppStore();
    store.set(startSessionAtom, response);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-1');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-1');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userInfo) ?? '{}').uid).toBe('u-demo');
    expect(localStorage.getItem(STORAGE_KEYS.loggedIn)).toBe('true');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.unitSelection) ?? '[]')).toHaveLength(1);
    for (const key of UNREAD_COUNTER_KEYS) expect(localStorage.getItem(key)).toBe('0');
    expect(store.get(roleAtom)).toBe('Client');
  });

  it('keeps rotated tokens and fresher user info', () => {
    const store = createAppStore();
    store.set(startSessionAtom, response);
    store.set(setTokensAtom, { accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-2');
    store.set(updateUserInfoAtom, { ...demoUser, displayName: 'Renamed', accessToken: '', refreshToken: '' });
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.userInfo) ?? '{}') as UserInfo;
    expect(stored.displayName).toBe('Renamed');
    expect(stored.accessToken).toBe('access-2');
  });

  it('clears every session key at logout and keeps other keys', () => {
    const store = createAppStore();
    store.set(startSessionAtom, response);
    localStorage.setItem(STORAGE_KEYS.changeLogSeen, '1');
    store.set(endSessionAtom);
    for (const key of SESSION_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.changeLogSeen)).toBe('1');
    expect(store.get(roleAtom)).toBe('LoggedOut');
  });
});
