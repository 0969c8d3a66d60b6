// One piece on purpose: one protocol document, framing by declared length and every keyword's layout read together.
import type { ClockOptions, DeviceMessage, DeviceRecord, DroppedRecord, FramedResult, FramedStream } from './types';
import { FieldError, checkRecord, errorText, fail } from './values';

/**
 * The 3G/4G GPS watch protocol (SeTracker-type kids' and elderly watches; Traccar's "watch", port 5093), TCP, ASCII
 * frames `[<maker>*<device id>*<length>*<content>]`:
 * - maker: 2 characters (SG, 3G, CS, ZJ...), answered with the same maker;
 * - device id: 10..15 digits;
 * - length: the content's byte count as 4 hex digits (`0002` for `LK`, `00CD` for 205 bytes);
 * - content: `<KEYWORD>[,<field>...]`.
 */

/** Largest content a frame may declare by default; a longer one breaks the stream. */
export const WATCH_MAX_FRAME = 8 * 1024;

/** The 4 hex digits of the length field cannot say more. */
const LENGTH_LIMIT = 0xffff;

const OPEN = 0x5b; // '['
const CLOSE = 0x5d; // ']'
const STAR = 0x2a; // '*'
const COMMA = 0x2c; // ','

export interface WatchStreamOptions extends ClockOptions {
  /**
   * Clock for a position whose date field is `000000` (the watch's clock is not set yet): the record gets the server
   * time instead of being dropped. Not used for blind-area re-uploads (UD2), whose time cannot be guessed.
   */
  now?: () => number;
  /** Refuse frames declaring longer content (default {@link WATCH_MAX_FRAME}, at most 65535). */
  maxFrame?: number;
}

/**
 * Alarm bits of the terminal status (4 bytes, 8 hex digits; the high 16 bits are alarms, the low 16 bits states
 * such as "battery low now", "outside a fence now", "worn now" that are not reported as alarms), as the 3G watch
 * protocol document defines them.
 */
export const WATCH_ALARM_BITS: readonly (readonly [bit: number, alarm: string])[] = [
  [16, 'sos'],
  [17, 'lowBattery'],
  [18, 'geofenceExit'],
  [19, 'geofenceEnter'],
  [20, 'tampering'], // watch taken off the wrist
  [21, 'fallDown'],
];

/** Position keywords: one record with the UD field layout. */
const LOCATION = new Set(['UD', 'UD_LTE', 'UD_WCDMA']);
const BLIND = new Set(['UD2']);
const ALARM = new Set(['AL', 'AL_LTE', 'AL_WCDMA']);
/** Keywords a watch repeats when it answers a platform command. */
const COMMAND_REPLIES = new Set(['CR', 'MONITOR', 'SOS', 'SOS1', 'SOS2', 'SOS3', 'FIND', 'CENTER', 'UPLOAD', 'RESET', 'POWEROFF']);
/** Keywords answered with the keyword itself. */
const VOICE_QUERY = new Set(['TKQ', 'TKQ2']);

/**
 * Builds one frame for a watch: `[<maker>*<deviceId>*<length>*<content>]`, the length being the content's UTF-8
 * byte count as 4 upper-case hex digits. Total: content over 65535 bytes (what the field can say) is cut to that
 * many bytes at a character boundary.
 */
export function encodeWatchCommand(deviceId: string, content: string, maker = 'SG'): Buffer {
  let body = Buffer.from(content, 'utf8');
  if (body.length > LENGTH_LIMIT) {
    let cut = LENGTH_LIMIT;
    while (cut > 0 && ((body[cut] as number) & 0xc0) === 0x80) cut -= 1;
    body = body.subarray(0, cut);
  }
  const length = body.length.toString(16).toUpperCase().padStart(4, '0');
  return Buffer.concat([Buffer.from(`[${maker}*${deviceId}*${length}*`, 'utf8'), body, Buffer.from(']', 'latin1')]);
}

/** A phone number a watch accepts: digits with an optional leading '+', at most 20 characters. */
export function watchPhoneValid(phone: string): boolean {
  return phone.length <= 20 && /^\+?\d+$/.test(phone);
}

/**
 * Contents of the usual platform commands, for {@link encodeWatchCommand}. The watch answers each with a frame that
 * repeats the keyword (a `command-reply` message). Phone numbers are not checked here: check them with
 * {@link watchPhoneValid} first (an empty SOS slot clears it).
 */
export const WATCH_COMMANDS = {
  /** Locate now: the watch answers CR and then sends a UD. */
  locate: () => 'CR',
  /** Call back: the watch silently calls `phone`. */
  monitor: (phone: string) => `MONITOR,${phone}`,
  /** The three SOS numbers. */
  sos: (n1: string, n2: string, n3: string) => `SOS,${n1},${n2},${n3}`,
  /** Make the watch ring. */
  find: () => 'FIND',
};

interface Header {
  maker: string;
  deviceId: string;
  length: number;
  /** Offset of the content. */
  start: number;
}

const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const isHex = (c: number) => isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
const isMaker = (c: number) => isDigit(c) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);

/**
 * Reads the header of a frame starting with '[' (at most 25 bytes): 'more' when `buf` is a proper prefix of a valid
 * header, 'bad' when it cannot be one.
 */
function readHeader(buf: Buffer): Header | 'more' | 'bad' {
  const n = buf.length;
  for (let i = 1; i <= 2; i++) {
    if (i >= n) return 'more';
    if (!isMaker(buf[i] as number)) return 'bad';
  }
  if (n <= 3) return 'more';
  if (buf[3] !== STAR) return 'bad';
  let i = 4;
  while (i < n && isDigit(buf[i] as number)) {
    i += 1;
    if (i - 4 > 15) return 'bad';
  }
  if (i >= n) return 'more';
  if (buf[i] !== STAR || i - 4 < 10) return 'bad';
  const idEnd = i;
  for (i = idEnd + 1; i <= idEnd + 4; i++) {
    if (i >= n) return 'more';
    if (!isHex(buf[i] as number)) return 'bad';
  }
  if (i >= n) return 'more';
  if (buf[i] !== STAR) return 'bad';
  return {
    maker: buf.toString('latin1', 1, 3),
    deviceId: buf.toString('latin1', 4, idEnd),
    length: parseInt(buf.toString('latin1', idEnd + 1, idEnd + 5), 16),
    start: i + 1,
  };
}

/**
 * Frames a watch TCP byte stream across arbitrary chunk boundaries and decodes each frame into a
 * {@link DeviceMessage}. Pure: no sockets. Bytes are kept in one growable buffer (compacted or doubled, so each byte is
 * copied O(1) times), and a frame is looked at again only once the bytes it waits for are there: feeding byte by
 * byte, or a stream of lying frames that makes the decoder resynchronise, stays linear.
 *
 * Framing: the declared length is trusted (a voice `TK` payload may hold ']' bytes) and the byte after the content
 * must be ']'. Bytes before a '[' (line ends, noise), a malformed header, or a frame whose declared length does not
 * end on ']' are skipped up to the next '[' (after the skipped '[', so that frames inside a lying one are still
 * found): no message, the stream goes on. The stream breaks (`error`) only when a frame declares content over
 * `maxFrame` bytes, or names another device than the connection's first frame did (one watch per connection).
 *
 * Messages (type, records, ack):
 * - `LK` keep-alive (`LK` or `LK,steps,rolls,battery`): 'link', `login: true`, no record; ack `[<maker>*<id>*0002*LK]`.
 * - `UD`, `UD_LTE`, `UD_WCDMA`: 'location', one record, no ack. `UD2` (blind-area re-upload): 'blind-location',
 *   the record with `attributes.archive = true`, no ack. An invalid fix (V) at 0,0 is a cell/Wi-Fi-only report:
 *   type 'lbs', no record (no fake position).
 * - `AL`, `AL_LTE`, `AL_WCDMA`: 'alarm', one record (none for V at 0,0) with `attributes.alarm`; ack
 *   `[<maker>*<id>*0002*AL]` even without a record (the watch would resend it).
 * - `TKQ`, `TKQ2` (does the platform hold voice for me?): 'voice-query', ack repeating the keyword.
 * - `CONFIG`: 'config', skipped (no record, no ack).
 * - A keyword repeating a platform command (`CR`, `MONITOR`, `SOS`, `SOS1..3`, `FIND`, `CENTER`, `UPLOAD`,
 *   `RESET`, `POWEROFF`): 'command-reply' with `commandReply.text` the whole content (UTF-8).
 * - Anything else (voice `TK`, health data...): 'unknown', no record, no ack.
 *
 * Record fields (UD layout): `date ddmmyy, time hhmmss (UTC), A|V, lat, N|S, lng, E|W, speed km/h, course,
 * altitude m, satellites, GSM signal %, battery %, steps, rolls, terminal status (hex), cell count, TA, MCC, MNC,
 * (LAC, CID, signal) x count, Wi-Fi count, ...`. Attributes: `batteryLevel`, `steps`, `rolls`, `rssi` (GSM signal
 * %), `status` (terminal status as a number), `alarm` (from {@link WATCH_ALARM_BITS}), `mcc`, `mnc`, `lac`, `cid`
 * (serving cell, when the cell list reads well). A record with an unreadable or out-of-range field is dropped with
 * the field named; the message and its ack still go through.
 */
export class WatchStream implements FramedStream {
  /** Buffered bytes are `buf[start..end)`. */
  private buf = Buffer.alloc(0);
  private start = 0;
  private end = 0;
  private need = 1;
  private failed: string | undefined;
  private id: string | undefined;
  private lastMaker = 'SG';
  private readonly maxFrame: number;
  private readonly now: () => number;

  constructor(options: WatchStreamOptions = {}) {
    this.maxFrame = Math.max(0, Math.min(options.maxFrame ?? WATCH_MAX_FRAME, LENGTH_LIMIT));
    this.now = options.now ?? Date.now;
  }

  get deviceId(): string | undefined {
    return this.id;
  }

  /** Bytes held waiting for the rest of a frame. */
  get buffered(): number {
    return this.end - this.start;
  }

  /** The maker code of the watch's last frame (SG, 3G, …): commands to it are framed with the same one. */
  get maker(): string {
    return this.lastMaker;
  }

  push(chunk: Uint8Array): FramedResult {
    if (this.failed !== undefined) return { messages: [], error: this.failed };
    const messages: DeviceMessage[] = [];
    try {
      this.append(chunk);
      while (this.end - this.start >= this.need) {
        const error = this.step(this.buf.subarray(this.start, this.end), messages);
        if (error !== undefined) return this.fail(error, messages);
      }
      if (this.start === this.end && this.buf.length > 4 * WATCH_MAX_FRAME) this.buf = Buffer.alloc(0);
    } catch (e) {
      return this.fail(`unexpected: ${errorText(e)}`, messages);
    }
    return { messages };
  }

  private append(chunk: Uint8Array): void {
    const n = chunk.length;
    if (n === 0) return;
    const live = this.end - this.start;
    if (this.end + n > this.buf.length) {
      if (live + n <= this.buf.length / 2) {
        this.buf.copy(this.buf, 0, this.start, this.end);
      } else {
        const grown = Buffer.allocUnsafe(Math.max(2 * (live + n), 256));
        this.buf.copy(grown, 0, this.start, this.end);
        this.buf = grown;
      }
      this.start = 0;
      this.end = live;
    }
    this.buf.set(chunk, this.end);
    this.end += n;
  }

  private fail(error: string, messages: DeviceMessage[]): FramedResult {
    this.failed = error;
    this.buf = Buffer.alloc(0);
    this.start = this.end = 0;
    return { messages, error };
  }

  /** Drops `n` bytes from the front; the returned view is valid until the next push. */
  private consume(view: Buffer, n: number): Buffer {
    this.start += n;
    if (this.start === this.end) this.start = this.end = 0;
    this.need = 1;
    return view.subarray(0, n);
  }

  /** Returns an error text, or undefined after making progress (bytes consumed or `need` raised). */
  private step(buf: Buffer, messages: DeviceMessage[]): string | undefined {
    if (buf[0] !== OPEN) {
      const at = buf.indexOf(OPEN);
      this.consume(buf, at < 0 ? buf.length : at);
      return undefined;
    }
    const header = readHeader(buf);
    if (header === 'more') {
      this.need = buf.length + 1;
      return undefined;
    }
    if (header === 'bad') {
      this.consume(buf, 1);
      return undefined;
    }
    if (header.length > this.maxFrame) return `frame length ${header.length} over the ${this.maxFrame}-byte limit`;
    const total = header.start + header.length + 1;
    if (buf.length < total) {
      this.need = total;
      return undefined;
    }
    if (buf[total - 1] !== CLOSE) {
      this.consume(buf, 1);
      return undefined;
    }
    const frame = this.consume(buf, total);
    if (this.id === undefined) this.id = header.deviceId;
    else if (this.id !== header.deviceId) return `device id ${header.deviceId} on the connection of ${this.id}`;
    this.lastMaker = header.maker;
    messages.push(decodeContent(header, frame.subarray(header.start, total - 1), this.now));
    return undefined;
  }
}

/** Decodes the content of one well-framed message. */
function decodeContent(header: Header, content: Buffer, now: () => number): DeviceMessage {
  const comma = content.indexOf(COMMA);
  const keyword = content.toString('latin1', 0, Math.min(comma < 0 ? content.length : comma, 32));
  const { deviceId, maker } = header;
  const base = { deviceId, records: [] as DeviceRecord[], dropped: [] as DroppedRecord[] };
  const ack = (text: string) => encodeWatchCommand(deviceId, text, maker);
  if (keyword === 'LK') return { type: 'link', ...base, login: true, ack: ack('LK') };
  if (VOICE_QUERY.has(keyword)) return { type: 'voice-query', ...base, ack: ack(keyword) };
  if (keyword === 'CONFIG') return { type: 'config', ...base };
  if (COMMAND_REPLIES.has(keyword)) return { type: 'command-reply', ...base, commandReply: { text: content.toString('utf8') } };
  const blind = BLIND.has(keyword);
  const alarm = ALARM.has(keyword);
  if (!blind && !alarm && !LOCATION.has(keyword)) return { type: 'unknown', ...base };
  const type = alarm ? 'alarm' : blind ? 'blind-location' : 'location';
  const extra = alarm ? { ack: ack('AL') } : {};
  try {
    const record = decodeRecord(content.toString('latin1').split(','), deviceId, blind, now);
    if (record === null) return { type: alarm ? type : 'lbs', ...base, ...extra };
    const problem = checkRecord(record);
    if (problem) return { type, ...base, dropped: [{ index: 0, error: problem }], ...extra };
    return { type, ...base, records: [record], ...extra };
  } catch (e) {
    const error = e instanceof FieldError ? e.message : `unexpected: ${errorText(e)}`;
    return { type, ...base, dropped: [{ index: 0, error }], ...extra };
  }
}

const DECIMAL = /^\d{1,10}(\.\d{1,10})?$/;
const SIGNED = /^-?\d{1,10}(\.\d{1,10})?$/;
const INTEGER = /^\d{1,10}$/;

function decimal(value: string | undefined, field: string, pattern = DECIMAL): number {
  if (value === undefined || !pattern.test(value)) fail(`${field}: not a number (${JSON.stringify(value ?? '').slice(0, 24)})`);
  return Number(value);
}

/** An optional field: undefined when absent or empty. */
function optional(value: string | undefined, field: string, pattern = DECIMAL): number | undefined {
  return value === undefined || value === '' ? undefined : decimal(value, field, pattern);
}

/** Device time from `ddmmyy` and `hhmmss` (UTC); `now` for a watch whose clock is not set (date 000000). */
function readTime(date: string | undefined, time: string | undefined, now: (() => number) | undefined): number {
  if (date === '000000' && now) return now();
  const d = date !== undefined && /^\d{6}$/.test(date) ? date : fail(`date: not ddmmyy (${JSON.stringify(date ?? '').slice(0, 24)})`);
  const t = time !== undefined && /^\d{6}$/.test(time) ? time : fail(`time: not hhmmss (${JSON.stringify(time ?? '').slice(0, 24)})`);
  const [day, month, year] = [0, 2, 4].map((i) => Number(d.slice(i, i + 2))) as [number, number, number];
  const [h, m, s] = [0, 2, 4].map((i) => Number(t.slice(i, i + 2))) as [number, number, number];
  if (h > 23 || m > 59 || s > 59) fail(`time: no such time (${t})`);
  const ms = Date.UTC(2000 + year, month - 1, day, h, m, s);
  const check = new Date(ms);
  if (month < 1 || month > 12 || check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) fail(`date: no such day (${d})`);
  return ms;
}

/**
 * One record from UD-layout fields (`f[0]` is the keyword), or null for an invalid fix at 0,0. A blind-area
 * re-upload is marked `archive` and never takes the server time.
 */
function decodeRecord(f: string[], deviceId: string, blind: boolean, now: () => number): DeviceRecord | null {
  const validity = f[3];
  if (validity !== 'A' && validity !== 'V') fail(`validity: expected A or V (${JSON.stringify(validity ?? '').slice(0, 24)})`);
  const lat = decimal(f[4], 'lat');
  const lng = decimal(f[6], 'lng');
  if (validity === 'V' && lat === 0 && lng === 0) return null;
  const ns = f[5];
  const ew = f[7];
  if (ns !== 'N' && ns !== 'S') fail(`lat: hemisphere ${JSON.stringify(ns ?? '').slice(0, 24)}, expected N or S`);
  if (ew !== 'E' && ew !== 'W') fail(`lng: hemisphere ${JSON.stringify(ew ?? '').slice(0, 24)}, expected E or W`);
  const time = readTime(f[1], f[2], blind ? undefined : now);
  const speed = optional(f[8], 'speed');
  const heading = optional(f[9], 'heading');
  const altitude = optional(f[10], 'altitude', SIGNED);
  const satellites = optional(f[11], 'satellites', INTEGER);
  const attributes: Record<string, unknown> = {};
  const put = (name: string, value: number | undefined) => {
    if (value !== undefined) attributes[name] = value;
  };
  put('rssi', optional(f[12], 'rssi'));
  put('batteryLevel', optional(f[13], 'batteryLevel'));
  put('steps', optional(f[14], 'steps', INTEGER));
  put('rolls', optional(f[15], 'rolls', INTEGER));
  const statusText = f[16];
  if (statusText !== undefined && statusText !== '') {
    if (!/^[0-9A-Fa-f]{1,8}$/.test(statusText)) fail(`status: not 8 hex digits (${JSON.stringify(statusText).slice(0, 24)})`);
    const status = parseInt(statusText, 16);
    attributes['status'] = status;
    const alarms = WATCH_ALARM_BITS.filter(([bit]) => Math.floor(status / 2 ** bit) % 2 === 1).map(([, name]) => name);
    if (alarms.length > 0) attributes['alarm'] = alarms.join(',');
  }
  Object.assign(attributes, servingCell(f));
  if (blind) attributes['archive'] = true;
  return {
    deviceId,
    protocol: 'watch',
    time,
    lat: ns === 'S' ? -lat : lat,
    lng: ew === 'W' ? -lng : lng,
    speed: speed ?? 0,
    heading: heading ?? 0,
    altitude: altitude ?? null,
    satellites: satellites ?? null,
    valid: validity === 'A',
    ignition: null,
    inputs: {},
    inputNames: {},
    fuelLitres: null,
    fuelPercent: null,
    temperature: null,
    voltage: null,
    odometer: null,
    address: null,
    attributes,
  };
}

/**
 * The serving cell (first of the list: `count, TA, MCC, MNC, LAC, CID, signal, ...`) when the list reads well;
 * otherwise nothing (the cell list is informative, it never drops the position).
 */
function servingCell(f: string[]): Record<string, number> {
  const count = f[17];
  if (count === undefined || !/^\d{1,2}$/.test(count) || Number(count) < 1) return {};
  const cell = [f[19], f[20], f[21], f[22]];
  if (!cell.every((v) => v !== undefined && INTEGER.test(v))) return {};
  const [mcc, mnc, lac, cid] = cell.map(Number) as [number, number, number, number];
  return { mcc, mnc, lac, cid };
}
