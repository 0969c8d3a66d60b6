import type { ReportPoi } from '@fleet/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** The tenant's POIs as reports read them: id, name and ring of [lng, lat]. */
export async function listPoiRecords(db: Kysely<DB>, tenantId: string): Promise<ReportPoi[]> {
  const rows = await db.selectFrom('pois').select(['id', 'name', 'ring']).where('tenant_id', '=', tenantId).orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, name: r.name, ring: r.ring }));
}
