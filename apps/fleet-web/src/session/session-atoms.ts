import { DEFAULT_TIME_ZONE, parseUnitPreferences, type ClientLoginResponse, type SessionRole, type UnitPreferences, type UserInfo } from '@fleet/domain';
import { atom } from 'jotai';
import {
  LOGGED_OUT,
  clearStoredSession,
  readStoredSession,
  roleOf,
  storeLogin,
  storeTokens,
  storeUserInfo,
  type SessionState,
} from './session-state';
import { getWebStorage } from './web-storage';

/**
 * The session. A new store starts logged out and is hydrated from local storage by `reloadSessionAtom` (see
 * createAppStore); the action atoms below write every change back to local storage.
 */
export const sessionAtom = atom<SessionState>(LOGGED_OUT);

/** The current role: the stored user's role, else 'LoggedOut'. */
export const roleAtom = atom<SessionRole>((get) => roleOf(get(sessionAtom)));

/** The signed-in user's info, or null. */
export const userInfoAtom = atom<UserInfo | null>((get) => get(sessionAtom).userInfo);

/**
 * The zone every period the user picks, every day boundary and every time shown or exported is in: the user's (their
 * override, else the company's), never the browser's.
 */
export const timeZoneAtom = atom<string>((get) => get(userInfoAtom)?.timeZone || DEFAULT_TIME_ZONE);

/**
 * The company's units every figure is shown, typed and exported in (stored and computed metric). Metric when signed
 * out or for a session stored before units existed.
 */
export const unitsAtom = atom<UnitPreferences>((get) => parseUnitPreferences(get(userInfoAtom)?.units));

/** Starts a session from a sign-in answer (stores everything, resets unread counters). */
export const startSessionAtom = atom(null, (_get, set, response: ClientLoginResponse) => {
  set(sessionAtom, storeLogin(getWebStorage(), response));
});

/** Stores a rotated token pair after a refresh. */
export const setTokensAtom = atom(null, (get, set, pair: { accessToken: string; refreshToken: string }) => {
  set(sessionAtom, storeTokens(getWebStorage(), get(sessionAtom), pair.accessToken, pair.refreshToken));
});

/** Replaces the stored user info with the server's newer copy; ignored when signed out meanwhile. */
export const updateUserInfoAtom = atom(null, (get, set, userInfo: UserInfo) => {
  const session = get(sessionAtom);
  if (!session.accessToken) return;
  set(sessionAtom, storeUserInfo(getWebStorage(), session, userInfo));
});

/** Ends the session: clears SESSION_KEYS. */
export const endSessionAtom = atom(null, (_get, set) => {
  set(sessionAtom, clearStoredSession(getWebStorage()));
});

/** Reads the stored session: at start, and when another tab signs in or out. */
export const reloadSessionAtom = atom(null, (_get, set) => {
  set(sessionAtom, readStoredSession(getWebStorage()));
});
