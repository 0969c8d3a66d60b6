import type { PositionInput } from '@fleet/domain';

export type Protocol = 'osmand' | 'teltonika' | 'mqtt';

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
