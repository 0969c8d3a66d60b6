import { DEMO_FLEET_DEFAULTS, reeferSetPoints } from '@fleet/demo-fleet';
import { STANDARD_TEMPERATURE_RANGES, type AssetType } from '@fleet/domain';
import type { Kysely } from 'kysely';
import { UNGROUPED } from '../assets/asset-repository';
import type { DB } from '../db/schema';
import { DEMO_FLEET_SEED } from '../simulator/simulator-service';

/** server_settings key that marks the demo reefers' temperature ranges as set. */
export const DEMO_TEMPERATURE_SEED_KEY = 'seed:demo-temperature-ranges';

/**
 * Gives the demo fleet's refrigerated assets realistic ranges, once: reefers at a frozen set point (-18 °C) the
 * frozen range (-25 to -15 °C), chilled ones (cold boxes at 4 °C) the chilled range (2-8 °C). Only assets without a
 * range of their own are touched.
 * @returns whether this call set them
 */
export async function seedDemoTemperatureRanges(db: Kysely<DB>, tenantId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('server_settings')
      .values({ key: DEMO_TEMPERATURE_SEED_KEY, value: tenantId })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) return false;
    const assets = await trx
      .selectFrom('assets as a')
      .leftJoin('asset_groups as g', 'g.id', 'a.group_id')
      .select(['a.id', 'a.name', 'a.type', 'g.name as group_name', 'a.temperature_profile'])
      .where('a.tenant_id', '=', tenantId)
      .execute();
    const specs = assets.map((a) => ({ assetId: a.id, name: a.name, type: a.type as AssetType, group: a.group_name ?? UNGROUPED }));
    const setPoints = reeferSetPoints(specs, DEMO_FLEET_SEED, DEMO_FLEET_DEFAULTS);
    for (const a of assets) {
      const setPoint = setPoints.get(a.id);
      if (setPoint === undefined || a.temperature_profile !== null) continue;
      const profile = setPoint <= -10 ? 'frozen' : 'chilled';
      const range = STANDARD_TEMPERATURE_RANGES[profile];
      await trx.updateTable('assets').set({ temperature_profile: profile, temperature_min_c: range.min, temperature_max_c: range.max }).where('id', '=', a.id).execute();
    }
    return true;
  });
}
