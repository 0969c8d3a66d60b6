import { MAX_DATA_LENGTH, decodeAvlPacket, decodeImeiHandshake, type DecodedPacket } from './teltonika';
import { CODEC_12, decodeCodec12 } from './teltonika-codec12';
import type { IoMap } from './teltonika-io';
import { ChunkBuffer } from './chunk-buffer';

export interface TeltonikaStreamOptions {
  /** Start by reading the IMEI handshake (default true); false when the IMEI is already known. */
  expectImei?: boolean;
  /** Device identifier when `expectImei` is false. */
  deviceId?: string;
  ioMap?: IoMap;
  /** Refuse packets declaring a longer data field (default and maximum 1 MB). */
  maxDataLength?: number;
}

export interface StreamResult {
  /** Set once, on the push that completed the handshake: the server answers IMEI_ACCEPT (0x01) or IMEI_REJECT. */
  imei?: string;
  packets: DecodedPacket[];
  /** The device's answers to Codec 12 commands, in order (absent when none). */
  replies?: string[];
  /** The stream is broken (close the connection); every later push returns the same error. */
  error?: string;
}

/**
 * Frames a Teltonika TCP byte stream (IMEI handshake, then AVL packets) across arbitrary chunk boundaries.
 * Pure: no sockets; bytes are copied only once a whole frame is buffered, so feeding byte by byte stays linear.
 */
export class TeltonikaStream {
  private readonly bytes = new ChunkBuffer();
  private need: number;
  private failed: string | undefined;
  private awaitingImei: boolean;
  private deviceId: string | undefined;
  private readonly maxDataLength: number;

  constructor(private readonly options: TeltonikaStreamOptions = {}) {
    this.awaitingImei = options.expectImei ?? true;
    this.deviceId = options.deviceId;
    this.need = this.awaitingImei ? 2 : 8;
    this.maxDataLength = Math.min(options.maxDataLength ?? MAX_DATA_LENGTH, MAX_DATA_LENGTH);
  }

  get imei(): string | undefined {
    return this.deviceId;
  }

  /** Bytes held waiting for the rest of a frame. */
  get buffered(): number {
    return this.bytes.size;
  }

  push(chunk: Uint8Array): StreamResult {
    const result: StreamResult = { packets: [] };
    if (this.failed !== undefined) return { packets: [], error: this.failed };
    this.bytes.add(chunk);
    while (this.bytes.size >= this.need) {
      const buf = this.bytes.joined();
      const error = this.awaitingImei ? this.stepImei(buf, result) : this.stepAvl(buf, result);
      if (error !== undefined) {
        this.failed = error;
        this.bytes.clear();
        result.error = error;
        break;
      }
    }
    return result;
  }



  /** Returns an error text, or undefined after making progress (a frame consumed or `need` raised). */
  private stepImei(buf: Buffer, result: StreamResult): string | undefined {
    const len = buf.readUInt16BE(0);
    if (len !== 15) return `IMEI handshake: length ${len}, expected 15`;
    if (buf.length < 2 + len) {
      this.need = 2 + len;
      return undefined;
    }
    const decoded = decodeImeiHandshake(this.bytes.take(buf, 2 + len));
    if (!decoded.ok) return decoded.error;
    this.deviceId = decoded.imei;
    result.imei = decoded.imei;
    this.awaitingImei = false;
    this.need = 8;
    return undefined;
  }

  private stepAvl(buf: Buffer, result: StreamResult): string | undefined {
    if (buf.readUInt32BE(0) !== 0) return 'preamble: expected 4 zero bytes';
    const dataLength = buf.readUInt32BE(4);
    if (dataLength > this.maxDataLength) return `data length ${dataLength} over the ${this.maxDataLength}-byte limit`;
    if (dataLength < 3) return `data length ${dataLength} too short`;
    if (buf.length < 12 + dataLength) {
      this.need = 12 + dataLength;
      return undefined;
    }
    if (buf[8] === CODEC_12) {
      const reply = decodeCodec12(this.bytes.take(buf, 12 + dataLength));
      if (!reply.ok) return reply.error;
      (result.replies ??= []).push(reply.text);
      this.need = 8;
      return undefined;
    }
    const decoded = decodeAvlPacket(this.bytes.take(buf, 12 + dataLength), { deviceId: this.deviceId, ioMap: this.options.ioMap });
    if (!decoded.ok) return decoded.error;
    result.packets.push(decoded);
    this.need = 8;
    return undefined;
  }
}
