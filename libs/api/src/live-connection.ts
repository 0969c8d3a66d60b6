import { LIVE_CLOSE_CODES, type LiveHello, type LiveServerMessage } from '@fleet/domain';
import { isTokenExpired } from './jwt';
import { DEFAULT_BACKOFF, backoffDelay, type BackoffOptions } from './live-backoff';

/** The part of the WebSocket API the connection uses (the browser's, or the `ws` package's in Node). */
export interface LiveSocket {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** A WebSocket constructor. */
export type LiveSocketConstructor = new (url: string) => LiveSocket;

/** What the connection is doing. */
export type LiveConnectionStatus =
  | { state: 'connecting'; attempt: number }
  /** The socket is open and the hello was sent. */
  | { state: 'open' }
  /** Waiting `delayMs` before the next attempt (after a close with `code`). */
  | { state: 'reconnecting'; attempt: number; delayMs: number; code: number }
  /** The server refused the token (4401): refreshing it before reconnecting. */
  | { state: 'refreshing' }
  /** Stopped for good: the session ended (4403, or the token could not be refreshed). `reason` is the server's. */
  | { state: 'ended'; code: number; reason: string }
  /** Stopped by {@link LiveConnection.close}. */
  | { state: 'closed' };

/** Options of {@link createLiveConnection}. */
export interface LiveConnectionOptions {
  /** The socket URL, e.g. from `liveSocketUrl('/v2')`. */
  url: string;
  /** The session's current access token (null when signed out). */
  getAccessToken: () => string | null;
  /**
   * Refreshes the tokens through the API client's one shared refresh (`apiClient.refreshTokens`); resolves to the new
   * access token, or null when the session is over. Used on close 4401 and before sending a known-expired token.
   */
  refreshAccessToken?: () => Promise<string | null>;
  /** Every message from the server, in order. */
  onMessage: (message: LiveServerMessage) => void;
  onStatus?: (status: LiveConnectionStatus) => void;
  /** @default globalThis.WebSocket */
  WebSocketImpl?: LiveSocketConstructor;
  /** @default 1 s doubling to 30 s with jitter */
  backoff?: Partial<BackoffOptions>;
  /** Random source of the jitter, 0..1. @default Math.random */
  random?: () => number;
  /** Clock for the token expiry check, ms. @default Date.now */
  now?: () => number;
}

/** A running live connection. */
export interface LiveConnection {
  /** Stops for good: closes the socket and cancels any reconnect. */
  close(): void;
  /** Reconnects at once if waiting for a retry (e.g. when the browser comes back online). */
  reconnectNow(): void;
  /** The last sequence number received; a reconnect resumes from it. */
  readonly lastSeq: number | null;
  readonly status: LiveConnectionStatus;
}

const OPEN = 1;
/** Consecutive 4401 closes (each after a refresh) before giving up. */
const MAX_UNAUTHORIZED = 3;

function parseMessage(data: unknown): LiveServerMessage | null {
  const text = typeof data === 'string' ? data : data instanceof ArrayBuffer ? new TextDecoder().decode(data) : String(data);
  try {
    const message = JSON.parse(text) as LiveServerMessage;
    return message && typeof message === 'object' && typeof message.type === 'string' ? message : null;
  } catch {
    return null;
  }
}

/**
 * Opens the live feed (WebSocket /v2/live) and keeps it open: sends `{type:'hello', token, lastSeq}` first, passes
 * every message on, and after a drop reconnects with exponential backoff (1 s .. 30 s, with jitter), resuming from the
 * last sequence number. A close with 4401 (token refused) refreshes the token through the API client first and then
 * reconnects at once; a close with 4403 (session ended, or no page access) stops and reports `ended`.
 */
export function createLiveConnection(options: LiveConnectionOptions): LiveConnection {
  const maybeImpl = options.WebSocketImpl ?? (globalThis.WebSocket as unknown as LiveSocketConstructor | undefined);
  if (!maybeImpl) throw new Error('createLiveConnection: no WebSocket implementation (pass WebSocketImpl)');
  const Impl: LiveSocketConstructor = maybeImpl;
  const backoff: BackoffOptions = { ...DEFAULT_BACKOFF, ...options.backoff };
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;

  let socket: LiveSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let unauthorized = 0;
  let stopped = false;
  let lastSeq: number | null = null;
  let status: LiveConnectionStatus = { state: 'connecting', attempt: 0 };

  const report = (next: LiveConnectionStatus) => {
    status = next;
    options.onStatus?.(next);
  };

  const end = (code: number, reason: string) => {
    stopped = true;
    if (timer) clearTimeout(timer);
    timer = null;
    const s = socket;
    socket = null;
    if (s && s.readyState <= OPEN) s.close(1000);
    report({ state: 'ended', code, reason });
  };

  /** The token to send: refreshed first when it is known to have expired. */
  async function tokenToSend(): Promise<string | null> {
    const token = options.getAccessToken();
    if (token && isTokenExpired(token, now()) && options.refreshAccessToken) return options.refreshAccessToken();
    return token;
  }

  function scheduleReconnect(code: number) {
    const delayMs = backoffDelay(attempt, random, backoff);
    attempt += 1;
    report({ state: 'reconnecting', attempt, delayMs, code });
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delayMs);
  }

  async function refreshThenReconnect() {
    report({ state: 'refreshing' });
    try {
      const token = options.refreshAccessToken ? await options.refreshAccessToken() : null;
      if (stopped) return;
      if (!token) return end(LIVE_CLOSE_CODES.unauthorized, 'Session expired');
      void connect();
    } catch {
      // The refresh could not be made (offline, server error): try again later.
      if (!stopped) scheduleReconnect(LIVE_CLOSE_CODES.unauthorized);
    }
  }

  async function connect() {
    if (stopped) return;
    report({ state: 'connecting', attempt });
    let token: string | null;
    try {
      token = await tokenToSend();
    } catch {
      if (!stopped) scheduleReconnect(0);
      return;
    }
    if (stopped) return;
    if (!token) return end(LIVE_CLOSE_CODES.unauthorized, 'Not signed in');

    const s = new Impl(options.url);
    socket = s;
    s.onopen = () => {
      if (socket !== s) return;
      const hello: LiveHello = lastSeq === null ? { type: 'hello', token } : { type: 'hello', token, lastSeq };
      s.send(JSON.stringify(hello));
      report({ state: 'open' });
    };
    s.onmessage = (event) => {
      if (socket !== s) return;
      const message = parseMessage(event.data);
      if (!message) return;
      // A message means the hello was accepted: the next drop starts the backoff from 1 s again.
      attempt = 0;
      unauthorized = 0;
      if (message.type === 'snapshot' || message.type === 'delta') lastSeq = message.seq;
      options.onMessage(message);
    };
    s.onerror = () => {
      // A close event always follows; the reconnect is decided there.
    };
    s.onclose = (event) => {
      if (socket !== s) return;
      socket = null;
      if (stopped) return;
      if (event.code === LIVE_CLOSE_CODES.sessionEnded) return end(event.code, event.reason);
      if (event.code === LIVE_CLOSE_CODES.unauthorized) {
        unauthorized += 1;
        if (unauthorized > MAX_UNAUTHORIZED) return end(event.code, event.reason);
        void refreshThenReconnect();
        return;
      }
      scheduleReconnect(event.code);
    };
  }

  void connect();

  return {
    close() {
      if (stopped) return;
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      const s = socket;
      socket = null;
      if (s && s.readyState <= OPEN) s.close(1000, 'client closed');
      report({ state: 'closed' });
    },
    reconnectNow() {
      if (stopped || !timer) return;
      clearTimeout(timer);
      timer = null;
      attempt = 0;
      void connect();
    },
    get lastSeq() {
      return lastSeq;
    },
    get status() {
      return status;
    },
  };
}
