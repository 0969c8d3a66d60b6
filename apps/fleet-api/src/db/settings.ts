import type { Kysely } from 'kysely';
import type { DB } from './schema';

/** Reads one server setting; undefined when absent. */
export async function getSetting(db: Kysely<DB>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('server_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/**
 * Stores a setting unless it exists, and returns the stored value: when two servers race, both get the first
 * one's value.
 */
export async function ensureSetting(db: Kysely<DB>, key: string, value: string): Promise<string> {
  await db.insertInto('server_settings').values({ key, value }).onConflict((oc) => oc.column('key').doNothing()).execute();
  const stored = await getSetting(db, key);
  if (stored === undefined) throw new Error(`Setting ${key} vanished after insert`);
  return stored;
}
