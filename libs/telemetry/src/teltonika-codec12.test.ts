import { describe, expect, it } from 'vitest';
import { crc16Ibm } from './crc16';
import { CODEC_12_RESPONSE, TELTONIKA_COMMANDS, decodeCodec12, encodeCodec12Command } from './teltonika-codec12';
import { TeltonikaStream } from './teltonika-stream';
import { IMEI_HANDSHAKE_HEX } from './testing';

/** A device's Codec 12 response frame (type 0x06) with a right CRC. */
function response(text: string): Buffer {
  const frame = encodeCodec12Command(text);
  frame[10] = CODEC_12_RESPONSE;
  frame.writeUInt32BE(crc16Ibm(frame, 8, frame.length - 4), frame.length - 4);
  return frame;
}

describe('Teltonika Codec 12', () => {
  it("encodes the wiki's getinfo example byte for byte (Teltonika wiki, Codec 12: server command)", () => {
    expect(encodeCodec12Command(TELTONIKA_COMMANDS.getinfo).toString('hex')).toBe('000000000000000f0c010500000007676574696e666f0100004312');
  });

  it('reads a response in a stream after the handshake and AVL data, across chunks', () => {
    const stream = new TeltonikaStream();
    const bytes = Buffer.concat([Buffer.from(IMEI_HANDSHAKE_HEX, 'hex'), response('DOUT1:1 Timeout:INFINITY DOUT2:0')]);
    const replies: string[] = [];
    for (const b of bytes) replies.push(...(stream.push(Buffer.from([b])).replies ?? []));
    expect(replies).toEqual(['DOUT1:1 Timeout:INFINITY DOUT2:0']);
    expect(stream.imei).toBe('356307042441013');
  });

  it('refuses a response with a wrong CRC or sizes, without throwing', () => {
    const bad = response('getgps answer');
    bad[20] = (bad[20] as number) ^ 1;
    expect(decodeCodec12(bad)).toMatchObject({ ok: false, error: expect.stringContaining('CRC mismatch') });
    expect(decodeCodec12(bad.subarray(0, 10))).toEqual({ ok: false, error: 'codec 12: truncated' });
    const stream = new TeltonikaStream({ expectImei: false, deviceId: 'x' });
    expect(stream.push(bad).error).toContain('CRC mismatch');
  });

  it('shows non-ASCII bytes of an answer as ? and never as control characters', () => {
    expect(decodeCodec12(response('ok\u0001\u00ff'))).toEqual({ ok: true, type: CODEC_12_RESPONSE, text: 'ok??' });
  });
});
