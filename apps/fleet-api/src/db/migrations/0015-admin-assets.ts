import { sql, type Kysely } from 'kysely';

/**
 * Assets administered through the API (issue #14):
 * - an asset may have no tracker yet: its `unit_id` is then '' (empty);
 * - a tracker's identifier is unique among the company's assets that are not deleted, so that a deleted asset (kept
 *   for its history) does not hold its tracker's identifier, and assets without one do not collide.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table assets drop constraint assets_tenant_unit_key`.execute(db);
  await sql`create unique index assets_tenant_unit_live_key on assets (tenant_id, unit_id) where deleted_at is null and unit_id <> ''`.execute(db);
  await sql`create index assets_tenant_live_idx on assets (tenant_id) where deleted_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index assets_tenant_live_idx`.execute(db);
  await sql`drop index assets_tenant_unit_live_key`.execute(db);
  await sql`alter table assets add constraint assets_tenant_unit_key unique (tenant_id, unit_id)`.execute(db);
}
