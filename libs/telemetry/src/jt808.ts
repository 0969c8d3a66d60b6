// One piece on purpose: the framing, the escaping, every message layout and the platform answers follow one standard
// and share the stream's serial counter; split, that counter would be passed between files.
import type { DeviceMessage, DeviceRecord, FramedResult, FramedStream } from './types';
import { decodeEach, fail } from './values';

/**
 * JT/T 808 (China's "road transport vehicle satellite positioning system — terminal communication protocol and data
 * format", JT/T 808-2013, with the JT/T 808-2019 header) over TCP.
 *
 * Frame: `7E` header body check-code `7E`; between the flags `7E` is sent as `7D 02` and `7D` as `7D 01`. Once
 * unescaped: message id (2), properties (2: body length in bits 0-9, encryption bits 10-12, subpackage bit 13,
 * 2019 version flag bit 14), [2019: protocol version (1)], terminal phone number (BCD, 6 bytes; 10 in 2019), message
 * serial (2), [subpackage total (2) and index (2)], body, check code (XOR of every byte from the message id to the
 * end of the body). All integers are big-endian.
 */

/** Message ids this module reads or writes. */
export const JT808 = {
  TERMINAL_RESPONSE: 0x0001,
  HEARTBEAT: 0x0002,
  LOGOUT: 0x0003,
  REGISTRATION: 0x0100,
  AUTHENTICATION: 0x0102,
  LOCATION: 0x0200,
  POSITION_REPLY: 0x0201,
  LOCATION_BATCH: 0x0704,
  PLATFORM_RESPONSE: 0x8001,
  REGISTRATION_RESPONSE: 0x8100,
  TERMINAL_CONTROL: 0x8105,
  POSITION_QUERY: 0x8201,
  VEHICLE_CONTROL: 0x8500,
  VEHICLE_CONTROL_REPLY: 0x0500,
} as const;

/** Platform general response (0x8001) results: success, failure, message error, not supported, alarm confirmed. */
export const JT808_RESULT = { OK: 0, FAILURE: 1, MESSAGE_ERROR: 2, NOT_SUPPORTED: 3, ALARM_CONFIRMED: 4 } as const;

/** Largest escaped frame (flags excluded) accepted by default: a full 1023-byte body with a 2019 header, every byte escaped, fits. */
export const JT808_MAX_FRAME = 4096;

/** The location body up to the additional information items: alarm, status, lat, lng, altitude, speed, direction, time. */
const LOCATION_BASE = 28;
const FLAG = 0x7e;
const ESCAPE = 0x7d;

export interface Jt808Options {
  /**
   * Clock for the only record without a device time: a location whose BCD time is all zeros (sent by some terminals
   * before their first fix). Default `Date.now`.
   */
  now?: () => number;
  /**
   * Largest escaped frame accepted, in bytes between the flags (default {@link JT808_MAX_FRAME}, at most 65536: the
   * buffer is allocated once per stream); a longer one breaks the stream.
   */
  maxFrame?: number;
  /** Authentication code returned in the registration response (0x8100); default the device id. */
  authCode?: string;
  /** Time zone of the terminal's BCD times, hours east of UTC (default 8: JT/T 808 times are Beijing time). */
  timeZoneHours?: number;
}

/** A JT/T 808 message: the {@link DeviceMessage} fields and what the header said. */
export interface Jt808Message extends DeviceMessage {
  /** Message id (e.g. 0x0200); absent when the frame could not be read. */
  messageId?: number;
  /** The terminal's serial number of the message. */
  serial?: number;
  /** Why the message was skipped or only partly read (bad check code, bad escape, length mismatch, encryption …). */
  skipped?: string;
  /** The code a terminal authenticates with (0x0102), for the server to check. */
  authCode?: string;
}

export interface Jt808Result extends FramedResult {
  messages: Jt808Message[];
}

/** What the header of one unescaped frame says. */
interface Header {
  id: number;
  serial: number;
  /** The phone number's BCD bytes as sent (6, or 10 with the 2019 version flag), echoed in the answers. */
  phone: Buffer;
  /** 2019 protocol version, when the version flag is set. */
  version: number | undefined;
  deviceId: string;
}

/**
 * Frames and decodes a JT/T 808 TCP connection across arbitrary chunk boundaries (byte by byte too, in linear time):
 * bytes before a start flag are skipped, a frame's escaped bytes are bounded by `maxFrame` (longer: the stream is
 * broken, the only stream error). Never throws.
 *
 * Every message names its device (the terminal phone number), so no login is needed before positions; the device id
 * is the phone number's digits **with the leading zeros stripped** (`013912345678` → `13912345678`, the same id
 * for a 2013 6-byte and a 2019 10-byte number; all zeros → `0`). Non-decimal BCD nibbles are kept as hex digits.
 *
 * A frame that cannot be trusted — bad check code, invalid escape (`7D` not followed by `01`/`02`), shorter than a
 * header, body length not matching the properties — is skipped: a message of type 'unknown' with no records, no ack
 * and `skipped` saying why; the stream goes on with the next frame (a robust server drops one bad message rather
 * than a vehicle's connection; TCP already guarantees the bytes, so a bad check code is a terminal bug, not noise).
 *
 * Answers (`ack`) carry the platform's own serial number, a per-stream counter starting at 0 (see {@link nextSerial}),
 * and echo the terminal's phone number and header version:
 * - 0x0100 registration → `login`, 0x8100 (result 0, auth code `authCode ?? deviceId`);
 * - 0x0102 authentication → `login`, 0x8001; the code is in `authCode`, for the server to check;
 * - 0x0002 heartbeat, 0x0003 logout, 0x0200 location, 0x0704 batch → 0x8001 result 0 (also when records are dropped:
 *   the terminal must not send them again);
 * - 0x0001 terminal general response, 0x0201 position query answer and 0x0500 vehicle control answer (a reply serial
 *   and a location: a record and a `commandReply`) → no ack (they are answers themselves);
 * - other ids, encrypted bodies and subpackaged (multi-packet) messages, which are not reassembled → type 'unknown',
 *   0x8001 result 3 (not supported).
 */
export class Jt808Stream implements FramedStream {
  private readonly frame: Buffer;
  private length = 0;
  /** Escaped bytes of the current frame, flags excluded. */
  private raw = 0;
  private inFrame = false;
  private escaping = false;
  private badEscape = false;
  private failed: string | undefined;
  private platformSerial = 0;
  private id: string | undefined;
  private readonly maxFrame: number;
  private readonly zoneMs: number;
  private readonly now: () => number;

  constructor(private readonly options: Jt808Options = {}) {
    const max = options.maxFrame ?? JT808_MAX_FRAME;
    this.maxFrame = Number.isFinite(max) && max >= 16 ? Math.min(Math.floor(max), 1 << 16) : JT808_MAX_FRAME;
    this.frame = Buffer.alloc(this.maxFrame);
    this.zoneMs = Math.round((options.timeZoneHours ?? 8) * 3_600_000) || 0;
    this.now = options.now ?? Date.now;
  }

  /** The phone number (leading zeros stripped) of the last message with a good check code. */
  get deviceId(): string | undefined {
    return this.id;
  }

  /** The platform's next serial number (0, 1, … wrapping at 65535), shared by the acks and the server's commands. */
  nextSerial(): number {
    const s = this.platformSerial;
    this.platformSerial = (s + 1) & 0xffff;
    return s;
  }

  push(chunk: Uint8Array): Jt808Result {
    if (this.failed !== undefined) return { messages: [], error: this.failed };
    const messages: Jt808Message[] = [];
    try {
      for (let i = 0; i < chunk.length; i++) {
        const b = chunk[i] as number;
        if (!this.inFrame) {
          if (b === FLAG) this.startFrame();
          continue;
        }
        if (b === FLAG) {
          if (this.raw === 0) continue; // a start flag: the previous one ended an empty frame or was junk
          messages.push(this.complete());
          this.inFrame = false;
          continue;
        }
        this.raw += 1;
        if (this.raw > this.maxFrame) return this.fail(messages, `frame over ${this.maxFrame} bytes without an end flag`);
        if (this.escaping) {
          this.escaping = false;
          if (b === 0x02) this.frame[this.length++] = FLAG;
          else if (b === 0x01) this.frame[this.length++] = ESCAPE;
          else this.badEscape = true;
        } else if (b === ESCAPE) {
          this.escaping = true;
        } else {
          this.frame[this.length++] = b;
        }
      }
    } catch (e) {
      return this.fail(messages, `unexpected: ${e instanceof Error ? e.message : String(e)}`);
    }
    return { messages };
  }

  private startFrame(): void {
    this.inFrame = true;
    this.length = 0;
    this.raw = 0;
    this.escaping = false;
    this.badEscape = false;
  }

  private fail(messages: Jt808Message[], error: string): Jt808Result {
    this.failed = error;
    this.inFrame = false;
    return { messages, error };
  }

  private skip(text: string, header?: Header): Jt808Message {
    return { type: 'unknown', deviceId: header?.deviceId ?? this.id, records: [], dropped: [], ...(header ? { messageId: header.id, serial: header.serial } : {}), skipped: text };
  }

  /** Decodes the unescaped frame now in `this.frame`. */
  private complete(): Jt808Message {
    if (this.badEscape || this.escaping) return this.skip('invalid escape sequence (0x7d not followed by 0x01 or 0x02)');
    const buf = this.frame.subarray(0, this.length);
    if (buf.length < 13) return this.skip(`frame of ${buf.length} bytes, a header and check code need at least 13`);
    let check = 0;
    for (let i = 0; i < buf.length - 1; i++) check ^= buf[i] as number;
    const field = buf[buf.length - 1] as number;
    if (check !== field) return this.skip(`check code 0x${hex2(field)}, computed 0x${hex2(check)}`);
    const props = buf.readUInt16BE(2);
    const versioned = (props & 0x4000) !== 0;
    const phoneLength = versioned ? 10 : 6;
    let p = versioned ? 5 : 4;
    if (buf.length < p + phoneLength + 2 + 1) return this.skip(`frame of ${buf.length} bytes, shorter than its header`);
    const phone = Buffer.from(buf.subarray(p, p + phoneLength));
    p += phoneLength;
    const header: Header = { id: buf.readUInt16BE(0), serial: buf.readUInt16BE(p), phone, version: versioned ? (buf[4] as number) : undefined, deviceId: phoneDigits(phone) };
    p += 2;
    this.id = header.deviceId;
    let subpackage: [number, number] | undefined;
    if (props & 0x2000) {
      if (buf.length < p + 4 + 1) return this.skip('frame shorter than its subpackage header', header);
      subpackage = [buf.readUInt16BE(p), buf.readUInt16BE(p + 2)];
      p += 4;
    }
    const bodyLength = props & 0x3ff;
    if (buf.length - 1 - p !== bodyLength) return this.skip(`body of ${buf.length - 1 - p} bytes, the properties say ${bodyLength}`, header);
    const body = Buffer.from(buf.subarray(p, p + bodyLength));
    if (props & 0x1c00) return this.unsupported(header, `encrypted body (properties 0x${props.toString(16).padStart(4, '0')})`);
    if (subpackage && subpackage[0] > 1) return this.unsupported(header, `subpackage ${subpackage[1]} of ${subpackage[0]} (not reassembled)`);
    return this.message(header, body);
  }

  private unsupported(header: Header, text: string): Jt808Message {
    return { ...this.skip(text, header), ack: this.generalResponse(header, JT808_RESULT.NOT_SUPPORTED) };
  }

  private message(h: Header, body: Buffer): Jt808Message {
    const base = { deviceId: h.deviceId, messageId: h.id, serial: h.serial, records: [] as DeviceRecord[], dropped: [] };
    switch (h.id) {
      case JT808.REGISTRATION:
        return { ...base, type: 'registration', login: true, ack: this.registrationResponse(h) };
      case JT808.AUTHENTICATION:
        return { ...base, type: 'authentication', login: true, authCode: authCode(body, h.version !== undefined), ack: this.generalResponse(h, JT808_RESULT.OK) };
      case JT808.HEARTBEAT:
        return { ...base, type: 'heartbeat', ack: this.generalResponse(h, JT808_RESULT.OK) };
      case JT808.LOGOUT:
        return { ...base, type: 'logout', ack: this.generalResponse(h, JT808_RESULT.OK) };
      case JT808.LOCATION:
        return { ...base, type: 'location', ...this.locations([body], () => 'location', h.deviceId), ack: this.generalResponse(h, JT808_RESULT.OK) };
      case JT808.LOCATION_BATCH:
        return { ...base, type: 'location-batch', ...this.batch(body, h.deviceId), ack: this.generalResponse(h, JT808_RESULT.OK) };
      case JT808.TERMINAL_RESPONSE: {
        if (body.length < 5) return { ...base, type: 'command-reply', skipped: `body of ${body.length} bytes, 5 expected` };
        const text = `result ${body[4] as number} to 0x${body.readUInt16BE(2).toString(16).padStart(4, '0')}`;
        return { ...base, type: 'command-reply', commandReply: { text, serial: body.readUInt16BE(0) } };
      }
      case JT808.POSITION_REPLY:
      case JT808.VEHICLE_CONTROL_REPLY: {
        const type = h.id === JT808.POSITION_REPLY ? 'position-reply' : 'vehicle-control-reply';
        if (body.length < 2) return { ...base, type, skipped: `body of ${body.length} bytes, a reply serial and a location expected` };
        return { ...base, type, ...this.locations([body.subarray(2)], () => 'location', h.deviceId), commandReply: { text: type.replace(/-/g, ' '), serial: body.readUInt16BE(0) } };
      }
      default:
        return this.unsupported(h, `message id 0x${h.id.toString(16).padStart(4, '0')} not supported`);
    }
  }

  private locations(bodies: Buffer[], label: (i: number) => string, deviceId: string, archive = false) {
    return decodeEach(bodies, (b) => readLocation(b, deviceId, this.zoneMs, this.now, archive), label);
  }

  /** 0x0704: count (2), type (1: 0 normal, 1 blind-area re-upload), then per item its length (2) and a 0x0200 body. */
  private batch(body: Buffer, deviceId: string): Pick<Jt808Message, 'records' | 'dropped' | 'skipped'> {
    if (body.length < 3) return { records: [], dropped: [], skipped: `body of ${body.length} bytes, at least 3 expected` };
    const count = body.readUInt16BE(0);
    const archive = body[2] === 1;
    const items: Buffer[] = [];
    let truncated: string | undefined;
    let p = 3;
    for (let i = 0; i < count; i++) {
      if (p + 2 > body.length) {
        truncated = `location[${i}]: truncated (no length field)`;
        break;
      }
      const n = body.readUInt16BE(p);
      if (p + 2 + n > body.length) {
        truncated = `location[${i}]: truncated (${n} bytes declared, ${body.length - p - 2} left)`;
        break;
      }
      items.push(body.subarray(p + 2, p + 2 + n));
      p += 2 + n;
    }
    const out = this.locations(items, (i) => `location[${i}]`, deviceId, archive);
    if (truncated !== undefined) out.dropped.push({ index: items.length, error: truncated });
    return out;
  }

  private generalResponse(h: Header, result: number): Buffer {
    const body = Buffer.alloc(5);
    body.writeUInt16BE(h.serial, 0);
    body.writeUInt16BE(h.id, 2);
    body[4] = result;
    return frameMessage(JT808.PLATFORM_RESPONSE, h.phone, h.version, this.nextSerial(), body);
  }

  private registrationResponse(h: Header): Buffer {
    const code = Buffer.from(this.options.authCode ?? h.deviceId, 'utf8');
    const body = Buffer.alloc(3 + code.length);
    body.writeUInt16BE(h.serial, 0);
    body[2] = 0;
    code.copy(body, 3);
    return frameMessage(JT808.REGISTRATION_RESPONSE, h.phone, h.version, this.nextSerial(), body);
  }
}

function hex2(n: number): string {
  return n.toString(16).padStart(2, '0');
}

/** The phone number's BCD digits with the leading zeros stripped ('0' when all are zeros). */
function phoneDigits(phone: Buffer): string {
  return phone.toString('hex').replace(/^0+(?=.)/, '');
}

/** 0x0102 body: the code (2013), or its length (1), the code, IMEI (15) and software version (20) (2019). */
function authCode(body: Buffer, versioned: boolean): string {
  const n = body[0] ?? 0;
  const code = versioned && body.length >= 1 + n + 35 ? body.subarray(1, 1 + n) : body;
  return code.toString('latin1').replace(/\0+$/, '');
}

/**
 * Alarm flag bits (JT/T 808-2013, 0x0200 alarm flag table) mapped to alarm names: 0 emergency → sos, 1 overspeed, 7 main power
 * undervoltage → lowBattery, 8 main power off → powerCut, 28 illegal displacement → movement, 29 collision and
 * 30 rollover → accident (a rollover is a crash, not tampering), 31 illegal door opening → door.
 */
const ALARM_BITS: ReadonlyArray<[number, string]> = [
  [0, 'sos'], [1, 'overspeed'], [7, 'lowBattery'], [8, 'powerCut'], [28, 'movement'], [29, 'accident'], [30, 'accident'], [31, 'door'],
];

/** BCD YYMMDDhhmmss (20YY) in the terminal's zone → ms UTC; NaN when not a valid date. */
function bcdTime(b: Buffer, at: number, zoneMs: number): number {
  const f: number[] = [];
  for (let i = 0; i < 6; i++) {
    const v = b[at + i] as number;
    if ((v >> 4) > 9 || (v & 15) > 9) return NaN;
    f.push((v >> 4) * 10 + (v & 15));
  }
  const [yy, mo, d, h, mi, s] = f as [number, number, number, number, number, number];
  const utc = Date.UTC(2000 + yy, mo - 1, d, h, mi, s);
  const check = new Date(utc);
  if (mo < 1 || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return NaN;
  return utc - zoneMs;
}

/**
 * One 0x0200 body: alarm flags (4), status (4: bit 0 ACC, 1 positioned, 2 south, 3 west, 10 oil circuit cut),
 * latitude and longitude (uint32, 10^-6 degrees), altitude (uint16 m), speed (uint16, 0.1 km/h), direction (uint16
 * degrees), time (BCD YYMMDDhhmmss), then additional information items (id 1, length 1, value). Items of unexpected
 * length or unknown id are ignored; a truncated item list keeps the position and ignores the rest.
 */
function readLocation(b: Buffer, deviceId: string, zoneMs: number, now: () => number, archive: boolean): DeviceRecord {
  if (b.length < LOCATION_BASE) fail(`body of ${b.length} bytes, at least ${LOCATION_BASE} expected`);
  const alarmFlags = b.readUInt32BE(0);
  const status = b.readUInt32BE(4);
  let lat = b.readUInt32BE(8) / 1e6;
  let lng = b.readUInt32BE(12) / 1e6;
  if (status & 4) lat = -lat;
  if (status & 8) lng = -lng;
  const zero = b.subarray(22, 28).every((v) => v === 0);
  const time = zero ? now() : bcdTime(b, 22, zoneMs);
  if (Number.isNaN(time)) fail(`time: not a valid BCD time (${b.toString('hex', 22, 28)})`);
  const alarms = new Set<string>();
  for (const [bit, name] of ALARM_BITS) if ((alarmFlags >>> bit) & 1) alarms.add(name);
  const attributes: Record<string, unknown> = { status, blocked: (status & 0x400) !== 0 };
  if (alarmFlags !== 0) attributes['alarmFlags'] = alarmFlags;
  if (archive) attributes['archive'] = true;
  let odometer: number | null = null;
  let fuelLitres: number | null = null;
  let satellites: number | null = null;
  for (let p = LOCATION_BASE; p + 2 <= b.length; ) {
    const id = b[p] as number;
    const n = b[p + 1] as number;
    if (p + 2 + n > b.length) break;
    const v = p + 2;
    p += 2 + n;
    if (id === 0x01 && n === 4) odometer = b.readUInt32BE(v) / 10;
    else if (id === 0x02 && n === 2) fuelLitres = b.readUInt16BE(v) / 10;
    else if (id === 0x03 && n === 2) attributes['tachographSpeed'] = b.readUInt16BE(v) / 10;
    else if (id === 0x12 && n === 6) alarms.add(b[v + 5] === 0 ? 'geofenceEnter' : 'geofenceExit');
    else if (id === 0x25 && n === 4) attributes['vehicleSignals'] = b.readUInt32BE(v);
    else if (id === 0x2a && n === 2) attributes['ioStatus'] = b.readUInt16BE(v);
    else if (id === 0x2b && n === 4) {
      attributes['adc0'] = b.readUInt16BE(v + 2);
      attributes['adc1'] = b.readUInt16BE(v);
    } else if (id === 0x30 && n === 1) attributes['rssi'] = b[v] as number;
    else if (id === 0x31 && n === 1) satellites = b[v] as number;
  }
  if (alarms.size > 0) attributes['alarm'] = [...alarms].join(',');
  return {
    deviceId,
    protocol: 'jt808',
    time,
    lat,
    lng,
    speed: b.readUInt16BE(18) / 10,
    heading: b.readUInt16BE(20),
    altitude: b.readUInt16BE(16),
    satellites,
    valid: (status & 2) !== 0,
    ignition: (status & 1) !== 0,
    inputs: {},
    inputNames: {},
    fuelLitres,
    fuelPercent: null,
    temperature: null,
    voltage: null,
    odometer,
    address: null,
    attributes,
  };
}

/** Header, body, check code, escaped and between flags. */
function frameMessage(id: number, phone: Buffer, version: number | undefined, serial: number, body: Buffer): Buffer {
  if (body.length > 0x3ff) throw new RangeError(`JT/T 808 body of ${body.length} bytes, at most 1023 without subpackaging`);
  // id 2, properties 2, (version 1), phone, serial 2, body, check code 1
  const inner = Buffer.alloc(4 + (version === undefined ? 0 : 1) + phone.length + 2 + body.length + 1);
  let p = 0;
  inner.writeUInt16BE(id, p);
  inner.writeUInt16BE(body.length | (version === undefined ? 0 : 0x4000), p + 2);
  p += 4;
  if (version !== undefined) inner[p++] = version & 0xff;
  phone.copy(inner, p);
  p += phone.length;
  inner.writeUInt16BE(serial & 0xffff, p);
  p += 2;
  body.copy(inner, p);
  p += body.length;
  let check = 0;
  for (let i = 0; i < p; i++) check ^= inner[i] as number;
  inner[p] = check;
  let extra = 0;
  for (const v of inner) if (v === FLAG || v === ESCAPE) extra += 1;
  const out = Buffer.alloc(inner.length + extra + 2);
  let o = 0;
  out[o++] = FLAG;
  for (const v of inner) {
    if (v === FLAG || v === ESCAPE) {
      out[o++] = ESCAPE;
      out[o++] = v === FLAG ? 0x02 : 0x01;
    } else {
      out[o++] = v;
    }
  }
  out[o] = FLAG;
  return out;
}

/** The BCD bytes of a phone number given as digits: left-padded with zeros to 12 digits (20 with a 2019 version). */
function phoneBcd(phone: string, versioned: boolean): Buffer {
  const width = versioned ? 20 : 12;
  if (!/^\d+$/.test(phone) || phone.length > width) throw new RangeError(`JT/T 808 phone number must be 1 to ${width} decimal digits, got '${phone}'`);
  return Buffer.from(phone.padStart(width, '0'), 'hex');
}

/**
 * A platform message for the terminal `phone` (the device id: decimal digits, left-padded with zeros to the 12 BCD
 * digits of a JT/T 808-2013 header, or 20 when `protocolVersion` asks for the 2019 header): header, `body`, check
 * code, escaped and framed by 0x7E. `serial` is the platform's serial number (e.g. {@link Jt808Stream.nextSerial}).
 * Throws a RangeError for a phone number that is not 1-12 (1-20) digits or a body over 1023 bytes.
 */
export function encodeJt808Message(id: number, phone: string, serial: number, body: Buffer, protocolVersion?: number): Buffer {
  return frameMessage(id & 0xffff, phoneBcd(phone, protocolVersion !== undefined), protocolVersion, serial, body);
}

/** 0x8201 position query (empty body); the terminal answers with a 0x0201 (a record and a `commandReply`). */
export function encodeJt808PositionQuery(phone: string, serial: number, protocolVersion?: number): Buffer {
  return encodeJt808Message(JT808.POSITION_QUERY, phone, serial, Buffer.alloc(0), protocolVersion);
}

/**
 * 0x8105 terminal control: command word (1 wireless upgrade, 2 connect to a given server, 3 shut down, 4 reset,
 * 5 factory reset, 6 close data communication, 7 close all wireless communication), then for words 1 and 2 the
 * parameters as a ';'-separated string (ASCII). The terminal answers with a 0x0001 general response.
 */
export function encodeJt808TerminalControl(phone: string, serial: number, command: number, parameters = '', protocolVersion?: number): Buffer {
  return encodeJt808Message(JT808.TERMINAL_CONTROL, phone, serial, Buffer.concat([Buffer.from([command & 0xff]), Buffer.from(parameters, 'latin1')]), protocolVersion);
}

/**
 * 0x8500 vehicle control, JT/T 808-2013 form: one control flag byte, bit 0 = 1 lock the doors, 0 unlock (many
 * terminals wire it to a fuel / engine cut relay instead: check the model). The terminal answers with a 0x0500
 * (reply serial and a location: a record and a `commandReply`). The 2019 form (control items) is not built.
 */
export function encodeJt808VehicleControl(phone: string, serial: number, lockDoors: boolean, protocolVersion?: number): Buffer {
  return encodeJt808Message(JT808.VEHICLE_CONTROL, phone, serial, Buffer.from([lockDoors ? 1 : 0]), protocolVersion);
}
