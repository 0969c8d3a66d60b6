/**
 * The demo's service programs (saveProgram: each task's schedule starts one interval after the asset's last service
 * of that name), the past work orders tied to the schedules they served (with the schedules' completions), and the
 * work orders under way: in progress, waiting for parts, open from a schedule and from a Client's defect report,
 * and one cancelled; written through the work-order repository, as the board moves them.
 */
import { localDateKey, serviceProgramInputSchema, workOrderInputSchema, workOrderNumber, type CostLine, type WorkOrderStatus } from '@fleet/domain';
import { sql } from 'kysely';
import { saveProgram } from '../../maintenance/program-repository';
import type { RecordAuthor } from '../../maintenance/record-repository';
import { moveWorkOrder, openWorkOrder } from '../../maintenance/work-order-repository';
import { CARS, GENERATOR, PROGRAMS, TRUCKS, modelOf, serviceLines, type ProgramKey } from './demo-catalog';
import { dayKey, vendorOf, type DemoContext } from './demo-context';
import { HOUR_MS } from './demo-meters';
import type { WrittenService } from './demo-service-history';

/** Saves the three programs (one already there by name is left as it is). @returns the programs saved */
export async function writeDemoPrograms(ctx: DemoContext): Promise<number> {
  const taken = new Set((await ctx.db.selectFrom('service_programs').select('name').where('tenant_id', '=', ctx.tenantId).execute()).map((p) => p.name.toLowerCase()));
  const assets = [...ctx.assets.values()];
  const covered: Record<ProgramKey, number[]> = {
    truck: assets.filter((a) => a.type === 'truck' && TRUCKS[modelOf(a.name)]).map((a) => a.id),
    car: assets.filter((a) => a.type === 'car' && CARS[modelOf(a.name)]).map((a) => a.id),
    generator: assets.filter((a) => a.name === GENERATOR).map((a) => a.id),
  };
  let saved = 0;
  for (const key of Object.keys(PROGRAMS) as ProgramKey[]) {
    const program = PROGRAMS[key];
    if (covered[key].length === 0 || taken.has(program.name.toLowerCase())) continue;
    const input = serviceProgramInputSchema.parse({
      name: program.name,
      description: program.description,
      tasks: program.tasks.map((t) => ({ ...t })),
      assetIds: covered[key],
    });
    await saveProgram(ctx.db, ctx.tenantId, ctx.admin.userId, input, null, ctx.timeZone, ctx.now);
    saved += 1;
  }
  return saved;
}

/**
 * Ties the past work orders to the schedules of the task they did on their asset (as if opened from them), and
 * writes each schedule's completions from them. @returns the orders tied
 */
export async function linkServicesToSchedules(ctx: DemoContext, written: readonly WrittenService[]): Promise<number> {
  if (written.length === 0) return 0;
  const { rows } = await sql<{ id: number; reminder_id: number }>`
    update work_orders w set source = 'schedule', reminder_id = r.id
    from reminders r join service_tasks t on t.id = r.service_task_id
    where w.id = any(${written.map((w) => w.workOrderId)}::int[]) and r.tenant_id = ${ctx.tenantId}
      and r.asset_id = w.asset_id and lower(t.name) = lower(w.title)
    returning w.id, r.id as reminder_id`.execute(ctx.db);
  if (rows.length === 0) return 0;
  const reminderOf = new Map(rows.map((r) => [r.id, r.reminder_id]));
  await ctx.db
    .insertInto('reminder_completions')
    .values(
      written
        .filter((w) => reminderOf.has(w.workOrderId))
        .map((w) => ({
          tenant_id: ctx.tenantId,
          reminder_id: reminderOf.get(w.workOrderId)!,
          done_on: localDateKey(w.service.time, ctx.timeZone),
          odometer_km: w.service.odometerKm,
          engine_hours: w.service.engineHours,
          cost: w.cost,
          note: `${workOrderNumber(w.number)} ${w.service.title}`,
          created_by: ctx.admin.userId,
          by_name: ctx.admin.name,
        })),
    )
    .execute();
  return rows.length;
}

/** The schedule (reminder) of a task on an asset, if the programs made one. */
async function scheduleOf(ctx: DemoContext, assetId: number, task: string): Promise<number | null> {
  const row = await ctx.db
    .selectFrom('reminders as r')
    .innerJoin('service_tasks as t', 't.id', 'r.service_task_id')
    .select('r.id')
    .where('r.tenant_id', '=', ctx.tenantId)
    .where('r.asset_id', '=', assetId)
    .where('t.name', '=', task)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A work order under way: opened, then moved through the board at times before now. */
interface CurrentOrder {
  asset: string;
  title: string;
  description?: string;
  /** The schedule's task it serves. */
  task?: string;
  source: 'manual' | 'schedule' | 'defect';
  priority?: 'low' | 'normal' | 'high' | 'urgent';
  assignee?: string;
  vendor?: string;
  dueInDays?: number;
  lines?: CostLine[];
  by?: RecordAuthor | null;
  openedHoursAgo: number;
  moves: { to: WorkOrderStatus; hoursAgo: number; note?: string }[];
}

/** @returns the work orders opened */
export async function writeCurrentWorkOrders(ctx: DemoContext): Promise<number> {
  const [oil, brakes] = PROGRAMS.truck.tasks;
  const orders: CurrentOrder[] = [
    {
      asset: 'Scania P360 - WUP 9052',
      title: oil.name,
      task: oil.name,
      source: 'schedule',
      description: 'Overdue: booked in after the evening run.',
      priority: 'high',
      assignee: 'Rahim',
      lines: serviceLines(oil.name, 'Scania P360', 1),
      openedHoursAgo: 26,
      moves: [{ to: 'in-progress', hoursAgo: 2.5, note: 'In bay 2' }],
    },
    {
      asset: 'Fuso Fighter - BRR 1249',
      title: brakes.name,
      task: brakes.name,
      source: 'schedule',
      priority: 'high',
      assignee: 'Kumar',
      lines: [
        { type: 'labour', description: 'Brake inspection and adjustment', partNumber: '', quantity: 2.5, unitCost: 80 },
        { type: 'part', description: 'Brake lining set (rear axle)', partNumber: 'MC-808127', quantity: 1, unitCost: 540 },
      ],
      openedHoursAgo: 74,
      moves: [
        { to: 'in-progress', hoursAgo: 50 },
        { to: 'waiting-parts', hoursAgo: 47, note: 'Rear linings worn to 2.5 mm: lining set ordered from the supplier, 3 days.' },
      ],
    },
    {
      asset: GENERATOR,
      title: PROGRAMS.generator.tasks[0].name,
      task: PROGRAMS.generator.tasks[0].name,
      source: 'schedule',
      assignee: 'Jeffrey Gimbang',
      vendor: 'Sandakan Genset Services',
      dueInDays: 3,
      lines: serviceLines(PROGRAMS.generator.tasks[0].name, GENERATOR, 0),
      openedHoursAgo: 1.5,
      moves: [],
    },
    {
      asset: 'Perodua Bezza - VBN 5530',
      title: 'Air-con not cooling',
      description: 'The air-con blows warm air after about 15 minutes, even on max. The compressor clicks on and off.',
      source: 'defect',
      priority: 'high',
      by: ctx.client,
      openedHoursAgo: 5,
      moves: [],
    },
    {
      asset: 'Toyota Hilux - JPA 7713',
      title: 'Windscreen chip repair',
      description: 'Stone chip on the passenger side, about 1 cm.',
      source: 'manual',
      priority: 'low',
      openedHoursAgo: 9 * 24,
      moves: [{ to: 'cancelled', hoursAgo: 8 * 24 - 2, note: "Claimed under the windscreen cover: the insurer's panel workshop repairs it." }],
    },
  ];
  let opened = 0;
  for (const o of orders) {
    const asset = ctx.assets.get(o.asset);
    if (!asset) continue;
    const reminderId = o.task ? await scheduleOf(ctx, asset.id, o.task) : null;
    if (o.source === 'schedule' && reminderId === null) continue;
    const input = workOrderInputSchema.parse({
      assetId: asset.id,
      source: o.source,
      reminderId,
      title: o.title,
      description: o.description ?? '',
      priority: o.priority ?? 'normal',
      assignee: o.assignee ?? '',
      vendor: o.vendor ?? (o.source === 'defect' ? '' : vendorOf(asset)),
      dueDate: o.dueInDays === undefined ? null : dayKey(ctx, o.dueInDays),
      lines: o.lines ?? [],
    });
    const at = (hoursAgo: number) => Math.round(ctx.now - hoursAgo * HOUR_MS);
    const id = await openWorkOrder(ctx.db, ctx.tenantId, input, o.by ?? ctx.admin, at(o.openedHoursAgo));
    for (const m of o.moves) await moveWorkOrder(ctx.db, ctx.tenantId, id, m.to, m.note ?? '', ctx.admin, at(m.hoursAgo));
    opened += 1;
  }
  return opened;
}

