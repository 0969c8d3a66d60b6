import {
  ERROR_CODES,
  MAINTENANCE_TEXTS,
  WORK_ORDER_STATUS_STYLES,
  canMoveWorkOrder,
  downtimeHours,
  formatRangeTime,
  localDateKey,
  isWorkOrderOpen,
  linesCost,
  workOrderNumber,
  type CostLine,
  type WorkOrder,
  type WorkOrderEvent,
  type WorkOrderStatus,
  type workOrderCompleteSchema,
  type workOrderInputSchema,
} from '@fleet/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../db/schema';
import { HttpError } from '../http/http-error';
import { applyCompletion, loadReminders } from '../reminders/reminder-repository';
import { readAssetMeters } from './meter-repository';
import type { RecordAuthor } from './record-repository';

type Db = Kysely<DB> | Transaction<DB>;
type WorkOrderParsed = z.output<typeof workOrderInputSchema>;
type CompleteParsed = z.output<typeof workOrderCompleteSchema>;

const refused = (message: string) => new HttpError(409, ERROR_CODES.invalidInput, message);

/** The work orders of the assets (by status, ids), newest first. */
export async function listWorkOrders(db: Db, tenantId: string, filter: { assetIds: readonly number[]; ids?: readonly number[]; statuses?: readonly WorkOrderStatus[] }): Promise<WorkOrder[]> {
  if (filter.assetIds.length === 0) return [];
  const rows = await db
    .selectFrom('work_orders as w')
    .innerJoin('assets as a', 'a.id', 'w.asset_id')
    .leftJoin('reminders as r', 'r.id', 'w.reminder_id')
    .leftJoin('service_tasks as t', 't.id', 'r.service_task_id')
    .leftJoin('service_programs as p', 'p.id', 't.program_id')
    .selectAll('w')
    .select(['a.name as asset_name', 'r.title as reminder_title', 'p.name as program_name'])
    .where('w.tenant_id', '=', tenantId)
    .where('w.asset_id', '=', sql<number>`any(${[...filter.assetIds]}::int[])`)
    .$if(filter.ids !== undefined, (q) => q.where('w.id', '=', sql<number>`any(${[...(filter.ids ?? [])]}::int[])`))
    .$if(filter.statuses !== undefined, (q) => q.where('w.status', 'in', [...(filter.statuses ?? [])]))
    .orderBy('w.opened_at', 'desc')
    .orderBy('w.id', 'desc')
    .limit(5_000)
    .execute();
  return rows.map((w) => {
    const cost = linesCost(w.lines);
    return {
      id: w.id,
      number: workOrderNumber(w.number),
      assetId: w.asset_id,
      assetName: w.asset_name,
      source: w.source,
      reminderId: w.reminder_id,
      scheduleTitle: w.reminder_title === null ? null : w.program_name ? `${w.reminder_title} (${w.program_name})` : w.reminder_title,
      title: w.title,
      description: w.description,
      status: w.status,
      priority: w.priority as WorkOrder['priority'],
      assignee: w.assignee,
      vendor: w.vendor,
      dueDate: w.due_date,
      lines: w.lines,
      parts: cost.parts,
      labour: cost.labour,
      total: cost.total,
      openedAt: new Date(w.opened_at).getTime(),
      startedAt: w.started_at ? new Date(w.started_at).getTime() : null,
      completedAt: w.completed_at ? new Date(w.completed_at).getTime() : null,
      downtimeH: w.downtime_h,
      odometerKm: w.odometer_km,
      engineHours: w.engine_hours,
      recordId: w.record_id,
      notes: w.notes,
      openedBy: w.opened_by_name,
      updatedAt: new Date(w.updated_at).toISOString(),
    };
  });
}

/** A work order's status history, oldest first. */
export async function listWorkOrderEvents(db: Db, tenantId: string, workOrderId: number): Promise<WorkOrderEvent[]> {
  const rows = await db.selectFrom('work_order_events').selectAll().where('tenant_id', '=', tenantId).where('work_order_id', '=', workOrderId).orderBy('at').orderBy('id').execute();
  return rows.map((e) => ({ at: new Date(e.at).getTime(), from: e.from_status, to: e.to_status, by: e.by_name, note: e.note }));
}

/** A stored work order as its changes need it. */
export async function findWorkOrder(db: Db, tenantId: string, id: number) {
  return db.selectFrom('work_orders').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

const event = (trx: Transaction<DB>, tenantId: string, workOrderId: number, at: number, from: WorkOrderStatus | null, to: WorkOrderStatus, by: RecordAuthor, note = '') =>
  trx.insertInto('work_order_events').values({ tenant_id: tenantId, work_order_id: workOrderId, at: new Date(at), from_status: from, to_status: to, by_user: by.userId, by_name: by.name, note }).execute();

/**
 * Opens a work order with the company's next number. From a schedule: the reminder must be of the asset and have no
 * other open order. @returns its id
 */
export async function openWorkOrder(db: Kysely<DB>, tenantId: string, input: WorkOrderParsed, by: RecordAuthor, now: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`work-orders:${tenantId}`}))`.execute(trx);
    if (input.reminderId !== null) {
      const reminder = await trx.selectFrom('reminders').select(['asset_id']).where('tenant_id', '=', tenantId).where('id', '=', input.reminderId as number).executeTakeFirst();
      if (!reminder || reminder.asset_id !== input.assetId) throw refused(MAINTENANCE_TEXTS.scheduleNotForAsset);
      const open = await trx
        .selectFrom('work_orders')
        .select('number')
        .where('reminder_id', '=', input.reminderId as number)
        .where('status', 'not in', ['completed', 'cancelled'])
        .executeTakeFirst();
      if (open) throw refused(MAINTENANCE_TEXTS.scheduleHasOpenOrder(workOrderNumber(open.number)));
    }
    const { n } = await trx.selectFrom('work_orders').select(sql<number>`coalesce(max(number), 0) + 1`.as('n')).where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
    const { id } = await trx
      .insertInto('work_orders')
      .values({
        tenant_id: tenantId,
        number: Number(n),
        asset_id: input.assetId as number,
        source: input.source,
        reminder_id: input.reminderId as number | null,
        title: input.title,
        description: input.description,
        status: 'open',
        priority: input.priority,
        assignee: input.assignee,
        vendor: input.vendor,
        due_date: input.dueDate,
        lines: JSON.stringify(input.lines),
        opened_at: new Date(now),
        created_by: by.userId,
        opened_by_name: by.name,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await event(trx, tenantId, id, now, null, 'open', by, input.source === 'defect' ? 'Defect reported' : '');
    return id;
  });
}

/** Changes an open work order's details (not its asset, source or status). */
export async function updateWorkOrder(db: Kysely<DB>, tenantId: string, id: number, input: WorkOrderParsed): Promise<void> {
  const row = await findWorkOrder(db, tenantId, id);
  if (!row) throw new HttpError(404, ERROR_CODES.notFound, 'Not found');
  if (!isWorkOrderOpen(row.status)) throw refused(MAINTENANCE_TEXTS.workOrderClosed);
  await db
    .updateTable('work_orders')
    .set({ title: input.title, description: input.description, priority: input.priority, assignee: input.assignee, vendor: input.vendor, due_date: input.dueDate, lines: JSON.stringify(input.lines), updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Moves a work order to another status (never to completed: see completeWorkOrder); the first start is kept. */
export async function moveWorkOrder(db: Kysely<DB>, tenantId: string, id: number, to: WorkOrderStatus, note: string, by: RecordAuthor, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('work_orders').select(['status', 'started_at']).where('tenant_id', '=', tenantId).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw new HttpError(404, ERROR_CODES.notFound, 'Not found');
    if (row.status === to) return;
    if (!canMoveWorkOrder(row.status, to)) throw refused(MAINTENANCE_TEXTS.statusMoveRefused(WORK_ORDER_STATUS_STYLES[row.status].label, WORK_ORDER_STATUS_STYLES[to].label));
    await trx
      .updateTable('work_orders')
      .set({ status: to, ...(to === 'in-progress' && row.started_at === null ? { started_at: new Date(now) } : {}), updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
    await event(trx, tenantId, id, now, row.status, to, by, note);
  });
}

/**
 * Completes a work order in one transaction: its final lines; the service record (title, time, readings given else
 * the meters now, vendor, lines, cost, notes, files); its schedule's reminder completed at those readings (the
 * schedule moves to its next due); the downtime (given, else from its start to the completion).
 * @returns the service record's id
 */
export async function completeWorkOrder(db: Kysely<DB>, tenantId: string, id: number, input: CompleteParsed, by: RecordAuthor, timeZone: string): Promise<number> {
  const completedOn = localDateKey(input.completedAt, timeZone);
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('work_orders').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw new HttpError(404, ERROR_CODES.notFound, 'Not found');
    if (!isWorkOrderOpen(row.status)) throw refused(MAINTENANCE_TEXTS.workOrderClosed);
    const openedAt = new Date(row.opened_at).getTime();
    // Forms give minutes: a completion in the minute the order was opened is after it.
    if (input.completedAt < Math.floor(openedAt / 60_000) * 60_000) throw new HttpError(400, ERROR_CODES.invalidInput, MAINTENANCE_TEXTS.completedBeforeOpened(formatRangeTime(openedAt, timeZone)), 'completedAt');
    const meters = (await readAssetMeters(trx, tenantId, [row.asset_id])).get(row.asset_id);
    const odometer = input.odometerKm ?? meters?.odometer.value ?? null;
    const hours = input.engineHours ?? meters?.engineHours.value ?? null;
    const lines = input.lines as CostLine[];
    const cost = linesCost(lines).total;
    const downtime = input.downtimeH ?? downtimeHours({ openedAt: new Date(row.opened_at).getTime(), startedAt: row.started_at ? new Date(row.started_at).getTime() : null, completedAt: input.completedAt });
    const notes = [row.description, input.notes].filter((t) => t.trim() !== '').join('\n');
    const { id: recordId } = await trx
      .insertInto('maintenance_records')
      .values({
        tenant_id: tenantId,
        asset_id: row.asset_id,
        kind: 's',
        time: new Date(input.completedAt),
        title: row.title,
        cost,
        odometer,
        engine_hours: hours,
        vendor: input.vendor || row.vendor,
        notes,
        files: JSON.stringify(input.files),
        lines: JSON.stringify(lines),
        details: '{}',
        work_order_id: row.id,
        created_by: by.userId,
        by_name: by.name,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (row.reminder_id !== null) {
      const [reminder] = await loadReminders(trx as unknown as Kysely<DB>, tenantId, { ids: [row.reminder_id] });
      if (reminder) await applyCompletion(trx, reminder, { doneOn: completedOn, odometerKm: odometer, engineHours: hours, cost, note: `${workOrderNumber(row.number)} ${row.title}` }, by);
    }
    await trx
      .updateTable('work_orders')
      .set({
        status: 'completed',
        completed_at: new Date(input.completedAt),
        lines: JSON.stringify(lines),
        vendor: input.vendor || row.vendor,
        notes: input.notes || row.notes,
        odometer_km: odometer,
        engine_hours: hours,
        downtime_h: downtime,
        record_id: recordId,
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .execute();
    await event(trx, tenantId, id, input.completedAt, row.status, 'completed', by);
    return recordId;
  });
}
