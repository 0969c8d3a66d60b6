import type { PositionInput } from '@fleet/domain';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** A device as GET /v2/devices shows it. */
export interface DeviceSummary {
  identifier: string;
  protocol: string;
  model: string;
  /** ms since epoch, null before the first report. */
  lastSeen: number | null;
  assetId: number | null;
  assetName: string | null;
  /** Records waiting for the device to be assigned. */
  backlog: number;
  /** Null while nobody claimed the device (it reported before it was registered). */
  claimed: boolean;
}

/** A record as the backlog keeps it: a PositionInput without its assetId. */
export type BacklogRecord = Omit<PositionInput, 'assetId'>;

/** A backlog row read back for a claim. */
export interface BacklogRow {
  time: Date;
  record: BacklogRecord;
}

/**
 * The devices an Administrator of `tenantId` sees: the tenant's own and the unclaimed ones (tenant null), newest
 * report first. `unassignedOnly` keeps those without an asset.
 */
export async function listDevices(db: Kysely<DB>, tenantId: string, unassignedOnly = false): Promise<DeviceSummary[]> {
  let query = db
    .selectFrom('devices as d')
    .leftJoin('assets as a', 'a.id', 'd.asset_id')
    .select([
      'd.identifier',
      'd.protocol',
      'd.model',
      'd.last_seen_at',
      'd.asset_id',
      'd.tenant_id',
      'a.name as asset_name',
      sql<number>`(select count(*)::int from device_backlog b where b.identifier = d.identifier)`.as('backlog'),
    ])
    .where((eb) => eb.or([eb('d.tenant_id', '=', tenantId), eb('d.tenant_id', 'is', null)]));
  if (unassignedOnly) query = query.where('d.asset_id', 'is', null);
  const rows = await query.orderBy(sql`d.last_seen_at desc nulls last`).orderBy('d.identifier').execute();
  return rows.map((r) => ({
    identifier: r.identifier,
    protocol: r.protocol,
    model: r.model,
    lastSeen: r.last_seen_at ? new Date(r.last_seen_at).getTime() : null,
    assetId: r.asset_id,
    assetName: r.asset_name ?? null,
    backlog: Number(r.backlog),
    claimed: r.tenant_id !== null,
  }));
}

/** The asset of a device, or null (unassigned), or undefined (no such device). */
export async function findDeviceAsset(db: Kysely<DB>, identifier: string): Promise<number | null | undefined> {
  const row = await db.selectFrom('devices').select('asset_id').where('identifier', '=', identifier).executeTakeFirst();
  return row ? row.asset_id : undefined;
}

/** Registers a device nobody claimed yet (no tenant, no asset); nothing when it exists. */
export async function insertUnknownDevice(db: Kysely<DB>, identifier: string, protocol: string): Promise<void> {
  await db
    .insertInto('devices')
    .values({ tenant_id: null, identifier, protocol, model: '', asset_id: null })
    .onConflict((oc) => oc.column('identifier').doNothing())
    .execute();
}

/** Marks devices as seen now. */
export async function touchDevices(db: Kysely<DB>, identifiers: readonly string[], at: number): Promise<void> {
  if (identifiers.length === 0) return;
  await db
    .updateTable('devices')
    .set({ last_seen_at: new Date(at) })
    .where('identifier', '=', sql<string>`any(${[...identifiers]}::text[])`)
    .execute();
}

/**
 * Stores records of a device without an asset, unless meanwhile it got one: the device row is locked first, so a
 * concurrent claim either sees these rows in the backlog or has committed its asset before they are written.
 * @returns the device's asset when it has one now (the caller ingests instead), else null.
 */
export async function storeBacklog(
  db: Kysely<DB>,
  identifier: string,
  records: readonly BacklogRecord[],
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const device = await trx.selectFrom('devices').select('asset_id').where('identifier', '=', identifier).forUpdate().executeTakeFirst();
    if (device?.asset_id) return device.asset_id;
    await trx
      .insertInto('device_backlog')
      .values(records.map((r) => ({ identifier, time: new Date(r.time), record: JSON.stringify(r) })))
      .onConflict((oc) => oc.columns(['identifier', 'time']).doNothing())
      .execute();
    return null;
  });
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
 * Points a device at an asset (null: unassigns it) within the tenant, locking the device row.
 * @returns false when the device is not visible to the tenant (another tenant's).
 */
export async function setDeviceAsset(db: Kysely<DB>, identifier: string, tenantId: string, assetId: number | null): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const device = await trx.selectFrom('devices').select('tenant_id').where('identifier', '=', identifier).forUpdate().executeTakeFirst();
    if (!device || (device.tenant_id !== null && device.tenant_id !== tenantId)) return false;
    await trx.updateTable('devices').set({ tenant_id: tenantId, asset_id: assetId }).where('identifier', '=', identifier).execute();
    return true;
  });
}
