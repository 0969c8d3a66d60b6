import { sql, type Kysely } from 'kysely';

/**
 * Live-location share links (`/live-location/:dt`, open to everyone): one asset of a company (optionally the vehicle
 * of a transport trip), shown to whoever holds the link until it expires or is revoked, with an optional destination
 * whose ETA the page shows. Only the SHA-256 of the link's token is kept (auth/opaque-token.ts): the raw token is
 * shown once, in the link the creator copies.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('share_links')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('asset_id', 'integer', (c) => c.notNull().references('assets.id').onDelete('cascade'))
    .addColumn('trip_id', 'integer', (c) => c.references('trips.id').onDelete('set null'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_by_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('dest_lat', 'float8', (c) => c.check(sql`dest_lat between -90 and 90`))
    .addColumn('dest_lng', 'float8', (c) => c.check(sql`dest_lng between -180 and 180`))
    .addColumn('dest_label', 'text')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('share_links_destination_whole', sql`(dest_lat is null) = (dest_lng is null) and (dest_lat is null) = (dest_label is null)`)
    .execute();
  await db.schema.createIndex('share_links_asset_idx').on('share_links').columns(['asset_id', 'created_at']).execute();
  await db.schema.createIndex('share_links_tenant_idx').on('share_links').columns(['tenant_id', 'expires_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('share_links').execute();
}
