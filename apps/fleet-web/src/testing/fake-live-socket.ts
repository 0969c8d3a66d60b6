import type { LiveSocket } from '@fleet/api';
import type { LiveAsset, LiveServerMessage } from '@fleet/domain';

/**
 * A stand-in for the live WebSocket in tests: opens at once and answers the hello with a snapshot of the given
 * assets. `FakeLiveSocket.last?.push(message)` sends more.
 */
export function fakeLiveSocket(assets: LiveAsset[]) {
  return class FakeLiveSocket implements LiveSocket {
    static last: FakeLiveSocket | null = null;
    readyState = 0;
    onopen: ((event: unknown) => void) | null = null;
    onmessage: ((event: { data: unknown }) => void) | null = null;
    onclose: ((event: { code: number; reason: string }) => void) | null = null;
    onerror: ((event: unknown) => void) | null = null;
    constructor(readonly url: string) {
      FakeLiveSocket.last = this;
      setTimeout(() => {
        this.readyState = 1;
        this.onopen?.({});
      }, 0);
    }
    send() {
      setTimeout(() => this.push({ type: 'snapshot', seq: 1, assets }), 0);
    }
    push(message: LiveServerMessage) {
      this.onmessage?.({ data: JSON.stringify(message) });
    }
    close(code = 1000, reason = '') {
      this.readyState = 3;
      this.onclose?.({ code, reason });
    }
  };
}
