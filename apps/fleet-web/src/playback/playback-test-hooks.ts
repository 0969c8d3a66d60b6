import { useEffect } from 'react';
import { liveTestHooksEnabled } from '../monitor/test-hooks';
import type { ExportView } from './use-playback-export';

/** What browser tests read of the replay (window.__fleetPlayback). */
export interface FleetPlaybackTestHooks {
  /** The player's time, ms. */
  time: number;
  playing: boolean;
  speed: number;
  /** Each replayed asset's marker: [lng, lat, heading]. */
  markers: [number, number, number][];
  /** Each asset's route as drawn: [lng, lat] pairs. */
  routes: [number, number][][];
  /** Each asset's points replayed and listed (full resolution). */
  points: number[];
  /** Where the routes' ends were in the last captured export image. */
  exportView: ExportView | null;
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
