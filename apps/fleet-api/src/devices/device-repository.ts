import type { AdminDevice, PositionInput } from '@fleet/domain';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** A device as GET /v2/devices shows it (the domain's response schema). */
export type DeviceSummary = AdminDevice;

/** A record as the backlog keeps it: a PositionInput without its assetId. */
export type BacklogRecord = Omit<PositionInput, 'assetId'>;

/** A backlog row read back for a claim. */
export interface BacklogRow {
  time: Date;
  record: BacklogRecord;
}

/**
 * The devices of `tenantId` (only its own: identifiers nobody registered are listed to no company), newest report
 * first. `unassignedOnly` keeps those without an asset.
 */
export async function listDevices(db: Kysely<DB>, tenantId: string, unassignedOnly = false): Promise<DeviceSummary[]> {
  let query = db
    .selectFrom('devices as d')
    .leftJoin('assets as a', 'a.id', 'd.asset_id')
    .select([
      'd.identifier',
      'd.protocol',
      'd.model',
      'd.firmware',
      'd.last_seen_at',
      'd.asset_id',
      'a.name as asset_name',
      sql<number>`(select count(*)::int from device_backlog b where b.identifier = d.identifier)`.as('backlog'),
    ])
    .where('d.tenant_id', '=', tenantId);
  if (unassignedOnly) query = query.where('d.asset_id', 'is', null);
  const rows = await query.orderBy(sql`d.last_seen_at desc nulls last`).orderBy('d.identifier').execute();
  return rows.map((r) => ({
    identifier: r.identifier,
    protocol: r.protocol,
    model: r.model,
    firmware: r.firmware ?? null,
    lastSeen: r.last_seen_at ? new Date(r.last_seen_at).getTime() : null,
    assetId: r.asset_id,
    assetName: r.asset_name ?? null,
    backlog: Number(r.backlog),
  }));
}

/** The asset of a device, or null (unassigned), or undefined (no such device). */
export async function findDeviceAsset(db: Kysely<DB>, identifier: string): Promise<number | null | undefined> {
  const row = await db.selectFrom('devices').select('asset_id').where('identifier', '=', identifier).executeTakeFirst();
  return row ? row.asset_id : undefined;
}

/**
 * Marks devices as seen now; a device registered by hand or by an import (protocol '') takes the protocol it reported
 * (`protocols`: identifier -> protocol).
 */
export async function touchDevices(db: Kysely<DB>, identifiers: readonly string[], at: number, protocols: ReadonlyMap<string, string> = new Map()): Promise<void> {
  if (identifiers.length === 0) return;
  await db
    .updateTable('devices')
    .set({ last_seen_at: new Date(at) })
    .where('identifier', '=', sql<string>`any(${[...identifiers]}::text[])`)
    .execute();
  const byProtocol = new Map<string, string[]>();
  for (const id of identifiers) {
    const protocol = protocols.get(id);
    if (protocol && protocol !== 'unknown') byProtocol.set(protocol, [...(byProtocol.get(protocol) ?? []), id]);
  }
  for (const [protocol, ids] of byProtocol) {
    await db.updateTable('devices').set({ protocol }).where('protocol', '=', '').where('identifier', '=', sql<string>`any(${ids}::text[])`).execute();
  }
}

/** Oldest backlog rows of a device. */
export async function readBacklog(db: Kysely<DB>, identifier: string, limit: number): Promise<BacklogRow[]> {
  const rows = await db
    .selectFrom('device_backlog')
    .select(['time', 'record'])
    .where('identifier', '=', identifier)
    .orderBy('time')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    time: new Date(r.time),
    record: (typeof r.record === 'string' ? JSON.parse(r.record) : r.record) as BacklogRecord,
  }));
}

/** Deletes backlog rows of a device by their times. */
export async function deleteBacklog(db: Kysely<DB>, identifier: string, times: readonly Date[]): Promise<number> {
  if (times.length === 0) return 0;
  const result = await db
    .deleteFrom('device_backlog')
    .where('identifier', '=', identifier)
    .where('time', '=', sql<Date>`any(${times.map((t) => t.toISOString())}::timestamptz[])`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Serializes work on one identifier across connections and instances for the rest of the transaction (an advisory
 * lock on its hash): keeping records aside and claiming the identifier never interleave, so a claim never strands
 * records that arrive meanwhile. Take it first, before any row lock.
 */
export async function lockIdentifier(trx: Kysely<DB>, identifier: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${identifier}))`.execute(trx);
}

/** Outcome of a claim. */
export type ClaimOutcome = { ok: true } | { ok: false; reason: 'taken' };

/**
 * Assigns an identifier to an asset of `tenantId`: the tenant's own device is (re)assigned; an identifier nobody
 * registered (kept aside in unregistered_devices, or never seen) becomes the tenant's device, its kept records
 * staying in the backlog for the caller to move; another tenant's device is refused (`taken`) and nothing changes.
 * `then` runs in the same transaction after a successful claim (the audit entry).
 */
export async function claimDevice(
  db: Kysely<DB>,
  identifier: string,
  tenantId: string,
  assetId: number,
  then?: (trx: Kysely<DB>) => Promise<void>,
): Promise<ClaimOutcome> {
  return db.transaction().execute(async (trx) => {
    const outcome = await claimDeviceIn(trx, identifier, tenantId, assetId);
    if (outcome.ok) await then?.(trx);
    return outcome;
  });
}

/** `claimDevice` inside the caller's transaction (asset administration claims with the asset's own change). */
export async function claimDeviceIn(trx: Kysely<DB>, identifier: string, tenantId: string, assetId: number): Promise<ClaimOutcome> {
  await lockIdentifier(trx, identifier);
  const device = await trx.selectFrom('devices').select('tenant_id').where('identifier', '=', identifier).forUpdate().executeTakeFirst();
  if (device && device.tenant_id !== tenantId) return { ok: false, reason: 'taken' };
  if (device) {
    await trx.updateTable('devices').set({ asset_id: assetId }).where('identifier', '=', identifier).execute();
    return { ok: true };
  }
  const kept = await trx.deleteFrom('unregistered_devices').where('identifier', '=', identifier).returning(['protocol', 'last_seen_at']).executeTakeFirst();
  // A device that reported while unregistered keeps when it last did (its kept records become the asset's).
  await trx
    .insertInto('devices')
    .values({ tenant_id: tenantId, identifier, protocol: kept?.protocol ?? '', model: '', asset_id: assetId, last_seen_at: kept?.last_seen_at ?? null })
    .execute();
  return { ok: true };
}

/**
 * Detaches the tenant's device from its asset (it stays the tenant's; its next records wait in the backlog).
 * `then` runs in the same transaction when it was detached (the audit entry).
 * @returns false when the tenant has no such device.
 */
export async function unassignDevice(db: Kysely<DB>, identifier: string, tenantId: string, then?: (trx: Kysely<DB>) => Promise<void>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('devices')
      .set({ asset_id: null })
      .where('identifier', '=', identifier)
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst();
    const done = Number(result.numUpdatedRows) > 0;
    if (done) await then?.(trx);
    return done;
  });
}
