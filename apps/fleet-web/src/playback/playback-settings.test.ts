import { DEFAULT_COMPANY_SETTINGS, MAP_DEFAULTS, PLAYBACK_SPECIAL_CENTRE } from '@fleet/domain';
import { describe, expect, it } from 'vitest';
import { playbackUserSettings, readPlaybackPreferences, writePlaybackPreferences } from './playback-settings';

/** A Storage in memory. */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, v),
  };
}

describe('playback settings: the user’s preferences, then the company’s, then the defaults', () => {
  const company = { routeStyle: 'dashed' as const, map: { centre: [73.5, 4.2] as [number, number], zoom: 6 } };

  it('uses the product defaults without a company', () => {
    expect(playbackUserSettings('ana', memoryStorage())).toEqual({ routeStyle: 'solid', initialView: { ...MAP_DEFAULTS.center, zoom: MAP_DEFAULTS.zoom } });
  });

  it('opens on the company’s map view and draws its route style', () => {
    expect(playbackUserSettings('ana', memoryStorage(), company)).toEqual({ routeStyle: 'dashed', initialView: { lng: 73.5, lat: 4.2, zoom: 6 } });
    expect(playbackUserSettings('ana', memoryStorage(), { ...DEFAULT_COMPANY_SETTINGS }).routeStyle).toBe('solid');
  });

  it('keeps a user’s own special centre over the company’s view', () => {
    const storage = memoryStorage();
    writePlaybackPreferences('ana', { dashedRoute: false, specialCentre: true }, storage);
    expect(playbackUserSettings('ana', storage, company).initialView).toEqual({ ...PLAYBACK_SPECIAL_CENTRE });
  });

  it('opens on the special centre (the Maldives, zoom 6.3) for the special usernames unless they turned it off', () => {
    const storage = memoryStorage();
    expect(playbackUserSettings('vessel', storage).initialView).toEqual({ ...PLAYBACK_SPECIAL_CENTRE });
    expect(playbackUserSettings('VESSEL', storage).initialView).toEqual({ ...PLAYBACK_SPECIAL_CENTRE });
    expect(readPlaybackPreferences('ana', storage).specialCentre).toBe(false);
    writePlaybackPreferences('vessel', { dashedRoute: false, specialCentre: false }, storage);
    expect(playbackUserSettings('vessel', storage).initialView).toEqual({ ...MAP_DEFAULTS.center, zoom: MAP_DEFAULTS.zoom });
  });
});
