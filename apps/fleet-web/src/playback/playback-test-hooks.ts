import { useEffect } from 'react';
import { liveTestHooksEnabled } from '../monitor/test-hooks';

/** What browser tests read of the replay (window.__fleetPlayback). */
export interface FleetPlaybackTestHooks {
  /** The player's time, ms. */
  time: number;
  playing: boolean;
  speed: number;
  /** Each replayed asset's marker: [lng, lat, heading]. */
  markers: [number, number, number][];
  /** Each asset's route: [lng, lat] pairs. */
  routes: [number, number][][];
}

declare global {
  interface Window {
    __fleetPlayback?: FleetPlaybackTestHooks;
  }
}

/** Exposes the replay to browser tests (non-production builds, or localStorage.fleetTestHooks === '1'). */
export function usePlaybackTestHooks(read: () => FleetPlaybackTestHooks): void {
  useEffect(() => {
    if (!liveTestHooksEnabled()) return;
    window.__fleetPlayback = read();
  });
  useEffect(
    () => () => {
      if (window.__fleetPlayback) delete window.__fleetPlayback;
    },
    [],
  );
}
