/** Test helpers: a fake Teltonika device (Codec 8 frames over a real TCP socket). Used by tests only. */
import { connect, type Socket } from 'node:net';
import { crc16Ibm } from '@fleet/telemetry';

/** The IMEI handshake: 2-byte length 15 and the ASCII digits. */
export function imeiHandshake(imei: string): Buffer {
  const out = Buffer.alloc(2 + imei.length);
  out.writeUInt16BE(imei.length, 0);
  out.write(imei, 2, 'ascii');
  return out;
}

/** A Codec 8 packet of records without IO elements (time ms, degrees, km/h, degrees), with a correct CRC. */
export function codec8Packet(records: readonly { time: number; lat: number; lng: number; speed?: number; angle?: number }[]): Buffer {
  const bodies = records.map((r) => {
    const b = Buffer.alloc(30);
    b.writeBigUInt64BE(BigInt(r.time), 0);
    b.writeUInt8(1, 8);
    b.writeInt32BE(Math.round(r.lng * 1e7), 9);
    b.writeInt32BE(Math.round(r.lat * 1e7), 13);
    b.writeInt16BE(30, 17);
    b.writeUInt16BE(r.angle ?? 90, 19);
    b.writeUInt8(9, 21);
    b.writeUInt16BE(r.speed ?? 40, 22);
    // bytes 24..29 stay 0: event io id, io count and the four empty io groups (1, 2, 4, 8 bytes)
    return b;
  });
  const data = Buffer.concat([Buffer.from([0x08, records.length]), ...bodies, Buffer.from([records.length])]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 4);
  data.copy(out, 8);
  out.writeUInt32BE(crc16Ibm(data), 8 + data.length);
  return out;
}

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
