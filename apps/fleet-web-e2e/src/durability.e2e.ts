import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAt, type ServerProcess } from './support/server';
import { apiToken } from './support/session';

/*
 * Issue 7 item 5: an acknowledged Teltonika record survives a SIGKILL of the server, and a device re-sending its
 * whole buffer after the restart stores nothing twice. The Codec 8 builder is copied from libs/telemetry's testing
 * helpers (an e2e project may only depend on type:domain libraries).
 */

const START_TIMEOUT_MS = 120_000;
/** No simulator: the only positions are ours; a fixed data folder so the restart finds the first run's files. */
const SERVER_ENV = { FLEET_SIMULATOR: '0', FLEET_BACKFILL_DAYS: '0', TELTONIKA_PORT: '0' };
const RECORDS_PER_PACKET = 10;
/** Stream this long before the kill, ms. */
const STREAM_BEFORE_KILL_MS = 1_500;
const DAY = 86_400_000;

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

interface Rec {
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
function codec8Packet(records: Rec[]): Buffer {
  const data = Buffer.concat([Buffer.from([0x08, records.length]), ...records.map(codec8Record), Buffer.from([records.length])]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 4);
  data.copy(out, 8);
  out.writeUInt32BE(crc16Ibm(data), 8 + data.length);
  return out;
}

function imeiHandshake(imei: string): Buffer {
  const ascii = Buffer.from(imei, 'ascii');
  const len = Buffer.alloc(2);
  len.writeUInt16BE(ascii.length);
  return Buffer.concat([len, ascii]);
}

// ---- a device connection that reads the server's answers in order ----

class Device {
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

  static open(port: number): Promise<Device> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.off('error', reject);
        resolve(new Device(socket));
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

// ---- the server and the API ----

async function teltonikaPort(server: ServerProcess): Promise<number> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const m = /Teltonika TCP ingest listening on [^\s"]*:(\d+)/.exec(server.output());
    if (m) return Number(m[1]);
    if (Date.now() > deadline) throw new Error(`No Teltonika port in the log:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function apiGet<T>(server: ServerProcess, token: string, path: string): Promise<T> {
  const r = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!r.ok) throw new Error(`GET ${path}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

/** How many of `times` the History report of the asset holds, and whether any of them is there twice. */
async function storedCount(server: ServerProcess, assetId: number, times: Set<number>, from: number, to: number): Promise<{ stored: number; rows: number }> {
  const token = await apiToken(server.url, 'admin', 'admin');
  const q = `assets=${assetId}&from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`;
  const body = await apiGet<{ rows: Record<string, unknown>[]; total: number }>(server, token, `/v2/reports/history?${q}`);
  const ours = body.rows.filter((r) => r['assetId'] === assetId && times.has(r['timestamp'] as number));
  return { stored: new Set(ours.map((r) => r['timestamp'] as number)).size, rows: ours.length };
}

let dataDir: string;
let server: ServerProcess | undefined;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'fleet-durability-'));
});

afterAll(async () => {
  await server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('Teltonika ingest durability', () => {
  it('keeps every acknowledged record through a SIGKILL and stores a re-sent buffer once', { timeout: 300_000 }, async () => {
    server = await startServerAt(dataDir, SERVER_ENV, START_TIMEOUT_MS);
    const token = await apiToken(server.url, 'admin', 'admin');
    const { assets } = await apiGet<{ assets: { assetId: number; unitId: string }[] }>(server, token, '/v2/assets');
    const asset = assets.find((a) => /^\d{15}$/.test(a.unitId)) ?? assets[0];
    if (!asset) throw new Error('no demo asset');
    const port = await teltonikaPort(server);

    // A past window, 1 s apart, unique timestamps.
    const t0 = Math.floor((Date.now() - 2 * DAY) / 1000) * 1000;
    let next = 0;
    const makePacket = (): Rec[] =>
      Array.from({ length: RECORDS_PER_PACKET }, () => {
        const i = next++;
        return { time: t0 + i * 1000, lat: 3.07 + (i % 1000) * 1e-5, lng: 101.5 + (i % 1000) * 1e-5, speed: 10 + (i % 80) };
      });

    const sent: Rec[] = [];
    const acked: Rec[] = [];
    const device = await Device.open(port);
    await device.hello(asset.unitId);
    const started = Date.now();
    const victim = server;
    let killedInFlight = false;
    for (;;) {
      const packet = makePacket();
      sent.push(...packet);
      if (Date.now() - started >= STREAM_BEFORE_KILL_MS) {
        // The packet is handed to the kernel, its ack not yet read: kill the server with it in flight.
        await device.write(codec8Packet(packet));
        await victim.kill();
        killedInFlight = true;
        break;
      }
      await device.sendPacket(packet);
      acked.push(...packet);
    }
    device.close();
    server = undefined;
    expect(killedInFlight).toBe(true);
    expect(acked.length).toBeGreaterThan(0);

    server = await startServerAt(dataDir, SERVER_ENV, START_TIMEOUT_MS);
    const from = t0 - 60_000;
    const to = t0 + sent.length * 1000 + 60_000;
    const ackedTimes = new Set(acked.map((r) => r.time));
    const sentTimes = new Set(sent.map((r) => r.time));
    const afterRestart = await storedCount(server, asset.assetId, sentTimes, from, to);
    const ackedStored = await storedCount(server, asset.assetId, ackedTimes, from, to);

    // The device re-sends its whole buffer, acknowledged and not, over a new connection.
    const port2 = await teltonikaPort(server);
    const again = await Device.open(port2);
    await again.hello(asset.unitId);
    for (let i = 0; i < sent.length; i += 50) await again.sendPacket(sent.slice(i, i + 50));
    again.close();
    const afterResend = await storedCount(server, asset.assetId, sentTimes, from, to);

    console.log(
      `durability: asset ${asset.assetId} (IMEI ${asset.unitId}); sent ${sent.length} records in ${sent.length / RECORDS_PER_PACKET} packets, ` +
        `acked before the kill ${acked.length}; stored after restart ${afterRestart.stored} (of the acked: ${ackedStored.stored}, ` +
        `lost ${acked.length - ackedStored.stored}); after re-send ${afterResend.stored} distinct in ${afterResend.rows} rows (sent distinct ${sentTimes.size})`,
    );

    // (1) nothing acknowledged is lost; the in-flight packet is stored whole or not at all.
    expect(ackedStored.stored).toBe(acked.length);
    expect(ackedStored.rows).toBe(acked.length);
    expect([acked.length, sent.length]).toContain(afterRestart.stored);
    // (2) the re-sent buffer is stored once.
    expect(afterResend.stored).toBe(sentTimes.size);
    expect(afterResend.rows).toBe(sentTimes.size);
  });
});
