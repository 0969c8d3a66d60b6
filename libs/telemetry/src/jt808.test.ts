/**
 * JT/T 808 golden frames. Every frame was written by hand for this project after the public standard JT/T 808-2013
 * "道路运输车辆卫星定位系统 终端通讯协议及数据格式" (Road transport vehicle satellite positioning system — terminal
 * communication protocol and data format): its framing (0x7E flags, 0x7D escaping, XOR check code), message header,
 * and the messages 0x0001 / 0x8001 general responses, 0x0002 heartbeat, 0x0100 / 0x8100 registration, 0x0003
 * logout, 0x0102 authentication, 0x0200 location (alarm flag, status bit and additional information tables), 0x8201 /
 * 0x0201 position query, 0x8500 / 0x0500 vehicle control, 0x0704 batch upload and 0x8105 terminal control. The
 * `v2019` frame follows the JT/T 808-2019 header (version flag bit 14, protocol
 * version byte, 10-byte BCD phone). Check codes and escapes were computed by an independent script, not by jt808.ts.
 * Terminal phone 013912345678 (device id 13912345678), times in Beijing time (GMT+8). The frames are in
 * jt808-fuzz.ts (JT808_FRAMES), shared with the fuzz seeds.
 */
import { describe, expect, it } from 'vitest';
import {
  JT808_MAX_FRAME, Jt808Stream, encodeJt808Message, encodeJt808PositionQuery, encodeJt808TerminalControl, encodeJt808VehicleControl,
  type Jt808Message,
} from './jt808';
import { JT808_FRAMES } from './jt808-fuzz';


const hex = (h: string) => Buffer.from(h, 'hex');
const one = (name: keyof typeof JT808_FRAMES, stream = new Jt808Stream()): Jt808Message => {
  const r = stream.push(hex(JT808_FRAMES[name]));
  expect(r.error).toBeUndefined();
  expect(r.messages).toHaveLength(1);
  return r.messages[0] as Jt808Message;
};

/** Test-side framing: XOR check code and escaping of an unescaped header + body given in hex. */
function wrap(innerHex: string, check?: number): Buffer {
  const inner = hex(innerHex);
  let c = 0;
  for (const b of inner) c ^= b;
  const all = [...inner, check ?? c];
  const out = [0x7e];
  for (const b of all) out.push(...(b === 0x7e ? [0x7d, 0x02] : b === 0x7d ? [0x7d, 0x01] : [b]));
  out.push(0x7e);
  return Buffer.from(out);
}

const base = {
  deviceId: '13912345678', protocol: 'jt808', inputs: {}, inputNames: {}, fuelPercent: null, temperature: null, voltage: null, address: null,
};

describe('Jt808Stream golden frames (JT/T 808-2013)', () => {
  it('0x0100 registration: login, 0x8100 with the device id as auth code', () => {
    const m = one('registration');
    expect(m).toEqual({ type: 'registration', deviceId: '13912345678', messageId: 0x0100, serial: 1, login: true, records: [], dropped: [], ack: expect.any(Buffer) });
    expect(m.ack?.toString('hex')).toBe('7e8100000e013912345678000000010031333931323334353637388d7e');
  });
  it('0x0100 registration with options.authCode', () => {
    expect(one('registration', new Jt808Stream({ authCode: 'SECRET' })).ack?.toString('hex')).toBe('7e810000090139123456780000000100534543524554af7e');
  });
  it('0x0102 authentication: login, authCode, 0x8001 result 0', () => {
    const m = one('authentication');
    expect(m).toMatchObject({ type: 'authentication', deviceId: '13912345678', login: true, authCode: 'AUTH0123', records: [] });
    expect(m.ack?.toString('hex')).toBe('7e8001000501391234567800000002010200b57e');
  });
  it('0x0002 heartbeat and 0x0003 logout: 0x8001 result 0', () => {
    expect(one('heartbeat')).toMatchObject({ type: 'heartbeat', serial: 3, records: [], dropped: [] });
    expect(one('heartbeat').ack?.toString('hex')).toBe('7e8001000501391234567800000003000200b57e');
    expect(one('logout').ack?.toString('hex')).toBe('7e800100050139123456780000000c000300bb7e');
    expect(one('logout').type).toBe('logout');
  });
  it('0x0200 location: every field, alarms, items; escaped serial echoed in the ack', () => {
    const m = one('location');
    expect(m).toMatchObject({ type: 'location', deviceId: '13912345678', messageId: 0x0200, serial: 0x7d, dropped: [] });
    expect(m.records).toEqual([{
      ...base, time: Date.UTC(2024, 2, 15, 2, 30, 45), lat: 22.543096, lng: 114.057865, speed: 60.5, heading: 270, altitude: 56, satellites: 12,
      valid: true, ignition: true, fuelLitres: 45.2, odometer: 12345.6,
      attributes: { status: 3, blocked: false, alarmFlags: 0x101, alarm: 'sos,powerCut', tachographSpeed: 61, vehicleSignals: 0x11, ioStatus: 0, rssi: 25 },
    }]);
    expect(m.ack?.toString('hex')).toBe('7e800100050139123456780000007d01020000cb7e');
  });
  it('0x0200 south / west, overspeed + collision + rollover, truncated item list keeps the position', () => {
    const m = one('location2');
    expect(m.serial).toBe(0x7e);
    expect(m.records).toEqual([{
      ...base, time: Date.UTC(2023, 11, 31, 15, 59, 59), lat: -33.86882, lng: -151.209296, speed: 0, heading: 0, altitude: 12, satellites: null,
      valid: true, ignition: false, fuelLitres: null, odometer: null,
      attributes: { status: 0x0e, blocked: false, alarmFlags: 0x60000002, alarm: 'overspeed,accident', rssi: 31 },
    }]);
    expect(m.ack?.toString('hex')).toBe('7e800100050139123456780000007d02020000c87e');
  });
  it('0x0200 with another time zone', () => {
    expect(one('location', new Jt808Stream({ timeZoneHours: 0 })).records[0]?.time).toBe(Date.UTC(2024, 2, 15, 10, 30, 45));
  });
  it('0x0704 batch: one record per item, bad items dropped with their index, archive flag, one ack', () => {
    const m = one('batch');
    expect(m.type).toBe('location-batch');
    expect(m.records).toEqual([{
      ...base, time: Date.UTC(2024, 0, 1, 0, 0, 0), lat: 31.230416, lng: 121.473701, speed: 30, heading: 90, altitude: 4, satellites: 7,
      valid: true, ignition: false, fuelLitres: null, odometer: null, attributes: { status: 2, blocked: false, archive: true },
    }]);
    expect(m.dropped).toEqual([
      { index: 1, error: 'location[1].lat 95 out of range -90..90' },
      { index: 2, error: 'location[2].time: not a valid BCD time (241301080002)' },
    ]);
    expect(m.ack?.toString('hex')).toBe('7e8001000501391234567800000008070400bf7e');
  });
  it('0x0704 with a truncated item: the items before it are kept', () => {
    const good = '001f000000000000000201dc89d0073d8aa50004012c005a240101080000310107';
    const m = new Jt808Stream().push(wrap('070400090139123456780008000200001c00000000')).messages[0];
    expect(m).toMatchObject({ type: 'location-batch', records: [], dropped: [{ index: 0, error: 'location[0]: truncated (28 bytes declared, 4 left)' }] });
    const m2 = new Jt808Stream().push(wrap(`070400260139123456780008000200${good}0005`)).messages[0];
    expect(m2?.records).toHaveLength(1);
    expect(m2?.dropped).toEqual([{ index: 1, error: 'location[1]: truncated (5 bytes declared, 0 left)' }]);
  });
  it('0x0001 terminal general response: commandReply, no ack', () => {
    expect(one('terminalResponse')).toEqual({ type: 'command-reply', deviceId: '13912345678', messageId: 1, serial: 9, records: [], dropped: [], commandReply: { text: 'result 0 to 0x8105', serial: 5 } });
  });
  it('0x0201 position query answer and 0x0500 vehicle control answer: record + commandReply, no ack', () => {
    const m = one('positionReply');
    expect(m).toMatchObject({ type: 'position-reply', commandReply: { text: 'position reply', serial: 6 }, dropped: [] });
    expect(m.records[0]).toMatchObject({ lat: 31.230416, lng: 121.473701, satellites: 7, time: Date.UTC(2024, 0, 1) });
    expect(m.ack).toBeUndefined();
    const v = one('vehicleControlReply');
    expect(v).toMatchObject({ type: 'vehicle-control-reply', commandReply: { text: 'vehicle control reply', serial: 7 }, records: [{ lat: 31.230416 }] });
    expect(v.ack).toBeUndefined();
  });
  it('unknown id: type unknown, no records, 0x8001 result 3', () => {
    const m = one('unknown');
    expect(m).toMatchObject({ type: 'unknown', deviceId: '13912345678', messageId: 0x0900, records: [], dropped: [], skipped: 'message id 0x0900 not supported' });
    expect(m.ack?.toString('hex')).toBe('7e800100050139123456780000000d090003b37e');
  });
  it('JT/T 808-2019 header: 20-digit phone, same device id, ack with the 2019 header', () => {
    const m = one('v2019');
    expect(m.deviceId).toBe('13912345678');
    expect(m.records[0]).toMatchObject({ deviceId: '13912345678', lat: 22.543096, attributes: { alarm: 'sos,powerCut' } });
    expect(m.ack?.toString('hex')).toBe('7e8001400501000000000139123456780000000e020000f97e');
  });
  it('a zero BCD time takes the injected clock', () => {
    const body = '00000000000000000000000000000000000000000000000000000000';
    expect(new Jt808Stream({ now: () => 1234 }).push(wrap(`0200001c0139123456780001${body}`)).messages[0]?.records[0]).toMatchObject({ time: 1234, valid: false, lat: 0 });
  });
  it('a short location body drops the record and still acks', () => {
    const m = new Jt808Stream().push(wrap('020000040139123456780001000000ff')).messages[0];
    expect(m).toMatchObject({ type: 'location', records: [], dropped: [{ index: 0, error: 'location.body of 4 bytes, at least 28 expected' }] });
    expect(m?.ack).toBeInstanceOf(Buffer);
  });
});

describe('Jt808Stream framing', () => {
  const session = Buffer.concat(Object.values(JT808_FRAMES).map(hex));
  const summary = (stream: Jt808Stream, sizes: () => number) => {
    const out: string[] = [];
    for (let i = 0; i < session.length; ) {
      const n = Math.max(1, sizes());
      const r = stream.push(session.subarray(i, i + n));
      i += n;
      expect(r.error).toBeUndefined();
      for (const m of r.messages) out.push(`${m.type}:${m.records.length}/${m.dropped.length}:${m.ack?.toString('hex') ?? '-'}`);
    }
    return out;
  };
  const whole = summary(new Jt808Stream(), () => session.length);

  it('decodes a session pushed at once, acks numbered by the platform serial', () => {
    expect(whole.map((s) => s.split(':').slice(0, 2).join(':'))).toEqual([
      'registration:0/0', 'authentication:0/0', 'heartbeat:0/0', 'location:1/0', 'location:1/0', 'location-batch:1/2', 'command-reply:0/0',
      'position-reply:1/0', 'vehicle-control-reply:1/0', 'logout:0/0', 'unknown:0/0', 'location:1/0',
    ]);
    // platform serials 0, 1, 2, … on the acks in order (bytes 11-12 of a 2013 ack, 15-16 of the 2019 one)
    const serials = whole.map((s) => s.split(':')[2] as string).filter((a) => a !== '-').map((a) => {
      const b = hex(a);
      return b.readUInt16BE(b[3] === 0x40 ? 16 : 11);
    });
    expect(serials).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(whole[2]).toBe('heartbeat:0/0:7e8001000501391234567800020003000200b77e');
  });
  it('decodes the same session byte by byte and across random chunks', () => {
    expect(summary(new Jt808Stream(), () => 1)).toEqual(whole);
    let seed = 11;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % 37;
    for (let run = 0; run < 30; run++) expect(summary(new Jt808Stream(), rand)).toEqual(whole);
  });
  it('skips bytes before a start flag and empty frames', () => {
    const s = new Jt808Stream();
    const r = s.push(Buffer.concat([Buffer.from('GET / HTTP/1.1\r\n'), hex('7e7e'), hex(JT808_FRAMES.heartbeat)]));
    expect(r.messages.map((m) => m.type)).toEqual(['heartbeat']);
    expect(s.deviceId).toBe('13912345678');
  });
  it('a bad check code skips the message (unknown, no records, no ack) and the stream goes on', () => {
    const bad = hex(JT808_FRAMES.location);
    bad.writeUInt8((bad.at(-2) ?? 0) ^ 0xff, bad.length - 2);
    const s = new Jt808Stream();
    const r = s.push(Buffer.concat([bad, hex(JT808_FRAMES.heartbeat)]));
    expect(r.error).toBeUndefined();
    expect(r.messages[0]).toEqual({ type: 'unknown', deviceId: undefined, records: [], dropped: [], skipped: 'check code 0xcd, computed 0x32' });
    expect(r.messages[1]?.type).toBe('heartbeat');
    expect(r.messages[1]?.ack?.readUInt16BE(11)).toBe(0);
  });
  it('skips an invalid escape, a short frame, a length mismatch; answers encrypted and multi-packet messages with result 3', () => {
    const s = new Jt808Stream();
    const msgs = s.push(Buffer.concat([
      hex('7e0002000001391234567800037d03317e'),
      hex('7e00020000317e'),
      wrap('0002000101391234567800030000'.slice(0, 24)),
      wrap('0002000501391234567800030000'),
      wrap('0200040001391234567800040000'.slice(0, 24)),
      wrap('0200200001391234567800050002000100'.slice(0, 32)),
      wrap('0002200001391234567800060001000100'.slice(0, 32)),
    ])).messages;
    expect(msgs.map((m) => m.skipped)).toEqual([
      'invalid escape sequence (0x7d not followed by 0x01 or 0x02)',
      'frame of 5 bytes, a header and check code need at least 13',
      'body of 0 bytes, the properties say 1',
      'body of 2 bytes, the properties say 5',
      'encrypted body (properties 0x0400)',
      'subpackage 1 of 2 (not reassembled)',
      undefined,
    ]);
    // result byte of the 0x8001 answers (offset 17 of a 2013 frame with nothing escaped)
    expect(msgs.map((m) => m.ack?.[17])).toEqual([undefined, undefined, undefined, undefined, 3, 3, 0]);
    expect(msgs[6]?.type).toBe('heartbeat');
  });
  it('refuses a frame longer than maxFrame, and stays failed', () => {
    const s = new Jt808Stream({ maxFrame: 64 });
    expect(s.push(Buffer.concat([hex('7e'), Buffer.alloc(64, 1)])).error).toBeUndefined();
    const r = s.push(Buffer.from([1]));
    expect(r).toEqual({ messages: [], error: 'frame over 64 bytes without an end flag' });
    expect(s.push(hex(JT808_FRAMES.heartbeat))).toEqual({ messages: [], error: 'frame over 64 bytes without an end flag' });
    const d = new Jt808Stream();
    expect(d.push(Buffer.concat([hex('7e'), Buffer.alloc(JT808_MAX_FRAME + 1)])).error).toBe(`frame over ${JT808_MAX_FRAME} bytes without an end flag`);
  });
});

describe('JT/T 808 command encoders', () => {
  it('encodeJt808Message frames, escapes and checks', () => {
    expect(encodeJt808Message(0x8001, '13912345678', 1, hex('0003000200')).toString('hex')).toBe('7e8001000501391234567800010003000200b47e');
    expect(encodeJt808Message(0x8201, '13912345678', 1, Buffer.alloc(0), 1).toString('hex')).toBe('7e8201400001000000000139123456780001f37e');
    expect(() => encodeJt808Message(0x8201, '1391234567890', 1, Buffer.alloc(0))).toThrow(RangeError);
    expect(() => encodeJt808Message(0x8201, '+86139', 1, Buffer.alloc(0))).toThrow(RangeError);
    expect(() => encodeJt808Message(0x8300, '1', 1, Buffer.alloc(1024))).toThrow(RangeError);
  });
  it('0x8201 position query, 0x8105 terminal control, 0x8500 vehicle control', () => {
    expect(encodeJt808PositionQuery('13912345678', 0x20).toString('hex')).toBe('7e820100000139123456780020937e');
    expect(encodeJt808TerminalControl('13912345678', 0x21, 4).toString('hex')).toBe('7e81050001013912345678002104907e');
    expect(encodeJt808VehicleControl('13912345678', 0x7e, true).toString('hex')).toBe('7e85000001013912345678007d0201cb7e');
  });
  it('a stream reads back what the encoders write (round trip through the framing)', () => {
    const frame = encodeJt808Message(0x0002, '13912345678', 0x7d7e, Buffer.alloc(0));
    expect(new Jt808Stream().push(frame).messages[0]).toMatchObject({ type: 'heartbeat', serial: 0x7d7e });
  });
});
