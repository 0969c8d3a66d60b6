// One piece on purpose: one protocol document, framing, every packet layout and the command encoder read against it
// together; split by packet the shared reader and the login's time zone would be passed between files.
/**
 * GT06 (Concox / Jimi and the many clones) over TCP, as the Concox "GT06 GPS Tracker Communication Protocol" (V1.8)
 * and the later "GPS Tracker Communication Protocol (GT06N, GT06F, GT06E / JM-VL01)" documents describe it.
 *
 * Frame: start 0x78 0x78 + 1-byte length, or 0x79 0x79 + 2-byte length (big-endian); the length counts protocol
 * number .. CRC; then protocol number, content, 2-byte serial number, 2-byte CRC-ITU over length .. serial, stop
 * bits 0x0D 0x0A.
 *
 * Choices (a robust server's, each tested):
 * - Framing errors break the stream (the connection is closed and the device reconnects and logs in again): bad
 *   start bytes (no resynchronisation: the protocol has no escaping, so hunting for the next 0x7878 inside garbage
 *   could frame garbage), a length under 5, a frame over `maxFrame`, bad stop bits, and a bad CRC (a frame whose CRC
 *   fails cannot be trusted, nor can the framing of what follows it).
 * - Every packet but a login needs a login first: a packet before it breaks the stream ('… before login'), since its
 *   records would have no device identifier. A second login with another terminal ID breaks it too.
 * - A well-framed packet whose content cannot be read keeps its type: a position that is truncated or out of range
 *   is listed in `dropped` (the ack, if any, is still sent so the device does not resend it); an unreadable command
 *   reply or an unknown protocol number gives type 'unknown', no records, no ack.
 */
import type { DeviceMessage, DeviceRecord, DroppedRecord, FramedResult, FramedStream } from './types';
import { FieldError, checkRecord, errorText, fail } from './values';
import { ChunkBuffer } from './chunk-buffer';

/** Default bound on one frame (start bits .. stop bits); a longer declared frame breaks the stream. */
export const GT06_MAX_FRAME = 4096;

/** Protocol numbers the stream knows. */
export const GT06_PROTOCOL = {
  login: 0x01,
  location: 0x12,
  heartbeat: 0x13,
  stringInfo: 0x15,
  alarm: 0x16,
  lbsPhone: 0x17,
  lbsExtend: 0x18,
  stringInfoLong: 0x21,
  location2: 0x22,
  alarm2: 0x26,
  lbsMulti: 0x28,
  command: 0x80,
  timeRequest: 0x8a,
  infoTransmission: 0x94,
  location4g: 0xa0,
} as const;

/**
 * Server commands (online command 0x80 content) of the original GT06 document and its clones: relay cut (fuel /
 * power off), relay restore, position query; 000000 is the factory password.
 */
export const GT06_COMMANDS = { engineStop: 'DYD,000000#', engineResume: 'HFYD,000000#', locate: 'DWXX,000000#' } as const;

/** The same commands as newer Concox / Jimi units (GT06N, JM-VL01, GT800 …) take them. */
export const CONCOX_COMMANDS = { engineStop: 'RELAY,1#', engineResume: 'RELAY,0#', locate: 'WHERE#' } as const;

const CRC_TABLE = (() => {
  const t = new Uint16Array(256);
  for (let i = 0; i < 256; i++) {
    let c = i;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0x8408 : c >>> 1;
    t[i] = c;
  }
  return t;
})();

/**
 * CRC-ITU as the GT06 documents' lookup table computes it, i.e. CRC-16/X-25: polynomial 0x1021 reflected (0x8408),
 * init 0xFFFF, final XOR 0xFFFF. A frame's CRC covers length .. serial number.
 */
export function crcItu(buf: Uint8Array, start = 0, end = buf.length): number {
  let crc = 0xffff;
  for (let i = start; i < end; i++) crc = (crc >>> 8) ^ (CRC_TABLE[(crc ^ (buf[i] as number)) & 0xff] as number);
  return (crc ^ 0xffff) & 0xffff;
}

/** A short (0x7878) frame with its length, serial, CRC and stop bits. */
function shortFrame(protocol: number, content: Uint8Array, serial: number): Buffer {
  const len = 1 + content.length + 4;
  const out = Buffer.alloc(len + 5);
  out[0] = 0x78;
  out[1] = 0x78;
  out[2] = len;
  out[3] = protocol;
  out.set(content, 4);
  out.writeUInt16BE(serial & 0xffff, 4 + content.length);
  out.writeUInt16BE(crcItu(out, 2, 6 + content.length), 6 + content.length);
  out[len + 3] = 0x0d;
  out[len + 4] = 0x0a;
  return out;
}

/**
 * The online command packet (protocol 0x80) carrying `content` (ASCII, e.g. {@link CONCOX_COMMANDS}.engineStop):
 * length, 0x80, command length (4 + content bytes), server flag (4 bytes, echoed by the device in its 0x15 / 0x21
 * reply, see `commandReply.serial`), content, serial, CRC, stop bits. The original GT06 document's layout has no
 * language field (its own example, `sos#`, is reproduced by this function); `language: true` appends the GT06N
 * document's 2-byte language 0x00 0x02 (English) after the content, for firmware that wants it. Throws a RangeError
 * on content that is not printable ASCII or too long for a short frame (over 245 bytes, 243 with the language).
 */
export function encodeGt06Command(content: string, serverFlag: number, serial: number, options: { language?: boolean } = {}): Buffer {
  if (!/^[\x20-\x7e]*$/.test(content)) throw new RangeError('GT06 command: content must be printable ASCII');
  const text = Buffer.from(content, 'latin1');
  const extra = options.language ? 2 : 0;
  if (1 + 1 + 4 + text.length + extra + 4 > 0xff) throw new RangeError(`GT06 command: content of ${text.length} bytes is too long`);
  const body = Buffer.alloc(5 + text.length + extra);
  body[0] = 4 + text.length;
  body.writeUInt32BE(serverFlag >>> 0, 1);
  text.copy(body, 5);
  if (options.language) body.writeUInt16BE(0x0002, 5 + text.length);
  return shortFrame(GT06_PROTOCOL.command, body, serial);
}

export interface Gt06StreamOptions {
  /** Clock for the time-request (0x8A) answer, the only place the protocol needs the server's time. */
  now?: () => number;
  /** Bound on one frame, start bits to stop bits (default {@link GT06_MAX_FRAME}). */
  maxFrame?: number;
}

/** Bounds-checked big-endian reader over a packet's content; running out is a FieldError naming the field. */
class Reader {
  constructor(
    private readonly buf: Buffer,
    public pos: number,
    readonly end: number,
    private readonly what: string,
  ) {}
  get left(): number {
    return this.end - this.pos;
  }
  private take(n: number, field: string): number {
    if (this.pos + n > this.end) fail(`${this.what}.${field}: content truncated (${this.end - this.pos} of ${n} bytes)`);
    const p = this.pos;
    this.pos += n;
    return p;
  }
  u8(field: string): number { return this.buf.readUInt8(this.take(1, field)); }
  u16(field: string): number { return this.buf.readUInt16BE(this.take(2, field)); }
  u24(field: string): number { return this.buf.readUIntBE(this.take(3, field), 3); }
  u32(field: string): number { return this.buf.readUInt32BE(this.take(4, field)); }
  u64(field: string): number | string {
    const v = this.buf.readBigUInt64BE(this.take(8, field));
    return v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : v.toString();
  }
  bytes(n: number, field: string): Buffer {
    const p = this.take(n, field);
    return this.buf.subarray(p, p + n);
  }
}

/** Alarm byte of the 0x16 / 0x26 alarm/language word (GT06 V1.8, GT06N): only the codes both documents agree on. */
const ALARM_CODES: Record<number, string> = {
  0x01: 'sos',
  0x02: 'powerCut',
  0x03: 'vibration',
  0x04: 'geofenceEnter',
  0x05: 'geofenceExit',
  0x06: 'overspeed',
};

/** Bits 3-5 of the terminal information byte. */
const TERMINAL_ALARMS: Record<number, string> = { 0b100: 'sos', 0b011: 'lowBattery', 0b010: 'powerCut', 0b001: 'vibration' };

/**
 * Frames and decodes one GT06 TCP connection across arbitrary chunk boundaries. Pure: no sockets; bytes are copied
 * only once a whole frame (or header) is buffered, so feeding byte by byte stays linear; never throws.
 *
 * Messages (`type`; `ack` is what the server writes once the records are committed):
 * - 0x01 'login': terminal ID (8 bytes BCD; a leading 0 of the 16 digits is dropped, giving the 15-digit IMEI), then
 *   on GT06N-era units type identification (2 bytes) and time zone / language (2 bytes: bits 15-4 the zone as
 *   hours × 100 + minutes, bit 3 west). `login: true`, ack 78 78 05 01 serial CRC 0D 0A.
 * - 0x12, 0x22, 0xA0 'location': one record, no ack (the documents have the server answer no location packet).
 * - 0x16, 0x26 'alarm': one record with `attributes.alarm`; ack with the same protocol number and serial.
 * - 0x13 'heartbeat': no record; ack 78 78 05 13 serial CRC 0D 0A.
 * - 0x17, 0x18, 0x28 'lbs': cell towers only, no record (no position is made up from them), no ack.
 * - 0x15, 0x21 'command-reply': `commandReply: { text, serial }` where `serial` is the server flag that the
 *   command carried ({@link encodeGt06Command}), no ack.
 * - 0x8A 'time': no record; ack 78 78 0B 8A YY MM DD hh mm ss serial CRC 0D 0A with the server's UTC time.
 * - 0x94 'info' (information transmission), any other protocol number 'unknown': no record, no ack.
 *
 * Times: the GT06 documents give the GPS date-time in UTC. A login that carries the time-zone word (GT06N and later)
 * states the zone the terminal reports its times in (its `GMT,E/W,h,m#` setting); the stream keeps it and reads
 * the later date-times as local times of that zone. A login without it (the original 8-byte content) keeps UTC.
 */
export class Gt06Stream implements FramedStream {
  private readonly bytes = new ChunkBuffer();
  private need = 2;
  private failed: string | undefined;
  private imei: string | undefined;
  /** Offset of the terminal's times from UTC, ms (0 = UTC). */
  private zoneOffsetMs = 0;
  private readonly now: () => number;
  private readonly maxFrame: number;

  constructor(options: Gt06StreamOptions = {}) {
    this.now = options.now ?? Date.now;
    this.maxFrame = options.maxFrame ?? GT06_MAX_FRAME;
  }

  get deviceId(): string | undefined {
    return this.imei;
  }

  /** Bytes held waiting for the rest of a frame. */
  get buffered(): number {
    return this.bytes.size;
  }

  push(chunk: Uint8Array): FramedResult {
    if (this.failed !== undefined) return { messages: [], error: this.failed };
    const result: FramedResult = { messages: [] };
    this.bytes.add(chunk);
    while (this.bytes.size >= this.need) {
      let error: string | undefined;
      try {
        error = this.step(this.bytes.joined(), result.messages);
      } catch (e) {
        error = `unexpected: ${errorText(e)}`;
      }
      if (error !== undefined) {
        this.failed = error;
        this.bytes.clear();
        result.error = error;
        break;
      }
    }
    return result;
  }



  /** Returns an error text, or undefined after making progress (a frame consumed or `need` raised). */
  private step(buf: Buffer, out: DeviceMessage[]): string | undefined {
    const b0 = buf[0] as number;
    if ((b0 !== 0x78 && b0 !== 0x79) || buf[1] !== b0) return `start bits: expected 7878 or 7979, got ${buf.toString('hex', 0, 2)}`;
    const head = b0 === 0x78 ? 3 : 4;
    if (buf.length < head) {
      this.need = head;
      return undefined;
    }
    const len = head === 3 ? (buf[2] as number) : buf.readUInt16BE(2);
    if (len < 5) return `length ${len} too short (protocol number, serial and CRC take 5)`;
    const total = head + len + 2;
    if (total > this.maxFrame) return `frame of ${total} bytes over the ${this.maxFrame}-byte limit`;
    if (buf.length < total) {
      this.need = total;
      return undefined;
    }
    const frame = this.bytes.take(buf, total);
    this.need = 2;
    if (frame[total - 2] !== 0x0d || frame[total - 1] !== 0x0a) return `stop bits: expected 0d0a, got ${frame.toString('hex', total - 2)}`;
    const crcAt = total - 4;
    const crc = crcItu(frame, 2, crcAt);
    const field = frame.readUInt16BE(crcAt);
    if (crc !== field) return `CRC mismatch: field 0x${hex4(field)}, computed 0x${hex4(crc)}`;
    const protocol = frame[head] as number;
    const serial = frame.readUInt16BE(crcAt - 2);
    const content = new Reader(frame, head + 1, crcAt - 2, 'content');
    if (protocol === GT06_PROTOCOL.login) return this.login(content, serial, out);
    if (this.imei === undefined) return `packet 0x${hex2(protocol)} before login`;
    out.push(this.decode(protocol, content, serial));
    return undefined;
  }

  private login(r: Reader, serial: number, out: DeviceMessage[]): string | undefined {
    if (r.left < 8) return `login: terminal ID truncated (${r.left} of 8 bytes)`;
    const digits = r.bytes(8, 'terminalId').toString('hex');
    if (!/^\d{16}$/.test(digits)) return `login: terminal ID ${digits} is not BCD`;
    const imei = digits.startsWith('0') ? digits.slice(1) : digits;
    if (this.imei !== undefined && this.imei !== imei) return `login: terminal ID ${imei} on a connection of ${this.imei}`;
    if (r.left >= 4) {
      r.u16('typeId');
      const word = r.u16('timeZone');
      const value = word >>> 4;
      const hours = Math.floor(value / 100);
      const minutes = value % 100;
      // An impossible zone (over 14 h, 60 minutes or more) is ignored: the times stay UTC.
      if (hours <= 14 && minutes < 60) this.zoneOffsetMs = (word & 0x08 ? -1 : 1) * (hours * 60 + minutes) * 60_000;
    }
    this.imei = imei;
    out.push({ type: 'login', deviceId: imei, login: true, records: [], dropped: [], ack: shortFrame(GT06_PROTOCOL.login, EMPTY, serial) });
    return undefined;
  }

  private decode(protocol: number, r: Reader, serial: number): DeviceMessage {
    const deviceId = this.imei;
    const message = (type: string, ack?: Buffer): DeviceMessage => ({ type, deviceId, records: [], dropped: [], ack });
    switch (protocol) {
      case GT06_PROTOCOL.location:
      case GT06_PROTOCOL.location2:
      case GT06_PROTOCOL.location4g:
        return this.position(message('location'), r, protocol);
      case GT06_PROTOCOL.alarm:
      case GT06_PROTOCOL.alarm2:
        return this.position(message('alarm', shortFrame(protocol, EMPTY, serial)), r, protocol);
      case GT06_PROTOCOL.heartbeat:
        return message('heartbeat', shortFrame(protocol, EMPTY, serial));
      case GT06_PROTOCOL.lbsPhone:
      case GT06_PROTOCOL.lbsExtend:
      case GT06_PROTOCOL.lbsMulti:
        return message('lbs');
      case GT06_PROTOCOL.stringInfo:
      case GT06_PROTOCOL.stringInfoLong: {
        const reply = readCommandReply(r, protocol);
        return reply ? { ...message('command-reply'), commandReply: reply } : message('unknown');
      }
      case GT06_PROTOCOL.timeRequest:
        return message('time', shortFrame(protocol, utcDateTime(this.now()), serial));
      case GT06_PROTOCOL.infoTransmission:
        return message('info');
      default:
        return message('unknown');
    }
  }

  /** Fills the message with the packet's one record, or its error in `dropped`. */
  private position(message: DeviceMessage, r: Reader, protocol: number): DeviceMessage {
    const dropped: DroppedRecord[] = message.dropped;
    try {
      const record = this.readPosition(r, protocol);
      const problem = checkRecord(record);
      if (problem) dropped.push({ index: 0, error: problem });
      else message.records.push(record);
    } catch (e) {
      dropped.push({ index: 0, error: e instanceof FieldError ? e.message : `unexpected: ${errorText(e)}` });
    }
    return message;
  }

  private readPosition(r: Reader, protocol: number): DeviceRecord {
    const time = readDateTime(r) - this.zoneOffsetMs;
    const satellites = r.u8('gpsInfo') & 0x0f;
    const latRaw = r.u32('lat') / 1_800_000;
    const lngRaw = r.u32('lng') / 1_800_000;
    const speed = r.u8('speed');
    const status = r.u16('courseStatus');
    // Course/status word: bits 0-9 course, bit 10 north latitude (clear: south), bit 11 west longitude (clear:
    // east), bit 12 GPS positioned, bit 13 differential (clear: real-time) GPS.
    const lat = status & 0x0400 ? latRaw : -latRaw;
    const lng = status & 0x0800 ? -lngRaw : lngRaw;
    const attributes: Record<string, unknown> = {};
    let ignition: boolean | null = null;
    let odometer: number | null = null;
    if (protocol === GT06_PROTOCOL.alarm || protocol === GT06_PROTOCOL.alarm2) {
      // LBS block: its first byte is its length (itself included), 0 when the terminal sends none.
      const lbsLength = r.u8('lbsLength');
      if (lbsLength > 0) {
        const block = new Reader(r.bytes(lbsLength - 1, 'lbs'), 0, lbsLength - 1, 'lbs');
        readCell(block, attributes, false);
      }
      const info = r.u8('terminalInfo');
      const alarms = new Set<string>();
      const fromInfo = TERMINAL_ALARMS[(info >> 3) & 0x07];
      if (fromInfo) alarms.add(fromInfo);
      ignition = (info & 0x02) !== 0;
      attributes['armed'] = (info & 0x01) !== 0;
      attributes['charge'] = (info & 0x04) !== 0;
      attributes['blocked'] = (info & 0x80) !== 0;
      attributes['voltageLevel'] = r.u8('voltageLevel');
      attributes['gsmSignal'] = r.u8('gsmSignal');
      const code = r.u8('alarm');
      const fromCode = ALARM_CODES[code];
      if (fromCode) alarms.add(fromCode);
      if (code !== 0) attributes['alarmCode'] = code;
      if (alarms.size > 0) attributes['alarm'] = [...alarms].join(',');
    } else if (r.left > 0) {
      readCell(r, attributes, protocol === GT06_PROTOCOL.location4g);
      if (protocol !== GT06_PROTOCOL.location && r.left > 0) {
        const acc = r.u8('acc');
        ignition = acc === 1 ? true : acc === 0 ? false : null;
        attributes['uploadMode'] = r.u8('uploadMode');
        attributes['archive'] = r.u8('reupload') === 1;
        if (r.left >= 4) odometer = r.u32('mileage') / 1000;
      }
    }
    return {
      deviceId: this.imei ?? '',
      protocol: 'gt06',
      time,
      lat,
      lng,
      speed,
      heading: status & 0x03ff,
      altitude: null,
      satellites,
      valid: (status & 0x1000) !== 0,
      ignition,
      inputs: {},
      inputNames: {},
      fuelLitres: null,
      fuelPercent: null,
      temperature: null,
      voltage: null,
      odometer,
      address: null,
      attributes,
    };
  }
}

const EMPTY = new Uint8Array(0);

function hex2(n: number): string {
  return n.toString(16).padStart(2, '0');
}

function hex4(n: number): string {
  return n.toString(16).padStart(4, '0');
}

/** YY MM DD hh mm ss (binary, year 2000+) as ms, read as UTC; an impossible date is a FieldError. */
function readDateTime(r: Reader): number {
  const b = r.bytes(6, 'time');
  const [yy, mo, dd, hh, mi, ss] = [b[0], b[1], b[2], b[3], b[4], b[5]] as [number, number, number, number, number, number];
  const ms = Date.UTC(2000 + yy, mo - 1, dd, hh, mi, ss);
  const d = new Date(ms);
  if (mo < 1 || d.getUTCMonth() !== mo - 1 || d.getUTCDate() !== dd || hh > 23 || mi > 59 || ss > 59) {
    fail(`time: invalid date-time ${[yy, mo, dd, hh, mi, ss].map(hex2).join(' ')}`);
  }
  return ms;
}

/** MCC 2 (bit 15 set: MNC takes 2 bytes), MNC 1 or 2, LAC 2 (4 on 4G packets), cell ID 3 (8 on 4G packets). */
function readCell(r: Reader, attributes: Record<string, unknown>, wide: boolean): void {
  const mcc = r.u16('mcc');
  attributes['mcc'] = mcc & 0x7fff;
  attributes['mnc'] = mcc & 0x8000 ? r.u16('mnc') : r.u8('mnc');
  attributes['lac'] = wide ? r.u32('lac') : r.u16('lac');
  attributes['cid'] = wide ? r.u64('cid') : r.u24('cid');
}

/**
 * 0x15: command length (server flag + content), server flag 4, content (ASCII), then the GT06N language word, which
 * the command length leaves out. 0x21: server flag 4, encoding (1 ASCII, 2 UTF-16BE), content. Undefined when the
 * content cannot be read.
 */
function readCommandReply(r: Reader, protocol: number): { text: string; serial: number } | undefined {
  try {
    if (protocol === GT06_PROTOCOL.stringInfo) {
      const length = r.u8('commandLength');
      if (length < 4) return undefined;
      const serverFlag = r.u32('serverFlag');
      return { text: r.bytes(length - 4, 'command').toString('utf8'), serial: serverFlag };
    }
    const serverFlag = r.u32('serverFlag');
    const encoding = r.u8('encoding');
    const bytes = r.bytes(r.left, 'command');
    const text = encoding === 2 ? utf16be(bytes) : bytes.toString('utf8');
    return { text, serial: serverFlag };
  } catch (e) {
    if (e instanceof FieldError) return undefined;
    throw e;
  }
}

function utf16be(bytes: Buffer): string {
  const even = Buffer.from(bytes.subarray(0, bytes.length & ~1));
  return even.swap16().toString('utf16le');
}

/** The server's time as the 0x8A answer's 6 bytes YY MM DD hh mm ss (UTC). */
function utcDateTime(ms: number): Uint8Array {
  const d = new Date(ms);
  const t = Number.isFinite(d.getTime()) ? d : new Date(0);
  return Uint8Array.from([
    (t.getUTCFullYear() - 2000) & 0xff, t.getUTCMonth() + 1, t.getUTCDate(), t.getUTCHours(), t.getUTCMinutes(), t.getUTCSeconds(),
  ]);
}
