import type { PositionInput } from '@fleet/domain';
import type { DeviceRecord, Protocol } from '@fleet/telemetry';
import type { AppContext } from '../app-context';
import {
  deleteBacklog,
  findDeviceAsset,
  insertUnknownDevice,
  readBacklog,
  setDeviceAsset,
  storeBacklog,
  touchDevices,
  type BacklogRecord,
} from './device-repository';

/** How long a device → asset mapping is trusted without a claim on this instance, ms. */
const CACHE_TTL_MS = 30_000;
/** last_seen_at is written at most this often per device, ms. */
const TOUCH_EVERY_MS = 5_000;
/** Backlog rows moved per ingest call on a claim. */
const DRAIN_BATCH = 1_000;

/** What one delivery did. */
export interface DeliveryResult {
  /** Records of assigned devices stored now (duplicates of stored ones are not counted). */
  stored: number;
  /** Records of devices without an asset, kept in the backlog. */
  backlogged: number;
  /** Records the ingest path refused (schema, unknown asset); it logs them. */
  rejected: number;
  /** Identifiers refused because unknown devices are refused (FLEET_UNKNOWN_DEVICES=refuse); their records are dropped. */
  refused: string[];
  /** Records handed to the cluster's ingest queue (stored there; an instance commits them to the database next). */
  queued: number;
}

/**
 * Where the ingest servers hand what devices send: the DeviceIngest itself when the server runs alone, the
 * JetStream queue in a cluster. A server acknowledges a device once `deliver` resolved.
 */
export interface DeviceSink {
  /** A device introduces itself; false when it is unknown and unknown devices are refused. */
  hello(identifier: string, protocol: Protocol): Promise<boolean>;
  /** Stores (or queues) decoded records; resolves when they are durable. */
  deliver(records: readonly DeviceRecord[]): Promise<DeliveryResult>;
}

/** Outcome of a claim. */
export type AssignResult = { ok: true; moved: number } | { ok: false; reason: 'device' | 'asset' };

/** A device record without its device fields, as the backlog keeps it. */
export function toBacklogRecord(record: DeviceRecord): BacklogRecord {
  const { deviceId: _deviceId, protocol: _protocol, ...fields } = record;
  return fields;
}

/** The PositionInput of a device record for an asset. */
export function toPositionInput(record: DeviceRecord | BacklogRecord, assetId: number): PositionInput {
  return { ...toBacklogRecord(record as DeviceRecord), assetId };
}

/**
 * Matches device records to assets and hands them to the single ingest path. A device nobody registered is
 * accepted by default: it gets an unclaimed device row (tenant null) and its records wait in `device_backlog` until
 * an Administrator assigns it to an asset, which moves them through the ingest path (nothing is dropped silently).
 * With `unknownDevices: 'refuse'` its records are refused instead. Resolves after everything is committed.
 */
export class DeviceIngest implements DeviceSink {
  private readonly assets = new Map<string, { assetId: number | null; at: number }>();
  private readonly touched = new Map<string, number>();

  constructor(private readonly ctx: AppContext) {}

  /**
   * A device introduces itself (Teltonika IMEI handshake): registers it when unknown and accepted.
   * @returns false when the device is unknown and unknown devices are refused.
   */
  async hello(identifier: string, protocol: Protocol): Promise<boolean> {
    const known = await this.assetOf(identifier);
    if (known === undefined) {
      if (this.ctx.config.ingest.unknownDevices === 'refuse') return false;
      await insertUnknownDevice(this.ctx.db, identifier, protocol);
      this.assets.set(identifier, { assetId: null, at: this.ctx.now() });
    }
    await this.touch([identifier], true);
    return true;
  }

  /** The identifiers among `identifiers` this server refuses (unknown while unknown devices are refused). */
  async refusedOf(identifiers: readonly string[]): Promise<string[]> {
    if (this.ctx.config.ingest.unknownDevices !== 'refuse') return [];
    const refused: string[] = [];
    for (const identifier of new Set(identifiers)) if ((await this.assetOf(identifier)) === undefined) refused.push(identifier);
    return refused;
  }

  /** Stores decoded records (any devices): ingest for assigned devices, the backlog for the others. */
  async deliver(records: readonly DeviceRecord[]): Promise<DeliveryResult> {
    const result: DeliveryResult = { stored: 0, backlogged: 0, rejected: 0, refused: [], queued: 0 };
    const byDevice = new Map<string, DeviceRecord[]>();
    for (const r of records) {
      const list = byDevice.get(r.deviceId) ?? [];
      list.push(r);
      byDevice.set(r.deviceId, list);
    }
    const inputs: PositionInput[] = [];
    const usedAsset = new Map<string, number>();
    const seen: string[] = [];
    for (const [identifier, list] of byDevice) {
      let assetId = await this.assetOf(identifier);
      if (assetId === undefined) {
        if (this.ctx.config.ingest.unknownDevices === 'refuse') {
          result.refused.push(identifier);
          continue;
        }
        await insertUnknownDevice(this.ctx.db, identifier, list[0]?.protocol ?? 'unknown');
        assetId = null;
      }
      seen.push(identifier);
      if (assetId === null) {
        // Locked against a concurrent claim: if the device got an asset meanwhile, ingest instead.
        const claimedBy = await storeBacklog(this.ctx.db, identifier, list.map(toBacklogRecord));
        if (claimedBy === null) {
          result.backlogged += list.length;
          this.assets.set(identifier, { assetId: null, at: this.ctx.now() });
          continue;
        }
        assetId = claimedBy;
        this.assets.set(identifier, { assetId, at: this.ctx.now() });
      }
      usedAsset.set(identifier, assetId);
      for (const r of list) inputs.push(toPositionInput(r, assetId));
    }
    if (inputs.length > 0) {
      const ingested = await this.ctx.ingest.ingest(inputs);
      result.stored = ingested.stored;
      result.rejected = ingested.rejected;
      if (ingested.rejected > 0) await this.retryMoved(usedAsset, byDevice, result);
    }
    await this.touch(seen);
    return result;
  }

  /**
   * Assigns (claims) a device to an asset of the tenant, then moves its backlog through the ingest path: each batch
   * is ingested first and deleted after the ingest committed, so a crash in between only repeats (deduplicated) work.
   */
  async assign(identifier: string, tenantId: string, assetId: number): Promise<AssignResult> {
    const asset = await this.ctx.db
      .selectFrom('assets')
      .select('id')
      .where('id', '=', assetId)
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst();
    if (!asset) return { ok: false, reason: 'asset' };
    if (!(await setDeviceAsset(this.ctx.db, identifier, tenantId, assetId))) return { ok: false, reason: 'device' };
    this.invalidate(identifier);
    this.ctx.signals.send({ kind: 'device', identifier });
    return { ok: true, moved: await this.drainBacklog(identifier, assetId) };
  }

  /** Detaches a device from its asset (it stays in the tenant); its next records go to the backlog. */
  async unassign(identifier: string, tenantId: string): Promise<boolean> {
    const done = await setDeviceAsset(this.ctx.db, identifier, tenantId, null);
    this.invalidate(identifier);
    if (done) this.ctx.signals.send({ kind: 'device', identifier });
    return done;
  }

  /** Forgets cached mappings (one device, or all). */
  invalidate(identifier?: string): void {
    if (identifier === undefined) this.assets.clear();
    else this.assets.delete(identifier);
  }

  /**
   * Some records were refused by the ingest: a cached asset may have been deleted or the device reassigned on
   * another instance. Devices whose asset changed in the database are delivered again (ingest and backlog both
   * deduplicate, so records already stored are not stored twice).
   */
  private async retryMoved(used: ReadonlyMap<string, number>, byDevice: ReadonlyMap<string, DeviceRecord[]>, result: DeliveryResult): Promise<void> {
    for (const [identifier, assetId] of used) {
      this.invalidate(identifier);
      if ((await this.assetOf(identifier)) === assetId) continue;
      const again = await this.deliver(byDevice.get(identifier) ?? []);
      result.stored += again.stored;
      result.backlogged += again.backlogged;
      result.refused.push(...again.refused);
    }
  }

  private async drainBacklog(identifier: string, assetId: number): Promise<number> {
    let moved = 0;
    for (;;) {
      const rows = await readBacklog(this.ctx.db, identifier, DRAIN_BATCH);
      if (rows.length === 0) return moved;
      await this.ctx.ingest.ingest(rows.map((r) => toPositionInput(r.record, assetId)));
      const deleted = await deleteBacklog(this.ctx.db, identifier, rows.map((r) => r.time));
      moved += rows.length;
      // Never loop on rows that would not delete.
      if (deleted === 0) return moved;
    }
  }

  private async assetOf(identifier: string): Promise<number | null | undefined> {
    const now = this.ctx.now();
    const cached = this.assets.get(identifier);
    if (cached && Math.abs(now - cached.at) < CACHE_TTL_MS) return cached.assetId;
    const assetId = await findDeviceAsset(this.ctx.db, identifier);
    if (assetId === undefined) this.assets.delete(identifier);
    else this.assets.set(identifier, { assetId, at: now });
    return assetId;
  }

  private async touch(identifiers: readonly string[], force = false): Promise<void> {
    const now = this.ctx.now();
    const due = identifiers.filter((id) => {
      const last = this.touched.get(id);
      return force || last === undefined || Math.abs(now - last) >= TOUCH_EVERY_MS;
    });
    if (due.length === 0) return;
    for (const id of due) this.touched.set(id, now);
    await touchDevices(this.ctx.db, due, now);
  }
}

const instances = new WeakMap<AppContext, DeviceIngest>();

/** The app's device ingest (one per app context, shared by the ingest servers and the device routes). */
export function deviceIngestFor(ctx: AppContext): DeviceIngest {
  let instance = instances.get(ctx);
  if (!instance) {
    instance = new DeviceIngest(ctx);
    instances.set(ctx, instance);
  }
  return instance;
}
