import { sql, type Kysely } from 'kysely';

/**
 * One clock: a user may override the company's time zone (`users.time_zone`, an IANA name, null = the company's);
 * the company's own lives in `tenants.settings.timeZone`. The demo company is set to Asia/Kuala_Lumpur.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('time_zone', 'text').execute();
  await sql`update tenants set settings = settings || '{"timeZone":"Asia/Kuala_Lumpur"}'::jsonb where name = 'Demo Fleet' and not (settings ? 'timeZone')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('time_zone').execute();
}
