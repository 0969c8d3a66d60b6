/** Test helpers: a fake Teltonika device (Codec 8 frames over a real TCP socket). Used by tests only. */
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

  static connect(port: number): Promise<FakeDevice> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => resolve(new FakeDevice(socket)));
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
