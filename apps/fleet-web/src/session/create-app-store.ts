import { STORAGE_KEYS } from '@fleet/domain';
import { createStore } from 'jotai';
import { reloadSessionAtom } from './session-atoms';

/** The app's jotai store, hydrated with the stored session. */
export type AppStore = ReturnType<typeof createStore>;

/** Creates the store and hydrates the session from local storage (the initial role is the stored user's role). */
export function createAppStore(): AppStore {
  const store = createStore();
  store.set(reloadSessionAtom);
  return store;
}

/**
 * Keeps the session in step with other tabs: a sign-in or sign-out there is seen here, and `onChange` runs (e.g. to
 * re-run the route guards). Returns the unsubscribe.
 */
export function syncSessionAcrossTabs(store: AppStore, target: Window = window, onChange?: () => void): () => void {
  const watched = new Set<string | null>([STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken, STORAGE_KEYS.userInfo, null]);
  const onStorage = (event: StorageEvent) => {
    if (!watched.has(event.key)) return;
    store.set(reloadSessionAtom);
    onChange?.();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
