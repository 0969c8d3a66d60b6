/**
 * Golden frames of the GT06 protocol.
 * - The login `78780d0101234567890123450001 8cdd 0d0a`, its answer `787805010001 d9dc 0d0a`, the heartbeat answer
 *   `787805130001 e9f1 0d0a` and the command `sos#` (`78780e80080000000073 6f7323 0001 6d6a 0d0a`) are the examples
 *   of Concox "GT06 GPS Tracker Communication Protocol" V1.8 (their CRCs check, so the CRC-ITU here is the document's).
 * - The location 0x12, heartbeat 0x13, alarm 0x16, LBS extension 0x18, string information 0x15 and time request 0x8A
 *   frames follow that document's layouts (the location content is modelled on its example: 2011-08-29 17:46:16,
 *   23.111668 N 114.409285 E, MCC 460 LAC 0x287D cell 0x1FB8, 12 satellites); the login with type id and time zone, location 0x22, alarm 0x26,
 *   LBS 0x28, string information 0x21 (0x7979) and information transmission 0x94 follow Concox "GPS Tracker
 *   Communication Protocol (GT06N, GT06F, GT06E)" V1.0.0 / "JM-VL01" layouts; the 4G location 0xA0 follows the
 *   Concox JM-VL03 document (MCC bit 15: 2-byte MNC, LAC 4 bytes, cell ID 8 bytes). Their CRCs were computed with an
 *   independent CRC-16/X-25 implementation, not with `crcItu`.
 */
import { describe, expect, it } from 'vitest';
import { CONCOX_COMMANDS, GT06_COMMANDS, Gt06Stream, crcItu, encodeGt06Command } from './gt06';
import type { DeviceMessage, FramedResult } from './types';

const hex = (s: string) => Buffer.from(s.replace(/\s+/g, ''), 'hex');

const F = {
  loginDoc: hex('78780d01012345678901234500018cdd0d0a'),
  loginZoneEast: hex('7878110103516080807793883608320000019fa40d0a'),
  loginZoneWest: hex('787811010351608080779388360814a8000192780d0a'),
  location12: hex('78781f120b081d112e10cc027ac7eb0c46584900148f01cc00287d001fb8000373770d0a'),
  loc12SE: hex('78781f120b081d112e10cc027ac7eb0c46584900108f01cc00287d001fb8000376010d0a'),
  loc12NW: hex('78781f120b081d112e10cc027ac7eb0c465849001c8f01cc00287d001fb80003799b0d0a'),
  loc12SW: hex('78781f120b081d112e10cc027ac7eb0c46584900188f01cc00287d001fb800037ced0d0a'),
  loc12NoFix: hex('78781f120b081d112e10cc027ac7eb0c46584900048f01cc00287d001fb8000366af0d0a'),
  loc12BadLat: hex('78781f120b081d112e10cc0a0000000c46584900148f01cc00287d001fb80003c1970d0a'),
  loc12BadCourse: hex('78781f120b081d112e10cc027ac7eb0c4658490017ff01cc00287d001fb80003aa530d0a'),
  loc12BadDate: hex('78781f120b021e112e10cc027ac7eb0c46584900148f01cc00287d001fb800030a640d0a'),
  loc12Short: hex('78780e120b081d112e10cc027a000388a50d0a'),
  loc22: hex('787826221a0b1c0e1e05ca005469240ae449f43c154c01f60c123400abcd0100000001e24000071af10d0a'),
  loc22NoMileage: hex('787822221a0b1c0e1e05ca005469240ae449f43c154c01f60c123400abcd000301000853610d0a'),
  locA0: hex('78782ea01a0b1c0e1e05c8005469240ae449f450186481cc00010000287d0000000000001fb801020000000bb8000979a20d0a'),
  heartbeat: hex('78780a1346040400020005c41d0d0a'),
  alarm16: hex('787825161a0b1c0e1e05c9005469240ae449f400154c0901cc00287d001fb82204030102000cedfa0d0a'),
  alarm26: hex('78781d261a0b1c0e1e05c9005469240ae449f400154c009101040502000d52300d0a'),
  lbs28: hex(`78783b281a0b1c0e1e0501cc00287d001fb850${'00'.repeat(36)}0100020010091e0d0a`),
  lbs18: hex(`78783b181a0b1c0e1e0501cc00287d001fb850${'00'.repeat(36)}010002001146900d0a`),
  reply15: hex('7878181510000000014459443d53756363657373210002000ea2330d0a'),
  reply21: hex('7979002b210000abcd01437574206f666620746865206675656c20737570706c793a205375636365737321000fca650d0a'),
  reply21u16: hex('79790018210000abce0200520065006c00e90020004f004b001231140d0a'),
  time8a: hex('7878058a000688290d0a'),
  unknown99: hex('78780799aabb00137b420d0a'),
  info94: hex('79790008940001230014ac600d0a'),
};

const IMEI_DOC = '123456789012345';
const IMEI_N = '351608080779388';
/** Time of the GT06 V1.8 location example, and of the GT06N-layout frames (2026-11-28 14:30:05). */
const T_DOC = Date.UTC(2011, 7, 29, 17, 46, 16);
const T_N = Date.UTC(2026, 10, 28, 14, 30, 5);
const LAT_DOC = 0x027ac7eb / 1_800_000;
const LNG_DOC = 0x0c465849 / 1_800_000;
const LAT_N = 0x00546924 / 1_800_000;
const LNG_N = 0x0ae449f4 / 1_800_000;

function run(frames: Buffer[], chunk = Infinity, stream = new Gt06Stream({ now: () => T_N })) {
  const bytes = Buffer.concat(frames);
  const messages: DeviceMessage[] = [];
  const errors: string[] = [];
  for (let i = 0; i < bytes.length; i += chunk) {
    const r: FramedResult = stream.push(bytes.subarray(i, i + Math.min(chunk, bytes.length)));
    messages.push(...r.messages);
    if (r.error) errors.push(r.error);
  }
  return { messages, errors, stream };
}

function one(frame: Buffer, login = F.loginDoc): DeviceMessage {
  const { messages, errors } = run([login, frame]);
  expect(errors).toEqual([]);
  expect(messages).toHaveLength(2);
  return messages[1] as DeviceMessage;
}

const ackHex = (m: DeviceMessage | undefined) => m?.ack?.toString('hex');

describe('crcItu', () => {
  it('is CRC-16/X-25 (check value of "123456789" 0x906E) and matches the documents\' examples', () => {
    expect(crcItu(Buffer.from('123456789'))).toBe(0x906e);
    expect(crcItu(hex('0d01012345678901234500 01'))).toBe(0x8cdd);
    expect(crcItu(hex('05010001'))).toBe(0xd9dc);
    expect(crcItu(hex('05130001'))).toBe(0xe9f1);
  });
});

describe('Gt06Stream login', () => {
  it('decodes the GT06 V1.8 login example and answers with the document\'s response', () => {
    const { messages, errors, stream } = run([F.loginDoc]);
    expect(errors).toEqual([]);
    expect(messages).toEqual([{ type: 'login', deviceId: IMEI_DOC, login: true, records: [], dropped: [], ack: hex('787805010001d9dc0d0a') }]);
    expect(stream.deviceId).toBe(IMEI_DOC);
  });
  it('reads the GT06N type id and time zone and reads later times as local times of that zone', () => {
    const east = run([F.loginZoneEast, F.loc22]);
    expect(east.messages[0]).toMatchObject({ type: 'login', deviceId: IMEI_N, login: true, ack: hex('787805010001d9dc0d0a') });
    expect(east.messages[1]?.records[0]?.time).toBe(T_N - 8 * 3_600_000); // GMT+8:00, word 0x3200
    const west = run([F.loginZoneWest, F.loc22]);
    expect(west.messages[1]?.records[0]?.time).toBe(T_N + 3.5 * 3_600_000); // GMT-3:30, word 0x14A8
    expect(run([F.loginDoc, F.loc22]).messages[1]?.records[0]?.time).toBe(T_N); // no zone word: UTC
  });
  it('accepts the same terminal logging in again, refuses another one on the same connection', () => {
    const again = run([F.loginDoc, F.loginDoc, F.heartbeat]);
    expect(again.errors).toEqual([]);
    expect(again.messages.map((m) => m.type)).toEqual(['login', 'login', 'heartbeat']);
    const other = run([F.loginDoc, F.loginZoneEast, F.heartbeat]);
    expect(other.messages.map((m) => m.type)).toEqual(['login']);
    expect(other.errors).toEqual([`login: terminal ID ${IMEI_N} on a connection of ${IMEI_DOC}`]);
  });
  it('refuses a terminal ID that is not BCD', () => {
    const bad = hex('78780d010123456789abcdef0001 0000 0d0a');
    bad.writeUInt16BE(crcItu(bad, 2, bad.length - 4), bad.length - 4);
    expect(run([bad]).errors).toEqual(['login: terminal ID 0123456789abcdef is not BCD']);
  });
  it('breaks the stream on a packet before the login (its records would have no device)', () => {
    const r = run([F.location12, F.loginDoc]);
    expect(r).toMatchObject({ messages: [], errors: ['packet 0x12 before login'] });
    expect(r.stream.deviceId).toBeUndefined();
  });
});

describe('Gt06Stream positions', () => {
  it('decodes the location 0x12 of the GT06 V1.8 example, with no ack', () => {
    expect(one(F.location12)).toEqual({
      type: 'location',
      deviceId: IMEI_DOC,
      records: [{
        deviceId: IMEI_DOC, protocol: 'gt06', time: T_DOC, lat: LAT_DOC, lng: LNG_DOC, speed: 0, heading: 143, altitude: null,
        satellites: 12, valid: true, ignition: null, inputs: {}, inputNames: {}, fuelLitres: null, fuelPercent: null,
        temperature: null, voltage: null, odometer: null, address: null, attributes: { mcc: 460, mnc: 0, lac: 0x287d, cid: 0x1fb8 },
      }],
      dropped: [],
      ack: undefined,
    });
    expect(LAT_DOC).toBeCloseTo(23.111668, 6);
    expect(LNG_DOC).toBeCloseTo(114.409285, 6);
  });
  it('gets the four hemispheres and the fix flag from the course/status word', () => {
    const at = (f: Buffer) => {
      const r = one(f).records[0];
      return [r?.lat, r?.lng, r?.valid, r?.heading];
    };
    expect(at(F.location12)).toEqual([LAT_DOC, LNG_DOC, true, 143]); // 0x148F: north, east
    expect(at(F.loc12SE)).toEqual([-LAT_DOC, LNG_DOC, true, 143]); // 0x108F: bit 10 clear = south
    expect(at(F.loc12NW)).toEqual([LAT_DOC, -LNG_DOC, true, 143]); // 0x1C8F: bit 11 set = west
    expect(at(F.loc12SW)).toEqual([-LAT_DOC, -LNG_DOC, true, 143]); // 0x188F
    expect(at(F.loc12NoFix)).toEqual([LAT_DOC, LNG_DOC, false, 143]); // 0x048F: bit 12 clear = not positioned
  });
  it('decodes the 0x22 location with ACC, upload mode, re-upload and mileage', () => {
    const m = one(F.loc22);
    expect(m).toMatchObject({ type: 'location', deviceId: IMEI_DOC, dropped: [], ack: undefined });
    expect(m.records).toEqual([{
      deviceId: IMEI_DOC, protocol: 'gt06', time: T_N, lat: LAT_N, lng: LNG_N, speed: 60, heading: 332, altitude: null,
      satellites: 10, valid: true, ignition: true, inputs: {}, inputNames: {}, fuelLitres: null, fuelPercent: null,
      temperature: null, voltage: null, odometer: 123.456, address: null,
      attributes: { mcc: 502, mnc: 12, lac: 0x1234, cid: 0xabcd, uploadMode: 0, archive: false },
    }]);
    expect(one(F.loc22NoMileage).records[0]).toMatchObject({ ignition: false, odometer: null, attributes: { uploadMode: 3, archive: true } });
  });
  it('decodes the 4G location 0xA0 (2-byte MNC, 4-byte LAC, 8-byte cell), south-west', () => {
    expect(one(F.locA0).records[0]).toMatchObject({
      time: T_N, lat: -LAT_N, lng: -LNG_N, speed: 80, heading: 100, satellites: 8, valid: true, ignition: true, odometer: 3,
      attributes: { mcc: 460, mnc: 1, lac: 0x287d, cid: 0x1fb8, uploadMode: 2, archive: false },
    });
  });
  it('decodes the alarm 0x16 (SOS) and answers with the same protocol number and serial', () => {
    const m = one(F.alarm16);
    expect(m).toMatchObject({ type: 'alarm', deviceId: IMEI_DOC, dropped: [] });
    expect(ackHex(m)).toBe('78780516000c0ba90d0a');
    expect(m.records[0]).toMatchObject({ time: T_N, lat: LAT_N, lng: LNG_N, speed: 0, heading: 332, satellites: 9, valid: true, ignition: true });
    expect(m.records[0]?.attributes).toEqual({
      mcc: 460, mnc: 0, lac: 0x287d, cid: 0x1fb8, armed: false, charge: false, blocked: false, voltageLevel: 4, gsmSignal: 3,
      alarmCode: 1, alarm: 'sos',
    });
  });
  it('decodes the alarm 0x26 without LBS: power cut (terminal info) and geofence exit (alarm byte)', () => {
    const m = one(F.alarm26);
    expect(ackHex(m)).toBe('78780526000d9c8e0d0a');
    expect(m.records[0]).toMatchObject({ ignition: false, lat: LAT_N });
    expect(m.records[0]?.attributes).toEqual({ armed: true, charge: false, blocked: true, voltageLevel: 1, gsmSignal: 4, alarmCode: 5, alarm: 'powerCut,geofenceExit' });
  });
  it('drops a record out of range or unreadable, naming the field, and still acks an alarm', () => {
    expect(one(F.loc12BadLat)).toMatchObject({ type: 'location', records: [], dropped: [{ index: 0, error: `lat ${0x0a000000 / 1_800_000} out of range -90..90` }] });
    expect(one(F.loc12BadCourse).dropped).toEqual([{ index: 0, error: 'heading 1023 out of range 0..360' }]);
    expect(one(F.loc12BadDate).dropped).toEqual([{ index: 0, error: 'time: invalid date-time 0b 02 1e 11 2e 10' }]);
    expect(one(F.loc12Short).dropped).toEqual([{ index: 0, error: 'content.lat: content truncated (2 of 4 bytes)' }]);
    const alarm = Buffer.from(F.alarm16);
    alarm[5] = 0x0d; // 13th month
    alarm.writeUInt16BE(crcItu(alarm, 2, alarm.length - 4), alarm.length - 4);
    expect(one(alarm)).toMatchObject({ type: 'alarm', records: [], dropped: [{ index: 0, error: 'time: invalid date-time 1a 0d 1c 0e 1e 05' }] });
    expect(ackHex(one(alarm))).toBe('78780516000c0ba90d0a');
  });
});

describe('Gt06Stream other packets', () => {
  it('answers the heartbeat 0x13 with no record', () => {
    expect(one(F.heartbeat)).toEqual({ type: 'heartbeat', deviceId: IMEI_DOC, records: [], dropped: [], ack: hex('787805130005afd50d0a') });
  });
  it('makes no position from LBS packets 0x18 / 0x28 and does not answer them', () => {
    expect(one(F.lbs18)).toEqual({ type: 'lbs', deviceId: IMEI_DOC, records: [], dropped: [], ack: undefined });
    expect(one(F.lbs28)).toEqual({ type: 'lbs', deviceId: IMEI_DOC, records: [], dropped: [], ack: undefined });
  });
  it('reads command replies 0x15 and 0x21 (ASCII and UTF-16BE) with the server flag as serial', () => {
    expect(one(F.reply15)).toEqual({ type: 'command-reply', deviceId: IMEI_DOC, records: [], dropped: [], ack: undefined, commandReply: { text: 'DYD=Success!', serial: 1 } });
    expect(one(F.reply21).commandReply).toEqual({ text: 'Cut off the fuel supply: Success!', serial: 0xabcd });
    expect(one(F.reply21u16).commandReply).toEqual({ text: 'Relé OK', serial: 0xabce });
    const short = hex('78780a1503000000010017 0000 0d0a'); // command length 3 < the 4-byte server flag
    short.writeUInt16BE(crcItu(short, 2, short.length - 4), short.length - 4);
    expect(one(short)).toMatchObject({ type: 'unknown', records: [], ack: undefined });
  });
  it('answers the time request 0x8A with the server\'s UTC time', () => {
    expect(one(F.time8a)).toEqual({ type: 'time', deviceId: IMEI_DOC, records: [], dropped: [], ack: hex('78780b8a1a0b1c0e1e05000676620d0a') });
  });
  it('skips an unknown protocol number (valid CRC) and the 0x94 information packet', () => {
    expect(one(F.unknown99)).toEqual({ type: 'unknown', deviceId: IMEI_DOC, records: [], dropped: [], ack: undefined });
    expect(one(F.info94)).toEqual({ type: 'info', deviceId: IMEI_DOC, records: [], dropped: [], ack: undefined });
  });
});

describe('Gt06Stream framing', () => {
  const session = [F.loginZoneEast, F.location12, F.loc22, F.heartbeat, F.alarm16, F.reply21, F.lbs28, F.locA0, F.time8a, F.alarm26, F.reply15, F.info94];
  const whole = run(session);

  it('frames a whole session pushed at once', () => {
    expect(whole.errors).toEqual([]);
    expect(whole.messages.map((m) => m.type)).toEqual(['login', 'location', 'location', 'heartbeat', 'alarm', 'command-reply', 'lbs', 'location', 'time', 'alarm', 'command-reply', 'info']);
    expect(whole.messages.flatMap((m) => m.records).map((r) => r.deviceId)).toEqual(Array(5).fill(IMEI_N));
    expect(whole.stream.buffered).toBe(0);
  });
  it('gives the same messages byte by byte and across random chunk boundaries', () => {
    expect(run(session, 1)).toEqual({ ...whole, stream: expect.any(Gt06Stream) });
    let seed = 11;
    const sizes = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % 50 + 1;
    for (let k = 0; k < 30; k++) {
      const stream = new Gt06Stream({ now: () => T_N });
      const bytes = Buffer.concat(session);
      const messages: DeviceMessage[] = [];
      for (let i = 0; i < bytes.length; ) {
        const n = sizes();
        const r = stream.push(bytes.subarray(i, i + n));
        expect(r.error).toBeUndefined();
        messages.push(...r.messages);
        i += n;
      }
      expect(messages).toEqual(whole.messages);
    }
  });
  it('keeps a partial frame buffered', () => {
    const s = new Gt06Stream();
    expect(s.push(F.loginDoc.subarray(0, 7))).toEqual({ messages: [] });
    expect(s.buffered).toBe(7);
    expect(s.push(F.loginDoc.subarray(7)).messages).toHaveLength(1);
    expect(s.buffered).toBe(0);
  });
  it('breaks the stream on bad start bits (no resynchronisation) and stays broken', () => {
    const s = new Gt06Stream();
    const error = 'start bits: expected 7878 or 7979, got 0078';
    expect(s.push(Buffer.concat([hex('00'), F.loginDoc]))).toEqual({ messages: [], error });
    expect(s.push(F.loginDoc)).toEqual({ messages: [], error });
    expect(run([F.loginDoc, hex('7879')]).errors).toEqual(['start bits: expected 7878 or 7979, got 7879']);
  });
  it('breaks the stream on a bad CRC, after the messages before it', () => {
    const bad = Buffer.from(F.heartbeat);
    (bad[5] as number) ^= 1;
    const r = run([F.loginDoc, bad, F.heartbeat]);
    expect(r.messages.map((m) => m.type)).toEqual(['login']);
    expect(r.errors).toEqual(['CRC mismatch: field 0xc41d, computed 0xc036']);
  });
  it('breaks the stream on bad stop bits and on a length under 5', () => {
    const stop = Buffer.from(F.heartbeat);
    stop[stop.length - 1] = 0x00;
    expect(run([F.loginDoc, stop]).errors).toEqual(['stop bits: expected 0d0a, got 0d00']);
    expect(run([hex('787804')]).errors).toEqual(['length 4 too short (protocol number, serial and CRC take 5)']);
    expect(run([hex('79790000')]).errors).toEqual(['length 0 too short (protocol number, serial and CRC take 5)']);
  });
  it('refuses a frame over maxFrame before buffering it', () => {
    expect(run([hex('7979ffff')]).errors).toEqual(['frame of 65541 bytes over the 4096-byte limit']);
    expect(run([F.loginDoc, F.lbs28], Infinity, new Gt06Stream({ maxFrame: 64 })).errors).toEqual([]);
    const s = new Gt06Stream({ maxFrame: 63 });
    expect(s.push(F.lbs28.subarray(0, 3))).toEqual({ messages: [], error: 'frame of 64 bytes over the 63-byte limit' });
  });
});

describe('encodeGt06Command', () => {
  it('reproduces the GT06 V1.8 example (sos#, server flag 0, serial 1)', () => {
    expect(encodeGt06Command('sos#', 0, 1).toString('hex')).toBe('78780e80080000000073' + '6f7323' + '00016d6a0d0a');
  });
  it('builds the relay command with server flag and serial, and the GT06N language word on request', () => {
    expect(encodeGt06Command(GT06_COMMANDS.engineStop, 1, 1).toString('hex')).toBe('787815800f000000014459442c30303030303023000189a70d0a');
    expect(encodeGt06Command(CONCOX_COMMANDS.engineStop, 2, 2, { language: true }).toString('hex')).toBe('787814800c0000000252454c41592c312300020002d2210d0a');
  });
  it('exports both command sets', () => {
    expect(GT06_COMMANDS).toEqual({ engineStop: 'DYD,000000#', engineResume: 'HFYD,000000#', locate: 'DWXX,000000#' });
    expect(CONCOX_COMMANDS).toEqual({ engineStop: 'RELAY,1#', engineResume: 'RELAY,0#', locate: 'WHERE#' });
  });
  it('round-trips through the stream framing (the device side sees a valid frame)', () => {
    const frame = encodeGt06Command(CONCOX_COMMANDS.locate, 0xdeadbeef, 0x1234);
    expect(crcItu(frame, 2, frame.length - 4)).toBe(frame.readUInt16BE(frame.length - 4));
    expect(one(frame)).toMatchObject({ type: 'unknown' }); // 0x80 is server-to-terminal: unknown from a device
  });
  it('refuses non-ASCII or over-long content', () => {
    expect(() => encodeGt06Command('RELÉ#', 0, 0)).toThrow(RangeError);
    expect(() => encodeGt06Command('A'.repeat(246), 0, 0)).toThrow(RangeError);
    expect(encodeGt06Command('A'.repeat(245), 0, 0)).toHaveLength(260);
  });
});
