// One piece on purpose: the text and binary forms of one protocol share the status bits and the record fields;
// split, the two framings would be read apart from the layout they decode.
/**
 * H02: the text / binary TCP protocol of the Sinotrack ST-901 family and its many clones (TK-103-H02, ST-902, ST-906,
 * budget motorbike and car trackers). Written from the public H02 protocol documents ("GPS tracker communication
 * protocol" with the `*XX,YYYYYYYYYY,V1,…#` general message and the `$` GPRS binary record, and the Sinotrack
 * "GPS Protocol" 2020-07-06 revision for the vehicle_status table); no code taken from other projects.
 *
 * Frames (there is no login exchange: every frame carries the device id):
 * - text `*XX,<id>,<cmd>,…#`: XX is the maker (HQ, TH, …, any two letters, either case), `<id>` the 10-digit device
 *   number or the 15-digit IMEI. Handled: V1 / VI1 (position), V4 (answer to a server command), HTBT / V0
 *   (heartbeat), NBR (cell towers only), LINK (link status of the watch-type firmwares). Anything else with an id is
 *   type 'unknown' without records; a frame without a digit id (or maker) is 'unknown' without a device.
 * - binary `$` + 31 bytes (32 in all) of BCD: id, time, date, latitude, battery, longitude + flags nibble,
 *   speed/course, vehicle_status, user alarm flag, reserve, record number; some firmwares append 13 bytes (45 in
 *   all) whose cell (MCC, MNC, LAC, CID) is read here. See {@link H02Stream} for how the two lengths are told apart.
 *
 * Acks: an H02 server answers nothing to positions (V1, VI1, binary) nor to NBR / LINK, and the documents define no
 * answer to HTBT (some servers echo `*HQ,<id>,HTBT#`, the ST-901 keeps its link without it): `ack` is always
 * undefined. Times are UTC (the documents: "standard time, 8 hours behind Beijing").
 */
import type { DeviceMessage, DeviceRecord, DroppedRecord, FramedResult, FramedStream } from './types';
import { KNOTS_TO_KMH, decodeEach, errorText, fail } from './values';

export interface H02StreamOptions {
  /** Clock for the few V1 frames that carry neither time nor date (empty fields, no GPS time yet). */
  now?: () => number;
  /** Longest text frame accepted, '*' to '#' (default 1024): a longer one without '#' breaks the stream. */
  maxFrame?: number;
  /**
   * Length of the binary `$` records when known in advance (32 standard, 45 with the cell block). Default: learnt
   * from the stream, see {@link H02Stream}.
   */
  binaryLength?: 32 | 45;
}

export const H02_MAX_FRAME = 1024;
export const H02_BINARY_SHORT = 32;
export const H02_BINARY_LONG = 45;

const STAR = 0x2a;
const DOLLAR = 0x24;
const HASH = 0x23;
const IDLE = 0;
const TEXT = 1;
const BINARY = 2;

/**
 * vehicle_status: 4 bytes sent as 8 hex digits (text) or 4 raw bytes (binary), byte 1 first, in negative logic: a
 * bit at 0 means the state or alarm is present. Bit numbers below are those of the 32-bit value (byte 4 = bits 0-7).
 * From the H02 document's table: byte 4 bit 0 theft alarm (the vibration sensor while armed) -> vibration, bit 1
 * robbery alarm -> sos, bit 2 overspeed alarm -> overspeed, bit 4 no-entry boundary crossed -> geofenceEnter, bit 7
 * no-exit boundary crossed -> geofenceExit; byte 3 bit 0 door open -> door; byte 2 bit 2 SOS -> sos, bit 3 host on
 * backup battery (main power cut) -> powerCut. From the Sinotrack 2020-07-06 table (which agrees on byte 4 bits 1
 * and 2): byte 3 bit 1 armed -> attributes.armed, byte 3 bit 2 "ACC off" -> ignition false at 0 and true at 1, byte
 * 2 bit 7 low battery alarm (personal trackers) -> lowBattery. The other bits (temperature, password, GPRS blocked,
 * sensors, antenna faults, illegal ignition) have no alarm name here; the whole word is kept as attributes.status
 * (8 upper-case hex digits).
 */
const STATUS_ALARMS: ReadonlyArray<readonly [bit: number, alarm: string]> = [
  [1, 'sos'],
  [18, 'sos'],
  [0, 'vibration'],
  [2, 'overspeed'],
  [19, 'powerCut'],
  [8, 'door'],
  [4, 'geofenceEnter'],
  [7, 'geofenceExit'],
  [23, 'lowBattery'],
];
const BIT_ARMED = 9;
const BIT_ACC = 10;

/** Ignition, alarm names and the raw word from a vehicle_status value (active low). */
export function h02Status(status: number): { ignition: boolean; alarms: string[]; armed: boolean; hex: string } {
  const active = (bit: number) => ((status >>> bit) & 1) === 0;
  const alarms: string[] = [];
  for (const [bit, alarm] of STATUS_ALARMS) if (active(bit) && !alarms.includes(alarm)) alarms.push(alarm);
  return { ignition: !active(BIT_ACC), alarms, armed: active(BIT_ARMED), hex: (status >>> 0).toString(16).toUpperCase().padStart(8, '0') };
}

/**
 * Frames and decodes an H02 TCP byte stream across arbitrary chunk boundaries. Pure: no sockets, no clock except
 * the injected one. Bytes before a frame start ('*' or '$'), such as the CR LF some firmwares put after '#', are
 * skipped. A text frame runs to the next '#'; a '*' before it starts a new frame (the partial one is abandoned).
 * A text frame longer than `maxFrame` breaks the stream; an unreadable field only drops the message's record (one
 * DroppedRecord at index 0 naming the field) and the stream goes on.
 *
 * Binary records have no length field: 32 bytes, or 45 on firmwares that append a cell block. Unless
 * `binaryLength` is given, the length is learnt from the first record: it is 32 when byte 32 starts a frame ('*' or
 * '$'), 45 when byte 45 does; so the first record waits for the start of the next frame (later ones are decoded
 * at once). When neither byte starts a frame the record is read as 32 bytes and the rest skipped to the next frame
 * start. A `$` whose 5-byte device id is not BCD is not taken as a frame start (the '$' is skipped).
 */
export class H02Stream implements FramedStream {
  private parts: Buffer[] = [];
  private size = 0;
  private mode = IDLE;
  private failed: string | undefined;
  private id: string | undefined;
  private binaryLength: 32 | 45 | undefined;
  private readonly maxFrame: number;
  private readonly now: () => number;

  constructor(options: H02StreamOptions = {}) {
    this.maxFrame = Math.max(16, Math.min(options.maxFrame ?? H02_MAX_FRAME, 1 << 16));
    this.now = options.now ?? Date.now;
    this.binaryLength = options.binaryLength;
  }

  get deviceId(): string | undefined {
    return this.id;
  }

  /** Bytes held waiting for the rest of a frame. */
  get buffered(): number {
    return this.size;
  }

  push(chunk: Uint8Array): FramedResult {
    if (this.failed !== undefined) return { messages: [], error: this.failed };
    const messages: DeviceMessage[] = [];
    try {
      this.feed(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length), messages);
    } catch (e) {
      this.failed = `unexpected: ${errorText(e)}`;
    }
    if (this.failed !== undefined) {
      this.parts = [];
      this.size = 0;
      return { messages, error: this.failed };
    }
    return { messages };
  }

  private append(data: Buffer): void {
    if (data.length === 0) return;
    this.parts.push(data);
    this.size += data.length;
  }

  private take(): Buffer {
    const frame = this.parts.length === 1 ? (this.parts[0] as Buffer) : Buffer.concat(this.parts, this.size);
    this.parts = [];
    this.size = 0;
    this.mode = IDLE;
    return frame;
  }

  private feed(data: Buffer, out: DeviceMessage[]): void {
    let i = 0;
    while (i < data.length && this.failed === undefined) {
      if (this.mode === IDLE) {
        while (i < data.length && data[i] !== STAR && data[i] !== DOLLAR) i++;
        if (i === data.length) return;
        this.mode = data[i] === STAR ? TEXT : BINARY;
        this.append(data.subarray(i, i + 1));
        i += 1;
      } else if (this.mode === TEXT) {
        let j = i;
        while (j < data.length && data[j] !== HASH && data[j] !== STAR) j++;
        if (this.size + (j - i) + (j < data.length && data[j] === HASH ? 1 : 0) > this.maxFrame) {
          this.failed = `text frame longer than ${this.maxFrame} bytes without '#'`;
          return;
        }
        if (j === data.length) {
          this.append(data.subarray(i));
          return;
        }
        if (data[j] === STAR) {
          // A new frame starts before this one ended: the partial frame is abandoned.
          this.parts = [data.subarray(j, j + 1)];
          this.size = 1;
          i = j + 1;
          continue;
        }
        this.append(data.subarray(i, j + 1));
        i = j + 1;
        out.push(this.remember(decodeH02Text(this.take().toString('latin1'), this.now)));
      } else {
        const need = this.binaryLength ?? (this.size <= H02_BINARY_SHORT ? H02_BINARY_SHORT + 1 : H02_BINARY_LONG + 1);
        const n = Math.min(need - this.size, data.length - i);
        this.append(data.subarray(i, i + n));
        i += n;
        if (this.size < need) return;
        const buf = this.take();
        if (!bcdDigits(buf, 1, 10)) {
          this.feed(buf.subarray(1), out); // not a record: resync after the '$'
          continue;
        }
        let length: number = this.binaryLength ?? H02_BINARY_SHORT;
        if (this.binaryLength === undefined) {
          if (isStart(buf[H02_BINARY_SHORT])) this.binaryLength = H02_BINARY_SHORT;
          else if (buf.length <= H02_BINARY_SHORT + 1) {
            this.parts = [buf]; // wait for byte 45
            this.size = buf.length;
            this.mode = BINARY;
            continue;
          } else if (isStart(buf[H02_BINARY_LONG])) length = this.binaryLength = H02_BINARY_LONG;
        }
        out.push(this.remember(decodeH02Binary(buf.subarray(0, length))));
        if (buf.length > length) this.feed(buf.subarray(length), out);
      }
    }
  }

  private remember(message: DeviceMessage): DeviceMessage {
    if (this.id === undefined && message.deviceId !== undefined) this.id = message.deviceId;
    return message;
  }
}

function isStart(byte: number | undefined): boolean {
  return byte === STAR || byte === DOLLAR;
}

// ---------------------------------------------------------------------------------------------------- text frames

/**
 * Decodes one text frame `*XX,<id>,<cmd>,…#` (with the '*' and '#'). Never throws. Types: 'location' (V1, VI1),
 * 'command-reply' (V4: commandReply.text is everything after "V4,", and the position the reply carries, if any),
 * 'heartbeat' (HTBT, V0), 'lbs' (NBR), 'link' (LINK), 'unknown'.
 */
export function decodeH02Text(frame: string, now: () => number = Date.now): DeviceMessage {
  const body = frame.startsWith('*') && frame.endsWith('#') ? frame.slice(1, -1) : '';
  const f = body.split(',');
  const id = f[1] ?? '';
  if (!/^[A-Za-z]{2}$/.test(f[0] ?? '') || !/^\d{1,20}$/.test(id)) return message('unknown', undefined);
  const command = (f[2] ?? '').toUpperCase();
  switch (command) {
    case 'V1':
    case 'VI1':
      return { ...message('location', id), ...decodeEach([f], () => textPosition(f, 3, id, now)) };
    case 'V4': {
      const reply = { ...message('command-reply', id), commandReply: { text: f.slice(3).join(',') } };
      // The confirm message ends with the position fields of V1 (time, A/V, lat, N/S, lon, E/W, speed, course,
      // date, status) after the command's own echo (name, parameters, time of the command).
      const at = f.length - 10;
      if (at > 3 && /^[AVB]?$/.test(f[at + 1] ?? '-') && /^[NS]$/.test(f[at + 3] ?? '') && /^[EW]$/.test(f[at + 5] ?? '')) {
        return { ...reply, ...decodeEach([f], () => textPosition(f, at, id, now)) };
      }
      return reply;
    }
    case 'HTBT':
    case 'V0':
      return message('heartbeat', id);
    case 'NBR':
      return message('lbs', id);
    case 'LINK':
      return message('link', id);
    default:
      return message('unknown', id);
  }
}

function message(type: string, deviceId: string | undefined): DeviceMessage {
  return { type, deviceId, records: [], dropped: [] as DroppedRecord[] };
}

function unreadable(field: string, value: string | undefined): never {
  return fail(value === undefined ? `${field}: missing` : `${field}: unreadable (${JSON.stringify(value.slice(0, 24))})`);
}

/**
 * The V1 position fields from f[k]: hhmmss, A|V (B and empty read as not valid), ddmm.mmmm, N|S, dddmm.mmmm, E|W,
 * speed (knots), course, [battery,] ddmmyy, [status (8 hex digits) [, mcc, mnc, lac, cid, …]].
 */
function textPosition(f: string[], k: number, deviceId: string, now: () => number): DeviceRecord {
  const [time, validity, latText, ns, lngText, ew, speedText, courseText] = f.slice(k, k + 8);
  let d = k + 8;
  // Some firmwares put a battery level (1 to 3 digits) between the course and the date.
  if (/^\d{1,3}$/.test(f[d] ?? '') && /^\d{6}$/.test(f[d + 1] ?? '')) d += 1;
  const date = f[d];
  const statusText = f[d + 1];
  if (validity === undefined || !/^[AVB]?$/.test(validity)) unreadable('validity', validity);
  let lat = coordinate(latText, 2, 'latitude');
  if (ns === 'S') lat = -lat;
  else if (ns !== 'N') unreadable('latitude hemisphere', ns);
  let lng = coordinate(lngText, 3, 'longitude');
  if (ew === 'W') lng = -lng;
  else if (ew !== 'E') unreadable('longitude hemisphere', ew);
  const speed = decimal(speedText, 'speed');
  const heading = courseText !== undefined && courseText.trim() === '' ? 0 : decimal(courseText, 'course');
  const ms = time === '' && date === '' ? now() : textTime(time, date);
  const attributes: Record<string, unknown> = {};
  let ignition: boolean | null = null;
  if (statusText !== undefined) {
    if (!/^[0-9A-Fa-f]{8}$/.test(statusText)) unreadable('status', statusText);
    ignition = applyStatus(parseInt(statusText, 16), attributes);
    Object.assign(attributes, cell(f.slice(d + 2, d + 6)));
  }
  return record(deviceId, ms, lat, lng, speed, heading, validity === 'A', ignition, attributes);
}

function coordinate(text: string | undefined, maxDegreeDigits: number, field: string): number {
  const m = /^(\d*)(\d\d(?:\.\d+)?)$/.exec(text ?? '');
  if (!m || (m[1] as string).length > maxDegreeDigits) return unreadable(field, text);
  const minutes = Number(m[2]);
  if (minutes >= 60) fail(`${field}: minutes ${minutes} over 59.9999`);
  return Number(m[1] || '0') + minutes / 60;
}

function decimal(text: string | undefined, field: string): number {
  const t = (text ?? '').trim();
  if (!/^\d+(\.\d+)?$/.test(t)) return unreadable(field, text);
  return Number(t);
}

function textTime(time: string | undefined, date: string | undefined): number {
  const t = /^(\d\d)(\d\d)(\d\d)(?:\.\d+)?$/.exec(time ?? '');
  if (!t) return unreadable('time', time);
  const d = /^(\d\d)(\d\d)(\d\d)$/.exec(date ?? '');
  if (!d) return unreadable('date', date);
  return utc(Number(d[3]), Number(d[2]), Number(d[1]), Number(t[1]), Number(t[2]), Number(t[3]));
}

/** ms of a 2000-based date; fails naming the field that is out of range (no month 13, no 30 February). */
function utc(yy: number, month: number, day: number, hh: number, mm: number, ss: number): number {
  if (hh > 23 || mm > 59 || ss > 59) fail(`time: ${pad(hh)}${pad(mm)}${pad(ss)} is not a time of day`);
  const ms = Date.UTC(2000 + yy, month - 1, day, hh, mm, ss);
  const back = new Date(ms);
  if (month < 1 || month > 12 || day < 1 || back.getUTCDate() !== day) fail(`date: ${pad(day)}${pad(month)}${pad(yy)} is not a date`);
  return ms;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * The cell after the status on some firmwares: mcc, mnc, lac, cid, in decimal on most, in hex (with space padding)
 * on others. Read as hex when a field has a hex letter or the decimal MCC is not a country code (200..799); kept
 * only when the MCC is one. Anything else there (odometer, fuel, ICCID of other variants) is ignored.
 */
function cell(fields: string[]): Record<string, number> {
  if (fields.length < 4) return {};
  const t = fields.map((x) => x.trim());
  if (!t.every((x) => /^[0-9A-Fa-f]{1,8}$/.test(x))) return {};
  const decimalMcc = /^\d+$/.test(t[0] as string) ? Number(t[0]) : NaN;
  const hex = t.some((x) => /[A-Fa-f]/.test(x)) || !(decimalMcc >= 200 && decimalMcc <= 799);
  const [mcc, mnc, lac, cid] = t.map((x) => parseInt(x, hex ? 16 : 10)) as [number, number, number, number];
  return mcc >= 200 && mcc <= 799 ? { mcc, mnc, lac, cid } : {};
}

// -------------------------------------------------------------------------------------------------- binary records

/** True when the `count` BCD digits from byte `from` (high nibble first) are all 0..9. */
function bcdDigits(buf: Buffer, from: number, count: number): boolean {
  for (let n = 0; n < count; n++) {
    const byte = buf[from + (n >> 1)];
    if (byte === undefined || ((n & 1) === 0 ? byte >> 4 : byte & 0x0f) > 9) return false;
  }
  return true;
}

/** `count` BCD digits from nibble `nibble` (2 per byte, high first) as a number; fails naming `field` on a nibble over 9. */
function bcd(buf: Buffer, nibble: number, count: number, field: string): number {
  let v = 0;
  for (let n = nibble; n < nibble + count; n++) {
    const byte = buf[n >> 1];
    const digit = byte === undefined ? 99 : (n & 1) === 0 ? byte >> 4 : byte & 0x0f;
    if (digit > 9) fail(`${field}: not BCD (${buf.toString('hex', nibble >> 1, (nibble + count + 1) >> 1)})`);
    v = v * 10 + digit;
  }
  return v;
}

/**
 * Decodes one binary record (32 or 45 bytes, '$' first; the id already checked as BCD). Layout (byte offsets):
 * 1-5 id (10 BCD digits), 6-8 hhmmss, 9-11 ddmmyy, 12-15 latitude ddmmmmmm (dd°mm.mmmm'), 16 battery, 17-21
 * longitude dddmmmmmm then the flags nibble (bit 3 east, bit 2 north, bit 1 valid), 22-24 speed (3 digits, knots)
 * and course (3 digits), 25-28 vehicle_status, 29 user alarm flag, 30 reserve, 31 record number. The 45-byte form
 * then has 32 (0x06), 33-36 (not read), 37-38 MCC, 39 MNC, 40-41 LAC, 42-43 CID, 44 (not read).
 *
 * Battery byte: 1..6 is the ST-901 six-step gauge (6 full) given as batteryLevel 0, 20, … 100 %; 7..100 a
 * percentage; 0 and other values are not reported.
 */
export function decodeH02Binary(buf: Buffer): DeviceMessage {
  const deviceId = buf.toString('hex', 1, 6);
  return {
    ...message('location', deviceId),
    ...decodeEach([buf], () => {
      if (buf.length !== H02_BINARY_SHORT && buf.length !== H02_BINARY_LONG) fail(`record: ${buf.length} bytes`);
      const time = utc(
        bcd(buf, 22, 2, 'date'), bcd(buf, 20, 2, 'date'), bcd(buf, 18, 2, 'date'),
        bcd(buf, 12, 2, 'time'), bcd(buf, 14, 2, 'time'), bcd(buf, 16, 2, 'time'),
      );
      const latDeg = bcd(buf, 24, 2, 'latitude');
      const latMin = bcd(buf, 26, 6, 'latitude') / 1e4;
      const lngDeg = bcd(buf, 34, 3, 'longitude');
      const lngMin = bcd(buf, 37, 6, 'longitude') / 1e4;
      if (latMin >= 60) fail(`latitude: minutes ${latMin} over 59.9999`);
      if (lngMin >= 60) fail(`longitude: minutes ${lngMin} over 59.9999`);
      const flags = (buf[21] as number) & 0x0f;
      const speed = bcd(buf, 44, 3, 'speed');
      const course = bcd(buf, 47, 3, 'course');
      const attributes: Record<string, unknown> = {};
      const battery = buf[16] as number;
      if (battery >= 1 && battery <= 6) attributes['batteryLevel'] = (battery - 1) * 20;
      else if (battery > 6 && battery <= 100) attributes['batteryLevel'] = battery;
      const ignition = applyStatus(buf.readUInt32BE(25), attributes);
      if (buf.length === H02_BINARY_LONG) {
        const mcc = buf.readUInt16BE(37);
        if (mcc >= 200 && mcc <= 799) Object.assign(attributes, { mcc, mnc: buf[39], lac: buf.readUInt16BE(40), cid: buf.readUInt16BE(42) });
      }
      const lat = (latDeg + latMin / 60) * ((flags & 0x04) !== 0 ? 1 : -1);
      const lng = (lngDeg + lngMin / 60) * ((flags & 0x08) !== 0 ? 1 : -1);
      return record(deviceId, time, lat, lng, speed, course, (flags & 0x02) !== 0, ignition, attributes);
    }),
  };
}

// --------------------------------------------------------------------------------------------------------- shared

function applyStatus(status: number, attributes: Record<string, unknown>): boolean {
  const s = h02Status(status);
  attributes['status'] = s.hex;
  attributes['armed'] = s.armed;
  if (s.alarms.length > 0) attributes['alarm'] = s.alarms.join(',');
  return s.ignition;
}

function record(
  deviceId: string, time: number, lat: number, lng: number, speedKnots: number, heading: number, valid: boolean,
  ignition: boolean | null, attributes: Record<string, unknown>,
): DeviceRecord {
  return {
    deviceId,
    protocol: 'h02',
    time,
    lat: Math.round(lat * 1e6) / 1e6,
    lng: Math.round(lng * 1e6) / 1e6,
    speed: Math.round(speedKnots * KNOTS_TO_KMH * 100) / 100,
    heading,
    altitude: null,
    satellites: null,
    valid,
    ignition,
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

// ------------------------------------------------------------------------------------------------------- commands

/**
 * A server command in the H02 text form `*HQ,<id>,<cmd>,<hhmmss UTC>,<params>#` (the document's command
 * structure; the tracker checks the maker field, HQ for the Sinotrack family):
 * - engineStop: `S20,<hhmmss>,1,1` (cut off oil and power), engineResume: `S20,<hhmmss>,0,0` (restore). The
 *   device confirms with `*HQ,<id>,V4,S20,…#` (DONE / ERROR on some firmwares).
 * - locate: the documents followed here define no single-position request (D1 and S71 set the report interval,
 *   they do not ask for one position), so it throws a RangeError rather than send a guessed command.
 */
export function encodeH02Command(deviceId: string, command: 'engineStop' | 'engineResume' | 'locate', now: number): string {
  if (!/^\d{1,20}$/.test(deviceId)) throw new RangeError(`H02 device id must be digits: ${JSON.stringify(deviceId)}`);
  const d = new Date(now);
  const hhmmss = `${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
  switch (command) {
    case 'engineStop':
      return `*HQ,${deviceId},S20,${hhmmss},1,1#`;
    case 'engineResume':
      return `*HQ,${deviceId},S20,${hhmmss},0,0#`;
    default:
      throw new RangeError(`H02: no '${String(command)}' command in the H02 documents`);
  }
}
