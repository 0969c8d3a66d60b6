import type { LiveServerMessage } from '@fleet/domain';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

/** A `ws` client of /v2/live that keeps every message and can wait for the next ones. */
export interface LiveTestClient {
  socket: WebSocket;
  messages: LiveServerMessage[];
  /** Resolves with the close code and reason. */
  closed: Promise<{ code: number; reason: string }>;
  /** Waits for the first message from index `from` on that matches. */
  waitFor(match: (m: LiveServerMessage) => boolean, timeoutMs?: number, from?: number): Promise<LiveServerMessage>;
  hello(token: string, lastSeq?: number): void;
  close(): Promise<void>;
}

/** The ws:// URL of /v2/live on a listening app. */
export function liveUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  return `ws://127.0.0.1:${address.port}/v2/live`;
}

/** Opens a client and waits until it is connected. */
export async function openLiveClient(app: FastifyInstance): Promise<LiveTestClient> {
  const socket = new WebSocket(liveUrl(app));
  const messages: LiveServerMessage[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as LiveServerMessage);
    for (const w of waiters) w();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) }));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    messages,
    closed,
    waitFor(match, timeoutMs = 5000, from = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.slice(from).find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching live message within ${timeoutMs} ms; got ${JSON.stringify(messages).slice(0, 500)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    hello(token, lastSeq) {
      socket.send(JSON.stringify(lastSeq === undefined ? { type: 'hello', token } : { type: 'hello', token, lastSeq }));
    },
    async close() {
      if (socket.readyState === WebSocket.CLOSED) return;
      socket.close();
      await closed;
    },
  };
}
