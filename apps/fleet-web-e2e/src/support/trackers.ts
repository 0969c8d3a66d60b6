import { connect, type Socket } from 'node:net';

/*
 * The trackers of the browser suite beside Teltonika: GT06 (Concox), H02 (Sinotrack), JT/T 808 and a 3G/4G watch,
 * each a real TCP client sending the frames its protocol document describes and reading the server's answers.
 * Written here (an e2e project may only depend on type:domain libraries); the server's decoders are tested with
 * their own golden frames in libs/telemetry.
 */

/** A TCP connection that collects what the server writes and waits for it. */
export class TrackerConnection {
  received = Buffer.alloc(0);
  private waiters: (() => void)[] = [];
  private closed = false;

  private constructor(private readonly socket: Socket) {
    socket.setNoDelay(true);
    socket.on('data', (d: Buffer) => {
      this.received = Buffer.concat([this.received, d]);
      this.wake();
    });
    socket.on('close', () => {
      this.closed = true;
      this.wake();
    });
    socket.on('error', () => undefined);
  }

  static open(port: number): Promise<TrackerConnection> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.off('error', reject);
        resolve(new TrackerConnection(socket));
      });
      socket.once('error', reject);
    });
  }

  write(data: Buffer | string): Promise<void> {
    return new Promise((resolve, reject) => this.socket.write(data, (e) => (e ? reject(e) : resolve())));
  }

  /** Resolves once `done(received)` holds; rejects when the connection closes first or after `timeoutMs`. */
  until(done: (received: Buffer) => boolean, what: string, timeoutMs = 20_000): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${what} in ${timeoutMs} ms; received ${this.received.toString('hex')}`)), timeoutMs);
      const check = () => {
        if (done(this.received)) {
          clearTimeout(timer);
          resolve(this.received);
        } else if (this.closed) {
          clearTimeout(timer);
          reject(new Error(`connection closed before ${what}; received ${this.received.toString('hex')}`));
        } else this.waiters.push(check);
      };
      check();
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private wake(): void {
    const waiting = this.waiters;
    this.waiters = [];
    for (const w of waiting) w();
  }
}

const bcd = (digits: string): Buffer => Buffer.from(digits, 'hex');
const two = (n: number) => String(n).padStart(2, '0');

// ---- GT06 (Concox GT06 / GT06N protocol document): 0x7878, length, protocol, content, serial, CRC-ITU, 0x0D0A ----

/** CRC-ITU (CRC-16/X-25): polynomial 0x1021 reflected (0x8408), init 0xFFFF, final XOR 0xFFFF. */
function crcItu(buf: Uint8Array): number {
  let crc = 0xffff;
  for (const byte of buf) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0x8408 : crc >>> 1;
  }
  return ~crc & 0xffff;
}

function gt06Frame(protocol: number, content: Buffer, serial: number): Buffer {
  const body = Buffer.alloc(1 + 1 + content.length + 2);
  body[0] = 1 + content.length + 2 + 2;
  body[1] = protocol;
  content.copy(body, 2);
  body.writeUInt16BE(serial, 2 + content.length);
  const crc = Buffer.alloc(2);
  crc.writeUInt16BE(crcItu(body));
  return Buffer.concat([Buffer.from([0x78, 0x78]), body, crc, Buffer.from([0x0d, 0x0a])]);
}

/** Login (0x01): the IMEI as 8 BCD bytes. */
export const gt06Login = (imei: string, serial = 1) => gt06Frame(0x01, bcd(imei.padStart(16, '0')), serial);

/** GPS + LBS location (0x12): UTC date-time, satellites, lat / lng in 1/1,800,000 degree, speed, course and flags, cell. */
export function gt06Location(p: { time: number; lat: number; lng: number; speed: number; course?: number }, serial: number): Buffer {
  const d = new Date(p.time);
  const c = Buffer.alloc(26);
  [d.getUTCFullYear() - 2000, d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()].forEach((v, i) => (c[i] = v));
  c[6] = 0xc9; // 12 bytes of GPS information, 9 satellites
  c.writeUInt32BE(Math.round(Math.abs(p.lat) * 1_800_000), 7);
  c.writeUInt32BE(Math.round(Math.abs(p.lng) * 1_800_000), 11);
  c[15] = p.speed;
  // Bit 12 positioned, bit 10 north latitude, bit 11 west longitude, bits 0-9 the course.
  c.writeUInt16BE(0x1000 | (p.lat >= 0 ? 0x0400 : 0) | (p.lng < 0 ? 0x0800 : 0) | ((p.course ?? 0) & 0x3ff), 16);
  c.writeUInt16BE(502, 18); // MCC Malaysia
  c[20] = 16; // MNC
  c.writeUInt16BE(0x1234, 21); // LAC
  c.writeUIntBE(0x00abcd, 23, 3); // cell id
  return gt06Frame(0x12, c, serial);
}

/** Whether `received` holds the server's login answer (78 78 05 01 ...). */
export const gt06LoginAnswered = (received: Buffer) => received.includes(Buffer.from([0x78, 0x78, 0x05, 0x01]));

// ---- H02 (Sinotrack / H02 protocol document): *HQ,id,V1,hhmmss,A,ddmm.mmmm,N,dddmm.mmmm,E,knots,course,ddmmyy,status# ----

const ddmm = (deg: number, width: number) => {
  const a = Math.abs(deg);
  const whole = Math.floor(a);
  return `${String(whole).padStart(width, '0')}${((a - whole) * 60).toFixed(4).padStart(7, '0')}`;
};

export function h02Position(id: string, p: { time: number; lat: number; lng: number; speedKmh: number; course?: number }): string {
  const d = new Date(p.time);
  const time = `${two(d.getUTCHours())}${two(d.getUTCMinutes())}${two(d.getUTCSeconds())}`;
  const date = `${two(d.getUTCDate())}${two(d.getUTCMonth() + 1)}${two(d.getUTCFullYear() - 2000)}`;
  const knots = (p.speedKmh / 1.852).toFixed(2);
  // Status bits are active low: all high, no alarm.
  return `*HQ,${id},V1,${time},A,${ddmm(p.lat, 2)},${p.lat >= 0 ? 'N' : 'S'},${ddmm(p.lng, 3)},${p.lng >= 0 ? 'E' : 'W'},${knots},${p.course ?? 0},${date},FFFFFFFF#`;
}

// ---- JT/T 808-2013: 0x7E, id, properties, BCD phone, serial, body, XOR check, 0x7E, with 0x7D escaping ----

function jt808Frame(id: number, phone: string, serial: number, body: Buffer): Buffer {
  const head = Buffer.alloc(12);
  head.writeUInt16BE(id, 0);
  head.writeUInt16BE(body.length & 0x3ff, 2);
  bcd(phone.padStart(12, '0')).copy(head, 4);
  head.writeUInt16BE(serial, 10);
  const message = Buffer.concat([head, body]);
  let check = 0;
  for (const b of message) check ^= b;
  const raw = Buffer.concat([message, Buffer.from([check])]);
  const escaped: number[] = [];
  for (const b of raw) {
    if (b === 0x7e) escaped.push(0x7d, 0x02);
    else if (b === 0x7d) escaped.push(0x7d, 0x01);
    else escaped.push(b);
  }
  return Buffer.from([0x7e, ...escaped, 0x7e]);
}

/** Terminal registration (0x0100): province, city, maker, model, terminal id, plate colour, plate. */
export function jt808Register(phone: string, serial = 1): Buffer {
  const body = Buffer.alloc(37);
  body.writeUInt16BE(14, 0); // province (Malaysia has none: any)
  body.writeUInt16BE(1, 2);
  body.write('FLEET', 4, 'ascii');
  body.write('JT808-E2E', 9, 'ascii');
  body.write('E2E0001', 29, 'ascii');
  body[36] = 0; // no plate colour: no plate follows
  return jt808Frame(0x0100, phone, serial, body);
}

/** Location report (0x0200): alarms, status (ACC, positioned), lat / lng in 1e-6 degree, altitude, speed 1/10 km/h, course, GMT+8 BCD time. */
export function jt808Location(phone: string, p: { time: number; lat: number; lng: number; speedKmh: number; course?: number }, serial: number): Buffer {
  const body = Buffer.alloc(28);
  body.writeUInt32BE(0, 0);
  body.writeUInt32BE(0x01 | 0x02 | (p.lat < 0 ? 0x04 : 0) | (p.lng < 0 ? 0x08 : 0), 4);
  body.writeUInt32BE(Math.round(Math.abs(p.lat) * 1e6), 8);
  body.writeUInt32BE(Math.round(Math.abs(p.lng) * 1e6), 12);
  body.writeUInt16BE(20, 16);
  body.writeUInt16BE(Math.round(p.speedKmh * 10), 18);
  body.writeUInt16BE(p.course ?? 0, 20);
  const d = new Date(p.time + 8 * 3_600_000);
  bcd(`${two(d.getUTCFullYear() - 2000)}${two(d.getUTCMonth() + 1)}${two(d.getUTCDate())}${two(d.getUTCHours())}${two(d.getUTCMinutes())}${two(d.getUTCSeconds())}`).copy(body, 22);
  return jt808Frame(0x0200, phone, serial, body);
}

/** How many complete 0x7E frames the server wrote, and the message id of each. */
export function jt808Answers(received: Buffer): number[] {
  const ids: number[] = [];
  let start = -1;
  for (let i = 0; i < received.length; i++) {
    if (received[i] !== 0x7e) continue;
    if (start >= 0 && i > start + 1) {
      ids.push(received.readUInt16BE(start + 1));
      start = -1;
    } else start = i;
  }
  return ids;
}

// ---- 3G/4G watch ([SG*id*len*content]) ----

export function watchFrame(id: string, content: string, maker = 'SG'): string {
  return `[${maker}*${id}*${Buffer.byteLength(content).toString(16).toUpperCase().padStart(4, '0')}*${content}]`;
}

/** UD location: date, time (UTC), fix, lat, N/S, lng, E/W, speed km/h, course, altitude, satellites, GSM %, battery %, steps, rolls, status, no cells, no Wi-Fi. */
export function watchLocation(id: string, p: { time: number; lat: number; lng: number; speedKmh: number; battery?: number }): string {
  const d = new Date(p.time);
  const date = `${two(d.getUTCDate())}${two(d.getUTCMonth() + 1)}${two(d.getUTCFullYear() - 2000)}`;
  const time = `${two(d.getUTCHours())}${two(d.getUTCMinutes())}${two(d.getUTCSeconds())}`;
  return watchFrame(id, `UD,${date},${time},A,${Math.abs(p.lat).toFixed(6)},${p.lat >= 0 ? 'N' : 'S'},${Math.abs(p.lng).toFixed(6)},${p.lng >= 0 ? 'E' : 'W'},${p.speedKmh.toFixed(2)},0.0,20,9,80,${p.battery ?? 76},1200,0,00000000,0,0`);
}
