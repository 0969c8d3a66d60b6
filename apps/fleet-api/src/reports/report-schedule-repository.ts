import type { ReportRun, ReportSchedule, ReportScheduleFormat, ReportScheduleFrequency, ReportScheduleParsed, ReportSchedulePeriod, ReportTypeId } from '@fleet/domain';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, ReportRunTable, ReportScheduleTable } from '../db/schema';

/** A running run silent this long lost its server (a restart): it reads as failed, ms. */
export const STALE_RUN_MS = 10 * 60_000;
/** Why a run failed when its server stopped under it. */
export const RUN_LOST_TEXT = 'The run stopped: the server restarted. It runs again at its next time, or run it now.';

export type ScheduleRow = Selectable<ReportScheduleTable> & { owner_name: string | null };
type RunRow = Selectable<ReportRunTable>;


function scheduleQuery(db: Kysely<DB>, tenantId: string, ownerId: string | undefined) {
  let q = db.selectFrom('report_schedules as s').leftJoin('users as u', 'u.id', 's.owner_id').selectAll('s').select('u.display_name as owner_name').where('s.tenant_id', '=', tenantId);
  if (ownerId !== undefined) q = q.where('s.owner_id', '=', ownerId);
  return q;
}

/** The company's schedules (of one owner when `ownerId` is given), by name. */
export function listSchedules(db: Kysely<DB>, tenantId: string, ownerId?: string): Promise<ScheduleRow[]> {
  return scheduleQuery(db, tenantId, ownerId).orderBy('s.name').orderBy('s.id').execute();
}

/** One schedule of the company (of that owner when given). */
export function getSchedule(db: Kysely<DB>, tenantId: string, id: number, ownerId?: string): Promise<ScheduleRow | undefined> {
  return scheduleQuery(db, tenantId, ownerId).where('s.id', '=', id).executeTakeFirst();
}

/** How many schedules the company keeps. */
export async function countSchedules(db: Kysely<DB>, tenantId: string): Promise<number> {
  const r = await db.selectFrom('report_schedules').select(sql<number>`count(*)::int`.as('n')).where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
  return r.n;
}

const columnsOf = (s: ReportScheduleParsed, nextRunAt: Date | null) => ({
  name: s.name,
  report_type: s.reportType,
  asset_ids: [...new Set(s.assetIds)],
  period: s.period,
  frequency: s.frequency,
  weekday: s.weekday,
  month_day: s.monthDay,
  minute_of_day: s.minuteOfDay,
  formats: s.formats,
  recipients: s.recipients,
  enabled: s.enabled,
  next_run_at: s.enabled ? nextRunAt : null,
});

/** Adds a schedule owned by `ownerId`. */
export async function insertSchedule(db: Kysely<DB>, tenantId: string, ownerId: string, s: ReportScheduleParsed, nextRunAt: Date): Promise<ScheduleRow> {
  const { id } = await db.insertInto('report_schedules').values({ tenant_id: tenantId, owner_id: ownerId, ...columnsOf(s, nextRunAt) }).returning('id').executeTakeFirstOrThrow();
  return (await getSchedule(db, tenantId, id))!;
}

/** Changes a schedule (of that owner when given); undefined when there is none. */
export async function updateSchedule(db: Kysely<DB>, tenantId: string, id: number, s: ReportScheduleParsed, nextRunAt: Date, ownerId?: string): Promise<ScheduleRow | undefined> {
  let q = db.updateTable('report_schedules').set({ ...columnsOf(s, nextRunAt), updated_at: sql<Date>`now()` }).where('tenant_id', '=', tenantId).where('id', '=', id);
  if (ownerId !== undefined) q = q.where('owner_id', '=', ownerId);
  const done = await q.returning('id').executeTakeFirst();
  return done ? getSchedule(db, tenantId, id) : undefined;
}

/** Deletes a schedule (of that owner when given) with its runs and files; its name, or undefined. */
export async function deleteSchedule(db: Kysely<DB>, tenantId: string, id: number, ownerId?: string): Promise<{ name: string } | undefined> {
  let q = db.deleteFrom('report_schedules').where('tenant_id', '=', tenantId).where('id', '=', id);
  if (ownerId !== undefined) q = q.where('owner_id', '=', ownerId);
  return q.returning('name').executeTakeFirst();
}

/** The runs of schedules, newest first (at most `limit` per call), with their files (no bytes). */
export async function listRuns(db: Kysely<DB>, tenantId: string, scheduleIds: readonly number[], now: number, limit = 100): Promise<Map<number, ReportRun[]>> {
  const out = new Map<number, ReportRun[]>();
  if (scheduleIds.length === 0) return out;
  const runs = await db.selectFrom('report_runs').selectAll().where('tenant_id', '=', tenantId).where('schedule_id', 'in', [...scheduleIds]).orderBy('id', 'desc').limit(limit).execute();
  const files =
    runs.length === 0
      ? []
      : await db
          .selectFrom('report_run_files')
          .select(['id', 'run_id', 'file_name', 'size'])
          .where('run_id', 'in', runs.map((r) => r.id))
          .orderBy('id')
          .execute();
  for (const run of runs) {
    const list = out.get(run.schedule_id) ?? [];
    list.push(publicRun(run, files.filter((f) => f.run_id === run.id), now));
    out.set(run.schedule_id, list);
  }
  return out;
}

/** The last run of each schedule. */
export async function lastRuns(db: Kysely<DB>, tenantId: string, scheduleIds: readonly number[], now: number): Promise<Map<number, ReportRun>> {
  const out = new Map<number, ReportRun>();
  if (scheduleIds.length === 0) return out;
  const latest = await db
    .selectFrom('report_runs')
    .select(['schedule_id', sql<number>`max(id)`.as('id')])
    .where('tenant_id', '=', tenantId)
    .where('schedule_id', 'in', [...scheduleIds])
    .groupBy('schedule_id')
    .execute();
  if (latest.length === 0) return out;
  const runs = await db.selectFrom('report_runs').selectAll().where('id', 'in', latest.map((l) => l.id)).execute();
  const files = await db.selectFrom('report_run_files').select(['id', 'run_id', 'file_name', 'size']).where('run_id', 'in', runs.map((r) => r.id)).orderBy('id').execute();
  for (const run of runs) out.set(run.schedule_id, publicRun(run, files.filter((f) => f.run_id === run.id), now));
  return out;
}

/** A run as the API shows it; a running run silent for STALE_RUN_MS reads as failed. */
export function publicRun(run: RunRow, files: readonly { id: number; file_name: string; size: number }[], now: number): ReportRun {
  const lost = run.state === 'running' && run.updated_at.getTime() < now - STALE_RUN_MS;
  return {
    id: run.id,
    startedAt: run.started_at.toISOString(),
    finishedAt: run.finished_at?.toISOString() ?? null,
    from: run.period_from.toISOString(),
    to: run.period_to.toISOString(),
    state: lost ? 'failed' : (run.state as ReportRun['state']),
    error: lost ? RUN_LOST_TEXT : run.error,
    rows: run.rows,
    manual: run.manual,
    files: files.map((f) => ({ id: f.id, fileName: f.file_name, bytes: f.size })),
  };
}

/** A schedule as the API shows it. */
export function publicSchedule(row: ScheduleRow, lastRun: ReportRun | null): ReportSchedule {
  return {
    id: row.id,
    name: row.name,
    reportType: row.report_type as ReportTypeId,
    assetIds: row.asset_ids.map(Number),
    period: row.period as ReportSchedulePeriod,
    frequency: row.frequency as ReportScheduleFrequency,
    weekday: row.weekday,
    monthDay: row.month_day,
    minuteOfDay: row.minute_of_day,
    formats: row.formats as ReportScheduleFormat[],
    recipients: row.recipients,
    enabled: row.enabled,
    nextRunAt: row.next_run_at?.toISOString() ?? null,
    owner: row.owner_name,
    lastRun,
  };
}

/** A file of a run of one of the company's schedules (of that owner when given), with its bytes. */
export function runFile(db: Kysely<DB>, tenantId: string, runId: number, fileId: number, ownerId?: string) {
  let q = db
    .selectFrom('report_run_files as f')
    .innerJoin('report_runs as r', 'r.id', 'f.run_id')
    .innerJoin('report_schedules as s', 's.id', 'r.schedule_id')
    .select(['f.file_name', 'f.mime', 'f.bytes'])
    .where('f.tenant_id', '=', tenantId)
    .where('s.tenant_id', '=', tenantId)
    .where('f.id', '=', fileId)
    .where('f.run_id', '=', runId);
  if (ownerId !== undefined) q = q.where('s.owner_id', '=', ownerId);
  return q.executeTakeFirst();
}
