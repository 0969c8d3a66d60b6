/**
 * H02 golden frames, written for these tests from the public H02 documents:
 * - "GPS tracker communication protocol" (H02, the `*XX,YYYYYYYYYY,CMD,…#` document): General Message
 *   `*XX,YYYYYYYYYY,V1,HHMMSS,S,latitude,D,longitude,G,speed,direction,DDMMYY,vehicle_status#` and Confirm Message
 *   `*XX,YYYYYYYYYY,V4,CMD,hhmmss,HHMMSS,S,latitude,…#`; its worked example (maker TH, device 2020916012, 05:03:16,
 *   22 September 2002, 22°12.8745' N 113°46.6574' E, 14.28 knots, course 028, status FFFFFBFF) is used for both the
 *   text and the binary golden frame.
 * - Sinotrack "GPS Protocol" 2020-07-06 (ST-901 family): vehicle_status table (negative logic, bit = 0 active) and the
 *   GPRS binary record `$`, 0x01-0x1F: serial number, time, date, latitude, longitude + flags nibble (bit 3 E, bit 2
 *   N, bit 1 A), speed/direction, vehicle_status, user alarm flag, reserve, record number.
 * - Field variants (15-digit IMEI, 5-decimal minutes, cell fields after the status, HTBT, NBR, LINK, the 45-byte
 *   binary record with the cell block) as ST-901 clones send them; device ids and values are made up.
 */
import { describe, expect, it } from 'vitest';
import { H02Stream, decodeH02Text, encodeH02Command, h02Status } from './h02';
import type { DeviceMessage } from './types';

const DOC_V1 = '*TH,2020916012,V1,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,FFFFFBFF#';
const DOC_TIME = Date.UTC(2002, 8, 22, 5, 3, 16);
/** The document's example as a binary record (flags nibble E: east, north, valid; battery 6; record number 7). */
const DOC_BIN = Buffer.from('24' + '2020916012' + '050316' + '220902' + '22128745' + '06' + '113466574e' + '014028' + 'fffffbff' + 'ff' + '00' + '07', 'hex');
/** A 45-byte record: the same, then the cell block (0x06, 4 bytes not read, MCC 460, MNC 0, LAC 0x262b, CID 0x0f17, 1 byte). */
const LONG_BIN = Buffer.concat([DOC_BIN, Buffer.from('06' + '0000002c' + '01cc' + '00' + '262b' + '0f17' + '1f', 'hex')]);

const base = {
  deviceId: '2020916012', protocol: 'h02', time: DOC_TIME, lat: 22.214575, lng: 113.777623, speed: 26.45, heading: 28,
  altitude: null, satellites: null, valid: true, ignition: false, inputs: {}, inputNames: {}, fuelLitres: null,
  fuelPercent: null, temperature: null, voltage: null, odometer: null, address: null,
};

function one(frame: string | Buffer, stream = new H02Stream()): DeviceMessage {
  const r = stream.push(typeof frame === 'string' ? Buffer.from(frame, 'latin1') : frame);
  expect(r.error).toBeUndefined();
  expect(r.messages).toHaveLength(1);
  return r.messages[0] as DeviceMessage;
}

function feed(bytes: Buffer, sizes: () => number, stream = new H02Stream()) {
  const messages: DeviceMessage[] = [];
  const errors: string[] = [];
  for (let i = 0; i < bytes.length; ) {
    const n = Math.max(1, sizes());
    const r = stream.push(bytes.subarray(i, i + n));
    i += n;
    messages.push(...r.messages);
    if (r.error) errors.push(r.error);
  }
  return { messages, errors };
}

describe('H02 text frames', () => {
  it('decodes the document V1 example exactly (no ack)', () => {
    const m = one(DOC_V1);
    expect(m).toEqual({
      type: 'location', deviceId: '2020916012', dropped: [],
      records: [{ ...base, attributes: { status: 'FFFFFBFF', armed: false } }],
    });
    expect(m.ack).toBeUndefined();
  });

  it('reads a 15-digit IMEI, 5-decimal minutes, S/W, ACC on and the decimal cell after the status', () => {
    const m = one('*HQ,865205030330012,V1,235959,V,3341.01234,S,07034.56789,W,0.00,359.5,311223,FFFFFFFF,310,260,49101,1753#');
    expect(m.deviceId).toBe('865205030330012');
    expect(m.records).toEqual([{
      ...base, deviceId: '865205030330012', time: Date.UTC(2023, 11, 31, 23, 59, 59), lat: -33.683539, lng: -70.576131,
      speed: 0, heading: 359.5, valid: false, ignition: true,
      attributes: { status: 'FFFFFFFF', armed: false, mcc: 310, mnc: 260, lac: 49101, cid: 1753 },
    }]);
  });

  it('reads the hex cell form, a 1..3-digit battery field before the date, and lower-case makers', () => {
    const hex = one('*HQ,353505220903211,V1,140817,A,5239.3538,N,01003.5292,E,21.03,312,221013,FFFBFFFF,106,14, 203,1cd#');
    expect(hex.records[0]?.attributes).toEqual({ status: 'FFFBFFFF', armed: false, alarm: 'sos', mcc: 262, mnc: 20, lac: 515, cid: 461 });
    expect(hex.records[0]).toMatchObject({ lat: 52.655897, lng: 10.058820, speed: 38.95, heading: 312, time: Date.UTC(2013, 9, 22, 14, 8, 17) });
    const battery = one('*hq,4210209006,V1,054048,A,2828.2297,N,07733.4332,E,000.5,047,4,080918,FFFFFFFF#');
    expect(battery.records[0]).toMatchObject({ time: Date.UTC(2018, 8, 8, 5, 40, 48), lat: 28.470495, lng: 77.557220, speed: 0.93, heading: 47 });
    expect(one('*HQ,4210209006,V1,054048,A,2828.2297,N,07733.4332,E,000.5,047,080918#').records[0]).toMatchObject({ ignition: null, attributes: {} });
  });

  it('reads VI1 like V1 and takes the time from the clock only when time and date are both empty', () => {
    expect(one(DOC_V1.replace(',V1,', ',VI1,')).records[0]).toEqual({ ...base, attributes: { status: 'FFFFFBFF', armed: false } });
    const s = new H02Stream({ now: () => 1_700_000_000_000 });
    expect(one('*HQ,4106030000,V1,,V,4605.75732,N,01430.73863,E,0.00,0,,FFFFFFEF#', s).records[0]).toMatchObject({
      time: 1_700_000_000_000, valid: false, lat: 46.095955, lng: 14.512311, attributes: { alarm: 'geofenceEnter' },
    });
  });

  it('maps each vehicle_status bit (active low) to its alarm, ignition and armed', () => {
    const cases: Array<[number, string]> = [
      [0, 'vibration'], [1, 'sos'], [2, 'overspeed'], [4, 'geofenceEnter'], [7, 'geofenceExit'], [8, 'door'],
      [18, 'sos'], [19, 'powerCut'], [23, 'lowBattery'],
    ];
    for (const [bit, alarm] of cases) {
      const word = (0xffffffff & ~(1 << bit)) >>> 0;
      expect(h02Status(word)).toEqual({ ignition: true, alarms: [alarm], armed: false, hex: word.toString(16).toUpperCase() });
      const hex = word.toString(16).toUpperCase();
      expect(one(DOC_V1.replace('FFFFFBFF', hex)).records[0]?.attributes).toEqual({ status: hex, armed: false, alarm });
    }
    expect(h02Status(0xffffffff)).toEqual({ ignition: true, alarms: [], armed: false, hex: 'FFFFFFFF' });
    expect(h02Status(0xfffffbff).ignition).toBe(false); // byte 3 bit 2 "ACC off" at 0
    expect(h02Status(0xfffffdff)).toEqual({ ignition: true, alarms: [], armed: true, hex: 'FFFFFDFF' });
    // bits without an alarm name (temperature, GPRS blocked, sensors, antenna) change only the raw word
    for (const bit of [3, 5, 6, 11, 12, 13, 14, 15, 16, 17, 20, 21, 22, 24, 25, 26, 27, 28, 29, 30, 31]) {
      expect(h02Status((0xffffffff & ~(1 << bit)) >>> 0).alarms).toEqual([]);
    }
    expect(h02Status(0x00000000)).toEqual({
      ignition: false, armed: true, hex: '00000000',
      alarms: ['sos', 'vibration', 'overspeed', 'powerCut', 'door', 'geofenceEnter', 'geofenceExit', 'lowBattery'],
    });
  });

  it('gives a V4 confirm message as commandReply with the position it carries', () => {
    const m = one('*TH,2020916012,V4,S20,DONE,130305,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,F7FFFBFF#');
    expect(m).toEqual({
      type: 'command-reply', deviceId: '2020916012', dropped: [],
      commandReply: { text: 'S20,DONE,130305,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,F7FFFBFF' },
      records: [{ ...base, attributes: { status: 'F7FFFBFF', armed: false } }],
    });
    expect(one('*HQ,4106030000,V4,S20,ERROR#')).toEqual({
      type: 'command-reply', deviceId: '4106030000', records: [], dropped: [], commandReply: { text: 'S20,ERROR' },
    });
  });

  it('reads HTBT / V0 as heartbeats, NBR as lbs and LINK as link, without records or ack', () => {
    expect(one('*HQ,4106030000,HTBT#')).toEqual({ type: 'heartbeat', deviceId: '4106030000', records: [], dropped: [] });
    expect(one('*HQ,865205030330012,HTBT,85#')).toEqual({ type: 'heartbeat', deviceId: '865205030330012', records: [], dropped: [] });
    expect(one('*HQ,4106030000,V0#').type).toBe('heartbeat');
    expect(one('*HQ,4109179024,NBR,103732,722,310,0,2,8106,32010,23,8101,22007,25,100217,FFFFFBFF#')).toEqual({
      type: 'lbs', deviceId: '4109179024', records: [], dropped: [],
    });
    expect(one('*HQ,1700086468,LINK,180902,15,0,84,0,0,240517,FFFFFBFF#')).toEqual({ type: 'link', deviceId: '1700086468', records: [], dropped: [] });
  });

  it('gives type unknown for other commands, and no device for a frame without a digit id or maker', () => {
    expect(one('*HQ,4106030000,XT,1,100#')).toEqual({ type: 'unknown', deviceId: '4106030000', records: [], dropped: [] });
    for (const f of ['*HQ,,V1,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,FFFFFBFF#', '*HQ,41060X,V1#', '*#', '*H,4106030000,V1#', '*12,4106030000,HTBT#']) {
      expect(one(f)).toEqual({ type: 'unknown', deviceId: undefined, records: [], dropped: [] });
    }
    expect(decodeH02Text('HQ,4106030000,HTBT')).toEqual({ type: 'unknown', deviceId: undefined, records: [], dropped: [] });
  });

  it('drops the record of a message with an unreadable field, naming it, and goes on', () => {
    const bad: Array<[string, string, string]> = [
      ['050316', '05x316', 'time: unreadable ("05x316")'],
      ['050316', '250316', 'time: 250316 is not a time of day'],
      ['220902', '300202', 'date: 300202 is not a date'],
      ['220902', '2209', 'date: unreadable ("2209")'],
      [',A,', ',X,', 'validity: unreadable ("X")'],
      ['2212.8745', '2212.87.45', 'latitude: unreadable ("2212.87.45")'],
      ['2212.8745', '12212.8745', 'latitude: unreadable ("12212.8745")'],
      ['2212.8745', '2272.8745', 'latitude: minutes 72.8745 over 59.9999'],
      [',N,', ',Q,', 'latitude hemisphere: unreadable ("Q")'],
      ['11346.6574', '-113-46.6574', 'longitude: unreadable ("-113-46.6574")'],
      [',E,', ',,', 'longitude hemisphere: unreadable ("")'],
      ['14.28', '1a.28', 'speed: unreadable ("1a.28")'],
      ['14.28', '-1', 'speed: unreadable ("-1")'],
      [',028,', ',2o8,', 'course: unreadable ("2o8")'],
      ['FFFFFBFF', 'FFFFFBF', 'status: unreadable ("FFFFFBF")'],
      ['FFFFFBFF', 'FFFFFBFG', 'status: unreadable ("FFFFFBFG")'],
    ];
    const s = new H02Stream();
    for (const [from, to, error] of bad) {
      expect(one(DOC_V1.replace(from, to), s)).toEqual({ type: 'location', deviceId: '2020916012', records: [], dropped: [{ index: 0, error }] });
    }
    expect(one('*TH,2020916012,V1,050316#', s).dropped).toEqual([{ index: 0, error: 'validity: missing' }]);
    expect(one(DOC_V1, s).records).toHaveLength(1);
  });

  it('drops a position out of range (latitude 95°) with the field named', () => {
    expect(one(DOC_V1.replace('2212.8745', '9512.8745')).dropped).toEqual([{ index: 0, error: 'lat 95.214575 out of range -90..90' }]);
    expect(one(DOC_V1.replace('11346.6574', '18146.6574')).dropped).toEqual([{ index: 0, error: 'lng 181.777623 out of range -180..180' }]);
    expect(one(DOC_V1.replace(',028,', ',361,')).dropped).toEqual([{ index: 0, error: 'heading 361 out of range 0..360' }]);
  });
});

describe('H02 binary records', () => {
  const docRecord = { ...base, speed: 25.93, attributes: { batteryLevel: 100, status: 'FFFFFBFF', armed: false } };

  it('decodes the document example as a 32-byte record once the next frame starts', () => {
    expect(DOC_BIN).toHaveLength(32);
    const s = new H02Stream();
    expect(s.push(DOC_BIN)).toEqual({ messages: [] });
    expect(s.buffered).toBe(32);
    expect(s.push(Buffer.from('*'))).toEqual({ messages: [{ type: 'location', deviceId: '2020916012', records: [docRecord], dropped: [] }] });
    expect(s.deviceId).toBe('2020916012');
    // learnt: the next records are decoded at once
    expect(s.push(Buffer.from('HQ,2020916012,HTBT#')).messages[0]?.type).toBe('heartbeat');
    expect(s.push(DOC_BIN).messages).toHaveLength(1);
  });

  it('reads the flags nibble (E/W, N/S, valid) and the battery byte', () => {
    const s = new H02Stream({ binaryLength: 32 });
    const variant = (flags: string, battery: string) => {
      const b = Buffer.from(DOC_BIN);
      b.write(`113466574${flags}`, 17, 'hex');
      b.write(battery, 16, 'hex');
      return one(b, s).records[0];
    };
    expect(variant('0', '00')).toMatchObject({ lat: -22.214575, lng: -113.777623, valid: false, attributes: { status: 'FFFFFBFF', armed: false } });
    expect(variant('0', '00')?.attributes).not.toHaveProperty('batteryLevel');
    expect(variant('6', '01')).toMatchObject({ lat: 22.214575, lng: -113.777623, valid: true, attributes: { batteryLevel: 0 } });
    expect(variant('a', '04')).toMatchObject({ lat: -22.214575, lng: 113.777623, valid: true, attributes: { batteryLevel: 60 } });
    expect(variant('c', '37')).toMatchObject({ lat: 22.214575, lng: 113.777623, valid: false, attributes: { batteryLevel: 55 } }); // 0x37
    expect(variant('e', 'ff')?.attributes).not.toHaveProperty('batteryLevel');
  });

  it('decodes a 45-byte record with its cell block and learns the length', () => {
    const r = feed(Buffer.concat([LONG_BIN, LONG_BIN, Buffer.from('*HQ,2020916012,HTBT#')]), () => 1000);
    const rec = { ...docRecord, attributes: { ...docRecord.attributes, mcc: 460, mnc: 0, lac: 0x262b, cid: 0x0f17 } };
    expect(r).toEqual({
      errors: [],
      messages: [
        { type: 'location', deviceId: '2020916012', records: [rec], dropped: [] },
        { type: 'location', deviceId: '2020916012', records: [rec], dropped: [] },
        { type: 'heartbeat', deviceId: '2020916012', records: [], dropped: [] },
      ],
    });
    const s = new H02Stream({ binaryLength: 45 });
    expect(s.push(LONG_BIN).messages[0]?.records[0]?.attributes).toMatchObject({ mcc: 460 });
  });

  it('reads a record followed by unknown bytes as 32 bytes and skips the rest', () => {
    const r = feed(Buffer.concat([DOC_BIN, Buffer.from('0102030405060708090a0b0c0d0e0f10', 'hex'), Buffer.from(DOC_V1)]), () => 1000);
    expect(r.errors).toEqual([]);
    expect(r.messages.map((m) => [m.type, m.records.length])).toEqual([['location', 1], ['location', 1]]);
  });

  it('drops a record with a non-BCD field, naming it', () => {
    const s = new H02Stream({ binaryLength: 32 });
    const bad = (offset: number, hex: string) => {
      const b = Buffer.from(DOC_BIN);
      b.write(hex, offset, 'hex');
      return one(b, s).dropped;
    };
    expect(bad(6, '0a')).toEqual([{ index: 0, error: 'time: not BCD (0a)' }]);
    expect(bad(6, '24')).toEqual([{ index: 0, error: 'time: 240316 is not a time of day' }]);
    expect(bad(10, '13')).toEqual([{ index: 0, error: 'date: 221302 is not a date' }]);
    expect(bad(13, 'f0')).toEqual([{ index: 0, error: 'latitude: not BCD (f08745)' }]);
    expect(bad(13, '72')).toEqual([{ index: 0, error: 'latitude: minutes 72.8745 over 59.9999' }]);
    expect(bad(12, '95')).toEqual([{ index: 0, error: 'lat 95.214575 out of range -90..90' }]);
    expect(bad(19, 'b6')).toEqual([{ index: 0, error: 'longitude: not BCD (34b6574e)' }]);
    expect(bad(22, 'a1')).toEqual([{ index: 0, error: 'speed: not BCD (a140)' }]);
    expect(bad(23, '4f')).toEqual([{ index: 0, error: 'course: not BCD (4f28)' }]);
  });

  it("skips a '$' whose device id is not BCD, and bytes before a frame start", () => {
    const junk = Buffer.from('\r\n\x00\xff$ab$\x1f\x1f\x1f\x1f\x1f', 'latin1');
    const r = feed(Buffer.concat([junk, Buffer.from(DOC_V1), Buffer.from('\r\n'), DOC_BIN, Buffer.from(DOC_V1)]), () => 1000);
    expect(r.errors).toEqual([]);
    expect(r.messages.map((m) => [m.type, m.records.length])).toEqual([['location', 1], ['location', 1], ['location', 1]]);
  });
});

describe('H02Stream', () => {
  const session = Buffer.concat([
    Buffer.from('*HQ,2020916012,HTBT#\r\n'), Buffer.from(DOC_V1), DOC_BIN, DOC_BIN,
    Buffer.from('*HQ,2020916012,V4,S20,DONE#*HQ,2020916012,V1,050316,A,22x2.8745,N,11346.6574,E,14.28,028,220902,FFFFFBFF#'),
    Buffer.from('*HQ,2020916012,NBR,103732,722,310,0,1,8106,32010,23,100217,FFFFFBFF#\r\n'),
  ]);
  const expected = {
    errors: [],
    messages: [['heartbeat', 0, 0], ['location', 1, 0], ['location', 1, 0], ['location', 1, 0], ['command-reply', 0, 0], ['location', 0, 1], ['lbs', 0, 0]],
  };
  const summary = (r: ReturnType<typeof feed>) => ({ errors: r.errors, messages: r.messages.map((m) => [m.type, m.records.length, m.dropped.length]) });

  it('frames a session pushed at once, byte by byte and in random chunks alike', () => {
    expect(summary(feed(session, () => session.length))).toEqual(expected);
    expect(summary(feed(session, () => 1))).toEqual(expected);
    let seed = 11;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % 37;
    for (let run = 0; run < 50; run++) expect(summary(feed(session, rand))).toEqual(expected);
    const whole = feed(session, () => session.length).messages;
    expect(feed(session, () => 1).messages).toEqual(whole);
  });

  it('keeps a partial text frame buffered, and abandons it when a new frame starts', () => {
    const s = new H02Stream();
    expect(s.push(Buffer.from(DOC_V1.slice(0, 30)))).toEqual({ messages: [] });
    expect(s.buffered).toBe(30);
    expect(s.deviceId).toBeUndefined();
    const r = s.push(Buffer.from(DOC_V1));
    expect(r.messages).toHaveLength(1);
    expect(r.messages[0]?.records).toHaveLength(1);
    expect(s.buffered).toBe(0);
    expect(s.deviceId).toBe('2020916012');
  });

  it('breaks on a text frame over maxFrame without #, and stays broken', () => {
    const s = new H02Stream({ maxFrame: 100 });
    const r = s.push(Buffer.from(`*HQ,2020916012,V1,${'1'.repeat(100)}`));
    expect(r).toEqual({ messages: [], error: "text frame longer than 100 bytes without '#'" });
    expect(s.push(Buffer.from(DOC_V1))).toEqual({ messages: [], error: "text frame longer than 100 bytes without '#'" });
    const d = new H02Stream();
    expect(d.push(Buffer.from(`${DOC_V1}*HQ,1,V1,${'9'.repeat(1100)}`))).toMatchObject({ messages: [{ type: 'location' }], error: "text frame longer than 1024 bytes without '#'" });
    expect(new H02Stream({ maxFrame: 78 }).push(Buffer.from(DOC_V1)).messages).toHaveLength(1); // 78 bytes
    expect(new H02Stream({ maxFrame: 77 }).push(Buffer.from(DOC_V1)).error).toBe("text frame longer than 77 bytes without '#'");
  });

  it('never throws on arbitrary bytes and bounds its buffer', () => {
    let seed = 5;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let run = 0; run < 100; run++) {
      const s = new H02Stream();
      for (let k = 0; k < 20; k++) {
        const b = Buffer.alloc(Math.floor(rand() * 200));
        for (let i = 0; i < b.length; i++) b[i] = rand() < 0.1 ? [0x2a, 0x24, 0x23, 0x2c][Math.floor(rand() * 4)] as number : Math.floor(rand() * 256);
        expect(() => s.push(b)).not.toThrow();
        expect(s.buffered).toBeLessThanOrEqual(1024);
      }
    }
  });
});

describe('encodeH02Command', () => {
  const at = Date.UTC(2024, 2, 15, 8, 5, 9);
  it('writes S20 cut (1,1) and restore (0,0) with the UTC time', () => {
    expect(encodeH02Command('4106030000', 'engineStop', at)).toBe('*HQ,4106030000,S20,080509,1,1#');
    expect(encodeH02Command('865205030330012', 'engineResume', at)).toBe('*HQ,865205030330012,S20,080509,0,0#');
  });
  it('refuses locate (no single-position command in the documents) and a non-digit id', () => {
    expect(() => encodeH02Command('4106030000', 'locate', at)).toThrow(RangeError);
    expect(() => encodeH02Command('41x', 'engineStop', at)).toThrow(RangeError);
  });
});
