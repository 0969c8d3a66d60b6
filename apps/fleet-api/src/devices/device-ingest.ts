import type { PositionInput } from '@fleet/domain';
import type { DeviceRecord, Protocol } from '@fleet/telemetry';
import type { ClusterSignals } from '../cluster/cluster-signals';
import type { AppConfig } from '../config';
import type { IngestService } from '../positions/ingest-service';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { expireUnregistered, isKeptAside, keepAside, unregisteredTotals, type AdmitNew, type ExpiryResult, type UnregisteredBounds } from './backlog-repository';
import { claimDevice, deleteBacklog, findDeviceAsset, readBacklog, touchDevices, unassignDevice, type BacklogRecord } from './device-repository';
import { NewIdentifierRate } from './new-identifier-rate';
import { emptyDelivery, type DeliveryResult, type DeviceSink, type HelloResult, type RefusedDevice } from './device-sink';

/** What the device ingest uses (the app context's parts of these names; typed here so that it imports nothing of the app). */
export interface DeviceIngestContext {
  config: AppConfig;
  db: Kysely<DB>;
  ingest: IngestService;
  now: () => number;
  signals: ClusterSignals;
}

/**
 * How long a device → asset mapping is trusted without a claim on this instance, ms, plus up to CACHE_JITTER_MS (so
 * that thousands of devices heard at the same time are not all looked up again at the same time).
 */
const CACHE_TTL_MS = 30_000;
const CACHE_JITTER_MS = 15_000;
/** last_seen_at is written at most this often per device, ms. */
const TOUCH_EVERY_MS = 5_000;
/** A device's later last_seen_at updates are written together, this long after the first of them is due, ms. */
const TOUCH_FLUSH_MS = 1_000;
/** Backlog rows moved per ingest call on a claim. */
const DRAIN_BATCH = 1_000;
/** The window of the per-address rate of new identifiers, ms. */
const RATE_WINDOW_MS = 3_600_000;
/** How often kept records of unregistered identifiers are expired, ms. */
const EXPIRY_EVERY_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Outcome of a claim. */
export type AssignResult = { ok: true; moved: number; assetName: string } | { ok: false; reason: 'asset' | 'taken' };

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
 * Matches device records to assets and hands them to the single ingest path. Records of a company's device without
 * an asset wait in `device_backlog`. An identifier nobody registered is kept aside (unregistered_devices; no company
 * lists it) within bounds: new ones per source address per hour, identifiers and records in total, records per
 * identifier, 7 days (config.ingest); an Administrator claims it by typing it in full (`assign`), which moves its
 * records to the asset. With `unknownDevices: 'refuse'` new identifiers are refused instead. Resolves after the
 * commit.
 */
export class DeviceIngest implements DeviceSink {
  private readonly assets = new Map<string, { assetId: number | null; at: number }>();
  private readonly touched = new Map<string, number>();
  /** Devices heard again whose last_seen_at is due: written together (one statement) by `flushTouches`. */
  private readonly touchesDue = new Set<string>();
  private touchTimer: NodeJS.Timeout | undefined;
  private touching: Promise<void> = Promise.resolve();
  private readonly rate: NewIdentifierRate;
  private readonly bounds: UnregisteredBounds;
  private expiryTimer: NodeJS.Timeout | undefined;
  private expiring: Promise<unknown> = Promise.resolve();

  constructor(private readonly ctx: DeviceIngestContext) {
    const { ingest } = ctx.config;
    this.rate = new NewIdentifierRate(ingest.unregisteredPerAddressPerHour, RATE_WINDOW_MS, ctx.now);
    this.bounds = {
      recordsPerDevice: ingest.unregisteredRecordsPerDevice,
      devicesMax: ingest.unregisteredDevicesMax,
      recordsMax: ingest.unregisteredRecordsMax,
    };
  }

  /** A device introduces itself (Teltonika IMEI handshake): a new identifier is kept aside when admitted. */
  async hello(identifier: string, protocol: Protocol, source: string | undefined): Promise<HelloResult> {
    if ((await this.assetOf(identifier)) !== undefined) {
      await this.touch([identifier], true, new Map([[identifier, protocol]]));
      return { accepted: true };
    }
    const outcome = await keepAside(this.ctx.db, { ...this.keepOptions(identifier, protocol, source, true), records: [] });
    if (outcome.kind === 'refused') return { accepted: false, refused: { identifier, reason: outcome.reason, retryAfterS: outcome.retryAfterS } };
    if (outcome.kind === 'assigned' || outcome.registered) await this.touch([identifier], true);
    return { accepted: true };
  }

  /**
   * The identifiers among `identifiers` to refuse before queueing (a cluster's edge, where the device connects):
   * new unregistered ones while unknown devices are refused, the bounds are full or the address is over its rate.
   * The bounds are checked again where the records are committed.
   */
  async admit(identifiers: readonly string[], source: string | undefined): Promise<RefusedDevice[]> {
    const refused: RefusedDevice[] = [];
    for (const identifier of new Set(identifiers)) {
      if ((await this.assetOf(identifier)) !== undefined || (await isKeptAside(this.ctx.db, identifier))) continue;
      const refusal = this.admitNew(identifier, source, true)(await unregisteredTotals(this.ctx.db));
      if (refusal) refused.push({ identifier, ...refusal });
    }
    return refused;
  }

  /** Stores decoded records from one source (any devices): ingest for assigned devices, the backlog for the others. */
  deliver(records: readonly DeviceRecord[], source?: string): Promise<DeliveryResult> {
    return this.store(records, () => source, true);
  }

  /**
   * Commits records taken from the cluster's queue: as `deliver`, but the per-address rate was applied where they
   * arrived (`sourceOf` only names the address for the record of a new identifier).
   */
  commit(records: readonly DeviceRecord[], sourceOf: (identifier: string) => string | undefined = () => undefined): Promise<DeliveryResult> {
    return this.store(records, sourceOf, false);
  }

  /**
   * Assigns an identifier to an asset of the tenant (the claim: typing the full identifier is the proof of
   * possession), then moves its backlog through the ingest path: each batch is ingested first and deleted after the
   * ingest committed, so a crash in between only repeats (deduplicated) work. Another company's device is `taken`.
   */
  async assign(identifier: string, tenantId: string, assetId: number, then?: (trx: Kysely<DB>, assetName: string) => Promise<void>): Promise<AssignResult> {
    const asset = await this.ctx.db
      .selectFrom('assets')
      .select(['id', 'name'])
      .where('id', '=', assetId)
      .where('tenant_id', '=', tenantId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!asset) return { ok: false, reason: 'asset' };
    const claimed = await claimDevice(this.ctx.db, identifier, tenantId, assetId, then && ((trx) => then(trx, asset.name)));
    if (!claimed.ok) return claimed;
    return { ok: true, moved: await this.claimed(identifier, assetId), assetName: asset.name };
  }

  /**
   * After a claim committed (here or by the asset administration): forgets the cached mapping on every instance and
   * moves the identifier's kept records to the asset. @returns the records moved
   */
  async claimed(identifier: string, assetId: number): Promise<number> {
    this.invalidate(identifier);
    this.ctx.signals.send({ kind: 'device', identifier });
    return this.drainBacklog(identifier, assetId);
  }

  /** After a detach committed elsewhere (asset deleted or edited): forgets the cached mapping on every instance. */
  detached(identifier: string): void {
    this.invalidate(identifier);
    this.ctx.signals.send({ kind: 'device', identifier });
  }

  /** Detaches the tenant's device from its asset (it stays the tenant's); its next records go to the backlog. */
  async unassign(identifier: string, tenantId: string, then?: (trx: Kysely<DB>) => Promise<void>): Promise<boolean> {
    const done = await unassignDevice(this.ctx.db, identifier, tenantId, then);
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
   * Deletes what unregistered identifiers left behind more than `unregisteredRetentionDays` ago: identifiers unseen
   * since, with their records, and older records of the others.
   */
  expireUnregistered(): Promise<ExpiryResult> {
    const run = expireUnregistered(this.ctx.db, this.ctx.now() - this.ctx.config.ingest.unregisteredRetentionDays * DAY_MS);
    this.expiring = run.catch(() => undefined);
    return run;
  }

  /** Runs `expireUnregistered` every hour until `stopExpiry` (the app's lifecycle). */
  startExpiry(log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void }): void {
    if (this.expiryTimer) return;
    this.expiryTimer = setInterval(() => {
      this.expireUnregistered().then(
        (r) => (r.identifiers > 0 || r.records > 0 ? log.info({ ...r }, 'unregistered devices: expired records deleted') : undefined),
        (error: unknown) => log.error({ err: error }, 'unregistered devices: expiry failed'),
      );
    }, EXPIRY_EVERY_MS);
    this.expiryTimer.unref();
  }

  /** Stops the hourly expiry and waits for a run in flight; writes the last_seen_at updates still due. */
  async stopExpiry(): Promise<void> {
    clearInterval(this.expiryTimer);
    this.expiryTimer = undefined;
    await this.expiring;
    await this.flushTouches();
  }

  /** Writes the due last_seen_at updates of devices heard again (one statement). */
  flushTouches(): Promise<void> {
    clearTimeout(this.touchTimer);
    this.touchTimer = undefined;
    if (this.touchesDue.size === 0) return this.touching;
    const ids = [...this.touchesDue];
    this.touchesDue.clear();
    const at = this.ctx.now();
    // last_seen_at is what the device list shows: a failed write (database away) is simply written at the next one.
    this.touching = this.touching.then(() => touchDevices(this.ctx.db, ids, at).catch(() => undefined));
    return this.touching;
  }

  private async store(records: readonly DeviceRecord[], sourceOf: (identifier: string) => string | undefined, applyRate: boolean): Promise<DeliveryResult> {
    const result = emptyDelivery();
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
      if (typeof assetId !== 'number') {
        const outcome = await keepAside(this.ctx.db, {
          ...this.keepOptions(identifier, list[0]?.protocol ?? 'unknown', sourceOf(identifier), applyRate),
          records: list.map(toBacklogRecord),
        });
        if (outcome.kind === 'refused') {
          result.refused.push({ identifier, reason: outcome.reason, retryAfterS: outcome.retryAfterS });
          continue;
        }
        if (outcome.kind === 'kept') {
          result.backlogged += outcome.kept;
          result.dropped += outcome.dropped;
          if (outcome.registered) {
            this.assets.set(identifier, { assetId: null, at: this.ctx.now() });
            seen.push(identifier);
          }
          continue;
        }
        // Assigned meanwhile: ingest instead.
        assetId = outcome.assetId;
        this.assets.set(identifier, { assetId, at: this.ctx.now() });
      }
      seen.push(identifier);
      usedAsset.set(identifier, assetId);
      for (const r of list) inputs.push(toPositionInput(r, assetId));
    }
    if (inputs.length > 0) {
      const ingested = await this.ctx.ingest.ingest(inputs);
      result.stored = ingested.stored;
      result.rejected = ingested.rejected;
      result.filtered = ingested.filtered;
      if (ingested.rejected > 0) await this.retryMoved(usedAsset, byDevice, sourceOf, result);
    }
    await this.touch(seen, false, new Map(seen.map((id) => [id, byDevice.get(id)?.[0]?.protocol ?? ''])));
    return result;
  }

  private keepOptions(identifier: string, protocol: string, source: string | undefined, applyRate: boolean) {
    return { identifier, protocol, source, now: this.ctx.now(), bounds: this.bounds, admitNew: this.admitNew(identifier, source, applyRate) };
  }

  /** The admission of a new unregistered identifier: refuse mode, then the totals, then the address's rate. */
  private admitNew(identifier: string, source: string | undefined, applyRate: boolean): AdmitNew {
    return (totals) => {
      if (this.ctx.config.ingest.unknownDevices === 'refuse') return { reason: 'unknown' };
      if (totals.identifiers >= this.bounds.devicesMax || totals.records >= this.bounds.recordsMax) return { reason: 'full' };
      if (!applyRate || source === undefined) return null;
      const answer = this.rate.admit(source, identifier);
      return answer.ok ? null : { reason: 'rate', retryAfterS: answer.retryAfterS };
    };
  }

  /**
   * Some records were refused by the ingest: a cached asset may have been deleted or the device reassigned on
   * another instance. Devices whose asset changed in the database are delivered again (ingest and backlog both
   * deduplicate, so records already stored are not stored twice).
   */
  private async retryMoved(
    used: ReadonlyMap<string, number>,
    byDevice: ReadonlyMap<string, DeviceRecord[]>,
    sourceOf: (identifier: string) => string | undefined,
    result: DeliveryResult,
  ): Promise<void> {
    for (const [identifier, assetId] of used) {
      this.invalidate(identifier);
      if ((await this.assetOf(identifier)) === assetId) continue;
      const again = await this.store(byDevice.get(identifier) ?? [], sourceOf, false);
      result.stored += again.stored;
      result.backlogged += again.backlogged;
      result.dropped += again.dropped;
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
    else this.assets.set(identifier, { assetId, at: now + Math.random() * CACHE_JITTER_MS });
    return assetId;
  }

  /**
   * Marks devices as heard (at most every TOUCH_EVERY_MS each), filling in the protocol of one registered without: at
   * once for a device this instance hears for the first time (or `force`), else together with the other devices due
   * within TOUCH_FLUSH_MS (thousands of devices, one statement).
   */
  private async touch(identifiers: readonly string[], force = false, protocols: ReadonlyMap<string, string> = new Map()): Promise<void> {
    const now = this.ctx.now();
    const first: string[] = [];
    for (const id of identifiers) {
      const last = this.touched.get(id);
      if (force || last === undefined) first.push(id);
      else if (Math.abs(now - last) >= TOUCH_EVERY_MS) this.touchesDue.add(id);
      else continue;
      this.touched.set(id, now);
    }
    if (this.touchesDue.size > 0 && !this.touchTimer) {
      this.touchTimer = setTimeout(() => void this.flushTouches(), TOUCH_FLUSH_MS);
      this.touchTimer.unref();
    }
    if (first.length > 0) await touchDevices(this.ctx.db, first, now, protocols);
  }
}
