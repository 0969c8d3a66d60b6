import { connect, type Socket } from 'node:net';
import type { RunningServer } from './server';

/*
 * A Teltonika device for the browser suite: Codec 8 packets and a TCP connection that reads the server's answers in
 * order. Copied from libs/telemetry's testing helpers (an e2e project may only depend on type:domain libraries).
 */

// ---- Codec 8 (CRC-16/IBM: polynomial 0xA001 reflected, init 0, no final XOR) ----

const CRC_TABLE = (() => {
  const t = new Uint16Array(256);
  for (let i = 0; i < 256; i++) {
    let c = i;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xa001 : c >>> 1;
    t[i] = c;
  }
  return t;
})();

function crc16Ibm(buf: Uint8Array): number {
  let crc = 0;
  for (const byte of buf) crc = (crc >>> 8) ^ (CRC_TABLE[(crc ^ byte) & 0xff] as number);
  return crc;
}

export interface Rec {
  time: number;
  lat: number;
  lng: number;
  speed: number;
}

/** One Codec 8 AVL record without IO elements. */
function codec8Record(r: Rec): Buffer {
  const b = Buffer.alloc(30);
  b.writeBigUInt64BE(BigInt(r.time), 0);
  b.writeUInt8(1, 8); // priority
  b.writeInt32BE(Math.round(r.lng * 1e7), 9);
  b.writeInt32BE(Math.round(r.lat * 1e7), 13);
  b.writeInt16BE(30, 17); // altitude
  b.writeUInt16BE(90, 19); // angle
  b.writeUInt8(9, 21); // satellites
  b.writeUInt16BE(r.speed, 22);
  b.writeUInt8(0, 24); // event IO id
  // total IO count, then the 1-, 2-, 4- and 8-byte groups: all empty (bytes 25..29 stay 0)
  return b;
}

/** A framed Codec 8 packet: preamble, data length, codec id, N1, records, N2, CRC. */
export function codec8Packet(records: Rec[]): Buffer {
  const data = Buffer.concat([Buffer.from([0x08, records.length]), ...records.map(codec8Record), Buffer.from([records.length])]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 4);
  data.copy(out, 8);
  out.writeUInt32BE(crc16Ibm(data), 8 + data.length);
  return out;
}

/** A Codec 12 frame (Teltonika wiki, Codec 12): type 0x05 a command from the server, 0x06 the device's answer. */
function codec12Frame(type: 0x05 | 0x06, text: string): Buffer {
  const ascii = Buffer.from(text, 'ascii');
  const data = Buffer.alloc(8 + ascii.length);
  data[0] = 0x0c;
  data[1] = 1;
  data[2] = type;
  data.writeUInt32BE(ascii.length, 3);
  ascii.copy(data, 7);
  data[7 + ascii.length] = 1;
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 4);
  data.copy(out, 8);
  out.writeUInt32BE(crc16Ibm(data), 8 + data.length);
  return out;
}

/** The command frame the server is expected to write. */
export const codec12Command = (text: string) => codec12Frame(0x05, text);
/** The device's answer to a command. */
export const codec12Answer = (text: string) => codec12Frame(0x06, text);

export function imeiHandshake(imei: string): Buffer {
  const ascii = Buffer.from(imei, 'ascii');
  const len = Buffer.alloc(2);
  len.writeUInt16BE(ascii.length);
  return Buffer.concat([len, ascii]);
}

// ---- a device connection that reads the server's answers in order ----

export class TeltonikaDevice {
  private buffered = Buffer.alloc(0);
  private waiter: { size: number; resolve: (b: Buffer) => void; reject: (e: Error) => void } | undefined;
  private closed: Error | undefined;

  private constructor(readonly socket: Socket) {
    socket.setNoDelay(true);
    socket.on('data', (d: Buffer) => {
      this.buffered = Buffer.concat([this.buffered, d]);
      this.flush();
    });
    const close = (why: string) => {
      this.closed ??= new Error(why);
      const w = this.waiter;
      this.waiter = undefined;
      w?.reject(this.closed);
    };
    socket.on('error', (e) => close(`socket error: ${e.message}`));
    socket.on('close', () => close('socket closed'));
  }

  static open(port: number): Promise<TeltonikaDevice> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.off('error', reject);
        resolve(new TeltonikaDevice(socket));
      });
      socket.once('error', reject);
    });
  }

  private flush(): void {
    const w = this.waiter;
    if (w && this.buffered.length >= w.size) {
      this.waiter = undefined;
      const out = this.buffered.subarray(0, w.size);
      this.buffered = this.buffered.subarray(w.size);
      w.resolve(out);
    }
  }

  /** The next `size` bytes the server sends, or a rejection when the connection ends first or `timeoutMs` passes. */
  read(size: number, timeoutMs = 30_000): Promise<Buffer> {
    if (this.closed && this.buffered.length < size) return Promise.reject(this.closed);
    return new Promise<Buffer>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiter = undefined;
        reject(new Error(`no answer in ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiter = {
        size,
        resolve: (b) => {
          clearTimeout(timer);
          resolve(b);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      };
      this.flush();
    });
  }

  /** Writes and resolves once the bytes are handed to the kernel. */
  write(data: Buffer): Promise<void> {
    return new Promise((resolve, reject) => this.socket.write(data, (e) => (e ? reject(e) : resolve())));
  }

  async hello(imei: string): Promise<void> {
    await this.write(imeiHandshake(imei));
    const answer = await this.read(1);
    if (answer[0] !== 0x01) throw new Error(`IMEI ${imei} refused: ${answer.toString('hex')}`);
  }

  /** Sends one packet and waits for its 4-byte record count. */
  async sendPacket(records: Rec[]): Promise<void> {
    await this.write(codec8Packet(records));
    const ack = await this.read(4);
    if (ack.readUInt32BE(0) !== records.length) throw new Error(`ack ${ack.readUInt32BE(0)} for ${records.length} records`);
  }

  close(): void {
    this.socket.destroy();
  }
}

/** The port an ingest server of the process listens on, from its log ('OsmAnd HTTP', 'Teltonika TCP', 'GT06 TCP', …). */
export async function ingestPort(server: Pick<RunningServer, 'output'>, kind: 'OsmAnd HTTP' | 'Teltonika TCP' | 'GT06 TCP' | 'H02 TCP' | 'JT/T 808 TCP' | 'Watch TCP'): Promise<number> {
  const pattern = new RegExp(`${kind} ingest listening on [^\\s"]*:(\\d+)`);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const m = pattern.exec(server.output());
    if (m) return Number(m[1]);
    if (Date.now() > deadline) throw new Error(`No ${kind} port in the log:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
