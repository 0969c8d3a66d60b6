import type { Kysely } from 'kysely';

/**
 * Administration of users: a session the installation's operator opened to act as a company's Administrator for
 * support carries the operator's email (`support_by`), so that every request and its audit entries say so, the web
 * shows a banner, and refreshing never extends it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('support_by', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('support_by').execute();
}
