/**
 * The demo's service history: past services as completed work orders (parts and labour lines, the workshop, the
 * downtime), each at the asset's own meter at its time, so that the schedules a program starts one interval after
 * the last service of the same name stand where the catalog says (ok, due soon, overdue). Written as completing a
 * work order writes them (the service record, the order's history), in one transaction of a few statements.
 */
import { addMonths, datePartsIn, downtimeHours, instantOf, linesCost, localDateKey, type CostLine } from '@fleet/domain';
import { sql, type Insertable } from 'kysely';
import type { WorkOrderEventTable } from '../../db/schema';
import { CARS, FORKLIFT, GENERATOR, MECHANICS, PROGRAMS, TRUCKS, modelOf, serviceLines, unit, type DemoTask, type ScheduleTarget } from './demo-catalog';
import { dayKey, vendorOf, type DemoAsset, type DemoContext } from './demo-context';
import { DAY_MS, HOUR_MS, type MeterSample } from './demo-meters';

/** A past service, done as a work order. */
export interface PlannedService {
  asset: DemoAsset;
  title: string;
  description: string;
  /** When it was completed, and the meters then. */
  time: number;
  odometerKm: number | null;
  engineHours: number | null;
  lines: CostLine[];
  vendor: string;
  assignee: string;
  priority: 'normal' | 'high';
  /** Hours in the workshop, and days it waited open before. */
  hours: number;
  waitedDays: number;
  notes: string;
}

/** How far from due a target puts the schedule, and the range its meter may land in. */
function targetLeft(target: NonNullable<ScheduleTarget>, every: number, notice: number, months: number) {
  if (target.state === 'ok') {
    const left = (1 - target.used) * every;
    return { left, lo: Math.max(notice * 1.5, left - every * 0.1), hi: Math.min(every, left + every * 0.1), daysLeft: Math.round((1 - target.used) * months * 30.4) };
  }
  if (target.state === 'due-soon') return { left: notice / 2, lo: notice * 0.15, hi: notice * 0.85, daysLeft: 7 };
  // Overdue by a reading once past it by its notice again (reminderState).
  return { left: -notice * 1.6, lo: -notice * 3, hi: -notice * 1.2, daysLeft: -6 };
}

/** The meter at 10:30 on a company date (within the history, at its working-hours sample nearest to then). */
function atDate(ctx: DemoContext, meter: { snap(t: number): MeterSample | null }, date: string): MeterSample | null {
  return meter.snap(instantOf({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)), hour: 10, minute: 30 }, ctx.timeZone));
}

/**
 * The last service of a task on an asset such that its schedule stands at `target` today (the later of the time its
 * meter was one interval less what is left, and the date one interval before the due date), and the one before when
 * that lies within about six months. Nothing without the asset's meter.
 */
export function scheduleServices(ctx: DemoContext, asset: DemoAsset, task: DemoTask, target: ScheduleTarget, salt: number): { time: number; value: number }[] {
  const meter = ctx.meters.get(asset.id);
  const now = ctx.meterNow.get(asset.id);
  if (!target || !meter || now === undefined) return [];
  const every = (task.everyKm ?? task.everyHours)!;
  const notice = task.everyKm !== null ? task.noticeKm : task.noticeHours;
  const { left, lo, hi, daysLeft } = targetLeft(target, every, notice, task.everyMonths);
  const byMeter = meter.when(now + left - every, now + lo - every, now + hi - every);
  const byDate = atDate(ctx, meter, addMonths(dayKey(ctx, daysLeft), -task.everyMonths));
  if (!byMeter || !byDate) return [];
  let last = byMeter.time >= byDate.time ? byMeter : byDate;
  if (last.time > ctx.now - 2 * HOUR_MS) last = meter.snap(ctx.now - DAY_MS) ?? last;
  const out = [last];
  const lastDate = localDateKey(last.time, ctx.timeZone);
  const prevValue = last.value - every * (0.96 + unit(asset.name, salt) * 0.06);
  const prevByMeter = meter.when(prevValue, prevValue - every * 0.03, prevValue + every * 0.03);
  const prevByDate = atDate(ctx, meter, addMonths(lastDate, -task.everyMonths));
  const prev = prevByMeter && prevByDate ? (prevByMeter.time >= prevByDate.time ? prevByMeter : prevByDate) : null;
  if (prev && prev.time >= ctx.now - 185 * DAY_MS && prev.time < last.time - 7 * DAY_MS) out.unshift(prev);
  return out;
}

/** The demo's past services: the programs' tasks on the trucks, cars and generator, and a few repairs. */
export function planServiceHistory(ctx: DemoContext): PlannedService[] {
  const out: PlannedService[] = [];
  const add = (asset: DemoAsset, title: string, at: { time: number; value: number }, salt: number, extra: Partial<PlannedService> = {}) => {
    const meterIsHours = ctx.meters.get(asset.id) !== undefined && asset.type === 'machine';
    const u = (n: number) => unit(`${asset.name}/${title}/${at.time}`, n);
    out.push({
      asset,
      title,
      description: '',
      time: at.time,
      odometerKm: meterIsHours ? null : at.value,
      engineHours: meterIsHours ? at.value : null,
      lines: serviceLines(title, modelOf(asset.name), salt),
      vendor: vendorOf(asset),
      assignee: MECHANICS[Math.floor(u(1) * MECHANICS.length)]!,
      priority: 'normal',
      hours: Math.round((1.5 + u(2) * 3.5) * 10) / 10,
      waitedDays: 1 + Math.floor(u(3) * 3),
      notes: '',
      ...extra,
    });
  };
  const [oil, brakes] = PROGRAMS.truck.tasks;
  for (const asset of ctx.assets.values()) {
    const model = modelOf(asset.name);
    const truck = asset.type === 'truck' ? TRUCKS[model] : undefined;
    const car = asset.type === 'car' ? CARS[model] : undefined;
    if (truck) {
      for (const [i, at] of scheduleServices(ctx, asset, oil, truck.oil, 1).entries()) add(asset, oil.name, at, i);
      for (const [i, at] of scheduleServices(ctx, asset, brakes, truck.brakes, 2).entries()) {
        const lines = serviceLines(brakes.name, model, i + 7);
        const relined = lines.some((l) => l.description.startsWith('Brake lining'));
        add(asset, brakes.name, at, i, { lines, notes: relined ? 'Rear linings worn to 4 mm: relined; drums within limits.' : 'Linings and drums within limits; slack adjusters set.' });
      }
    }
    if (car) for (const [i, at] of scheduleServices(ctx, asset, PROGRAMS.car.tasks[0], car.service, 3).entries()) add(asset, PROGRAMS.car.tasks[0].name, at, i);
  }
  const generator = ctx.assets.get(GENERATOR);
  if (generator) {
    for (const [i, at] of scheduleServices(ctx, generator, PROGRAMS.generator.tasks[0], { state: 'due-soon' }, 4).entries()) {
      add(generator, PROGRAMS.generator.tasks[0].name, at, i, { vendor: 'Sandakan Genset Services', assignee: 'Jeffrey Gimbang', hours: 1.5 });
    }
  }
  const repair = (name: string, daysAgo: number, title: string, lines: CostLine[], extra: Partial<PlannedService>) => {
    const asset = ctx.assets.get(name);
    const at = asset && ctx.meters.get(asset.id)?.snap(ctx.now - daysAgo * DAY_MS);
    if (asset && at) add(asset, title, at, 0, { lines, ...extra });
  };
  const part = (description: string, quantity: number, unitCost: number, partNumber = ''): CostLine => ({ type: 'part', description, partNumber, quantity, unitCost });
  const labour = (description: string, quantity: number, unitCost: number): CostLine => ({ type: 'labour', description, partNumber: '', quantity, unitCost });
  repair('Hino 500 - WXY 4821', 12, 'Replace alternator belt and tensioner', [part('Alternator belt', 1, 95, '56511-1970'), part('Belt tensioner', 1, 420), labour('Mechanic', 1.5, 80)], {
    description: 'Belt squeals on cold start.',
    notes: 'Tensioner bearing worn; belt glazed.',
    priority: 'high',
  });
  repair(FORKLIFT, 9, 'Replace leaking hydraulic lift hose', [part('Hydraulic hose 3/8" (lift cylinder)', 1, 185), part('Hydraulic oil ISO VG 32 (litre)', 8, 12.5), labour('Mechanic', 2, 70)], {
    description: 'Oil dripping from the mast when lifting.',
    priority: 'high',
    hours: 3,
  });
  repair('Trailer 40ft flatbed', 20, 'Replace rear marker lamps and wiring', [part('LED marker lamp', 4, 38), part('Wiring harness section', 1, 65), labour('Auto electrician', 1.5, 60)], {
    description: 'Rear left marker lamps out (found at the PUSPAKOM pre-check).',
  });
  return out;
}

/** What `insertCompletedWorkOrders` wrote for a planned service. */
export interface WrittenService {
  service: PlannedService;
  workOrderId: number;
  number: number;
  recordId: number;
  cost: number;
}

/**
 * Writes the services as completed work orders in one transaction (under the company's work-order lock, numbered
 * in the order they were opened): the orders, their service records, and their status history (opened, started,
 * completed), as `completeWorkOrder` leaves them.
 */
export async function insertCompletedWorkOrders(ctx: DemoContext, services: readonly PlannedService[]): Promise<WrittenService[]> {
  if (services.length === 0) return [];
  const { tenantId, admin } = ctx;
  const planned = services
    .map((s) => {
      const completedAt = s.time;
      const startedAt = completedAt - Math.round(s.hours * HOUR_MS);
      // Opened in the morning (08:00-11:00) of a day before it was started.
      const day = datePartsIn(startedAt - s.waitedDays * DAY_MS, ctx.timeZone);
      const minute = Math.floor(unit(s.asset.name, completedAt % 997) * 180);
      const openedAt = Math.min(startedAt - HOUR_MS, instantOf({ year: day.year, month: day.month, day: day.day, hour: 8 + Math.floor(minute / 60), minute: minute % 60 }, ctx.timeZone));
      return { s, openedAt, startedAt, completedAt, cost: linesCost(s.lines).total };
    })
    .sort((a, b) => a.openedAt - b.openedAt);
  return ctx.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`work-orders:${tenantId}`}))`.execute(trx);
    const { n } = await trx.selectFrom('work_orders').select(sql<number>`coalesce(max(number), 0) + 1`.as('n')).where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
    const first = Number(n);
    const orders = await trx
      .insertInto('work_orders')
      .values(
        planned.map(({ s, openedAt, startedAt, completedAt }, i) => ({
          tenant_id: tenantId,
          number: first + i,
          asset_id: s.asset.id,
          source: 'manual' as const,
          reminder_id: null,
          title: s.title,
          description: s.description,
          status: 'completed' as const,
          priority: s.priority,
          assignee: s.assignee,
          vendor: s.vendor,
          due_date: null,
          lines: JSON.stringify(s.lines),
          opened_at: new Date(openedAt),
          started_at: new Date(startedAt),
          completed_at: new Date(completedAt),
          downtime_h: downtimeHours({ openedAt, startedAt, completedAt }),
          odometer_km: s.odometerKm,
          engine_hours: s.engineHours,
          notes: s.notes,
          created_by: admin.userId,
          opened_by_name: admin.name,
        })),
      )
      .returning(['id', 'number'])
      .execute();
    const idOf = new Map(orders.map((o) => [o.number, o.id]));
    const records = await trx
      .insertInto('maintenance_records')
      .values(
        planned.map(({ s, completedAt, cost }, i) => ({
          tenant_id: tenantId,
          asset_id: s.asset.id,
          kind: 's' as const,
          time: new Date(completedAt),
          title: s.title,
          cost,
          odometer: s.odometerKm,
          engine_hours: s.engineHours,
          vendor: s.vendor,
          notes: [s.description, s.notes].filter((t) => t.trim() !== '').join('\n'),
          lines: JSON.stringify(s.lines),
          details: '{}',
          work_order_id: idOf.get(first + i)!,
          created_by: admin.userId,
          by_name: admin.name,
        })),
      )
      .returning(['id', 'work_order_id'])
      .execute();
    const recordOf = new Map(records.map((r) => [r.work_order_id!, r.id]));
    const ids = orders.map((o) => o.id);
    await sql`
      update work_orders w set record_id = v.record_id
      from unnest(${ids}::int[], ${ids.map((id) => recordOf.get(id)!)}::int[]) as v(id, record_id)
      where w.id = v.id`.execute(trx);
    const events: Insertable<WorkOrderEventTable>[] = [];
    planned.forEach(({ openedAt, startedAt, completedAt }, i) => {
      const work_order_id = idOf.get(first + i)!;
      const base = { tenant_id: tenantId, work_order_id, by_user: admin.userId, by_name: admin.name };
      events.push(
        { ...base, at: new Date(openedAt), from_status: null, to_status: 'open' },
        { ...base, at: new Date(startedAt), from_status: 'open', to_status: 'in-progress' },
        { ...base, at: new Date(completedAt), from_status: 'in-progress', to_status: 'completed' },
      );
    });
    await trx.insertInto('work_order_events').values(events).execute();
    return planned.map(({ s, cost }, i) => {
      const workOrderId = idOf.get(first + i)!;
      return { service: s, workOrderId, number: first + i, recordId: recordOf.get(workOrderId)!, cost };
    });
  });
}
