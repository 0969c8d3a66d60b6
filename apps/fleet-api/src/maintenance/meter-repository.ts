import { currentMeter, dashboardEngineHours, dashboardOdometerKm, type MeterValue } from '@fleet/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';

/** An asset's meters now (domain `currentMeter`: the tracker's when it gives the meter, else the last manual reading). */
export interface AssetMeterState {
  odometer: MeterValue;
  engineHours: MeterValue;
}

/**
 * The meters of a company's assets now. The tracker gives the odometer when its state has one, and engine hours once
 * the ingest counted engine time (a tracker without an ignition signal counts none); otherwise the last reading
 * entered by hand of that meter counts.
 */
export async function readAssetMeters(db: Kysely<DB> | Transaction<DB>, tenantId: string, assetIds: readonly number[]): Promise<Map<number, AssetMeterState>> {
  if (assetIds.length === 0) return new Map();
  const ids = [...new Set(assetIds)];
  const [tracked, manual] = await Promise.all([
    db
      .selectFrom('assets as a')
      .leftJoin('asset_state as s', 's.asset_id', 'a.id')
      .select(['a.id', 's.odometer', 's.engine_ms', 's.time', 'a.odometer_offset_km', 'a.engine_hours_offset_h'])
      .where('a.tenant_id', '=', tenantId)
      .where('a.id', '=', sql<number>`any(${ids}::int[])`)
      .execute(),
    sql<{ asset_id: number; meter: 'km' | 'h'; value: number; time: Date }>`
      (select distinct on (asset_id) asset_id, 'km' as meter, odometer_km as value, time from meter_readings
        where tenant_id = ${tenantId} and asset_id = any(${ids}::int[]) and odometer_km is not null order by asset_id, time desc, id desc)
      union all
      (select distinct on (asset_id) asset_id, 'h' as meter, engine_hours as value, time from meter_readings
        where tenant_id = ${tenantId} and asset_id = any(${ids}::int[]) and engine_hours is not null order by asset_id, time desc, id desc)`.execute(db),
  ]);
  const manualOf = new Map<string, { value: number; at: number }>();
  for (const r of manual.rows) manualOf.set(`${r.asset_id}:${r.meter}`, { value: Number(r.value), at: new Date(r.time).getTime() });
  const out = new Map<number, AssetMeterState>();
  for (const r of tracked) {
    const at = r.time ? new Date(r.time).getTime() : null;
    const km = dashboardOdometerKm(r.odometer === null ? null : Number(r.odometer), Number(r.odometer_offset_km));
    const engineMs = r.engine_ms === null ? null : Number(r.engine_ms);
    const hours = engineMs !== null && engineMs > 0 ? dashboardEngineHours(engineMs, Number(r.engine_hours_offset_h)) : null;
    out.set(r.id, {
      odometer: currentMeter({ value: km === null ? null : Math.round(km * 10) / 10, at }, manualOf.get(`${r.id}:km`) ?? null),
      engineHours: currentMeter({ value: hours, at }, manualOf.get(`${r.id}:h`) ?? null),
    });
  }
  return out;
}
