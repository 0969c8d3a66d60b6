import type { GeoPoi, Poi, PoiGroup } from '@fleet/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { listPoiGroupNames, listTenantPois } from './poi-repository';
import { toGeoPoi, toPoi } from './to-poi';

/**
 * The tenant's POIs and the user's POI groups, each with the POIs listed under it. A group named on a POI but not
 * among the user's groups is not listed (groups are per user); the POI itself is always in `pois`.
 */
export async function listPoiLists(db: Kysely<DB>, tenantId: string, userId: string): Promise<{ groups: PoiGroup[]; pois: Poi[] }> {
  const [records, names] = await Promise.all([listTenantPois(db, tenantId), listPoiGroupNames(db, userId)]);
  const pois = records.map(toPoi);
  const groups = names.map((name) => ({ name, pois: pois.filter((p) => p.groups.includes(name)) }));
  return { groups, pois };
}

/** The login's mapPOIData (drawn on the map) and geoPOIData (matched in playback). */
export async function loginPoiData(db: Kysely<DB>, tenantId: string): Promise<{ mapPOIData: Poi[]; geoPOIData: GeoPoi[] }> {
  const records = await listTenantPois(db, tenantId);
  return { mapPOIData: records.map(toPoi), geoPOIData: records.map(toGeoPoi) };
}
