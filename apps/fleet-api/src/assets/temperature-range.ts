import type { AssetTemperatureRange, TemperatureProfile } from '@fleet/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** The stored columns of an asset's temperature range (migration 0012). */
export interface TemperatureRangeColumns {
  temperature_profile: string | null;
  temperature_min_c: number | null;
  temperature_max_c: number | null;
}

/** The asset's range from its columns; null when it has none (the report then uses chilled 2-8 °C). */
export function temperatureRangeOf(row: TemperatureRangeColumns): AssetTemperatureRange | null {
  if (row.temperature_profile === null || row.temperature_min_c === null || row.temperature_max_c === null) return null;
  return { profile: row.temperature_profile as TemperatureProfile, min: row.temperature_min_c, max: row.temperature_max_c };
}

/** Sets (or, with null, clears) a tenant's asset's range; false when the tenant has no such asset. */
export async function setTemperatureRange(db: Kysely<DB>, tenantId: string, assetId: number, range: AssetTemperatureRange | null): Promise<boolean> {
  const result = await db
    .updateTable('assets')
    .set({ temperature_profile: range?.profile ?? null, temperature_min_c: range?.min ?? null, temperature_max_c: range?.max ?? null })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', assetId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
