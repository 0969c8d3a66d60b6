import {
  SESSION_KEYS,
  STORAGE_KEYS,
  UNREAD_COUNTER_KEYS,
  type ClientLoginResponse,
  type SessionRole,
  type UserInfo,
} from '@fleet/domain';
import { readJson } from './web-storage';

/** What the app knows about the session: the tokens and the stored user info (SPEC §3, §4). */
export interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  userInfo: UserInfo | null;
}

/** No session. */
export const LOGGED_OUT: SessionState = { accessToken: null, refreshToken: null, userInfo: null };

/** The session kept in local storage (survives reloads). */
export function readStoredSession(storage: Storage): SessionState {
  const userInfo = readJson<UserInfo>(storage, STORAGE_KEYS.userInfo);
  return {
    accessToken: storage.getItem(STORAGE_KEYS.accessToken) || userInfo?.accessToken || null,
    refreshToken: storage.getItem(STORAGE_KEYS.refreshToken) || userInfo?.refreshToken || null,
    userInfo,
  };
}

/** The role of a session: the stored user's role, else logged out (SPEC §4). */
export function roleOf(session: SessionState): SessionRole {
  const role = session.userInfo?.userRole;
  return role === 'Administrator' || role === 'Client' ? role : 'LoggedOut';
}

/**
 * Stores a fresh sign-in: tokens, user info and the unit and POI lists, sets the logged-in flag and resets the
 * unread counters to '0' (SPEC §4). Returns the new session.
 */
export function storeLogin(storage: Storage, response: ClientLoginResponse): SessionState {
  const { userInfo } = response;
  storage.setItem(STORAGE_KEYS.accessToken, userInfo.accessToken);
  storage.setItem(STORAGE_KEYS.refreshToken, userInfo.refreshToken);
  storage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(userInfo));
  storage.setItem(STORAGE_KEYS.loggedIn, 'true');
  storage.setItem(STORAGE_KEYS.unitSelection, JSON.stringify(response.unitSelection ?? []));
  storage.setItem(STORAGE_KEYS.allUnits, JSON.stringify(response.allUnits ?? []));
  storage.setItem(STORAGE_KEYS.mapPOIData, JSON.stringify(response.mapPOIData ?? []));
  storage.setItem(STORAGE_KEYS.geoPOIData, JSON.stringify(response.geoPOIData ?? []));
  for (const key of UNREAD_COUNTER_KEYS) storage.setItem(key, '0');
  storage.setItem(STORAGE_KEYS.unreadAlertIds, '[]');
  return { accessToken: userInfo.accessToken, refreshToken: userInfo.refreshToken, userInfo };
}

/** Stores a rotated token pair (and mirrors it into the stored user info). */
export function storeTokens(storage: Storage, session: SessionState, accessToken: string, refreshToken: string): SessionState {
  storage.setItem(STORAGE_KEYS.accessToken, accessToken);
  storage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
  const userInfo = session.userInfo ? { ...session.userInfo, accessToken, refreshToken } : null;
  if (userInfo) storage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(userInfo));
  return { accessToken, refreshToken, userInfo };
}

/** Stores newer user info from the server (e.g. GET /api/auth/me), keeping the session's tokens. */
export function storeUserInfo(storage: Storage, session: SessionState, fresh: UserInfo): SessionState {
  const userInfo: UserInfo = {
    ...fresh,
    accessToken: session.accessToken ?? '',
    refreshToken: session.refreshToken ?? '',
    // The server's /me answer may leave out the logos it sent at sign-in.
    logo_big_url: fresh.logo_big_url || session.userInfo?.logo_big_url || '',
    logo_small_url: fresh.logo_small_url || session.userInfo?.logo_small_url || '',
  };
  storage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(userInfo));
  return { ...session, userInfo };
}

/** Clears the stored login flags, tokens, user info and unit lists (SESSION_KEYS). */
export function clearStoredSession(storage: Storage): SessionState {
  for (const key of SESSION_KEYS) storage.removeItem(key);
  return LOGGED_OUT;
}
