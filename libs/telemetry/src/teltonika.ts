import { crc16Ibm } from './crc16';
import { FMB_IO_MAP, mapIo, type IoMap, type IoValue } from './teltonika-io';
import type { DeviceRecord, DroppedRecord } from './types';
import { checkRecord, errorText } from './values';

export const CODEC_8 = 0x08;
export const CODEC_8E = 0x8e;
export const CODEC_16 = 0x10;
export type TeltonikaCodec = typeof CODEC_8 | typeof CODEC_8E | typeof CODEC_16;

/** Largest data field a packet may declare; a longer one is refused (the connection should be closed). */
export const MAX_DATA_LENGTH = 1 << 20;

export interface NeedMoreOrError {
  ok: false;
  error: string;
  /** The buffer is a proper prefix of a packet: feed more bytes. */
  needMore?: true;
}

export type ImeiResult = { ok: true; imei: string; length: number } | NeedMoreOrError;

export interface DecodedPacket {
  ok: true;
  codec: TeltonikaCodec;
  /** The records that passed the range checks. */
  records: DeviceRecord[];
  /** Records out of range (e.g. latitude 95): dropped, so that one bad record never blocks the device. */
  dropped: DroppedRecord[];
  /**
   * What the server writes back once the records are committed: the packet's full record count (dropped ones
   * included: the device must not send them again), 4 bytes big-endian.
   */
  ack: Buffer;
  /** Bytes the packet took (preamble to CRC). */
  length: number;
}

export type AvlResult = DecodedPacket | NeedMoreOrError;

export interface AvlOptions {
  /** Device identifier put on every record (the IMEI from the handshake). */
  deviceId?: string;
  ioMap?: IoMap;
}

/** The answer that accepts an IMEI handshake. */
export const IMEI_ACCEPT = Buffer.from([0x01]);
export const IMEI_REJECT = Buffer.from([0x00]);

/** The first message of a Teltonika TCP session: 2-byte length (15) then the IMEI as ASCII digits. */
export function decodeImeiHandshake(buf: Uint8Array): ImeiResult {
  if (buf.length < 2) return { ok: false, error: 'IMEI handshake: truncated length field', needMore: true };
  const len = ((buf[0] as number) << 8) | (buf[1] as number);
  if (len !== 15) return { ok: false, error: `IMEI handshake: length ${len}, expected 15` };
  if (buf.length < 2 + len) return { ok: false, error: `IMEI handshake: ${buf.length - 2} of ${len} digits`, needMore: true };
  if (buf.length > 2 + len) return { ok: false, error: `IMEI handshake: ${buf.length - 2 - len} trailing bytes` };
  const imei = Buffer.from(buf.buffer, buf.byteOffset + 2, len).toString('latin1');
  if (!/^\d{15}$/.test(imei)) return { ok: false, error: 'IMEI handshake: IMEI must be 15 ASCII digits' };
  return { ok: true, imei, length: 2 + len };
}

class Truncated extends Error {}

/** Bounds-checked big-endian reader over the data field. */
class Reader {
  constructor(
    private readonly buf: Buffer,
    public pos: number,
    private readonly end: number,
  ) {}
  private take(n: number): number {
    if (this.pos + n > this.end) throw new Truncated(`record data truncated at byte ${this.pos}`);
    const p = this.pos;
    this.pos += n;
    return p;
  }
  u8(): number { return this.buf.readUInt8(this.take(1)); }
  u16(): number { return this.buf.readUInt16BE(this.take(2)); }
  i16(): number { return this.buf.readInt16BE(this.take(2)); }
  i32(): number { return this.buf.readInt32BE(this.take(4)); }
  u64(): number { return Number(this.buf.readBigUInt64BE(this.take(8))); }
  io(id: number, size: number): IoValue {
    const p = this.take(size);
    switch (size) {
      case 1: return { id, size, value: this.buf.readUInt8(p), signed: this.buf.readInt8(p) };
      case 2: return { id, size, value: this.buf.readUInt16BE(p), signed: this.buf.readInt16BE(p) };
      case 4: return { id, size, value: this.buf.readUInt32BE(p), signed: this.buf.readInt32BE(p) };
      case 8: return { id, size, value: Number(this.buf.readBigUInt64BE(p)), signed: Number(this.buf.readBigInt64BE(p)) };
      default: return { id, size, value: NaN, signed: NaN, hex: this.buf.toString('hex', p, p + size) };
    }
  }
}

/**
 * Decodes one Teltonika TCP AVL packet (Codec 8, 8 Extended, 16): preamble 0, data field length, codec id, N1,
 * records, N2, CRC-16/IBM over codec id..N2. Never throws; a prefix of a packet gives `needMore: true`. A frame that
 * cannot be trusted (CRC, counts, truncated or trailing record bytes) is an error; a well-framed record whose values
 * are out of range is only dropped (`dropped`), and the ack still counts it.
 */
export function decodeAvlPacket(input: Uint8Array, options: AvlOptions = {}): AvlResult {
  try {
    const buf = Buffer.isBuffer(input) ? input : Buffer.from(input.buffer, input.byteOffset, input.length);
    for (let i = 0; i < Math.min(4, buf.length); i++) if (buf[i] !== 0) return { ok: false, error: 'preamble: expected 4 zero bytes' };
    if (buf.length < 8) return { ok: false, error: 'header: truncated', needMore: true };
    const dataLength = buf.readUInt32BE(4);
    if (dataLength > MAX_DATA_LENGTH) return { ok: false, error: `data length ${dataLength} over the ${MAX_DATA_LENGTH}-byte limit` };
    if (dataLength < 3) return { ok: false, error: `data length ${dataLength} too short` };
    const total = 12 + dataLength;
    if (buf.length < total) return { ok: false, error: `packet truncated: ${buf.length} of ${total} bytes`, needMore: true };
    if (buf.length > total) return { ok: false, error: `${buf.length - total} trailing bytes after the packet` };
    const crcField = buf.readUInt32BE(8 + dataLength);
    const crc = crc16Ibm(buf, 8, 8 + dataLength);
    if (crcField !== crc) return { ok: false, error: `CRC mismatch: field 0x${crcField.toString(16)}, computed 0x${crc.toString(16)}` };
    const codec = buf[8] as number;
    if (codec !== CODEC_8 && codec !== CODEC_8E && codec !== CODEC_16) return { ok: false, error: `unknown codec 0x${codec.toString(16).padStart(2, '0')}` };
    const n1 = buf[9] as number;
    const n2 = buf[8 + dataLength - 1] as number;
    if (n1 !== n2) return { ok: false, error: `record count mismatch: N1 ${n1}, N2 ${n2}` };
    if (n1 === 0) return { ok: false, error: 'record count is 0' };
    const reader = new Reader(buf, 10, 8 + dataLength - 1);
    const records: DeviceRecord[] = [];
    const dropped: DroppedRecord[] = [];
    for (let i = 0; i < n1; i++) {
      const record = readRecord(reader, codec, options);
      const problem = checkRecord(record);
      if (problem) dropped.push({ index: i, error: `record ${i}: ${problem}` });
      else records.push(record);
    }
    if (reader.pos !== 8 + dataLength - 1) return { ok: false, error: `${8 + dataLength - 1 - reader.pos} unread bytes before N2` };
    const ack = Buffer.alloc(4);
    ack.writeUInt32BE(n1);
    return { ok: true, codec, records, dropped, ack, length: total };
  } catch (e) {
    return { ok: false, error: e instanceof Truncated ? e.message : `unexpected: ${errorText(e)}` };
  }
}

function readRecord(r: Reader, codec: TeltonikaCodec, options: AvlOptions): DeviceRecord {
  const time = r.u64();
  const priority = r.u8();
  const lng = r.i32() / 1e7;
  const lat = r.i32() / 1e7;
  const altitude = r.i16();
  const heading = r.u16();
  const satellites = r.u8();
  const speed = r.u16();
  const wide = codec === CODEC_8E;
  const eventIoId = codec === CODEC_8 ? r.u8() : r.u16();
  const generationType = codec === CODEC_16 ? r.u8() : undefined;
  if (wide) r.u16();
  else r.u8(); // N total: the sum of the group counts below, not needed to read them
  const io: IoValue[] = [];
  for (const size of [1, 2, 4, 8]) {
    const count = wide ? r.u16() : r.u8();
    for (let k = 0; k < count; k++) io.push(r.io(codec === CODEC_8 ? r.u8() : r.u16(), size));
  }
  if (wide) {
    const count = r.u16();
    for (let k = 0; k < count; k++) {
      const id = r.u16();
      io.push(r.io(id, r.u16()));
    }
  }
  const mapped = mapIo(io, options.ioMap ?? FMB_IO_MAP);
  const attributes: Record<string, unknown> = { priority, event: eventIoId, ...mapped.attributes };
  if (generationType !== undefined) attributes['generationType'] = generationType;
  return {
    deviceId: options.deviceId ?? '',
    protocol: 'teltonika',
    time,
    lat,
    lng,
    speed,
    heading,
    altitude,
    satellites,
    valid: satellites > 0 || lat !== 0 || lng !== 0,
    ...mapped,
    attributes,
  };
}
