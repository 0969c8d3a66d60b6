import type { Kysely, Selectable } from 'kysely';
import type { DB, PoiTable } from '../db/schema';
import { reloadPois } from './poi-cache';

/** A stored POI. */
export type PoiRecord = Selectable<PoiTable>;

/** A POI as saved: the payload after savePoiSchema. */
export interface PoiFields {
  name: string;
  /** Closed ring of [lng, lat]. */
  coords: [number, number][];
  groups: string[];
  meta: { type: string; color: string };
}

const columns = (p: PoiFields) => ({
  name: p.name,
  ring: JSON.stringify(p.coords),
  groups: JSON.stringify([...new Set(p.groups.map((g) => g.trim()).filter(Boolean))]),
  meta: JSON.stringify(p.meta),
});

/** The tenant's POIs by name. */
export function listTenantPois(db: Kysely<DB>, tenantId: string): Promise<PoiRecord[]> {
  return db.selectFrom('pois').selectAll().where('tenant_id', '=', tenantId).orderBy('name').orderBy('id').execute();
}

/** Adds a POI (the POI cache of the event detector reads the POIs again). */
export async function insertPoi(db: Kysely<DB>, tenantId: string, createdBy: string | null, poi: PoiFields): Promise<PoiRecord> {
  const row = await db
    .insertInto('pois')
    .values({ tenant_id: tenantId, created_by: createdBy, updated_at: new Date(), ...columns(poi) })
    .returningAll()
    .executeTakeFirstOrThrow();
  await reloadPois(db);
  return row;
}

/** Replaces a POI's fields, keeping its id. @returns undefined when the tenant has no such POI */
export async function updatePoi(db: Kysely<DB>, tenantId: string, id: number, poi: PoiFields, now: number): Promise<PoiRecord | undefined> {
  const row = await db
    .updateTable('pois')
    .set({ ...columns(poi), updated_at: new Date(now) })
    .where('id', '=', id)
    .where('tenant_id', '=', tenantId)
    .returningAll()
    .executeTakeFirst();
  if (row) await reloadPois(db);
  return row;
}

/** Deletes a POI of the tenant. @returns false when there was none */
export async function deletePoi(db: Kysely<DB>, tenantId: string, id: number): Promise<boolean> {
  const result = await db.deleteFrom('pois').where('id', '=', id).where('tenant_id', '=', tenantId).executeTakeFirst();
  const deleted = Number(result.numDeletedRows) > 0;
  if (deleted) await reloadPois(db);
  return deleted;
}

/** The user's POI group names, sorted. */
export async function listPoiGroupNames(db: Kysely<DB>, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('poi_groups').select('name').where('user_id', '=', userId).orderBy('name').execute();
  return rows.map((r) => r.name);
}

/** How many of `names` the user does not keep yet as POI groups. */
export async function countNewPoiGroups(db: Kysely<DB>, userId: string, names: readonly string[]): Promise<{ kept: number; added: number }> {
  const unique = [...new Set(names.map((n) => n.trim()).filter(Boolean))];
  const existing = await listPoiGroupNames(db, userId);
  const known = new Set(existing);
  return { kept: existing.length, added: unique.filter((n) => !known.has(n)).length };
}

/** Adds group names to the user's POI groups (existing ones are kept). */
export async function addPoiGroups(db: Kysely<DB>, userId: string, names: readonly string[]): Promise<void> {
  const unique = [...new Set(names.map((n) => n.trim()).filter(Boolean))];
  if (unique.length === 0) return;
  await db
    .insertInto('poi_groups')
    .values(unique.map((name) => ({ user_id: userId, name })))
    .onConflict((oc) => oc.columns(['user_id', 'name']).doNothing())
    .execute();
}
