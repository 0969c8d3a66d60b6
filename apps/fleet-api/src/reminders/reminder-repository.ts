import { nextDueAfter, reminderState, type CompleteReminder, type Reminder, type ReminderCompletion, type ReminderKind, type ReminderDue, type ReminderParsed } from '@fleet/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { readAssetMeters, type AssetMeterState } from '../maintenance/meter-repository';

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
  every_hours: number | null;
  next_hours: number | null;
  notice_hours: number;
  notify_web: boolean;
  emails: string[];
  done: boolean;
  last_state: string;
  last_done_on: string | null;
  updated_at: Date;
  service_task_id: number | null;
  record_id: number | null;
  program_name: string | null;
  odometer_km: number | null;
  /** The asset's engine hours now (dashboardEngineHours); null before its first report. */
  engine_hours: number | null;
}

/** An asset's meters now: its dashboard odometer and engine hours (null when unknown). */
export interface AssetMeters {
  odometerKm: number | null;
  engineHours: number | null;
}

/** Where a reminder's intervals start for one asset: km and engine hours (null: not by that meter). */
export interface ReminderStarts {
  km: number | null;
  hours: number | null;
}

/** The meters of a company's assets now (maintenance's one rule: the tracker's, else the last manual reading). */
export async function assetMeters(db: Kysely<DB>, tenantId: string, assetIds: readonly number[]): Promise<Map<number, AssetMeters>> {
  const meters = await readAssetMeters(db, tenantId, assetIds);
  return new Map([...meters].map(([id, m]) => [id, { odometerKm: m.odometer.value, engineHours: m.engineHours.value }]));
}

/** The reminders of a company (of these assets / with these ids when given), with what their state needs. */
export async function loadReminders(db: Kysely<DB>, tenantId: string | undefined, filter: { assetIds?: readonly number[]; ids?: readonly number[]; serviceTaskIds?: readonly number[] } = {}): Promise<ReminderRow[]> {
  const rows = await db
    .selectFrom('reminders as r')
    .innerJoin('assets as a', 'a.id', 'r.asset_id')
    .leftJoin('service_tasks as t', 't.id', 'r.service_task_id')
    .leftJoin('service_programs as p', 'p.id', 't.program_id')
    .select([
      'r.id', 'r.tenant_id', 'r.asset_id', 'a.name as asset_name', 'r.kind', 'r.title', 'r.due_date', 'r.repeat_months', 'r.every_km', 'r.next_km', 'r.notice_days', 'r.notice_km',
      'r.every_hours', 'r.next_hours', 'r.notice_hours',
      'r.notify_web', 'r.emails', 'r.done', 'r.last_state', 'r.last_done_on', 'r.updated_at', 'r.service_task_id', 'r.record_id', 'p.name as program_name',
    ])
    .$if(tenantId !== undefined, (q) => q.where('r.tenant_id', '=', tenantId!))
    .where('a.deleted_at', 'is', null)
    .$if(filter.assetIds !== undefined, (q) => q.where('r.asset_id', '=', sql<number>`any(${[...(filter.assetIds ?? [])]}::int[])`))
    .$if(filter.ids !== undefined, (q) => q.where('r.id', '=', sql<number>`any(${[...(filter.ids ?? [])]}::int[])`))
    .$if(filter.serviceTaskIds !== undefined, (q) => q.where('r.service_task_id', '=', sql<number>`any(${[...(filter.serviceTaskIds ?? [])]}::int[])`))
    .orderBy('r.due_date')
    .orderBy('r.id')
    .execute();
  // The meters of each company's assets, read once per company.
  const byTenant = new Map<string, number[]>();
  for (const r of rows) byTenant.set(r.tenant_id, [...(byTenant.get(r.tenant_id) ?? []), r.asset_id]);
  const meters = new Map<number, AssetMeterState>();
  for (const [tenant, ids] of byTenant) for (const [id, m] of await readAssetMeters(db, tenant, ids)) meters.set(id, m);
  return rows.map((r) => ({ ...r, odometer_km: meters.get(r.asset_id)?.odometer.value ?? null, engine_hours: meters.get(r.asset_id)?.engineHours.value ?? null }));
}

/** What a reminder's state is computed from. */
export function dueOf(row: ReminderRow): ReminderDue {
  return { dueDate: row.due_date, nextKm: row.next_km, noticeDays: row.notice_days, noticeKm: row.notice_km, nextHours: row.next_hours, noticeHours: row.notice_hours, done: row.done };
}

/** The reminder as the API answers it, its state on `today` (company date). */
export function toReminder(row: ReminderRow, today: string): Reminder {
  const { state, daysLeft, kmLeft, hoursLeft } = reminderState(dueOf(row), today, row.odometer_km, row.engine_hours);
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
    everyHours: row.every_hours,
    nextHours: row.next_hours,
    noticeHours: row.notice_hours,
    notifyWeb: row.notify_web,
    emails: row.emails,
    state,
    daysLeft,
    kmLeft,
    hoursLeft,
    odometerKm: row.odometer_km === null ? null : Math.round(row.odometer_km * 10) / 10,
    engineHours: row.engine_hours,
    lastDoneOn: row.last_done_on,
    serviceTaskId: row.service_task_id,
    programName: row.program_name,
    recordId: row.record_id,
    updatedAt: row.updated_at.toISOString(),
  };
}

const columns = (input: ReminderParsed, start: ReminderStarts) => ({
  kind: input.kind,
  title: input.title,
  due_date: input.dueDate,
  repeat_months: input.repeatMonths,
  every_km: input.everyKm,
  next_km: input.everyKm !== null && start.km !== null ? start.km + input.everyKm : null,
  notice_days: input.noticeDays,
  notice_km: input.noticeKm,
  every_hours: input.everyHours,
  next_hours: input.everyHours !== null && start.hours !== null ? start.hours + input.everyHours : null,
  notice_hours: input.noticeHours,
  notify_web: input.notifyWeb,
  emails: [...new Set(input.emails)],
});

/** Adds one reminder per asset; `starts` per asset (the intervals' starts). @returns their ids */
export async function insertReminders(db: Kysely<DB>, tenantId: string, userId: string, input: ReminderParsed, starts: ReadonlyMap<number, ReminderStarts>): Promise<number[]> {
  if (starts.size === 0) return [];
  const rows = await db
    .insertInto('reminders')
    .values([...starts].map(([assetId, start]) => ({ tenant_id: tenantId, asset_id: assetId, created_by: userId, ...columns(input, start) })))
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Changes a reminder (its asset stays); its told state starts again. */
export async function updateReminder(db: Kysely<DB>, tenantId: string, id: number, input: ReminderParsed, start: ReminderStarts): Promise<boolean> {
  const r = await db
    .updateTable('reminders')
    .set({ ...columns(input, start), done: false, last_state: 'ok', updated_at: sql`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function deleteReminder(db: Kysely<DB>, tenantId: string, id: number): Promise<boolean> {
  const r = await db.deleteFrom('reminders').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/**
 * Records a completion (with the readings given, else the asset's meters now) and moves the reminder to its next due
 * (or marks a one-off done), in one transaction. A schedule's reminder (a service program task) also writes the
 * service record at `time`, so that its cost counts in the maintenance costs and the Maintenance Log.
 */
export async function completeReminder(db: Kysely<DB>, row: ReminderRow, completion: Required<CompleteReminder>, by: { userId: string; name: string }, time: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const reading = completion.odometerKm ?? row.odometer_km;
    const hours = completion.engineHours ?? row.engine_hours;
    await applyCompletion(trx, row, completion, by);
    if (row.service_task_id !== null) {
      await trx
        .insertInto('maintenance_records')
        .values({
          tenant_id: row.tenant_id,
          asset_id: row.asset_id,
          kind: 's',
          time: new Date(time),
          title: row.title,
          cost: completion.cost ?? 0,
          odometer: reading,
          engine_hours: hours,
          notes: completion.note,
          details: '{}',
          created_by: by.userId,
          by_name: by.name,
        })
        .execute();
    }
  });
}

/**
 * The completion itself, inside the caller's transaction: the completion row (readings given, else the asset's
 * meters now) and the reminder moved to its next due (or done).
 */
export async function applyCompletion(trx: Transaction<DB>, row: ReminderRow, completion: Required<CompleteReminder>, by: { userId: string; name: string }): Promise<void> {
  const reading = completion.odometerKm ?? row.odometer_km;
  const hours = completion.engineHours ?? row.engine_hours;
  const next = nextDueAfter({ repeatMonths: row.repeat_months, everyKm: row.every_km, everyHours: row.every_hours, dueDate: row.due_date }, completion.doneOn, reading, hours);
  await trx
    .insertInto('reminder_completions')
    .values({ tenant_id: row.tenant_id, reminder_id: row.id, done_on: completion.doneOn, odometer_km: reading, engine_hours: hours, cost: completion.cost, note: completion.note, created_by: by.userId, by_name: by.name })
    .execute();
  await trx
    .updateTable('reminders')
    .set({ due_date: next.dueDate, next_km: next.nextKm, next_hours: next.nextHours, done: next.done, last_state: 'ok', last_done_on: completion.doneOn, updated_at: sql`now()` })
    .where('id', '=', row.id)
    .execute();
}

export async function listCompletions(db: Kysely<DB>, tenantId: string, reminderId: number): Promise<ReminderCompletion[]> {
  const rows = await db
    .selectFrom('reminder_completions')
    .select(['id', 'done_on', 'odometer_km', 'engine_hours', 'cost', 'note', 'by_name'])
    .where('tenant_id', '=', tenantId)
    .where('reminder_id', '=', reminderId)
    .orderBy('done_on', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({ id: r.id, doneOn: r.done_on, odometerKm: r.odometer_km, engineHours: r.engine_hours, cost: r.cost, note: r.note, by: r.by_name }));
}
