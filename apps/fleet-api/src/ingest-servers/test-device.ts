/** Test helpers: a fake Teltonika device (Codec 8 frames over a real TCP socket). Used by tests only. */
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
// Codec 8 packets and the IMEI handshake come from the decoders' own test builders.
export { codec8Packet, imeiHandshake } from '@fleet/telemetry/testing';

/** A TCP client that collects what the server writes. */
export class FakeDevice {
  received = Buffer.alloc(0);
  closed = false;
  private waiters: (() => void)[] = [];

  private constructor(readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.received = Buffer.concat([this.received, chunk]);
      this.wake();
    });
    socket.on('close', () => {
      this.closed = true;
      this.wake();
    });
    socket.on('error', () => undefined);
  }

  /** Connects to 127.0.0.1:`port`, from `localAddress` when given (any 127.x.y.z: a device at another address). */
  static connect(port: number, localAddress?: string): Promise<FakeDevice> {
    return new Promise((resolve, reject) => {
      const socket = connect({ port, host: '127.0.0.1', localAddress }, () => resolve(new FakeDevice(socket)));
      socket.once('error', reject);
    });
  }

  send(data: Buffer): void {
    this.socket.write(data);
  }

  /** Resolves once `bytes` bytes arrived in total (or the socket closed), else rejects after `timeoutMs`. */
  async waitFor(bytes: number, timeoutMs = 5_000): Promise<Buffer> {
    await this.until(() => this.received.length >= bytes || this.closed, timeoutMs);
    return this.received;
  }

  /** Resolves once the server closed the connection. */
  waitClosed(timeoutMs = 5_000): Promise<void> {
    return this.until(() => this.closed, timeoutMs);
  }

  close(): void {
    this.socket.destroy();
  }

  private until(done: () => boolean, timeoutMs: number): Promise<void> {
    if (done()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out; received ${this.received.toString('hex')}`)), timeoutMs);
      const check = () => {
        if (!done()) return this.waiters.push(check);
        clearTimeout(timer);
        resolve();
      };
      this.waiters.push(check);
    });
  }

  private wake(): void {
    const waiting = this.waiters;
    this.waiters = [];
    for (const w of waiting) w();
  }
}

/** What an HTTP device got back. */
export interface HttpAnswer {
  status: number;
  text: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * An OsmAnd request to 127.0.0.1:`port`, from `from` (any 127.x.y.z: a phone at another address): a GET with the
 * query, or a POST of `json` as the Traccar Client sends it.
 */
export function osmandRequest(
  port: number,
  options: { query?: Record<string, string>; json?: unknown; from?: string },
): Promise<HttpAnswer> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  const path = `/?${new URLSearchParams(options.query ?? {}).toString()}`;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: body === undefined ? 'GET' : 'POST',
        localAddress: options.from,
        agent: false,
        headers: body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (chunk: Buffer) => parts.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(parts).toString('utf8'), headers: res.headers }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
