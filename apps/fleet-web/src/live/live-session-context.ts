import { createContext, createElement, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { LiveSession, LiveSessionState } from './live-session';

const LiveSessionContext = createContext<LiveSession | null>(null);

/** Provides the session's live feed to the monitor pages. */
export function LiveSessionProvider({ session, children }: { session: LiveSession; children?: ReactNode }) {
  return createElement(LiveSessionContext.Provider, { value: session }, children);
}

/** The session's live feed; opened on first use and kept open. */
export function useLiveSession(): LiveSession {
  const session = useContext(LiveSessionContext);
  if (!session) throw new Error('useLiveSession must be used inside <LiveSessionProvider>');
  useEffect(() => session.start(), [session]);
  return session;
}

/** The session's live feed if one is provided (the shell's alert bell), without opening it. */
export function useOptionalLiveSession(): LiveSession | null {
  return useContext(LiveSessionContext);
}

/** The live feed's state (connection, first snapshot); re-renders on change. */
export function useLiveSessionState(session: LiveSession): LiveSessionState {
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}

/** The live store's version; re-renders on every change of the live data. */
export function useLiveVersion(session: LiveSession): number {
  return useSyncExternalStore(
    session.store.subscribe,
    () => session.store.version,
    () => session.store.version,
  );
}
