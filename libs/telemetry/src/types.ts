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

export type RecordsResult = { ok: true; records: DeviceRecord[] } | DecodeError;

/** Injectable clock for records that carry no device time. */
export interface ClockOptions {
  now?: () => number;
}
