import type { LiveSocketConstructor } from '@fleet/api';
import { STORAGE_KEYS, type UserInfo } from '@fleet/domain';
import { createMemoryHistory } from '@tanstack/react-router';
import { vi } from 'vitest';
import { createAppServices } from '../app/create-app-services';
import type { Notifier } from '../app/notify';

/** Stores a signed-in session the way a sign-in does, before the app starts. */
export function storeSession(user: UserInfo): void {
  localStorage.setItem(STORAGE_KEYS.accessToken, user.accessToken);
  localStorage.setItem(STORAGE_KEYS.refreshToken, user.refreshToken);
  localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(user));
  localStorage.setItem(STORAGE_KEYS.loggedIn, 'true');
}

/** A JSON answer. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A live socket that never opens (the default of test apps: no network). */
class SilentSocket {
  readyState = 0;
  onopen = null;
  onmessage = null;
  onclose = null;
  onerror = null;
  send() {}
  close() {}
}

/** The app's services over a memory history at `path`, with a spy notifier, the given fetch and live socket. */
export function createTestApp(path: string, fetchImpl?: typeof fetch, webSocket: LiveSocketConstructor = SilentSocket) {
  const notify: Notifier = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
  const fallback: typeof fetch = async () => json({ success: false, error: 'not mocked', code: 'TEST' }, 500);
  const services = createAppServices({
    baseUrl: 'http://fleet.test/v2',
    history: createMemoryHistory({ initialEntries: [path] }),
    fetch: fetchImpl ?? fallback,
    notify,
    webSocket,
  });
  return { ...services, notify };
}
