import { ADMIN_TEXTS, type AdminAssetGroup } from '@fleet/domain';
import { sql, type Kysely } from 'kysely';
import { writeAudit, type AuditActor } from '../audit/audit-log';
import type { DB } from '../db/schema';
import { duplicate } from './company-lock';

/** The company's groups by name, with how many assets (not deleted) each holds. */
export async function listAdminGroups(db: Kysely<DB>, tenantId: string): Promise<AdminAssetGroup[]> {
  const rows = await db
    .selectFrom('asset_groups as g')
    .select(['g.id', 'g.name', sql<number>`(select count(*)::int from assets a where a.group_id = g.id and a.deleted_at is null)`.as('asset_count')])
    .where('g.tenant_id', '=', tenantId)
    .orderBy('g.name')
    .execute();
  return rows.map((r) => ({ groupId: r.id, name: r.name, assetCount: Number(r.asset_count) }));
}

/** One group of the company, or undefined. */
export async function findAdminGroup(db: Kysely<DB>, tenantId: string, groupId: number): Promise<AdminAssetGroup | undefined> {
  return (await listAdminGroups(db, tenantId)).find((g) => g.groupId === groupId);
}

/** The company's group of that name (any case), or undefined. */
export async function groupNamed(db: Kysely<DB>, tenantId: string, name: string) {
  return db.selectFrom('asset_groups').select(['id', 'name']).where('tenant_id', '=', tenantId).where(sql<string>`lower(name)`, '=', name.toLowerCase()).executeTakeFirst();
}

/** Adds a group (409 when the company has one of that name, in any case), with its audit entry. Take `lockCompanyAssets` first. */
export async function createGroup(trx: Kysely<DB>, input: { tenantId: string; actor: AuditActor; name: string; via?: string }): Promise<AdminAssetGroup> {
  const { tenantId, actor, name } = input;
  if (await groupNamed(trx, tenantId, name)) throw duplicate(ADMIN_TEXTS.groupNameTaken(name));
  const row = await trx.insertInto('asset_groups').values({ tenant_id: tenantId, name }).returning('id').executeTakeFirstOrThrow();
  const via = input.via ? ` (${input.via})` : '';
  await writeAudit(trx, { tenantId, actor, action: 'create', objectKind: 'asset-group', objectId: row.id, summary: `Added group ${name}${via}`, details: { name } });
  return { groupId: row.id, name, assetCount: 0 };
}

/** Renames a group (409 when another group has the name), with its audit entry. */
export async function renameGroup(trx: Kysely<DB>, input: { tenantId: string; actor: AuditActor; group: AdminAssetGroup; name: string }): Promise<AdminAssetGroup> {
  const { tenantId, actor, group, name } = input;
  const other = await groupNamed(trx, tenantId, name);
  if (other && other.id !== group.groupId) throw duplicate(ADMIN_TEXTS.groupNameTaken(name));
  await trx.updateTable('asset_groups').set({ name }).where('id', '=', group.groupId).where('tenant_id', '=', tenantId).execute();
  await writeAudit(trx, {
    tenantId,
    actor,
    action: 'update',
    objectKind: 'asset-group',
    objectId: group.groupId,
    summary: `Renamed group ${group.name} to ${name}`,
    details: { name: { from: group.name, to: name } },
  });
  return { ...group, name };
}

/** Deletes a group; its assets (deleted ones too) move to no group. @returns how many live assets moved */
export async function deleteGroup(trx: Kysely<DB>, input: { tenantId: string; actor: AuditActor; group: AdminAssetGroup }): Promise<number> {
  const { tenantId, actor, group } = input;
  await trx.updateTable('assets').set({ group_id: null }).where('tenant_id', '=', tenantId).where('group_id', '=', group.groupId).execute();
  await trx.deleteFrom('asset_groups').where('id', '=', group.groupId).where('tenant_id', '=', tenantId).execute();
  await writeAudit(trx, {
    tenantId,
    actor,
    action: 'delete',
    objectKind: 'asset-group',
    objectId: group.groupId,
    summary: `Deleted group ${group.name}; ${group.assetCount} assets moved to no group`,
    details: { name: group.name, moved: group.assetCount },
  });
  return group.assetCount;
}
