import type { PositionInput } from '@fleet/domain';

export type Protocol = 'osmand' | 'teltonika' | 'mqtt' | 'gt06' | 'h02' | 'jt808' | 'watch';

/**
 * A position as a device reported it: the PositionInput fields (same units: degrees, km/h, metres, litres, %, °C,
 * V, km) with the device identifier instead of an assetId — devices are matched to assets later, in ingest.
 */
export type DeviceRecord = Omit<PositionInput, 'assetId'> & {
  /** OsmAnd `id`, Teltonika IMEI, MQTT id. */
  deviceId: string;
  protocol: Protocol;
};

export interface DecodeError {
  ok: false;
  error: string;
}

/** A record of a message that could not be used (out of range, unreadable): dropped, the others kept. */
export interface DroppedRecord {
  /** Position of the record in its message (0 for a single one). */
  index: number;
  /** What is wrong, naming the field. */
  error: string;
}

/**
 * A decoded message: its usable records and the dropped ones. `ok: false` only when the message as a whole is
 * unusable (no device identifier, not a position message, unreadable body).
 */
export type RecordsResult = { ok: true; records: DeviceRecord[]; dropped: DroppedRecord[] } | DecodeError;

/** Injectable clock for records that carry no device time. */
export interface ClockOptions {
  now?: () => number;
}

/**
 * One message read from a framed device stream (GT06, H02, JT/T 808, watch): what it carried and what the server
 * answers. The server checks a login's device first, stores the records, and only after they are committed writes
 * `ack` (the protocol's acknowledgement, if it has one for this message).
 */
export interface DeviceMessage {
  /** The protocol's name of the message, e.g. 'login', 'location', 'heartbeat', 'alarm', 'lbs', 'command-reply'. */
  type: string;
  /** The device identifier the message carries or the session learnt at its login (IMEI, phone number, watch id). */
  deviceId: string | undefined;
  /** A login / registration / link message: the device must be known before anything of it is stored. */
  login?: boolean;
  records: DeviceRecord[];
  dropped: DroppedRecord[];
  /** Written back once the records are committed (or at once when there are none). */
  ack?: Buffer;
  /** The device's answer to a command the server sent. */
  commandReply?: { text: string; serial?: number };
}

/** What one push of bytes into a framed stream completed. */
export interface FramedResult {
  messages: DeviceMessage[];
  /** The stream is broken (close the connection); every later push returns the same error. */
  error?: string;
}

/**
 * A pure per-connection decoder of a framed protocol: bytes in, messages out, across arbitrary chunk boundaries, with
 * a bound on what it buffers. No sockets, no clock unless injected.
 */
export interface FramedStream {
  /** The device identifier once the stream knows it (after a login, or from the first message that names it). */
  readonly deviceId: string | undefined;
  push(chunk: Uint8Array): FramedResult;
}
