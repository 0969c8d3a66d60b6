import { sql, type Kysely } from 'kysely';

/**
 * asset_state is rewritten on every ingest batch (one row per reporting asset, none of its indexed columns change):
 * half-empty pages let PostgreSQL update each row in place on its page (a HOT update, no index writes). Pages written
 * from now on keep the space; PGlite accepts the setting too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table asset_state set (fillfactor = 50)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table asset_state reset (fillfactor)`.execute(db);
}
