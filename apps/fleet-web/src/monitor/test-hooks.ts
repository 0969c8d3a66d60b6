import type { LiveStore } from '@fleet/live-store';

/** What browser tests read of the live feed (window.__fleetLive). */
export interface FleetLiveTestHooks {
  /** Position of every asset in the store: assetId -> [lng, lat]. */
  positions(): Record<number, [number, number]>;
  /** Status of every asset in the store. */
  statuses(): Record<number, string>;
  readonly version: number;
  readonly size: number;
}

declare global {
  interface Window {
    __fleetLive?: FleetLiveTestHooks;
  }
}

/** The hooks are exposed in non-production builds, or when `localStorage.fleetTestHooks === '1'` (as map-kit's). */
export function liveTestHooksEnabled(): boolean {
  if (import.meta.env.MODE !== 'production') return true;
  try {
    return globalThis.localStorage?.getItem('fleetTestHooks') === '1';
  } catch {
    return false;
  }
}

/** Exposes the live store to browser tests; returns the clean-up. */
export function exposeLiveStore(store: LiveStore): () => void {
  if (typeof window === 'undefined' || !liveTestHooksEnabled()) return () => undefined;
  const hooks: FleetLiveTestHooks = {
    positions: () => Object.fromEntries(store.all().map((a) => [a.assetId, [a.lng, a.lat] as [number, number]])),
    statuses: () => Object.fromEntries(store.all().map((a) => [a.assetId, a.status])),
    get version() {
      return store.version;
    },
    get size() {
      return store.size;
    },
  };
  window.__fleetLive = hooks;
  return () => {
    if (window.__fleetLive === hooks) delete window.__fleetLive;
  };
}
