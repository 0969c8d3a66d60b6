import { MAP_DEFAULTS, PLAYBACK_SPECIAL_CENTRE, SPECIAL_CENTRE_USERNAMES, type CompanySettings } from '@fleet/domain';
import type { RouteStyle } from '@fleet/map-kit';

/** A user's playback preferences (SPEC §6: a dashed route line instead of the solid one; the special centre). */
export interface PlaybackPreferences {
  dashedRoute: boolean;
  specialCentre: boolean;
}

const NONE: PlaybackPreferences = { dashedRoute: false, specialCentre: false };

/** Local storage key of a user's playback preferences. */
export function playbackPreferencesKey(username: string): string {
  return `playbackPreferences:${username}`;
}

/**
 * The stored preferences of a user (none when unreadable). Unset, the special centre is on for the usernames of
 * SPECIAL_CENTRE_USERNAMES (SPEC §6) and off for everyone else.
 */
export function readPlaybackPreferences(username: string | undefined, storage: Storage = localStorage): PlaybackPreferences {
  if (!username) return NONE;
  const special = SPECIAL_CENTRE_USERNAMES.includes(username.toLowerCase());
  try {
    const v = JSON.parse(storage.getItem(playbackPreferencesKey(username)) ?? 'null') as Partial<PlaybackPreferences> | null;
    return { dashedRoute: v?.dashedRoute === true, specialCentre: typeof v?.specialCentre === 'boolean' ? v.specialCentre : special };
  } catch {
    return { ...NONE, specialCentre: special };
  }
}

/** Stores a user's playback preferences. */
export function writePlaybackPreferences(username: string, prefs: PlaybackPreferences, storage: Storage = localStorage): void {
  storage.setItem(playbackPreferencesKey(username), JSON.stringify(prefs));
}

/**
 * How the playback map starts and draws for a user: their own preferences first, then the company's settings (route
 * style, default map view), then the product's defaults.
 */
export function playbackUserSettings(
  username: string | undefined,
  storage?: Storage,
  company?: Pick<CompanySettings, 'routeStyle' | 'map'>,
): { routeStyle: RouteStyle; initialView: { lat: number; lng: number; zoom: number } } {
  const prefs = readPlaybackPreferences(username, storage);
  const companyView = company ? { lng: company.map.centre[0], lat: company.map.centre[1], zoom: company.map.zoom } : { ...MAP_DEFAULTS.center, zoom: MAP_DEFAULTS.zoom };
  return {
    routeStyle: prefs.dashedRoute || company?.routeStyle === 'dashed' ? 'dashed' : 'solid',
    initialView: prefs.specialCentre ? { ...PLAYBACK_SPECIAL_CENTRE } : companyView,
  };
}
