import { useState } from 'react';
import { readPlaybackPreferences, writePlaybackPreferences, type PlaybackPreferences } from '../playback/playback-settings';

/** The user's playback preferences (SPEC §6): a dashed route line instead of the solid one; the special centre. */
export function PlaybackPreferencesForm({ username }: { username: string }) {
  const [prefs, setPrefs] = useState<PlaybackPreferences>(() => readPlaybackPreferences(username));
  const change = (patch: Partial<PlaybackPreferences>) => {
    const next = { ...prefs, ...patch };
    setPrefs(next);
    writePlaybackPreferences(username, next);
  };
  return (
    <div className="playback-preferences" data-testid="playback-preferences">
      <label>
        <input type="checkbox" checked={prefs.dashedRoute} onChange={(e) => change({ dashedRoute: e.target.checked })} data-testid="pref-dashed-route" /> Draw the
        route as a dashed line
      </label>
      <label>
        <input type="checkbox" checked={prefs.specialCentre} onChange={(e) => change({ specialCentre: e.target.checked })} data-testid="pref-special-centre" />{' '}
        Start the playback map over the Maldives (zoom 6.3)
      </label>
    </div>
  );
}
