import { addMonths, localDateKey, nextDueAfter, type ServiceProgram, type ServiceProgramParsed } from '@fleet/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { readAssetMeters } from './meter-repository';

type Db = Kysely<DB> | Transaction<DB>;

/** The programs of a company, with the assets each covers now (of `visible`: what the caller may see). */
export async function listPrograms(db: Db, tenantId: string, visible: ReadonlySet<number> | null, ids?: readonly number[]): Promise<ServiceProgram[]> {
  const programs = await db
    .selectFrom('service_programs')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .$if(ids !== undefined, (q) => q.where('id', '=', sql<number>`any(${[...(ids ?? [])]}::int[])`))
    .orderBy('name')
    .execute();
  if (programs.length === 0) return [];
  const programIds = programs.map((p) => p.id);
  const [tasks, targets, covered] = await Promise.all([
    db.selectFrom('service_tasks').selectAll().where('program_id', '=', sql<number>`any(${programIds}::int[])`).orderBy('sort').orderBy('id').execute(),
    db.selectFrom('service_program_targets').select(['program_id', 'asset_id', 'group_id']).where('program_id', '=', sql<number>`any(${programIds}::int[])`).execute(),
    coveredAssets(db, tenantId, programIds),
  ]);
  return programs.map((p) => ({
    id: p.id,
    name: p.name,
    description: p.description,
    tasks: tasks
      .filter((t) => t.program_id === p.id)
      .map((t) => ({ id: t.id, name: t.name, everyMonths: t.every_months, everyKm: t.every_km, everyHours: t.every_hours, noticeDays: t.notice_days, noticeKm: t.notice_km, noticeHours: t.notice_hours })),
    assetIds: targets.flatMap((t) => (t.program_id === p.id && t.asset_id !== null && (visible === null || visible.has(t.asset_id)) ? [t.asset_id] : [])),
    groupIds: targets.flatMap((t) => (t.program_id === p.id && t.group_id !== null ? [t.group_id] : [])),
    notifyWeb: p.notify_web,
    emails: p.emails,
    coveredAssetIds: [...(covered.get(p.id) ?? [])].filter((id) => visible === null || visible.has(id)).sort((a, b) => a - b),
    updatedAt: new Date(p.updated_at).toISOString(),
  }));
}

/** The assets each program covers now: its own assets and every live asset of its groups. */
async function coveredAssets(db: Db, tenantId: string, programIds: readonly number[]): Promise<Map<number, Set<number>>> {
  const rows = await sql<{ program_id: number; asset_id: number }>`
    select t.program_id, a.id as asset_id
    from service_program_targets t
    join assets a on a.tenant_id = ${tenantId} and a.deleted_at is null and (a.id = t.asset_id or a.group_id = t.group_id)
    where t.tenant_id = ${tenantId} and t.program_id = any(${[...programIds]}::int[])`.execute(db);
  const out = new Map<number, Set<number>>();
  for (const r of rows.rows) out.set(r.program_id, (out.get(r.program_id) ?? new Set()).add(r.asset_id));
  return out;
}

/**
 * Writes a program (new, or changing `id`): its fields, its tasks (a task given with its id keeps it and its
 * reminders; a task left out goes with its reminders), its targets; then its reminders follow. @returns its id
 */
export async function saveProgram(db: Kysely<DB>, tenantId: string, userId: string, input: ServiceProgramParsed, id: number | null, timeZone: string, now: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockPrograms(trx, tenantId);
    const fields = { name: input.name, description: input.description, notify_web: input.notifyWeb, emails: [...new Set(input.emails)] };
    const programId =
      id === null
        ? (await trx.insertInto('service_programs').values({ tenant_id: tenantId, created_by: userId, ...fields }).returning('id').executeTakeFirstOrThrow()).id
        : (await trx.updateTable('service_programs').set({ ...fields, updated_at: sql`now()` }).where('id', '=', id).where('tenant_id', '=', tenantId).returning('id').executeTakeFirstOrThrow()).id;
    const kept = input.tasks.flatMap((t) => (t.id === undefined ? [] : [t.id as number]));
    await trx
      .deleteFrom('service_tasks')
      .where('program_id', '=', programId)
      .$if(kept.length > 0, (q) => q.where('id', '<>', sql<number>`all(${kept}::int[])`))
      .execute();
    for (const [sort, t] of input.tasks.entries()) {
      const columns = { name: t.name, every_months: t.everyMonths, every_km: t.everyKm, every_hours: t.everyHours, notice_days: t.noticeDays, notice_km: t.noticeKm, notice_hours: t.noticeHours, sort };
      if (t.id === undefined) await trx.insertInto('service_tasks').values({ tenant_id: tenantId, program_id: programId, ...columns }).execute();
      else await trx.updateTable('service_tasks').set(columns).where('id', '=', t.id as number).where('program_id', '=', programId).execute();
    }
    await trx.deleteFrom('service_program_targets').where('program_id', '=', programId).execute();
    const targets = [
      ...[...new Set(input.assetIds as number[])].map((assetId) => ({ tenant_id: tenantId, program_id: programId, asset_id: assetId, group_id: null })),
      ...[...new Set(input.groupIds as number[])].map((groupId) => ({ tenant_id: tenantId, program_id: programId, asset_id: null, group_id: groupId })),
    ];
    for (let i = 0; i < targets.length; i += 1_000) await trx.insertInto('service_program_targets').values(targets.slice(i, i + 1_000)).execute();
    await syncScheduleReminders(trx, tenantId, timeZone, now);
    return programId;
  });
}

/** Serializes the company's program changes and reminder syncs (two at once would add a schedule twice). */
async function lockPrograms(trx: Transaction<DB>, tenantId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`service-programs:${tenantId}`}))`.execute(trx);
}

/** Deletes a program; its tasks and their reminders go with it (cascades). */
export async function deleteProgram(db: Kysely<DB>, tenantId: string, id: number): Promise<string | null> {
  const row = await db.deleteFrom('service_programs').where('tenant_id', '=', tenantId).where('id', '=', id).returning('name').executeTakeFirst();
  return row?.name ?? null;
}

/**
 * Keeps one reminder for each task of each program and each asset it covers now (assets join and leave groups, are
 * added and deleted): a new one is due one interval after the asset's last service of that name (its date and
 * readings), else after today and its meters now; a changed task moves its reminders' intervals; a pair no longer
 * covered loses its reminder. Runs under the company's program lock.
 */
export async function syncScheduleReminders(db: Db, tenantId: string, timeZone: string, now: number): Promise<{ added: number; changed: number; removed: number }> {
  const tasks = await db
    .selectFrom('service_tasks as t')
    .innerJoin('service_programs as p', 'p.id', 't.program_id')
    .select(['t.id', 't.program_id', 't.name', 't.every_months', 't.every_km', 't.every_hours', 't.notice_days', 't.notice_km', 't.notice_hours', 'p.notify_web', 'p.emails', 'p.created_by'])
    .where('t.tenant_id', '=', tenantId)
    .execute();
  const covered = await coveredAssets(db, tenantId, [...new Set(tasks.map((t) => t.program_id))]);
  const existing = await db
    .selectFrom('reminders')
    .select(['id', 'service_task_id', 'asset_id', 'title', 'repeat_months', 'every_km', 'next_km', 'every_hours', 'next_hours', 'due_date', 'last_done_on', 'notice_days', 'notice_km', 'notice_hours', 'notify_web', 'emails'])
    .where('tenant_id', '=', tenantId)
    .where('service_task_id', 'is not', null)
    .execute();
  const have = new Map(existing.map((r) => [`${r.service_task_id}:${r.asset_id}`, r]));
  const wanted = new Set<string>();
  const missing: { task: (typeof tasks)[number]; assetId: number }[] = [];
  let changed = 0;
  const unstarted: (typeof existing)[number][] = [];
  for (const task of tasks) {
    for (const assetId of covered.get(task.program_id) ?? []) {
      const key = `${task.id}:${assetId}`;
      wanted.add(key);
      const r = have.get(key);
      if (!r) {
        missing.push({ task, assetId });
        continue;
      }
      const same =
        r.title === task.name && r.repeat_months === task.every_months && r.every_km === task.every_km && r.every_hours === task.every_hours && r.notice_days === task.notice_days &&
        r.notice_km === task.notice_km && r.notice_hours === task.notice_hours && r.notify_web === task.notify_web && r.emails.join() === task.emails.join();
      if (same) {
        // A meter unknown when the schedule began (no tracker report, no reading yet) starts it once it is known.
        if ((r.every_km !== null && r.next_km === null) || (r.every_hours !== null && r.next_hours === null)) unstarted.push(r);
        continue;
      }
      // The interval changed: the next due moves from the same start (the last completion, else where it began).
      const shift = (next: number | null, before: number | null, after: number | null) => (after === null ? null : next !== null && before !== null ? next - before + after : null);
      const dueDate =
        task.every_months === null ? null : r.last_done_on !== null ? addMonths(r.last_done_on, task.every_months) : r.due_date !== null && r.repeat_months !== null ? addMonths(r.due_date, task.every_months - r.repeat_months) : addMonths(localDateKey(now, timeZone), task.every_months);
      await db
        .updateTable('reminders')
        .set({
          title: task.name,
          repeat_months: task.every_months,
          every_km: task.every_km,
          next_km: shift(r.next_km, r.every_km, task.every_km),
          every_hours: task.every_hours,
          next_hours: shift(r.next_hours, r.every_hours, task.every_hours),
          due_date: dueDate,
          notice_days: task.notice_days,
          notice_km: task.notice_km,
          notice_hours: task.notice_hours,
          notify_web: task.notify_web,
          emails: task.emails,
          last_state: 'ok',
          updated_at: sql`now()`,
        })
        .where('id', '=', r.id)
        .execute();
      changed += 1;
    }
  }
  if (unstarted.length > 0) {
    const meters = await readAssetMeters(db, tenantId, unstarted.map((r) => r.asset_id));
    for (const r of unstarted) {
      const m = meters.get(r.asset_id);
      const nextKm = r.next_km ?? (r.every_km !== null && m?.odometer.value != null ? m.odometer.value + r.every_km : null);
      const nextHours = r.next_hours ?? (r.every_hours !== null && m?.engineHours.value != null ? m.engineHours.value + r.every_hours : null);
      if (nextKm === r.next_km && nextHours === r.next_hours) continue;
      await db.updateTable('reminders').set({ next_km: nextKm, next_hours: nextHours }).where('id', '=', r.id).execute();
      changed += 1;
    }
  }
  const stale = existing.filter((r) => !wanted.has(`${r.service_task_id}:${r.asset_id}`)).map((r) => r.id);
  if (stale.length > 0) await db.deleteFrom('reminders').where('id', '=', sql<number>`any(${stale}::int[])`).execute();
  if (missing.length > 0) {
    const assetIds = [...new Set(missing.map((m) => m.assetId))];
    const meters = await readAssetMeters(db, tenantId, assetIds);
    const lastServices = await db
      .selectFrom('maintenance_records')
      .select(['asset_id', 'title', 'time', 'odometer', 'engine_hours'])
      .where('tenant_id', '=', tenantId)
      .where('kind', '=', 's')
      .where('asset_id', '=', sql<number>`any(${assetIds}::int[])`)
      .orderBy('time', 'desc')
      .execute();
    const today = localDateKey(now, timeZone);
    const rows = missing.map(({ task, assetId }) => {
      const last = lastServices.find((s) => s.asset_id === assetId && s.title.trim().toLowerCase() === task.name.trim().toLowerCase());
      const m = meters.get(assetId);
      const next = nextDueAfter(
        { repeatMonths: task.every_months, everyKm: task.every_km, everyHours: task.every_hours, dueDate: null },
        last ? localDateKey(new Date(last.time).getTime(), timeZone) : today,
        last ? (last.odometer ?? m?.odometer.value ?? null) : (m?.odometer.value ?? null),
        last ? (last.engine_hours ?? m?.engineHours.value ?? null) : (m?.engineHours.value ?? null),
      );
      return {
        tenant_id: tenantId,
        asset_id: assetId,
        kind: 'service',
        title: task.name,
        due_date: next.dueDate,
        repeat_months: task.every_months,
        every_km: task.every_km,
        next_km: next.nextKm,
        every_hours: task.every_hours,
        next_hours: next.nextHours,
        notice_days: task.notice_days,
        notice_km: task.notice_km,
        notice_hours: task.notice_hours,
        notify_web: task.notify_web,
        emails: task.emails,
        last_done_on: last ? localDateKey(new Date(last.time).getTime(), timeZone) : null,
        service_task_id: task.id,
        created_by: task.created_by,
      };
    });
    for (let i = 0; i < rows.length; i += 500) await db.insertInto('reminders').values(rows.slice(i, i + 500)).onConflict((oc) => oc.doNothing()).execute();
  }
  return { added: missing.length, changed, removed: stale.length };
}

/**
 * Syncs the schedules of a company under its program lock, in a transaction of its own (after an asset or group
 * changed, and at each reminder check).
 */
export async function syncCompanySchedules(db: Kysely<DB>, tenantId: string, timeZone: string, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockPrograms(trx, tenantId);
    await syncScheduleReminders(trx, tenantId, timeZone, now);
  });
}
