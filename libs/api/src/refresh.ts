import type { RefreshResponse } from '@fleet/domain';
import type { KyInstance } from 'ky';
import { sendJson } from './send-json';

/** Path of the refresh call, relative to the API base. */
export const REFRESH_TOKEN_PATH = 'api/auth/refresh-token';

/** Body of POST /api/auth/refresh-token: the refresh token is what the server checks and rotates. */
export interface RefreshTokenRequest {
  refreshToken: string;
  accessToken?: string;
}

/**
 * POST /api/auth/refresh-token. Returns the rotated pair; a 401 `SESSION_EXPIRED` means the session is over.
 * Takes a plain ky instance (no bearer, no refresh) so that it can never recurse into itself.
 */
export function refreshTokens(http: KyInstance, body: RefreshTokenRequest): Promise<RefreshResponse> {
  return sendJson<RefreshResponse>(http.post(REFRESH_TOKEN_PATH, { json: body }));
}
