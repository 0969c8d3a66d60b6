import { describe, expect, it } from 'vitest';
import { FMB_IO_MAP, ioMapForModel } from './teltonika-io';
import { TeltonikaStream } from './teltonika-stream';
import { IMEI_HANDSHAKE_HEX, codec8Packet, loadWikiCases } from './testing';

const handshake = Buffer.from(IMEI_HANDSHAKE_HEX, 'hex');
const packets = loadWikiCases().map((c) => Buffer.from(c.input.data, 'hex'));
const session = Buffer.concat([handshake, ...packets]);

function feed(stream: TeltonikaStream, bytes: Buffer, sizes: () => number) {
  const out = { imei: [] as string[], codecs: [] as number[], acks: [] as string[], errors: [] as string[] };
  for (let i = 0; i < bytes.length; ) {
    const n = Math.max(1, sizes());
    const r = stream.push(bytes.subarray(i, i + n));
    i += n;
    if (r.imei) out.imei.push(r.imei);
    for (const p of r.packets) {
      out.codecs.push(p.codec);
      out.acks.push(p.ack.toString('hex'));
      for (const rec of p.records) expect(rec.deviceId).toBe('356307042441013');
    }
    if (r.error) out.errors.push(r.error);
  }
  return out;
}

describe('TeltonikaStream', () => {
  const expected = { imei: ['356307042441013'], codecs: [0x08, 0x8e, 0x10], acks: ['00000001', '00000001', '00000002'], errors: [] };

  it('frames a whole session pushed at once', () => {
    expect(feed(new TeltonikaStream(), session, () => session.length)).toEqual(expected);
  });
  it('frames a session pushed byte by byte', () => {
    expect(feed(new TeltonikaStream(), session, () => 1)).toEqual(expected);
  });
  it('frames a session across random chunk boundaries', () => {
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % 40;
    for (let run = 0; run < 50; run++) expect(feed(new TeltonikaStream(), session, rand)).toEqual(expected);
  });
  it('keeps a partial packet buffered', () => {
    const s = new TeltonikaStream({ expectImei: false, deviceId: '356307042441013' });
    const first = packets[0] as Buffer;
    expect(s.push(first.subarray(0, 20))).toEqual({ packets: [] });
    expect(s.buffered).toBe(20);
    expect(s.push(first.subarray(20)).packets).toHaveLength(1);
    expect(s.buffered).toBe(0);
    expect(s.imei).toBe('356307042441013');
  });
  it('refuses an over-long declared length before buffering it, and stays failed', () => {
    const s = new TeltonikaStream({ expectImei: false });
    const head = Buffer.from('0000000000100001', 'hex');
    expect(s.push(head)).toEqual({ packets: [], error: 'data length 1048577 over the 1048576-byte limit' });
    expect(s.push(packets[0] as Buffer)).toEqual({ packets: [], error: 'data length 1048577 over the 1048576-byte limit' });
  });
  it('reports a bad IMEI, a bad preamble and a bad CRC', () => {
    expect(new TeltonikaStream().push(Buffer.from('0010', 'hex')).error).toBe('IMEI handshake: length 16, expected 15');
    expect(new TeltonikaStream({ expectImei: false }).push(Buffer.from('0100000000000003', 'hex')).error).toBe('preamble: expected 4 zero bytes');
    const bad = Buffer.from(packets[0] as Buffer);
    bad.writeUInt8((bad.at(-1) ?? 0) ^ 1, bad.length - 1);
    const r = new TeltonikaStream().push(Buffer.concat([handshake, packets[1] as Buffer, bad]));
    expect(r).toMatchObject({ imei: '356307042441013', packets: [{ codec: 0x8e }], error: expect.stringMatching(/^CRC mismatch/) });
  });
  it('uses a per-model IO map', () => {
    const map = ioMapForModel('FMC130', { 200: { attribute: 'sleepMode' }, 66: { attribute: 'extV', scale: 0.001 } });
    expect(map[239]).toEqual(FMB_IO_MAP[239]);
    const s = new TeltonikaStream({ expectImei: false, deviceId: 'd', ioMap: map });
    const r = s.push(codec8Packet([{ io: { 1: [[200, 2]], 2: [[66, 12000]] } }]));
    expect(r.packets[0]?.records[0]).toMatchObject({ voltage: null, attributes: { sleepMode: 2, extV: 12 } });
  });
});
