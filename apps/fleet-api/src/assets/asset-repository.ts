import type { AssetSummary, AssetType, Role } from '@fleet/domain';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Group name shown for assets outside any group. */
export const UNGROUPED = 'Ungrouped';

/** Whose assets: Administrators see the tenant's, Clients the ones they were given. */
export interface AssetViewer {
  userId: string;
  tenantId: string;
  role: Role;
}

/**
 * A Client sees the assets given to them (user_assets) and every asset of the groups given to them
 * (user_asset_groups, migration 0013): one rule for lists, object guards, reports and the live feed.
 */
function givenToClient(eb: ExpressionBuilder<DB & { a: DB['assets'] }, 'a'>, userId: string) {
  return eb.or([
    eb('a.id', 'in', eb.selectFrom('user_assets').select('asset_id').where('user_id', '=', userId)),
    eb('a.group_id', 'in', eb.selectFrom('user_asset_groups').select('group_id').where('user_id', '=', userId)),
  ]);
}

/** The assets the viewer may see (never deleted ones), ordered by group then name. */
export async function listVisibleAssets(db: Kysely<DB>, viewer: AssetViewer): Promise<AssetSummary[]> {
  let query = db
    .selectFrom('assets as a')
    .leftJoin('asset_groups as g', 'g.id', 'a.group_id')
    .select(['a.id', 'a.name', 'a.type', 'a.unit_id', 'a.icon_type', 'g.name as group_name'])
    .where('a.tenant_id', '=', viewer.tenantId)
    // Deleted assets keep their history but leave every list (and with it every object check).
    .where('a.deleted_at', 'is', null);
  if (viewer.role !== 'Administrator') query = query.where((eb) => givenToClient(eb, viewer.userId));
  const rows = await query.orderBy('g.name').orderBy('a.name').orderBy('a.id').execute();
  return rows.map((r) => ({
    assetId: r.id,
    assetName: r.name,
    assetGroup: r.group_name ?? UNGROUPED,
    unitId: r.unit_id,
    // The column's check constraint holds it to the eight types.
    type: r.type as AssetType,
    iconType: r.icon_type,
  }));
}

/** The ids of the assets the viewer may see (what `listVisibleAssets` lists, without the details). */
export async function listVisibleAssetIds(db: Kysely<DB>, viewer: AssetViewer): Promise<number[]> {
  let query = db.selectFrom('assets as a').select('a.id').where('a.tenant_id', '=', viewer.tenantId).where('a.deleted_at', 'is', null);
  if (viewer.role !== 'Administrator') query = query.where((eb) => givenToClient(eb, viewer.userId));
  return (await query.orderBy('a.id').execute()).map((r) => r.id);
}
