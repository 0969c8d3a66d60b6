import ky, { type KyInstance, type Options } from 'ky';
import { ApiError } from './api-error';
import type { ApiTokens, TokenPair } from './api-tokens';
import { isTokenExpired } from './jwt';
import { refreshTokens } from './refresh';
import { isBearerPath, refreshesOn401, relativeApiPath } from './request-policy';
import { sendJson, toApiError } from './send-json';

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** API base with its prefix: `/v2` in the browser, `http://127.0.0.1:7750/v2` elsewhere. */
  baseUrl: string;
  /** Reads the session's current tokens; called before every bearer request. */
  getTokens: () => ApiTokens;
  /** Stores a rotated token pair after a successful refresh. */
  setTokens: (tokens: TokenPair) => void;
  /** Called once when a refresh fails with a client error: the session is over (clear it, go to sign-in). */
  onSessionExpired: (error: ApiError) => void;
  /** The fetch to use, e.g. a counting wrapper in tests. @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /** The clock, ms since epoch; lets tests pretend an expired token is still valid. @default Date.now */
  now?: () => number;
  /** Per-request timeout, ms, the refresh and one retry included. @default 30000 */
  timeoutMs?: number;
  /** A token expiring within this margin counts as expired before sending, ms. @default 0 */
  expiryLeewayMs?: number;
}

/** An HTTP client bound to one session: JSON helpers that throw {@link ApiError}, and the raw ky instance. */
export interface ApiClient {
  /** The API base the paths are relative to, as given (`/v2`, `http://127.0.0.1:7750/v2`). */
  readonly baseUrl: string;
  /** The ky instance with the bearer and refresh logic; paths are relative to the base (`dashboard`). */
  readonly http: KyInstance;
  /** GET a path and parse its JSON. */
  get<T>(path: string, options?: Options): Promise<T>;
  /** POST JSON to a path and parse the JSON answer. */
  post<T>(path: string, json?: unknown, options?: Options): Promise<T>;
  /** PUT JSON to a path and parse the JSON answer. */
  put<T>(path: string, json?: unknown, options?: Options): Promise<T>;
  /** DELETE a path and parse the JSON answer. */
  delete<T>(path: string, options?: Options): Promise<T>;
  /**
   * Refreshes the tokens once for everyone: concurrent callers share one request. Resolves to the new access
   * token, or null when the session is over (after `onSessionExpired` was called).
   */
  refreshTokens(): Promise<string | null>;
}

/**
 * Creates the app's one HTTP client. Bearer requests read the token; a token known expired (from its `exp`) is
 * refreshed before sending; a 401 (except on logout) triggers exactly one refresh shared by all concurrent
 * requests, after which each is retried once with the new token. A failed refresh ends the session.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const now = options.now ?? Date.now;
  const leeway = options.expiryLeewayMs ?? 0;
  const common: Options = { prefixUrl: options.baseUrl, retry: 0, timeout: options.timeoutMs ?? 30_000 };
  const plain = ky.create({ ...common, fetch: baseFetch });

  let refreshing: Promise<string | null> | null = null;
  // A refresh token the server refused: requests whose 401 arrives after that refusal must not try it again (the
  // session has ended once already).
  let refusedRefreshToken: string | null = null;

  async function runRefresh(): Promise<string | null> {
    const { accessToken, refreshToken } = options.getTokens();
    if (!refreshToken || refreshToken === refusedRefreshToken) return null;
    try {
      const body = accessToken ? { refreshToken, accessToken } : { refreshToken };
      const pair = await refreshTokens(plain, body);
      options.setTokens({ accessToken: pair.accessToken, refreshToken: pair.refreshToken });
      return pair.accessToken;
    } catch (error) {
      // Only a refusal ends the session; a network failure or a 5xx leaves it for the next try.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        refusedRefreshToken = refreshToken;
        options.onSessionExpired(error);
        return null;
      }
      throw error;
    }
  }

  function refreshOnce(): Promise<string | null> {
    refreshing ??= runRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /** The token to send now: waits for a refresh in flight, refreshes first when the token is known expired. */
  async function currentToken(): Promise<string | null> {
    if (refreshing) return refreshing;
    const { accessToken } = options.getTokens();
    if (accessToken && isTokenExpired(accessToken, now(), leeway)) return refreshOnce();
    return accessToken;
  }

  function withBearer(request: Request, token: string | null): Request {
    if (token) request.headers.set('authorization', `Bearer ${token}`);
    else request.headers.delete('authorization');
    return request;
  }

  async function authFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = relativeApiPath(request.url, options.baseUrl);
    if (!isBearerPath(path)) return baseFetch(request, init);

    const sentToken = await currentToken();
    // Keep an unsent copy (body included) for the one retry.
    const spare = refreshesOn401(path) ? request.clone() : null;
    const response = await baseFetch(withBearer(request, sentToken), init);
    if (response.status !== 401 || !spare) return response;

    // Someone refreshed while this request was out: retry with their token, no second refresh.
    const latest = options.getTokens().accessToken;
    const token = latest && latest !== sentToken ? latest : await (refreshing ?? refreshOnce());
    if (!token) return response;
    await response.body?.cancel().catch(() => undefined);
    return baseFetch(withBearer(spare, token), init);
  }

  const http = ky.create({ ...common, fetch: authFetch });

  return {
    baseUrl: options.baseUrl,
    http,
    get: <T>(path: string, opts?: Options) => sendJson<T>(http.get(path, opts)),
    post: <T>(path: string, json?: unknown, opts?: Options) =>
      sendJson<T>(http.post(path, json === undefined ? opts : { ...opts, json })),
    put: <T>(path: string, json?: unknown, opts?: Options) =>
      sendJson<T>(http.put(path, json === undefined ? opts : { ...opts, json })),
    delete: <T>(path: string, opts?: Options) => sendJson<T>(http.delete(path, opts)),
    refreshTokens: async () => {
      try {
        return await refreshOnce();
      } catch (error) {
        throw await toApiError(error);
      }
    },
  };
}
