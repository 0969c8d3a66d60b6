import { expect } from 'vitest';
import { ApiError } from '../api-error';
import type { ApiTokens, TokenPair } from '../api-tokens';
import { createApiClient, type ApiClient } from '../create-api-client';
import { login } from '../login';

/** A signed-in client against a test server, with its tokens and how often the session expired. */
export interface TestSession {
  client: ApiClient;
  tokens: ApiTokens;
  uid: string;
  expired: number;
}

/** Signs a user in through POST clients/login and keeps the tokens the client rotates. */
export async function signInSession(baseUrl: string, username = 'demo', password = 'demo'): Promise<TestSession> {
  const tokens: ApiTokens = { accessToken: null, refreshToken: null };
  const session: TestSession = { client: null as unknown as ApiClient, tokens, uid: '', expired: 0 };
  session.client = createApiClient({
    baseUrl,
    getTokens: () => ({ ...tokens }),
    setTokens: (pair: TokenPair) => Object.assign(tokens, pair),
    onSessionExpired: () => (session.expired += 1),
  });
  const res = await login(session.client, { username, password });
  tokens.accessToken = res.userInfo.accessToken;
  tokens.refreshToken = res.userInfo.refreshToken;
  session.uid = res.userInfo.uid;
  return session;
}

/** The ApiError a call fails with (the test fails when it succeeds or fails otherwise). */
export async function caughtApiError(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}
