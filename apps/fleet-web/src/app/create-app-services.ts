import { ApiError, createApiClient, type ApiClient, type LiveSocketConstructor } from '@fleet/api';
import { MESSAGES } from '@fleet/domain';
import { QueryClient } from '@tanstack/react-query';
import type { RouterHistory } from '@tanstack/react-router';
import { createLiveSession, type LiveSession } from '../live/live-session';
import { createAppRouter, type AppRouter } from '../router/create-app-router';
import { createAppStore, type AppStore } from '../session/create-app-store';
import { endSessionAtom, sessionAtom, setTokensAtom } from '../session/session-atoms';
import { notify as defaultNotify, type Notifier } from './notify';

/** Everything the app is made of, created once at start (and per test). */
export interface AppServices {
  store: AppStore;
  queryClient: QueryClient;
  apiClient: ApiClient;
  router: AppRouter;
  notify: Notifier;
  /** The session's live feed (opened by the first monitor page). */
  live: LiveSession;
}

/** Options of {@link createAppServices}. */
export interface AppServicesOptions {
  baseUrl: string;
  history?: RouterHistory;
  fetch?: typeof globalThis.fetch;
  notify?: Notifier;
  /** WebSocket of the live feed. @default the browser's */
  webSocket?: LiveSocketConstructor;
}

/** Retries a failed query twice, but never a refusal (4xx): asking again gives the same answer. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * Wires the session store, the API client (bearer, one shared refresh, session expiry), the query client and the
 * router together.
 */
export function createAppServices({ baseUrl, history, fetch, notify = defaultNotify, webSocket }: AppServicesOptions): AppServices {
  const store = createAppStore();
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });

  // The API client is created before the router it navigates on session expiry.
  const routerRef: { current?: AppRouter } = {};
  const apiClient = createApiClient({
    baseUrl,
    fetch,
    getTokens: () => {
      const { accessToken, refreshToken } = store.get(sessionAtom);
      return { accessToken, refreshToken };
    },
    setTokens: (pair) => store.set(setTokensAtom, pair),
    onSessionExpired: () => {
      // The refresh was refused: the session is over. Clear it and sign in again, coming back here afterwards.
      const wasSignedIn = Boolean(store.get(sessionAtom).accessToken);
      store.set(endSessionAtom);
      if (wasSignedIn) notify.error(MESSAGES.sessionExpired);
      const here = routerRef.current?.state.location;
      const leave = routerRef.current?.navigate({ to: '/login', search: here && here.pathname !== '/login' ? { to: here.href } : {}, replace: true });
      // Cleared after the pages left: mounted queries would otherwise fetch again without a token.
      void (leave ?? Promise.resolve()).finally(() => queryClient.clear());
    },
  });

  const live = createLiveSession({
    baseUrl,
    WebSocketImpl: webSocket,
    getAccessToken: () => store.get(sessionAtom).accessToken,
    refreshAccessToken: () => apiClient.refreshTokens(),
    onEnded: (reason) => notify.error(reason || MESSAGES.sessionExpired),
  });
  // Signed out (here, by expiry or in another tab): the feed closes and its data is dropped.
  store.sub(sessionAtom, () => {
    if (!store.get(sessionAtom).accessToken) live.stop();
  });

  const router = createAppRouter({ context: { store, queryClient, apiClient, notify }, history });
  routerRef.current = router;
  return { store, queryClient, apiClient, router, notify, live };
}
