import { crc16Ibm } from './crc16';

/** Teltonika Codec 12: GPRS commands to a device and its responses, over the AVL connection. */
export const CODEC_12 = 0x0c;
/** Codec 12 message types: a command (server to device) and a response (device to server). */
export const CODEC_12_COMMAND = 0x05;
export const CODEC_12_RESPONSE = 0x06;
/** The longest command text a device takes (FMB devices: SMS-length commands). */
export const MAX_COMMAND_LENGTH = 512;

/** The commands an operator sends (Teltonika SMS/GPRS command list): an immobiliser on DOUT1, device info, position. */
export const TELTONIKA_COMMANDS = {
  /** DOUT1 high: the relay cuts the starter or the fuel pump (the immobiliser on). */
  immobiliserOn: 'setdigout 1',
  /** DOUT1 low: the immobiliser off. */
  immobiliserOff: 'setdigout 0',
  getinfo: 'getinfo',
  getgps: 'getgps',
} as const;

/**
 * A Codec 12 command packet: preamble 0, data size, codec 0x0C, quantity 1, type 0x05, command size, the ASCII
 * command, quantity 2, CRC-16/IBM over codec..quantity 2 (Teltonika wiki, "Codec 12").
 */
export function encodeCodec12Command(command: string): Buffer {
  const text = Buffer.from(command, 'ascii');
  const dataLength = 1 + 1 + 1 + 4 + text.length + 1;
  const out = Buffer.alloc(8 + dataLength + 4);
  out.writeUInt32BE(dataLength, 4);
  out[8] = CODEC_12;
  out[9] = 1;
  out[10] = CODEC_12_COMMAND;
  out.writeUInt32BE(text.length, 11);
  text.copy(out, 15);
  out[15 + text.length] = 1;
  out.writeUInt32BE(crc16Ibm(out, 8, 8 + dataLength), 8 + dataLength);
  return out;
}

/** A decoded Codec 12 response, or why the frame is not one. */
export type Codec12Result = { ok: true; type: number; text: string } | { ok: false; error: string };

/**
 * Decodes one whole Codec 12 frame from a device (its CRC already known to be right or not): the response text of
 * type 0x06 (a 0x05 command echoed is read the same way). Never throws.
 */
export function decodeCodec12(frame: Buffer): Codec12Result {
  if (frame.length < 8 + 8 + 4) return { ok: false, error: 'codec 12: truncated' };
  const dataLength = frame.readUInt32BE(4);
  if (frame.length !== 8 + dataLength + 4) return { ok: false, error: 'codec 12: length mismatch' };
  const crcField = frame.readUInt32BE(8 + dataLength);
  const crc = crc16Ibm(frame, 8, 8 + dataLength);
  if (crcField !== crc) return { ok: false, error: `CRC mismatch: field 0x${crcField.toString(16)}, computed 0x${crc.toString(16)}` };
  const q1 = frame[9] as number;
  const type = frame[10] as number;
  const size = frame.readUInt32BE(11);
  if (q1 !== 1 || frame[8 + dataLength - 1] !== 1) return { ok: false, error: 'codec 12: quantity is not 1' };
  if (type !== CODEC_12_RESPONSE && type !== CODEC_12_COMMAND) return { ok: false, error: `codec 12: unknown type 0x${type.toString(16)}` };
  if (15 + size !== 8 + dataLength - 1) return { ok: false, error: 'codec 12: text size does not match the data size' };
  // Devices answer in ASCII; anything else is shown, not trusted.
  const text = frame.subarray(15, 15 + size).toString('latin1').replace(/[^\x20-\x7e\r\n\t]/g, '?').trim();
  return { ok: true, type, text };
}
