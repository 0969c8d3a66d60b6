import { createLiveConnection, liveSocketUrl, type LiveConnection, type LiveConnectionStatus, type LiveSocketConstructor } from '@fleet/api';
import { LIVE_CLOSE_CODES, type Alert, type ReportJob } from '@fleet/domain';
import { createLiveStore, type LiveStore } from '@fleet/live-store';

/** What the live feed says about the company's alerts: a new one, or ones acknowledged (by anyone). */
export type LiveAlertEvent = { type: 'alert'; alert: Alert } | { type: 'alerts-acknowledged'; ids: number[] };

/** What the monitor pages know about the live feed. */
export interface LiveSessionState {
  /** The socket's state. */
  connection: LiveConnectionStatus['state'] | 'idle';
  /** A snapshot arrived since the session started (the main data is there). */
  ready: boolean;
}

/** Options of {@link createLiveSession}. */
export interface LiveSessionOptions {
  /** The API base (`/v2` or absolute); the socket is `<base>/live` over ws(s). */
  baseUrl: string;
  getAccessToken: () => string | null;
  /** The API client's shared refresh. */
  refreshAccessToken: () => Promise<string | null>;
  /** Called once when the server ends the feed (4403: signed out elsewhere, or no page access), with its reason. */
  onEnded?: (reason: string, code: number) => void;
  /** @default the browser's WebSocket */
  WebSocketImpl?: LiveSocketConstructor;
}

/** The one live feed of a signed-in session: its store and connection, shared by every monitor page. */
export interface LiveSession {
  /** The live store (kept outside React; views subscribe to its version). */
  readonly store: LiveStore;
  /** Opens the feed if it is not open; it then stays open for the session. */
  start(): void;
  /** Closes the feed and empties the store (sign-out). */
  stop(): void;
  getState(): LiveSessionState;
  /** Called on every state change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Called when an export of the user moved on (its progress, its end), while the feed is open; returns the unsubscribe. */
  subscribeJobs(listener: (job: ReportJob) => void): () => void;
  /** Called on each alert message while the feed is open; returns the unsubscribe. */
  subscribeAlerts(listener: (event: LiveAlertEvent) => void): () => void;
}

/**
 * Creates the session's live feed: one store fed by one {@link createLiveConnection}, opened by the first monitor page
 * and kept until sign-out (so that coming back to the map is instant).
 */
export function createLiveSession(options: LiveSessionOptions): LiveSession {
  const store = createLiveStore();
  const listeners = new Set<() => void>();
  const jobListeners = new Set<(job: ReportJob) => void>();
  const alertListeners = new Set<(event: LiveAlertEvent) => void>();
  let connection: LiveConnection | null = null;
  let state: LiveSessionState = { connection: 'idle', ready: false };

  const setState = (next: Partial<LiveSessionState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  return {
    store,
    start() {
      if (connection) return;
      const url = liveSocketUrl(options.baseUrl);
      connection = createLiveConnection({
        url,
        getAccessToken: options.getAccessToken,
        refreshAccessToken: options.refreshAccessToken,
        WebSocketImpl: options.WebSocketImpl,
        onMessage: (message) => {
          if (message.type === 'job') {
            for (const listener of jobListeners) listener(message.job);
            return;
          }
          if (message.type === 'alert' || message.type === 'alerts-acknowledged') {
            for (const listener of alertListeners) listener(message);
            return;
          }
          store.apply(message);
          if (message.type === 'snapshot' && !state.ready) setState({ ready: true });
        },
        onStatus: (status) => {
          setState({ connection: status.state });
          if (status.state === 'ended') {
            connection = null;
            if (status.code === LIVE_CLOSE_CODES.sessionEnded) options.onEnded?.(status.reason, status.code);
          }
        },
      });
    },
    stop() {
      const c = connection;
      connection = null;
      c?.close();
      store.apply({ type: 'snapshot', seq: 0, assets: [] });
      setState({ connection: 'idle', ready: false });
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscribeJobs(listener) {
      jobListeners.add(listener);
      return () => jobListeners.delete(listener);
    },
    subscribeAlerts(listener) {
      alertListeners.add(listener);
      return () => alertListeners.delete(listener);
    },
  };
}
