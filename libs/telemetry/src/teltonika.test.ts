import { describe, expect, it } from 'vitest';
import { crc16Ibm } from './crc16';
import { decodeAvlPacket, decodeImeiHandshake } from './teltonika';
import { IMEI_HANDSHAKE_HEX, codec8Packet, framePacket, loadWikiCases } from './testing';

const cases = loadWikiCases();
const hex = (id: string) => Buffer.from(cases.find((c) => c.id === id)?.input.data ?? '', 'hex');

describe('decodeAvlPacket on the Teltonika wiki examples', () => {
  it.each(cases.map((c) => [c.id, c] as const))('%s: records, values, CRC and ack', (_id, c) => {
    const buf = Buffer.from(c.input.data, 'hex');
    expect(buf.readUInt32BE(4)).toBe(c.derived.dataLength);
    expect(crc16Ibm(buf, 8, 8 + c.derived.dataLength)).toBe(c.derived.crc_computed);
    expect(buf.readUInt32BE(buf.length - 4)).toBe(c.derived.crc_field);
    const raw = decodeAvlPacket(buf, { deviceId: '356307042441013', ioMap: {} });
    if (!raw.ok) throw new Error(raw.error);
    expect(raw.codec).toBe(Number(c.derived.codec));
    expect(raw.length).toBe(buf.length);
    expect(raw.ack.toString('hex')).toBe(c.derived.n2.toString(16).padStart(8, '0'));
    expect(raw.records).toHaveLength(c.derived.records_declared);
    raw.records.forEach((r, i) => {
      const w = c.derived.records[i];
      if (!w) throw new Error('missing expected record');
      expect(r).toMatchObject({
        deviceId: '356307042441013',
        protocol: 'teltonika',
        time: w.timestamp_ms,
        lat: w.lat,
        lng: w.lon,
        altitude: w.altitude_m,
        heading: w.course_deg,
        satellites: w.satellites,
        speed: w.speed_kmh,
        valid: w.valid,
      });
      expect(new Date(r.time).toISOString()).toBe(new Date(w.timestamp_ms).toISOString());
      const expected: Record<string, unknown> = { priority: w.priority, event: w.eventIoId };
      if (w.generationType !== undefined) expected['generationType'] = w.generationType;
      for (const [id, value] of Object.entries(w.io)) expected[`io${id}`] = value;
      expect(r.attributes).toEqual(expected);
    });
  });

  it('maps FMB IO elements: Codec 8', () => {
    const r = decodeAvlPacket(hex('codec8_example1'));
    if (!r.ok) throw new Error(r.error);
    expect(r.records[0]).toMatchObject({ inputs: { din1: true }, voltage: 24.079, ignition: null, odometer: null });
    expect(r.records[0]?.attributes).toMatchObject({ gsmSignal: 3, io241: 24602, io78: 0 });
  });

  it('maps FMB IO elements: Codec 8 Extended', () => {
    const r = decodeAvlPacket(hex('codec8e_example'));
    if (!r.ok) throw new Error(r.error);
    expect(r.records[0]).toMatchObject({ inputs: { din1: true }, odometer: 22949 });
    expect(r.records[0]?.attributes).toMatchObject({ io17: 29, io11: 893700218, io14: 500686954 });
  });

  it('maps FMB IO elements: Codec 16', () => {
    const r = decodeAvlPacket(hex('codec16_example'));
    if (!r.ok) throw new Error(r.error);
    expect(r.ack).toEqual(Buffer.from([0, 0, 0, 2]));
    expect(r.records.map((x) => x.attributes?.['io11'])).toEqual([39, 38]);
    expect(r.records[1]).toMatchObject({ inputs: { din1: false, din3: false }, voltage: 22.074, attributes: { generationType: 5 } });
  });

  it('decodes a built Codec 8 packet with position, ignition, fuel and temperatures', () => {
    const buf = codec8Packet([
      { lat: -33.8688, lng: 151.2093, altitude: -5, angle: 270, satellites: 11, speed: 88,
        io: { 1: [[239, 1], [240, 1], [2, 1], [89, 55]], 2: [[66, 12650], [72, -105], [73, 3000], [84, 455]], 4: [[16, 123456]], 8: [[999 & 0xff, 7]] } },
    ]);
    const r = decodeAvlPacket(buf, { deviceId: 'x' });
    if (!r.ok) throw new Error(r.error);
    expect(r.records[0]).toMatchObject({
      lat: -33.8688, lng: 151.2093, altitude: -5, heading: 270, satellites: 11, speed: 88, valid: true, ignition: true,
      inputs: { din2: true }, fuelPercent: 55, fuelLitres: 45.5, voltage: 12.65, temperature: -10.5, odometer: 123.456,
      attributes: { motion: true, io73: 3000, io231: 7 },
    });
  });
});

describe('decodeAvlPacket errors', () => {
  const good = hex('codec8_example1');
  const withByte = (buf: Buffer, at: number, value: number) => {
    const b = Buffer.from(buf);
    b[at] = value;
    return b;
  };

  it('bad CRC', () => {
    expect(decodeAvlPacket(withByte(good, good.length - 1, 0x00))).toEqual({ ok: false, error: 'CRC mismatch: field 0xc700, computed 0xc7cf' });
  });
  it('N1 != N2', () => {
    expect(decodeAvlPacket(codec8Packet([{}], { n2: 2 }))).toEqual({ ok: false, error: 'record count mismatch: N1 1, N2 2' });
  });
  it('record count 0', () => {
    expect(decodeAvlPacket(codec8Packet([], {})).ok).toBe(false);
  });
  it('unknown codec', () => {
    expect(decodeAvlPacket(codec8Packet([{}], { codec: 0x0c }))).toEqual({ ok: false, error: 'unknown codec 0x0c' });
  });
  it('every truncation is a prefix needing more bytes', () => {
    for (let n = 0; n < good.length; n++) expect(decodeAvlPacket(good.subarray(0, n))).toMatchObject({ ok: false, needMore: true });
  });
  it('records shorter than N1 says', () => {
    expect(decodeAvlPacket(codec8Packet([{}], { n1: 2, n2: 2 }))).toMatchObject({ ok: false, error: expect.stringMatching(/truncated/) });
  });
  it('bytes left between the records and N2', () => {
    const data = Buffer.concat([Buffer.from([8, 1]), codec8Packet([{}]).subarray(10, -5), Buffer.from([0xaa, 1])]);
    expect(decodeAvlPacket(framePacket(data))).toEqual({ ok: false, error: '1 unread bytes before N2' });
  });
  it('over-long declared length', () => {
    const b = Buffer.from(good);
    b.writeUInt32BE(0x00100001, 4);
    expect(decodeAvlPacket(b)).toEqual({ ok: false, error: 'data length 1048577 over the 1048576-byte limit' });
  });
  it('too-short declared length, bad preamble, trailing bytes', () => {
    expect(decodeAvlPacket(framePacket(Buffer.from([8, 1])))).toEqual({ ok: false, error: 'data length 2 too short' });
    expect(decodeAvlPacket(withByte(good, 2, 1))).toEqual({ ok: false, error: 'preamble: expected 4 zero bytes' });
    expect(decodeAvlPacket(Buffer.concat([good, Buffer.from([0])]))).toEqual({ ok: false, error: '1 trailing bytes after the packet' });
  });
});

describe('decodeAvlPacket drops out-of-range records only', () => {
  it('keeps the good records, names the dropped ones and acknowledges the full count', () => {
    const r = decodeAvlPacket(codec8Packet([{ lat: 3.1 }, { lat: 95 }, { lng: -200 }, { speed: 3000 }, { lat: 3.2 }]), { deviceId: 'd' });
    if (!r.ok) throw new Error(r.error);
    expect(r.records.map((x) => x.lat)).toEqual([3.1, 3.2]);
    expect(r.dropped).toEqual([
      { index: 1, error: 'record 1: lat 95 out of range -90..90' },
      { index: 2, error: 'record 2: lng -200 out of range -180..180' },
      { index: 3, error: 'record 3: speed 3000 out of range 0..2000' },
    ]);
    expect(r.ack).toEqual(Buffer.from([0, 0, 0, 5]));
  });
  it('acknowledges a packet whose every record is out of range, storing none', () => {
    const r = decodeAvlPacket(codec8Packet([{ lat: 95 }]));
    expect(r).toMatchObject({ ok: true, records: [], dropped: [{ index: 0 }], ack: Buffer.from([0, 0, 0, 1]) });
  });
  it('drops a time beyond the Date range (a u64 of junk)', () => {
    const r = decodeAvlPacket(codec8Packet([{ time: 2 ** 60 }]));
    expect(r).toMatchObject({ ok: true, records: [], dropped: [{ index: 0, error: expect.stringMatching(/^record 0: time \d+ out of range/) }] });
  });
});

describe('decodeAvlPacket limits', () => {
  it('decodes a maximal (1 MB) packet of junk records quickly and without throwing', () => {
    const data = Buffer.alloc(1 << 20, 0xff);
    data[0] = 0x8e;
    data[1] = data[data.length - 1] = 255;
    const t0 = performance.now();
    const r = decodeAvlPacket(framePacket(data));
    expect(r.ok).toBe(false);
    // A guard against work growing faster than the packet (a quadratic decoder takes minutes here), not a timing
    // target: it takes tens of milliseconds on an idle machine, and a busy CI machine must not fail it.
    expect(performance.now() - t0).toBeLessThan(2_000);
  });
});

describe('decodeImeiHandshake', () => {
  const hs = Buffer.from(IMEI_HANDSHAKE_HEX, 'hex');
  it('reads the wiki example', () => {
    expect(decodeImeiHandshake(hs)).toEqual({ ok: true, imei: '356307042441013', length: 17 });
  });
  it('asks for more on a prefix', () => {
    for (let n = 0; n < hs.length; n++) expect(decodeImeiHandshake(hs.subarray(0, n))).toMatchObject({ ok: false, needMore: true });
  });
  it('refuses a bad length, non-digits and trailing bytes', () => {
    expect(decodeImeiHandshake(Buffer.from('000e3335363330373034323434313031', 'hex'))).toEqual({ ok: false, error: 'IMEI handshake: length 14, expected 15' });
    const letters = Buffer.from(hs);
    letters[5] = 0x41;
    expect(decodeImeiHandshake(letters)).toEqual({ ok: false, error: 'IMEI handshake: IMEI must be 15 ASCII digits' });
    expect(decodeImeiHandshake(Buffer.concat([hs, Buffer.from([0])]))).toMatchObject({ ok: false, error: 'IMEI handshake: 1 trailing bytes' });
  });
});
