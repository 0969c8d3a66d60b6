import { STORAGE_KEYS } from '@fleet/domain';
import { describe, expect, it } from 'vitest';
import { createUnreadAlerts } from './unread-alerts';

describe('unread alerts', () => {
  it('counts alerts that arrived, less the acknowledged ones, in the spec key', () => {
    localStorage.clear();
    const unread = createUnreadAlerts(localStorage);
    let told = 0;
    const stop = unread.subscribe(() => (told += 1));
    unread.add(7);
    unread.add(7);
    unread.add(9);
    expect(unread.count()).toBe(2);
    expect(localStorage.getItem(STORAGE_KEYS.unreadAlerts)).toBe('2');
    unread.remove([7, 42]);
    expect(unread.count()).toBe(1);
    unread.remove([42]);
    expect(told).toBe(3);
    stop();
  });

  it('reads a damaged value as none', () => {
    localStorage.setItem(STORAGE_KEYS.unreadAlertIds, '{not json');
    expect(createUnreadAlerts(localStorage).count()).toBe(0);
  });
});
