import { MAINTAINED_ASSET_TYPES, defaultTireLayout, reminderState, type AssetType, type MaintenanceAsset, type MeterReading, type TireLayout } from '@fleet/domain';
import { sql, type Kysely } from 'kysely';
import { UNGROUPED } from '../assets/asset-repository';
import type { DB } from '../db/schema';
import { dueOf, loadReminders } from '../reminders/reminder-repository';
import { readAssetMeters } from './meter-repository';

/**
 * The assets `assetIds` that the maintenance area keeps (MAINTAINED_ASSET_TYPES) as it shows them: meters now (tracker or manual), the axle layout in use,
 * the open work orders, and the reminders needing attention on `today` (company date). Ordered by group, then name.
 */
export async function listMaintenanceAssets(db: Kysely<DB>, tenantId: string, assetIds: readonly number[], today: string): Promise<MaintenanceAsset[]> {
  if (assetIds.length === 0) return [];
  const ids = [...assetIds];
  const [rows, meters, orders, reminders] = await Promise.all([
    db
      .selectFrom('assets as a')
      .leftJoin('asset_groups as g', 'g.id', 'a.group_id')
      .select(['a.id', 'a.name', 'a.type', 'a.group_id', 'a.plate', 'a.unit_id', 'a.tire_layout', 'g.name as group_name'])
      .where('a.tenant_id', '=', tenantId)
      .where('a.deleted_at', 'is', null)
      .where('a.id', '=', sql<number>`any(${ids}::int[])`)
      .where('a.type', 'in', [...MAINTAINED_ASSET_TYPES])
      .orderBy('g.name')
      .orderBy('a.name')
      .orderBy('a.id')
      .execute(),
    readAssetMeters(db, tenantId, ids),
    db
      .selectFrom('work_orders')
      .select(['asset_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('tenant_id', '=', tenantId)
      .where('asset_id', '=', sql<number>`any(${ids}::int[])`)
      .where('status', 'not in', ['completed', 'cancelled'])
      .groupBy('asset_id')
      .execute(),
    loadReminders(db, tenantId, { assetIds: ids }),
  ]);
  const open = new Map(orders.map((o) => [o.asset_id, Number(o.n)]));
  const due = new Map<number, { overdue: number; due: number; dueSoon: number }>();
  for (const r of reminders) {
    const { state } = reminderState(dueOf(r), today, r.odometer_km, r.engine_hours);
    const counts = due.get(r.asset_id) ?? { overdue: 0, due: 0, dueSoon: 0 };
    if (state === 'overdue') counts.overdue += 1;
    else if (state === 'due') counts.due += 1;
    else if (state === 'due-soon') counts.dueSoon += 1;
    due.set(r.asset_id, counts);
  }
  return rows.map((r) => {
    const m = meters.get(r.id) ?? { odometer: { value: null, source: null, at: null }, engineHours: { value: null, source: null, at: null } };
    return {
      assetId: r.id,
      assetName: r.name,
      assetGroup: r.group_name ?? UNGROUPED,
      groupId: r.group_id,
      type: r.type as AssetType,
      plate: r.plate,
      tracked: r.unit_id !== '',
      odometer: m.odometer,
      engineHours: m.engineHours,
      tireLayout: effectiveTireLayout(r.tire_layout, r.type),
      openWorkOrders: open.get(r.id) ?? 0,
      due: due.get(r.id) ?? { overdue: 0, due: 0, dueSoon: 0 },
    };
  });
}

/** The axle layout an asset uses: the one chosen, else its type's default. */
export function effectiveTireLayout(chosen: string | null, type: string): TireLayout | null {
  return (chosen as TireLayout | null) ?? defaultTireLayout(type);
}

/** The meter readings entered by hand for an asset, newest first. */
export async function listMeterReadings(db: Kysely<DB>, tenantId: string, assetId: number): Promise<MeterReading[]> {
  const rows = await db
    .selectFrom('meter_readings')
    .select(['id', 'time', 'odometer_km', 'engine_hours', 'note', 'by_name'])
    .where('tenant_id', '=', tenantId)
    .where('asset_id', '=', assetId)
    .orderBy('time', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
  return rows.map((r) => ({ id: r.id, time: new Date(r.time).getTime(), odometerKm: r.odometer_km, engineHours: r.engine_hours, note: r.note, by: r.by_name }));
}

/** The last reading of each meter entered by hand at or before `time` (the reading a new one must not go below). */
export async function lastManualReadings(db: Kysely<DB>, tenantId: string, assetId: number, time: number): Promise<{ km: { value: number; at: number } | null; hours: { value: number; at: number } | null }> {
  const last = async (column: 'odometer_km' | 'engine_hours') => {
    const row = await db
      .selectFrom('meter_readings')
      .select([column, 'time'])
      .where('tenant_id', '=', tenantId)
      .where('asset_id', '=', assetId)
      .where(column, 'is not', null)
      .where('time', '<=', new Date(time))
      .orderBy('time', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? { value: Number(row[column]), at: new Date(row.time).getTime() } : null;
  };
  const [km, hours] = await Promise.all([last('odometer_km'), last('engine_hours')]);
  return { km, hours };
}
