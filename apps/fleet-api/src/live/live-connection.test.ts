import type { LiveAsset, LiveServerMessage } from '@fleet/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveViewer } from './live-viewer';
import { InProcessLiveBus } from './live-bus';
import { LiveConnection, type LiveSocket } from './live-connection';
import { DEFAULT_LIVE_TIMING } from './live-timing';
import { LiveFeed } from './live-feed';

class FakeSocket implements LiveSocket {
  readyState = 1;
  bufferedAmount = 0;
  sent: LiveServerMessage[] = [];
  closedWith: [number | undefined, string | undefined] | undefined;
  send(data: string) {
    this.sent.push(JSON.parse(data) as LiveServerMessage);
  }
  close(code?: number, reason?: string) {
    this.readyState = 3;
    this.closedWith = [code, reason];
  }
}

const viewer: LiveViewer = { userId: 'u', tenantId: 't', sessionId: 's', role: 'Client', pages: ['mapview'], assetIds: new Set([1, 2]) };
const asset = (assetId: number, speed: number): LiveAsset => ({
  assetId, time: 1000 + speed, lat: 3, lng: 101, speed, heading: 0, status: 'Moving', ignition: true, fuelPercent: null, temperature: null, odometer: null, address: null,
});

function setup() {
  vi.useFakeTimers();
  const bus = new InProcessLiveBus();
  const feed = new LiveFeed({ bus, epoch: 0 });
  const socket = new FakeSocket();
  const connection = new LiveConnection(socket, {
    authenticate: async () => ({ ok: true, viewer }),
    recheck: async () => ({ ok: true, viewer }),
    snapshot: async () => [asset(1, 0)],
    feed: (tenantId) => feed.tenant(tenantId),
    timing: DEFAULT_LIVE_TIMING,
    onError: (error) => {
      throw error;
    },
  });
  return { bus, socket, connection };
}

describe('LiveConnection', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds deltas while the socket buffer is over 1 MB and then sends the newest state per asset once', async () => {
    const { bus, socket, connection } = setup();
    connection.onMessage(JSON.stringify({ type: 'hello', token: 'x' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.sent).toEqual([{ type: 'snapshot', seq: 0, assets: [asset(1, 0)] }]);

    socket.bufferedAmount = 2 * 1024 * 1024;
    for (let speed = 1; speed <= 500; speed += 1) {
      await bus.publish('t', [asset(1, speed), asset(3, speed)]);
      if (speed % 50 === 0) await vi.advanceTimersByTimeAsync(100);
    }
    await vi.advanceTimersByTimeAsync(1000);
    expect(socket.sent).toHaveLength(1);

    socket.bufferedAmount = 0;
    await vi.advanceTimersByTimeAsync(100);
    // Asset 3 is not the viewer's; asset 1 arrives once, at its newest state; seq counts every change of the tenant.
    expect(socket.sent.slice(1)).toEqual([{ type: 'delta', seq: 1000, assets: [asset(1, 500)] }]);
    connection.onClosed();
  });

  it('sends at most one delta per 100 ms', async () => {
    const { bus, socket, connection } = setup();
    connection.onMessage(JSON.stringify({ type: 'hello', token: 'x' }));
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 1; i <= 100; i += 1) {
      await bus.publish('t', [asset(2, i)]);
      await vi.advanceTimersByTimeAsync(10);
    }
    await vi.advanceTimersByTimeAsync(200);
    const deltas = socket.sent.filter((m) => m.type === 'delta');
    expect(deltas.length).toBeGreaterThanOrEqual(9);
    expect(deltas.length).toBeLessThanOrEqual(11);
    expect(deltas.at(-1)).toMatchObject({ assets: [asset(2, 100)] });
    connection.onClosed();
  });

  it('closes with 4401 when no hello comes within 10 s', async () => {
    const { socket } = setup();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(socket.closedWith).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.closedWith?.[0]).toBe(4401);
  });
});
