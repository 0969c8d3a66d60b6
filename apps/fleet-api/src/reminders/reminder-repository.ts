import { dashboardOdometerKm, nextDueAfter, reminderState, type CompleteReminder, type Reminder, type ReminderCompletion, type ReminderKind, type ReminderParsed } from '@fleet/domain';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** A stored reminder with its asset's name and dashboard odometer. */
export interface ReminderRow {
  id: number;
  tenant_id: string;
  asset_id: number;
  asset_name: string;
  kind: string;
  title: string;
  due_date: string | null;
  repeat_months: number | null;
  every_km: number | null;
  next_km: number | null;
  notice_days: number;
  notice_km: number;
  notify_web: boolean;
  emails: string[];
  done: boolean;
  last_state: string;
  last_done_on: string | null;
  updated_at: Date;
  odometer_km: number | null;
}

/** The reminders of a company (of these assets / with these ids when given), with what their state needs. */
export async function loadReminders(db: Kysely<DB>, tenantId: string | undefined, filter: { assetIds?: readonly number[]; ids?: readonly number[] } = {}): Promise<ReminderRow[]> {
  const rows = await db
    .selectFrom('reminders as r')
    .innerJoin('assets as a', 'a.id', 'r.asset_id')
    .leftJoin('asset_state as s', 's.asset_id', 'r.asset_id')
    .select([
      'r.id', 'r.tenant_id', 'r.asset_id', 'a.name as asset_name', 'r.kind', 'r.title', 'r.due_date', 'r.repeat_months', 'r.every_km', 'r.next_km', 'r.notice_days', 'r.notice_km',
      'r.notify_web', 'r.emails', 'r.done', 'r.last_state', 'r.last_done_on', 'r.updated_at', 's.odometer', 'a.odometer_offset_km',
    ])
    .$if(tenantId !== undefined, (q) => q.where('r.tenant_id', '=', tenantId!))
    .where('a.deleted_at', 'is', null)
    .$if(filter.assetIds !== undefined, (q) => q.where('r.asset_id', '=', sql<number>`any(${[...(filter.assetIds ?? [])]}::int[])`))
    .$if(filter.ids !== undefined, (q) => q.where('r.id', '=', sql<number>`any(${[...(filter.ids ?? [])]}::int[])`))
    .orderBy('r.due_date')
    .orderBy('r.id')
    .execute();
  return rows.map(({ odometer, odometer_offset_km, ...r }) => ({ ...r, odometer_km: dashboardOdometerKm(odometer, Number(odometer_offset_km)) }));
}

/** The reminder as the API answers it, its state on `today` (company date). */
export function toReminder(row: ReminderRow, today: string): Reminder {
  const { state, daysLeft, kmLeft } = reminderState(
    { dueDate: row.due_date, nextKm: row.next_km, noticeDays: row.notice_days, noticeKm: row.notice_km, done: row.done },
    today,
    row.odometer_km,
  );
  return {
    id: row.id,
    kind: row.kind as ReminderKind,
    title: row.title,
    assetId: row.asset_id,
    assetName: row.asset_name,
    dueDate: row.due_date,
    repeatMonths: row.repeat_months,
    everyKm: row.every_km,
    nextKm: row.next_km,
    noticeDays: row.notice_days,
    noticeKm: row.notice_km,
    notifyWeb: row.notify_web,
    emails: row.emails,
    state,
    daysLeft,
    kmLeft,
    odometerKm: row.odometer_km === null ? null : Math.round(row.odometer_km * 10) / 10,
    lastDoneOn: row.last_done_on,
    updatedAt: row.updated_at.toISOString(),
  };
}

const columns = (input: ReminderParsed, startKm: number | null) => ({
  kind: input.kind,
  title: input.title,
  due_date: input.dueDate,
  repeat_months: input.repeatMonths,
  every_km: input.everyKm,
  next_km: input.everyKm !== null && startKm !== null ? startKm + input.everyKm : null,
  notice_days: input.noticeDays,
  notice_km: input.noticeKm,
  notify_web: input.notifyWeb,
  emails: [...new Set(input.emails)],
});

/** Adds one reminder per asset; `startKm` per asset (the interval's start). @returns their ids */
export async function insertReminders(db: Kysely<DB>, tenantId: string, userId: string, input: ReminderParsed, startKm: ReadonlyMap<number, number | null>): Promise<number[]> {
  if (startKm.size === 0) return [];
  const rows = await db
    .insertInto('reminders')
    .values([...startKm].map(([assetId, start]) => ({ tenant_id: tenantId, asset_id: assetId, created_by: userId, ...columns(input, start) })))
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Changes a reminder (its asset stays); its told state starts again. */
export async function updateReminder(db: Kysely<DB>, tenantId: string, id: number, input: ReminderParsed, startKm: number | null): Promise<boolean> {
  const r = await db
    .updateTable('reminders')
    .set({ ...columns(input, startKm), done: false, last_state: 'ok', updated_at: sql`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function deleteReminder(db: Kysely<DB>, tenantId: string, id: number): Promise<boolean> {
  const r = await db.deleteFrom('reminders').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** Records a completion and moves the reminder to its next due (or marks a one-off done), in one transaction. */
export async function completeReminder(db: Kysely<DB>, row: ReminderRow, completion: Required<CompleteReminder>, by: { userId: string; name: string }): Promise<void> {
  const reading = completion.odometerKm ?? row.odometer_km;
  const next = nextDueAfter({ repeatMonths: row.repeat_months, everyKm: row.every_km, dueDate: row.due_date }, completion.doneOn, reading);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('reminder_completions')
      .values({ tenant_id: row.tenant_id, reminder_id: row.id, done_on: completion.doneOn, odometer_km: completion.odometerKm, cost: completion.cost, note: completion.note, created_by: by.userId, by_name: by.name })
      .execute();
    await trx
      .updateTable('reminders')
      .set({ due_date: next.dueDate, next_km: next.nextKm, done: next.done, last_state: 'ok', last_done_on: completion.doneOn, updated_at: sql`now()` })
      .where('id', '=', row.id)
      .execute();
  });
}

export async function listCompletions(db: Kysely<DB>, tenantId: string, reminderId: number): Promise<ReminderCompletion[]> {
  const rows = await db
    .selectFrom('reminder_completions')
    .select(['id', 'done_on', 'odometer_km', 'cost', 'note', 'by_name'])
    .where('tenant_id', '=', tenantId)
    .where('reminder_id', '=', reminderId)
    .orderBy('done_on', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({ id: r.id, doneOn: r.done_on, odometerKm: r.odometer_km, cost: r.cost, note: r.note, by: r.by_name }));
}
