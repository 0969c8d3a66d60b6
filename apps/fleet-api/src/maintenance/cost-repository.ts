import { buildCostView, meterDelta, monthsOf, instantOf, type CostEntry, type CostView, type MonthUsage } from '@fleet/domain';
import { sql, type Kysely } from 'kysely';
import { UNGROUPED } from '../assets/asset-repository';
import type { DB } from '../db/schema';
import { listReportAssets } from '../reports/report-data';
import { loadMonthUsage } from '../reports/summary-days';

/** The category of a maintenance record's cost. */
const KIND_CATEGORY = { d: 'document', s: 'service', t: 'tire' } as const;

/**
 * The cost of ownership of the assets over [from, to) in `timeZone` (domain buildCostView): fuel receipts, toll
 * receipts and maintenance records as entries; the use by month from the Summary's day parts for tracked assets, and
 * from the readings entered by hand for the others.
 */
export async function loadCostView(db: Kysely<DB>, tenantId: string, assetIds: readonly number[], from: number, to: number, timeZone: string, now: number): Promise<CostView> {
  const assets = await listReportAssets(db, tenantId, assetIds);
  const ids = assets.map((a) => a.id);
  if (ids.length === 0) return buildCostView([], [], [], { from, to, timeZone });
  const [fuel, tolls, records, readings, tracked] = await Promise.all([
    db.selectFrom('fuel_receipts').select(['asset_id', 'time', 'price']).where('tenant_id', '=', tenantId).where('asset_id', '=', sql<number>`any(${ids}::int[])`).where('time', '>=', new Date(from)).where('time', '<', new Date(to)).execute(),
    db.selectFrom('toll_receipts').select(['asset_id', 'time', 'price']).where('tenant_id', '=', tenantId).where('asset_id', '=', sql<number>`any(${ids}::int[])`).where('time', '>=', new Date(from)).where('time', '<', new Date(to)).execute(),
    db.selectFrom('maintenance_records').select(['asset_id', 'time', 'kind', 'cost']).where('tenant_id', '=', tenantId).where('asset_id', '=', sql<number>`any(${ids}::int[])`).where('time', '>=', new Date(from)).where('time', '<', new Date(to)).execute(),
    db.selectFrom('meter_readings').select(['asset_id', 'time', 'odometer_km', 'engine_hours']).where('tenant_id', '=', tenantId).where('asset_id', '=', sql<number>`any(${ids}::int[])`).where('time', '<', new Date(to)).orderBy('time').execute(),
    db.selectFrom('assets').select(['id', 'unit_id']).where('id', '=', sql<number>`any(${ids}::int[])`).execute(),
  ]);
  const entries: CostEntry[] = [
    ...fuel.map((r) => ({ assetId: r.asset_id, time: new Date(r.time).getTime(), category: 'fuel' as const, amount: r.price })),
    ...tolls.map((r) => ({ assetId: r.asset_id, time: new Date(r.time).getTime(), category: 'toll' as const, amount: r.price })),
    ...records.map((r) => ({ assetId: r.asset_id, time: new Date(r.time).getTime(), category: KIND_CATEGORY[r.kind], amount: r.cost })),
  ];
  const withTracker = tracked.filter((a) => a.unit_id !== '').map((a) => a.id);
  const usage: MonthUsage[] = withTracker.length > 0 ? await loadMonthUsage(db, { tenantId, assetIds: withTracker, from, to, timeZone }, now) : [];
  // Assets without a tracker: each month's use from the readings entered by hand.
  const manual = new Set(ids.filter((id) => !withTracker.includes(id)));
  const months = monthsOf(from, to, timeZone);
  for (const id of manual) {
    const own = readings.filter((r) => r.asset_id === id);
    const km = own.flatMap((r) => (r.odometer_km === null ? [] : [{ at: new Date(r.time).getTime(), value: r.odometer_km }]));
    const hours = own.flatMap((r) => (r.engine_hours === null ? [] : [{ at: new Date(r.time).getTime(), value: r.engine_hours }]));
    for (const [i, month] of months.entries()) {
      const start = Math.max(from, monthStart(month, timeZone));
      const end = Math.min(to, i + 1 < months.length ? monthStart(months[i + 1]!, timeZone) : to);
      usage.push({ assetId: id, month, km: meterDelta(km, start, end), engineHours: meterDelta(hours, start, end) });
    }
  }
  return buildCostView(
    assets.map((a) => ({ assetId: a.id, assetName: a.name, assetGroup: a.group ?? UNGROUPED })),
    entries,
    usage,
    { from, to, timeZone },
  );
}

/** The first instant of a month (`YYYY-MM`) in a zone. */
function monthStart(month: string, timeZone: string): number {
  return instantOf({ year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)), day: 1 }, timeZone);
}
