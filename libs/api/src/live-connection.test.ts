import { LIVE_CLOSE_CODES, type LiveServerMessage } from '@fleet/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay } from './live-backoff';
import { createLiveConnection, type LiveConnectionStatus, type LiveSocket } from './live-connection';
import { liveSocketUrl } from './live-url';

/** A scriptable stand-in for WebSocket. */
class FakeSocket implements LiveSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000, reason = '') {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
  // Test controls
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: LiveServerMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code: number, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
  hello() {
    return JSON.parse(this.sent[0] ?? 'null') as { type: string; token: string; lastSeq?: number } | null;
  }
}

const last = () => FakeSocket.all[FakeSocket.all.length - 1] as FakeSocket;
const flush = () => new Promise<void>((r) => setTimeout(r, 0));

/** A JWT-shaped token with the given expiry (s); the signature is not checked by the client. */
function jwt(expS: number): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'HS256' })}.${b64({ exp: expS })}.sig`;
}

beforeEach(() => {
  FakeSocket.all = [];
});
afterEach(() => {
  vi.useRealTimers();
});

function connect(overrides: Partial<Parameters<typeof createLiveConnection>[0]> = {}) {
  const messages: LiveServerMessage[] = [];
  const statuses: LiveConnectionStatus[] = [];
  let token: string | null = 'token-1';
  const refresh = vi.fn(async () => {
    token = 'token-2';
    return token;
  });
  const connection = createLiveConnection({
    url: 'ws://fleet.test/v2/live',
    getAccessToken: () => token,
    refreshAccessToken: refresh,
    onMessage: (m) => messages.push(m),
    onStatus: (s) => statuses.push(s),
    WebSocketImpl: FakeSocket,
    random: () => 0.5,
    ...overrides,
  });
  return { connection, messages, statuses, refresh, setToken: (t: string | null) => (token = t) };
}

describe('createLiveConnection', () => {
  it('sends the hello first and passes messages on, keeping the last seq', async () => {
    const { connection, messages, statuses } = connect();
    await flush();
    const socket = last();
    expect(socket.url).toBe('ws://fleet.test/v2/live');
    socket.open();
    expect(socket.hello()).toEqual({ type: 'hello', token: 'token-1' });
    socket.receive({ type: 'snapshot', seq: 7, assets: [] });
    socket.receive({ type: 'delta', seq: 9, assets: [] });
    expect(messages.map((m) => m.type)).toEqual(['snapshot', 'delta']);
    expect(connection.lastSeq).toBe(9);
    expect(statuses.map((s) => s.state)).toEqual(['connecting', 'open']);
    connection.close();
    expect(connection.status).toEqual({ state: 'closed' });
  });

  it('reconnects with growing delays and resumes from the last seq', async () => {
    vi.useFakeTimers();
    const { connection, statuses } = connect();
    await vi.advanceTimersByTimeAsync(0);
    last().open();
    last().receive({ type: 'snapshot', seq: 42, assets: [] });
    last().drop(1006);
    const first = statuses.at(-1);
    expect(first).toMatchObject({ state: 'reconnecting', attempt: 1, code: 1006 });
    expect((first as { delayMs: number }).delayMs).toBeGreaterThanOrEqual(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.all).toHaveLength(2);
    last().drop(1006); // fails before opening: the next delay doubles
    expect((statuses.at(-1) as { delayMs: number }).delayMs).toBe(1500);
    await vi.advanceTimersByTimeAsync(1500);
    last().open();
    expect(last().hello()).toEqual({ type: 'hello', token: 'token-1', lastSeq: 42 });
    connection.close();
  });

  it('on 4401 refreshes the token once and reconnects at once', async () => {
    const { connection, refresh } = connect();
    await flush();
    last().open();
    last().drop(LIVE_CLOSE_CODES.unauthorized);
    await flush();
    await flush();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(FakeSocket.all).toHaveLength(2);
    last().open();
    expect(last().hello()?.token).toBe('token-2');
    connection.close();
  });

  it('stops when the refresh is refused', async () => {
    const { connection, statuses } = connect({ refreshAccessToken: async () => null });
    await flush();
    last().open();
    last().drop(LIVE_CLOSE_CODES.unauthorized);
    await flush();
    expect(statuses.at(-1)).toMatchObject({ state: 'ended', code: LIVE_CLOSE_CODES.unauthorized });
    expect(FakeSocket.all).toHaveLength(1);
    expect(connection.status.state).toBe('ended');
  });

  it('on 4403 stops and reports the reason', async () => {
    vi.useFakeTimers();
    const { statuses } = connect();
    await vi.advanceTimersByTimeAsync(0);
    last().open();
    last().drop(LIVE_CLOSE_CODES.sessionEnded, 'You do not have access to Map View');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(statuses.at(-1)).toEqual({ state: 'ended', code: 4403, reason: 'You do not have access to Map View' });
  });

  it('refreshes a known-expired token before the hello', async () => {
    const { refresh } = connect({ getAccessToken: () => jwt(1), now: () => 10_000 });
    await flush();
    await flush();
    expect(refresh).toHaveBeenCalledTimes(1);
    last().open();
    expect(last().hello()?.token).toBe('token-2');
  });

  it('ends without a token', async () => {
    const { statuses } = connect({ getAccessToken: () => null });
    await flush();
    expect(FakeSocket.all).toHaveLength(0);
    expect(statuses.at(-1)?.state).toBe('ended');
  });
});

describe('backoffDelay', () => {
  it('doubles from 1 s to at most 30 s, with jitter inside the bounds', () => {
    expect(backoffDelay(0, () => 1)).toBe(1000);
    expect(backoffDelay(0, () => 0)).toBe(1000);
    expect(backoffDelay(3, () => 0)).toBe(4000);
    expect(backoffDelay(3, () => 1)).toBe(8000);
    for (let i = 0; i < 20; i++) {
      const d = backoffDelay(i, Math.random);
      expect(d).toBeGreaterThanOrEqual(1000);
      expect(d).toBeLessThanOrEqual(30_000);
    }
    expect(backoffDelay(10, () => 1)).toBe(30_000);
  });
});

describe('liveSocketUrl', () => {
  it('maps http to ws and https to wss, resolving a relative base', () => {
    expect(liveSocketUrl('http://127.0.0.1:7750/v2')).toBe('ws://127.0.0.1:7750/v2/live');
    expect(liveSocketUrl('/v2', 'https://fleet.example')).toBe('wss://fleet.example/v2/live');
    expect(liveSocketUrl('/v2/', 'http://localhost:4200')).toBe('ws://localhost:4200/v2/live');
  });
});
