import {
  documentReminderKind,
  instantOf,
  recordCost,
  reminderState,
  workOrderNumber,
  type CostLine,
  type MaintenanceRecordOut,
  type RecordParsed,
  type ReminderState,
} from '@fleet/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { dueOf, loadReminders } from '../reminders/reminder-repository';

type Db = Kysely<DB> | Transaction<DB>;

/** Who writes a record. */
export interface RecordAuthor {
  userId: string;
  name: string;
}

/** What a record list is limited to. */
export interface RecordFilter {
  assetIds: readonly number[];
  ids?: readonly number[];
  kinds?: readonly ('d' | 's' | 't')[];
  from?: number;
  to?: number;
}

/** The start of a company date, ms: where a document dated that day sits in time. */
export function dayStart(date: string, timeZone: string): number {
  return instantOf({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) }, timeZone);
}

/** The records of the assets, newest first, with their work order's number and a document's reminder state on `today`. */
export async function listRecords(db: Db, tenantId: string, filter: RecordFilter, today: string): Promise<MaintenanceRecordOut[]> {
  if (filter.assetIds.length === 0) return [];
  const rows = await db
    .selectFrom('maintenance_records as m')
    .innerJoin('assets as a', 'a.id', 'm.asset_id')
    .leftJoin('work_orders as w', 'w.id', 'm.work_order_id')
    .leftJoin('reminders as r', 'r.record_id', 'm.id')
    .select([
      'm.id', 'm.kind', 'm.asset_id', 'a.name as asset_name', 'm.time', 'm.title', 'm.cost', 'm.odometer', 'm.engine_hours', 'm.vendor', 'm.notes', 'm.files', 'm.lines',
      'm.document_type', 'm.reference', 'm.issued_on', 'm.expiry_date', 'm.work_order_id', 'w.number as work_order_number', 'm.tire_id', 'm.by_name', 'r.id as reminder_id',
    ])
    .where('m.tenant_id', '=', tenantId)
    .where('m.asset_id', '=', sql<number>`any(${[...filter.assetIds]}::int[])`)
    .$if(filter.ids !== undefined, (q) => q.where('m.id', '=', sql<number>`any(${[...(filter.ids ?? [])]}::int[])`))
    .$if(filter.kinds !== undefined, (q) => q.where('m.kind', 'in', [...(filter.kinds ?? [])]))
    .$if(filter.from !== undefined, (q) => q.where('m.time', '>=', new Date(filter.from!)))
    .$if(filter.to !== undefined, (q) => q.where('m.time', '<', new Date(filter.to!)))
    .orderBy('m.time', 'desc')
    .orderBy('m.id', 'desc')
    .limit(5_000)
    .execute();
  const reminderIds = rows.flatMap((r) => (r.reminder_id === null ? [] : [r.reminder_id]));
  const states = new Map<number, ReminderState>();
  if (reminderIds.length > 0) {
    for (const r of await loadReminders(db as Kysely<DB>, tenantId, { ids: reminderIds })) states.set(r.id, reminderState(dueOf(r), today, r.odometer_km, r.engine_hours).state);
  }
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    assetId: r.asset_id,
    assetName: r.asset_name,
    time: new Date(r.time).getTime(),
    title: r.title,
    cost: r.cost,
    odometerKm: r.odometer,
    engineHours: r.engine_hours,
    vendor: r.vendor,
    notes: r.notes,
    files: r.files,
    lines: r.lines,
    documentType: r.document_type,
    reference: r.reference,
    issuedOn: r.issued_on,
    expiryDate: r.expiry_date,
    reminderId: r.reminder_id,
    reminderState: r.reminder_id === null ? null : (states.get(r.reminder_id) ?? null),
    workOrderId: r.work_order_id,
    workOrderNumber: r.work_order_number === null ? null : workOrderNumber(r.work_order_number),
    tireId: r.tire_id,
    by: r.by_name,
  }));
}

/** The stored columns of a document or a service. */
function columnsOf(input: RecordParsed, timeZone: string) {
  if (input.kind === 'd') {
    return {
      kind: 'd' as const,
      asset_id: input.assetId as number,
      time: new Date(dayStart(input.issuedOn, timeZone)),
      title: input.title,
      cost: Math.round(input.cost * 100) / 100,
      odometer: null,
      engine_hours: null,
      vendor: input.vendor,
      notes: input.notes,
      files: JSON.stringify(input.files),
      lines: '[]',
      document_type: input.documentType,
      reference: input.reference,
      issued_on: input.issuedOn,
      expiry_date: input.expiryDate,
    };
  }
  return {
    kind: 's' as const,
    asset_id: input.assetId as number,
    time: new Date(input.time),
    title: input.title,
    cost: recordCost(input.lines as CostLine[], input.cost),
    odometer: input.odometerKm,
    engine_hours: input.engineHours,
    vendor: input.vendor,
    notes: input.notes,
    files: JSON.stringify(input.files),
    lines: JSON.stringify(input.lines),
    document_type: null,
    reference: '',
    issued_on: null,
    expiry_date: null,
  };
}

/**
 * Keeps a document's expiry reminder in step with it: due on its expiry date with its notice, told through the
 * reminders' channels; none without an expiry. Older documents of the same type of the asset are superseded: their
 * reminders are done (the renewal was made).
 */
async function syncDocumentReminder(trx: Transaction<DB>, tenantId: string, recordId: number, input: Extract<RecordParsed, { kind: 'd' }>, author: RecordAuthor): Promise<void> {
  const existing = await trx.selectFrom('reminders').select('id').where('record_id', '=', recordId).executeTakeFirst();
  if (input.expiryDate === null) {
    if (existing) await trx.deleteFrom('reminders').where('id', '=', existing.id).execute();
  } else {
    const columns = {
      kind: documentReminderKind(input.documentType),
      title: input.title,
      due_date: input.expiryDate,
      notice_days: input.noticeDays,
      done: false,
      last_state: 'ok',
      asset_id: input.assetId as number,
    };
    if (existing) await trx.updateTable('reminders').set({ ...columns, updated_at: sql`now()` }).where('id', '=', existing.id).execute();
    else
      await trx
        .insertInto('reminders')
        .values({ ...columns, tenant_id: tenantId, record_id: recordId, repeat_months: null, every_km: null, next_km: null, notice_km: 0, notify_web: true, created_by: author.userId })
        .execute();
    await sql`
      update reminders set done = true, updated_at = now()
      where record_id in (
        select id from maintenance_records
        where tenant_id = ${tenantId} and asset_id = ${input.assetId as number} and kind = 'd' and document_type = ${input.documentType}
          and id <> ${recordId} and expiry_date is not null and expiry_date < ${input.expiryDate})`.execute(trx);
  }
}

/** Adds a document or a service (a document with its expiry reminder). @returns its id */
export async function insertRecord(db: Kysely<DB>, tenantId: string, input: RecordParsed, timeZone: string, author: RecordAuthor): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('maintenance_records')
      .values({ tenant_id: tenantId, ...columnsOf(input, timeZone), details: '{}', created_by: author.userId, by_name: author.name })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (input.kind === 'd') await syncDocumentReminder(trx, tenantId, id, input, author);
    return id;
  });
}

/** Changes a document or a service (its kind stays). @returns false when it is not there */
export async function updateRecord(db: Kysely<DB>, tenantId: string, id: number, input: RecordParsed, timeZone: string, author: RecordAuthor): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const r = await trx.updateTable('maintenance_records').set(columnsOf(input, timeZone)).where('tenant_id', '=', tenantId).where('id', '=', id).where('kind', '=', input.kind).executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) return false;
    if (input.kind === 'd') await syncDocumentReminder(trx, tenantId, id, input, author);
    return true;
  });
}

/** A record as its changes need it: kind, asset, and what wrote it. */
export async function findRecord(db: Db, tenantId: string, id: number) {
  return db.selectFrom('maintenance_records').select(['id', 'kind', 'asset_id', 'work_order_id', 'tire_id']).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

/** Deletes a record (a document's reminder goes with it). */
export async function deleteRecord(db: Kysely<DB>, tenantId: string, id: number): Promise<boolean> {
  const r = await db.deleteFrom('maintenance_records').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
