/**
 * Golden frames of the 3G/4G GPS watch protocol (SeTracker-type watches; Traccar "watch", port 5093). They follow
 * the public "3G watch communication protocol" document (the Chinese-vendor "3G手表通讯协议" / English "Protocol of
 * communication between 3G watch and server", v1.x, as circulated with SeTracker-compatible watches): frame
 * `[SG*<id>*<len hex>*<content>]`, the LK / UD / UD2 / AL / TKQ / TKQ2 layouts, the terminal status bits and the
 * platform commands CR, MONITOR, SOS, FIND. The UD frame reproduces the document's own UD example (id 8800000015,
 * 22 April 2014, Shenzhen, four cells of MCC 460); the other frames were written for this project in the same
 * layouts, their length fields computed (checked below against encodeWatchCommand).
 */
import { describe, expect, it } from 'vitest';
import type { DeviceMessage, DeviceRecord } from './types';
import { WATCH_COMMANDS, WatchStream, encodeWatchCommand, watchPhoneValid } from './watch';

const ID = '8800000015';
const f = (s: string) => Buffer.from(s, 'latin1');

const LK = f('[SG*8800000015*0002*LK]');
const LK_FIELDS = f('[3G*8800000015*000C*LK,50,100,95]');
const UD = f('[3G*8800000015*008F*UD,220414,134652,A,22.571707,N,113.8613968,E,0.1,0.0,100,7,60,90,1000,50,0000,4,1,460,0,9360,4082,131,9360,4092,148,9360,4091,143,9360,4153,141]');
const AL = f('[3G*8800000015*0093*AL,220414,134652,A,22.571707,N,113.8613968,E,0.1,0.0,100,7,60,90,1000,50,00010000,4,1,460,0,9360,4082,131,9360,4092,148,9360,4091,143,9360,4153,141]');
const UD2 = f('[SG*8800000015*006D*UD2,010124,235959,A,33.868820,S,151.209290,W,12.5,270.0,-3,9,80,15,4321,2,00000000,1,0,505,1,12345,67890,60,0]');
const UD_LTE = f('[SG*8800000015*0055*UD_LTE,150326,061500,V,48.858370,N,2.294481,E,0.00,0.0,0.0,0,100,100,0,0,00000000,0,0]');
const UD_LBS = f('[SG*8800000015*00A0*UD,280524,083010,V,0.000000,N,0.000000,E,0.00,0.0,0.0,0,100,80,0,0,00000000,1,255,460,0,9360,4082,131,2,abc,1c:fa:68:13:a5:b4,-61,def,1c:fa:68:13:a5:b5,-87,18.5]');
const AL_LBS = f('[SG*8800000015*004F*AL,280524,083010,V,0.000000,N,0.000000,E,0.00,0.0,0.0,0,100,80,0,0,00200000,0,0]');
const TKQ = f('[SG*8800000015*0003*TKQ]');
const TKQ2 = f('[SG*8800000015*0004*TKQ2]');
const CR = f('[SG*8800000015*0002*CR]');
const MONITOR = f('[SG*8800000015*0007*MONITOR]');
const CONFIG = f('[SG*8800000015*0019*CONFIG,TY:g36a,UL:60,SY:0]');
/** A voice message: its AMR payload holds ']' and '[' bytes that only the declared length frames. */
const TK = Buffer.concat([f('[SG*8800000015*000C*TK,'), Buffer.from('2321414d525d5b0d0a', 'hex'), f(']')]);

const WATCH_GOLDEN: Buffer[] = [LK, LK_FIELDS, UD, AL, UD2, UD_LTE, UD_LBS, AL_LBS, TKQ, TKQ2, CR, MONITOR, CONFIG, TK];

function push(bytes: Buffer, stream = new WatchStream()) {
  return stream.push(bytes);
}

function one(bytes: Buffer): DeviceMessage {
  const r = push(bytes);
  expect(r.error).toBeUndefined();
  expect(r.messages).toHaveLength(1);
  return r.messages[0] as DeviceMessage;
}

const EMPTY = { ignition: null, inputs: {}, inputNames: {}, fuelLitres: null, fuelPercent: null, temperature: null, voltage: null, odometer: null, address: null };

describe('WatchStream golden frames', () => {
  it('length fields match the content byte counts', () => {
    for (const frame of WATCH_GOLDEN) {
      const text = frame.toString('latin1');
      const m = /^\[(..)\*(\d+)\*[0-9A-F]{4}\*/.exec(text);
      expect(m).not.toBeNull();
      const head = (m as RegExpExecArray)[0];
      const content = frame.subarray(head.length, frame.length - 1);
      expect(parseInt(head.slice(-5, -1), 16)).toBe(content.length);
    }
    expect(encodeWatchCommand(ID, UD.toString('latin1', 20, UD.length - 1), '3G')).toEqual(UD);
  });

  it('LK: a link message, no record, acked with the same maker', () => {
    expect(one(LK)).toEqual({ type: 'link', deviceId: ID, login: true, records: [], dropped: [], ack: f('[SG*8800000015*0002*LK]') });
    expect(one(LK_FIELDS)).toEqual({ type: 'link', deviceId: ID, login: true, records: [], dropped: [], ack: f('[3G*8800000015*0002*LK]') });
  });

  it('UD: the document example as one record, no ack', () => {
    const expected: DeviceRecord = {
      deviceId: ID, protocol: 'watch', time: Date.UTC(2014, 3, 22, 13, 46, 52), lat: 22.571707, lng: 113.8613968, speed: 0.1,
      heading: 0, altitude: 100, satellites: 7, valid: true, ...EMPTY,
      attributes: { rssi: 60, batteryLevel: 90, steps: 1000, rolls: 50, status: 0, mcc: 460, mnc: 0, lac: 9360, cid: 4082 },
    };
    expect(one(UD)).toEqual({ type: 'location', deviceId: ID, records: [expected], dropped: [] });
    expect(new Date(expected.time).toISOString()).toBe('2014-04-22T13:46:52.000Z');
  });

  it('AL: the SOS bit gives alarm sos, acked with AL', () => {
    const m = one(AL);
    expect(m).toMatchObject({ type: 'alarm', deviceId: ID, dropped: [], ack: f('[3G*8800000015*0002*AL]') });
    expect(m.records).toHaveLength(1);
    expect(m.records[0]?.attributes).toEqual({ rssi: 60, batteryLevel: 90, steps: 1000, rolls: 50, status: 0x10000, alarm: 'sos', mcc: 460, mnc: 0, lac: 9360, cid: 4082 });
  });

  it('UD2: southern / western hemispheres, negative altitude, archived', () => {
    expect(one(UD2)).toEqual({
      type: 'blind-location', deviceId: ID, dropped: [],
      records: [{
        deviceId: ID, protocol: 'watch', time: Date.UTC(2024, 0, 1, 23, 59, 59), lat: -33.86882, lng: -151.20929, speed: 12.5, heading: 270,
        altitude: -3, satellites: 9, valid: true, ...EMPTY,
        attributes: { rssi: 80, batteryLevel: 15, steps: 4321, rolls: 2, status: 0, mcc: 505, mnc: 1, lac: 12345, cid: 67890, archive: true },
      }],
    });
  });

  it('UD_LTE: an invalid fix away from 0,0 is kept with valid false; no cells', () => {
    expect(one(UD_LTE)).toEqual({
      type: 'location', deviceId: ID, dropped: [],
      records: [{
        deviceId: ID, protocol: 'watch', time: Date.UTC(2026, 2, 15, 6, 15, 0), lat: 48.85837, lng: 2.294481, speed: 0, heading: 0,
        altitude: 0, satellites: 0, valid: false, ...EMPTY, attributes: { rssi: 100, batteryLevel: 100, steps: 0, rolls: 0, status: 0 },
      }],
    });
  });

  it('an invalid fix at 0,0 (cells / Wi-Fi only) gives no record: lbs, and an alarm without a record still acked', () => {
    expect(one(UD_LBS)).toEqual({ type: 'lbs', deviceId: ID, records: [], dropped: [] });
    expect(one(AL_LBS)).toEqual({ type: 'alarm', deviceId: ID, records: [], dropped: [], ack: f('[SG*8800000015*0002*AL]') });
  });

  it('TKQ / TKQ2 are answered with the keyword', () => {
    expect(one(TKQ)).toEqual({ type: 'voice-query', deviceId: ID, records: [], dropped: [], ack: f('[SG*8800000015*0003*TKQ]') });
    expect(one(TKQ2)).toEqual({ type: 'voice-query', deviceId: ID, records: [], dropped: [], ack: f('[SG*8800000015*0004*TKQ2]') });
  });

  it('command replies carry the content', () => {
    expect(one(CR)).toEqual({ type: 'command-reply', deviceId: ID, records: [], dropped: [], commandReply: { text: 'CR' } });
    expect(one(MONITOR)).toEqual({ type: 'command-reply', deviceId: ID, records: [], dropped: [], commandReply: { text: 'MONITOR' } });
    const sos = encodeWatchCommand(ID, WATCH_COMMANDS.sos('+8613800138000', '13900139000', ''));
    expect(one(sos).commandReply).toEqual({ text: 'SOS,+8613800138000,13900139000,' });
  });

  it('CONFIG is skipped, TK (voice, binary with brackets) is unknown and framed by its length', () => {
    expect(one(CONFIG)).toEqual({ type: 'config', deviceId: ID, records: [], dropped: [] });
    const r = push(Buffer.concat([TK, LK]));
    expect(r).toEqual({ messages: [{ type: 'unknown', deviceId: ID, records: [], dropped: [] }, expect.objectContaining({ type: 'link' })] });
  });

  it('decodes every terminal-status alarm bit, and not the state bits', () => {
    const alarm = (status: string) => {
      const content = `UD,220414,134652,A,22.571707,N,113.8613968,E,0.1,0.0,100,7,60,90,1000,50,${status}`;
      return one(encodeWatchCommand(ID, content)).records[0]?.attributes?.['alarm'];
    };
    expect(alarm('003F0000')).toBe('sos,lowBattery,geofenceExit,geofenceEnter,tampering,fallDown');
    expect(alarm('00100000')).toBe('tampering');
    expect(alarm('00200000')).toBe('fallDown');
    expect(alarm('0000FFFF')).toBeUndefined();
    expect(alarm('FFC00000')).toBeUndefined();
  });
});

describe('WatchStream dropped records', () => {
  const ud = (fields: string) => one(encodeWatchCommand(ID, `UD,${fields}`));

  it('drops an unreadable or out-of-range record with the field named, the message goes through', () => {
    expect(ud('320114,134652,A,22.5,N,113.8,E')).toEqual({ type: 'location', deviceId: ID, records: [], dropped: [{ index: 0, error: 'date: no such day (320114)' }] });
    expect(ud('290223,134652,A,22.5,N,113.8,E').dropped[0]?.error).toBe('date: no such day (290223)');
    expect(ud('220414,246000,A,22.5,N,113.8,E').dropped[0]?.error).toBe('time: no such time (246000)');
    expect(ud('220414,134652,A,95.0,N,113.8,E').dropped[0]?.error).toBe('lat 95 out of range -90..90');
    expect(ud('220414,134652,A,22.5,X,113.8,E').dropped[0]?.error).toBe('lat: hemisphere "X", expected N or S');
    expect(ud('220414,134652,A,22.5,N,1e3,E').dropped[0]?.error).toBe('lng: not a number ("1e3")');
    expect(ud('220414,134652,A,22.5,N,113.8,E,0,400').dropped[0]?.error).toBe('heading 400 out of range 0..360');
    expect(ud('220414,134652,A,22.5,N,113.8,E,,,,,,,,,XYZ').dropped[0]?.error).toBe('status: not 8 hex digits ("XYZ")');
    expect(ud('220414,134652,B').dropped[0]?.error).toBe('validity: expected A or V ("B")');
    expect(ud('').dropped[0]?.error).toBe('validity: expected A or V ("")');
  });

  it('reads a minimal record with empty optional fields', () => {
    expect(ud('220414,134652,A,22.5,N,113.8,E').records[0]).toMatchObject({ speed: 0, heading: 0, altitude: null, satellites: null, attributes: {} });
  });

  it('takes the injected clock for an unset watch clock (date 000000), except for a blind-area re-upload', () => {
    const s = new WatchStream({ now: () => 1_700_000_000_000 });
    expect(s.push(encodeWatchCommand(ID, 'UD,000000,000000,A,22.5,N,113.8,E')).messages[0]?.records[0]?.time).toBe(1_700_000_000_000);
    expect(s.push(encodeWatchCommand(ID, 'UD2,000000,000000,A,22.5,N,113.8,E')).messages[0]?.dropped).toEqual([{ index: 0, error: 'date: no such day (000000)' }]);
  });
});

describe('WatchStream framing', () => {
  const session = Buffer.concat(WATCH_GOLDEN);
  const summary = (messages: DeviceMessage[]) => messages.map((m) => `${m.type}:${m.records.length}:${m.ack?.toString('latin1') ?? ''}`);
  const whole = new WatchStream().push(session);

  it('a whole session at once', () => {
    expect(whole.error).toBeUndefined();
    expect(summary(whole.messages)).toEqual([
      'link:0:[SG*8800000015*0002*LK]', 'link:0:[3G*8800000015*0002*LK]', 'location:1:', 'alarm:1:[3G*8800000015*0002*AL]',
      'blind-location:1:', 'location:1:', 'lbs:0:', 'alarm:0:[SG*8800000015*0002*AL]', 'voice-query:0:[SG*8800000015*0003*TKQ]',
      'voice-query:0:[SG*8800000015*0004*TKQ2]', 'command-reply:0:', 'command-reply:0:', 'config:0:', 'unknown:0:',
    ]);
  });

  it('byte by byte and across random chunk boundaries gives the same messages', () => {
    const s = new WatchStream();
    const got: DeviceMessage[] = [];
    for (let i = 0; i < session.length; i++) {
      const r = s.push(session.subarray(i, i + 1));
      expect(r.error).toBeUndefined();
      got.push(...r.messages);
    }
    expect(got).toEqual(whole.messages);
    expect(s.buffered).toBe(0);
    expect(s.deviceId).toBe(ID);
    let seed = 11;
    const rand = () => 1 + ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % 50);
    for (let run = 0; run < 20; run++) {
      const c = new WatchStream();
      const out: DeviceMessage[] = [];
      for (let i = 0; i < session.length; ) {
        const n = rand();
        out.push(...c.push(session.subarray(i, i + n)).messages);
        i += n;
      }
      expect(out).toEqual(whole.messages);
    }
  });

  it('skips noise, line ends, malformed headers and a length that does not end on ]', () => {
    const noisy = Buffer.concat([
      f('\r\nGET / HTTP/1.1\r\n'), LK, f('\r\n'),
      f('[SG*12345*0002*LK]'), // id too short
      f('[S!*8800000015*0002*LK]'), // bad maker
      f('[SG*8800000015*00G2*LK]'), // bad length digit
      f('[SG*8800000015*0003*LK]'), // lies by one: the next frame is still found
      CR,
    ]);
    const r = push(noisy);
    expect(r.error).toBeUndefined();
    expect(r.messages.map((m) => m.type)).toEqual(['link', 'command-reply']);
    // A length that runs past the next frames: they are found again once the lie is seen.
    const lying = push(Buffer.concat([f('[SG*8800000015*0040*LK]'), LK, TKQ, f('x'.repeat(40))]));
    expect(lying.messages.map((m) => m.type)).toEqual(['link', 'voice-query']);
  });

  it('holds a partial frame and discards bytes with no [', () => {
    const s = new WatchStream();
    expect(s.push(UD.subarray(0, 30))).toEqual({ messages: [] });
    expect(s.buffered).toBe(30);
    expect(s.deviceId).toBeUndefined();
    expect(s.push(UD.subarray(30)).messages).toHaveLength(1);
    expect(s.push(f('no frame here'))).toEqual({ messages: [] });
    expect(s.buffered).toBe(0);
  });

  it('refuses a frame over maxFrame before buffering it, and stays failed', () => {
    const s = new WatchStream();
    expect(s.push(f('[SG*8800000015*2001*'))).toEqual({ messages: [], error: 'frame length 8193 over the 8192-byte limit' });
    expect(s.push(LK)).toEqual({ messages: [], error: 'frame length 8193 over the 8192-byte limit' });
    const small = new WatchStream({ maxFrame: 100 });
    expect(small.push(Buffer.concat([LK, UD]))).toEqual({ messages: [expect.objectContaining({ type: 'link' })], error: 'frame length 143 over the 100-byte limit' });
  });

  it('breaks on a second device id on the same connection', () => {
    const r = push(Buffer.concat([LK, f('[SG*8800000016*0002*LK]'), LK]));
    expect(r).toEqual({ messages: [expect.objectContaining({ type: 'link' })], error: 'device id 8800000016 on the connection of 8800000015' });
  });

  it('accepts 15-digit IMEI ids and lower-case length digits', () => {
    expect(one(f('[ZJ*352500000000001*000a*CR,1,2,3,4]'))).toMatchObject({ type: 'command-reply', deviceId: '352500000000001', commandReply: { text: 'CR,1,2,3,4' } });
    expect(one(f('[CS*352500000000001*0002*XX]'))).toEqual({ type: 'unknown', deviceId: '352500000000001', records: [], dropped: [] });
  });
});

describe('encodeWatchCommand', () => {
  it('builds frames with the hex byte length', () => {
    expect(encodeWatchCommand(ID, WATCH_COMMANDS.locate()).toString('latin1')).toBe('[SG*8800000015*0002*CR]');
    expect(encodeWatchCommand(ID, WATCH_COMMANDS.find(), '3G').toString('latin1')).toBe('[3G*8800000015*0004*FIND]');
    expect(encodeWatchCommand(ID, WATCH_COMMANDS.monitor('+8613800138000')).toString('latin1')).toBe('[SG*8800000015*0016*MONITOR,+8613800138000]');
    expect(encodeWatchCommand(ID, 'MESSAGE,你好').toString('utf8')).toBe('[SG*8800000015*000E*MESSAGE,你好]');
    expect(encodeWatchCommand(ID, 'x'.repeat(300)).subarray(0, 20).toString('latin1')).toBe('[SG*8800000015*012C*');
  });

  it('is total: an over-long content is cut at a character boundary', () => {
    const b = encodeWatchCommand(ID, 'é'.repeat(40_000));
    expect(b.subarray(0, 20).toString('latin1')).toBe('[SG*8800000015*FFFE*');
    expect(b.length).toBe(20 + 0xfffe + 1);
  });

  it('validates phone numbers', () => {
    expect(watchPhoneValid('+8613800138000')).toBe(true);
    expect(watchPhoneValid('13800138000')).toBe(true);
    expect(watchPhoneValid('12345678901234567890')).toBe(true);
    expect(watchPhoneValid('+1234567890123456789')).toBe(true);
    expect(watchPhoneValid('123456789012345678901')).toBe(false);
    expect(watchPhoneValid('')).toBe(false);
    expect(watchPhoneValid('+')).toBe(false);
    expect(watchPhoneValid('138 0013')).toBe(false);
    expect(watchPhoneValid('1,2')).toBe(false);
    expect(watchPhoneValid('1]')).toBe(false);
  });
});
