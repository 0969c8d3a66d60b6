import { STORAGE_KEYS } from '@fleet/domain';

/** The most alert ids the bell keeps (older ones drop out of the count). */
export const UNREAD_ALERTS_MAX = 500;

/**
 * The bell's unread alerts, kept in local storage (SPEC §4: the counters reset to 0 at login): the ids of the alerts
 * that arrived since, less the ones acknowledged (by anyone of the company). `unreadAlerts` holds the count, as the
 * spec's key; `unreadAlertIds` the ids behind it. Every tab of the browser shares them (the `storage` event).
 */
export interface UnreadAlerts {
  count(): number;
  add(id: number): void;
  remove(ids: readonly number[]): void;
  subscribe(listener: () => void): () => void;
}

export function createUnreadAlerts(storage: Storage, target: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined = globalThis.window): UnreadAlerts {
  const listeners = new Set<() => void>();
  const read = (): number[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.unreadAlertIds) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((x): x is number => Number.isInteger(x)) : [];
    } catch {
      return [];
    }
  };
  const write = (ids: number[]) => {
    storage.setItem(STORAGE_KEYS.unreadAlertIds, JSON.stringify(ids));
    storage.setItem(STORAGE_KEYS.unreadAlerts, String(ids.length));
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.unreadAlertIds || event.key === STORAGE_KEYS.unreadAlerts) for (const listener of listeners) listener();
  };
  return {
    count: () => read().length,
    add(id) {
      const ids = read();
      if (!ids.includes(id)) write([...ids, id].slice(-UNREAD_ALERTS_MAX));
    },
    remove(ids) {
      const gone = new Set(ids);
      const before = read();
      const after = before.filter((id) => !gone.has(id));
      if (after.length !== before.length) write(after);
    },
    subscribe(listener) {
      if (listeners.size === 0) target?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) target?.removeEventListener('storage', onStorage);
      };
    },
  };
}
