import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { lockIdentifier, type BacklogRecord } from './device-repository';

/** Bounds on what identifiers nobody registered may keep (config.ingest). */
export interface UnregisteredBounds {
  /** Records kept per identifier; later ones are acknowledged and dropped. */
  recordsPerDevice: number;
  /** Identifiers kept in total; beyond, a new one is refused. */
  devicesMax: number;
  /** Records kept in total; beyond, a new identifier is refused and known ones' records dropped. */
  recordsMax: number;
}

/** What is kept aside now, in total. */
export interface UnregisteredTotals {
  identifiers: number;
  records: number;
}

/** Why a new identifier is refused: unknown devices refused (FLEET_UNKNOWN_DEVICES), bounds full, address rate. */
export type RefusalReason = 'unknown' | 'full' | 'rate';

/** Decides whether a new unregistered identifier may be kept, given the totals: null admits it. */
export type AdmitNew = (totals: UnregisteredTotals) => { reason: RefusalReason; retryAfterS?: number } | null;

/** What keepAside did. */
export type KeepOutcome =
  /** The identifier is a device with an asset (now): the caller ingests the records instead. */
  | { kind: 'assigned'; assetId: number }
  /** Kept in the backlog (`kept` new rows; re-sent ones are not counted), `dropped` over the bounds. */
  | { kind: 'kept'; registered: boolean; kept: number; dropped: number }
  /** A new unregistered identifier that `admitNew` refused: nothing stored. */
  | { kind: 'refused'; reason: RefusalReason; retryAfterS?: number };

/** Options of keepAside. */
export interface KeepOptions {
  identifier: string;
  protocol: string;
  /** Where the identifier reports from (stored when it is first seen); undefined when unknown (MQTT). */
  source: string | undefined;
  records: readonly BacklogRecord[];
  /** Server time, ms since epoch: first/last seen, received_at. */
  now: number;
  bounds: UnregisteredBounds;
  admitNew: AdmitNew;
}

/** The identifiers and records kept aside for identifiers nobody registered. */
export async function unregisteredTotals(db: Kysely<DB>): Promise<UnregisteredTotals> {
  const row = await db
    .selectFrom('unregistered_devices')
    .select([sql<number>`count(*)::int`.as('identifiers'), sql<number>`coalesce(sum(records_kept), 0)::bigint`.as('records')])
    .executeTakeFirstOrThrow();
  return { identifiers: Number(row.identifiers), records: Number(row.records) };
}

/** Whether an identifier nobody registered is kept aside already (it reported or introduced itself before). */
export async function isKeptAside(db: Kysely<DB>, identifier: string): Promise<boolean> {
  return (await db.selectFrom('unregistered_devices').select('identifier').where('identifier', '=', identifier).executeTakeFirst()) !== undefined;
}

/**
 * Keeps records of a device without an asset in `device_backlog`, in one transaction under the identifier's lock
 * (a concurrent claim either sees them or has committed first, and then they are ingested):
 * - a device with an asset (assigned meanwhile): nothing stored, `assigned`;
 * - a company's device without an asset: every record kept;
 * - an identifier nobody registered: a new one only if `admitNew` allows it (refuse mode, totals, address rate), then
 *   at most `recordsPerDevice` records per identifier and `recordsMax` in total, the rest dropped and counted.
 * An empty `records` registers the identifier's visit only (a Teltonika handshake).
 */
export async function keepAside(db: Kysely<DB>, options: KeepOptions): Promise<KeepOutcome> {
  const { identifier, records, now, bounds } = options;
  return db.transaction().execute(async (trx): Promise<KeepOutcome> => {
    await lockIdentifier(trx, identifier);
    const device = await trx.selectFrom('devices').select('asset_id').where('identifier', '=', identifier).forUpdate().executeTakeFirst();
    if (device?.asset_id) return { kind: 'assigned', assetId: device.asset_id };
    if (device) return { kind: 'kept', registered: true, kept: await insertBacklog(trx, identifier, records, now), dropped: 0 };

    const row = await trx.selectFrom('unregistered_devices').select('records_kept').where('identifier', '=', identifier).forUpdate().executeTakeFirst();
    const totals = await unregisteredTotals(trx);
    if (!row) {
      const refusal = options.admitNew(totals);
      if (refusal) return { kind: 'refused', ...refusal };
      await trx
        .insertInto('unregistered_devices')
        .values({ identifier, protocol: options.protocol, source_address: options.source ?? null, first_seen_at: new Date(now), last_seen_at: new Date(now) })
        .execute();
    }
    const room = Math.max(0, Math.min(bounds.recordsPerDevice - (row?.records_kept ?? 0), bounds.recordsMax - totals.records));
    const kept = await insertBacklog(trx, identifier, records.slice(0, room), now);
    const dropped = Math.max(0, records.length - room);
    await trx
      .updateTable('unregistered_devices')
      .set((eb) => ({
        last_seen_at: new Date(now),
        records_kept: eb('records_kept', '+', kept),
        records_dropped: eb('records_dropped', '+', dropped),
      }))
      .where('identifier', '=', identifier)
      .execute();
    return { kind: 'kept', registered: false, kept, dropped };
  });
}

/** Inserts backlog rows (a re-sent record, same identifier and time, is skipped). @returns rows inserted */
async function insertBacklog(trx: Kysely<DB>, identifier: string, records: readonly BacklogRecord[], now: number): Promise<number> {
  if (records.length === 0) return 0;
  const inserted = await trx
    .insertInto('device_backlog')
    .values(records.map((r) => ({ identifier, time: new Date(r.time), record: JSON.stringify(r), received_at: new Date(now) })))
    .onConflict((oc) => oc.columns(['identifier', 'time']).doNothing())
    .returning('identifier')
    .execute();
  return inserted.length;
}

/** What one expiry removed. */
export interface ExpiryResult {
  /** Unregistered identifiers unseen since the cutoff, removed with their records. */
  identifiers: number;
  /** Backlog rows removed (theirs, and the older records of the others). */
  records: number;
}

/**
 * Forgets what identifiers nobody registered left behind before `cutoff` (ms since epoch): identifiers unseen since
 * then with all their records, and records received before it of the others (whose counts are brought up to date).
 * Records of registered devices are never touched.
 */
export async function expireUnregistered(db: Kysely<DB>, cutoff: number): Promise<ExpiryResult> {
  const before = new Date(cutoff);
  return db.transaction().execute(async (trx) => {
    const gone = await trx.deleteFrom('unregistered_devices').where('last_seen_at', '<', before).returning('identifier').execute();
    const ids = gone.map((g) => g.identifier);
    let records = 0;
    if (ids.length > 0) {
      const r = await trx.deleteFrom('device_backlog').where('identifier', '=', sql<string>`any(${ids}::text[])`).executeTakeFirst();
      records += Number(r.numDeletedRows);
    }
    const old = await sql<{ identifier: string }>`
      delete from device_backlog b using unregistered_devices u
      where b.identifier = u.identifier and b.received_at < ${before}
      returning b.identifier`.execute(trx);
    records += old.rows.length;
    const touched = [...new Set(old.rows.map((r) => r.identifier))];
    if (touched.length > 0) {
      await sql`
        update unregistered_devices u set records_kept = (select count(*) from device_backlog b where b.identifier = u.identifier)
        where u.identifier = any(${touched}::text[])`.execute(trx);
    }
    return { identifiers: ids.length, records };
  });
}
