import type { PositionFilterReason } from '@fleet/domain';
import type { DeviceRecord, Protocol } from '@fleet/telemetry';
import type { RefusalReason } from './backlog-repository';

// What the ingest servers, the cluster's queue and the instance's DeviceIngest exchange: interfaces that import nothing
// of the server's composition (AppContext), so that none of them forms an import circle through it.

/** An identifier this server did not take, and why. */
export interface RefusedDevice {
  identifier: string;
  /**
   * `unknown`: unregistered devices are refused (FLEET_UNKNOWN_DEVICES=refuse); `full`: the bounds on unregistered
   * identifiers are reached; `rate`: too many new identifiers from this source address this hour.
   */
  reason: RefusalReason;
  /** For `rate`: seconds until the address may introduce a new identifier again. */
  retryAfterS?: number;
}

/** What one delivery did. */
export interface DeliveryResult {
  /** Records of assigned devices stored now (duplicates of stored ones are not counted). */
  stored: number;
  /** Records of devices without an asset, kept in the backlog. */
  backlogged: number;
  /** Records the ingest path refused (schema, unknown asset); it logs them. */
  rejected: number;
  /** Implausible positions the ingest path dropped, per reason (a time over 24 h ahead, 0/0, …). */
  filtered: Partial<Record<PositionFilterReason, number>>;
  /** Records of unregistered identifiers acknowledged but not kept: over the per-identifier or total bound. */
  dropped: number;
  /** Identifiers refused (their records are dropped): the device gets 403 / 429 / IMEI 0x00. */
  refused: RefusedDevice[];
  /** Records handed to the cluster's ingest queue (stored there; an instance commits them to the database next). */
  queued: number;
}

/** An empty delivery result. */
export function emptyDelivery(): DeliveryResult {
  return { stored: 0, backlogged: 0, rejected: 0, filtered: {}, dropped: 0, refused: [], queued: 0 };
}

/** The answer to a device introducing itself. */
export type HelloResult = { accepted: true } | { accepted: false; refused: RefusedDevice };

/**
 * Where the ingest servers hand what devices send: the DeviceIngest itself when the server runs alone, the
 * JetStream queue in a cluster. A server acknowledges a device once `deliver` resolved. `source` is the address
 * the device connects from (undefined when there is none, MQTT): new unregistered identifiers are rate-limited per
 * address.
 */
export interface DeviceSink {
  /** A device introduces itself (Teltonika IMEI handshake). */
  hello(identifier: string, protocol: Protocol, source: string | undefined): Promise<HelloResult>;
  /** Stores (or queues) decoded records; resolves when they are durable. */
  deliver(records: readonly DeviceRecord[], source: string | undefined): Promise<DeliveryResult>;
}

/** The part of the instance's DeviceIngest the cluster's queue calls directly (identifiers, before queueing). */
export interface DirectIngest {
  hello: DeviceSink['hello'];
  /** Which of these identifiers are refused (unknown, full, rate); records of the others may be queued. */
  admit(identifiers: readonly string[], source: string | undefined): Promise<RefusedDevice[]>;
}
