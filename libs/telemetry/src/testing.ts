/** Test and fuzz helpers: fixture loading and packet building with a correct CRC. Not exported from the index. */
import { readFileSync } from 'node:fs';
import { crc16Ibm } from './crc16';

export interface WikiRecord {
  timestamp_ms: number;
  priority: number;
  lon: number;
  lat: number;
  altitude_m: number;
  course_deg: number;
  satellites: number;
  speed_kmh: number;
  valid: boolean;
  eventIoId: number;
  generationType?: number;
  io: Record<string, number>;
}

export interface WikiCase {
  id: string;
  input: { type: 'hex'; data: string };
  derived: { dataLength: number; codec: string; crc_field: number; crc_computed: number; records_declared: number; n2: number; records: WikiRecord[] };
}

export function fixturePath(name: string): string {
  return new URL(`../fixtures/${name}`, import.meta.url).pathname;
}

export function loadWikiCases(): WikiCase[] {
  return (JSON.parse(readFileSync(fixturePath('teltonika-wiki-examples.json'), 'utf8')) as { cases: WikiCase[] }).cases;
}

export function loadJsonFixture<T>(name: string): T {
  return JSON.parse(readFileSync(fixturePath(name), 'utf8')) as T;
}

/** The wiki's handshake example: length 15, IMEI 356307042441013. */
export const IMEI_HANDSHAKE_HEX = '000f333536333037303432343431303133';

/** An IMEI handshake: 2-byte length and the ASCII digits. */
export function imeiHandshake(imei: string): Buffer {
  const out = Buffer.alloc(2 + imei.length);
  out.writeUInt16BE(imei.length, 0);
  out.write(imei, 2, 'ascii');
  return out;
}

/** Wraps a data field (codec id .. N2) in preamble, length and a correct CRC. */
export function framePacket(data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 4);
  data.copy(out, 8);
  out.writeUInt32BE(crc16Ibm(data), 8 + data.length);
  return out;
}

export interface RecordSpec {
  time?: number;
  lat?: number;
  lng?: number;
  altitude?: number;
  angle?: number;
  satellites?: number;
  speed?: number;
  event?: number;
  /** IO elements by width: { 1: [[239, 1]], 2: [[66, 12500]] }. */
  io?: Partial<Record<1 | 2 | 4 | 8, Array<[number, number]>>>;
}

/** One Codec 8 AVL record. */
export function codec8Record(r: RecordSpec): Buffer {
  const head = Buffer.alloc(26);
  head.writeBigUInt64BE(BigInt(r.time ?? 1_700_000_000_000), 0);
  head.writeUInt8(1, 8);
  head.writeInt32BE(Math.round((r.lng ?? 101.5) * 1e7), 9);
  head.writeInt32BE(Math.round((r.lat ?? 3.07) * 1e7), 13);
  head.writeInt16BE(r.altitude ?? 30, 17);
  head.writeUInt16BE(r.angle ?? 90, 19);
  head.writeUInt8(r.satellites ?? 9, 21);
  head.writeUInt16BE(r.speed ?? 42, 22);
  head.writeUInt8(r.event ?? 0, 24);
  const groups = ([1, 2, 4, 8] as const).map((size) => r.io?.[size] ?? []);
  head.writeUInt8(groups.reduce((n, g) => n + g.length, 0), 25);
  const parts: Buffer[] = [head];
  groups.forEach((group, gi) => {
    const size = [1, 2, 4, 8][gi] as number;
    parts.push(Buffer.from([group.length]));
    for (const [id, value] of group) {
      const b = Buffer.alloc(1 + size);
      b.writeUInt8(id, 0);
      if (size === 8) b.writeBigInt64BE(BigInt(value), 1);
      else b.writeIntBE(value, 1, size);
      parts.push(b);
    }
  });
  return Buffer.concat(parts);
}

/** A Codec 8 packet with the given records (N1 = N2 = count unless overridden). */
export function codec8Packet(records: RecordSpec[], counts: { n1?: number; n2?: number; codec?: number } = {}): Buffer {
  return framePacket(
    Buffer.concat([
      Buffer.from([counts.codec ?? 0x08, counts.n1 ?? records.length]),
      ...records.map(codec8Record),
      Buffer.from([counts.n2 ?? records.length]),
    ]),
  );
}
