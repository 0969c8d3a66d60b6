import { sql, type Kysely } from 'kysely';

/**
 * Email confirmation of self-registered accounts: one single-use, expiring token per mailed link (SHA-256 of the
 * token, as password resets keep theirs). A registered account stays `status = 'pending'` until its link is opened.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_confirmations')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('email_confirmations_user_idx').on('email_confirmations').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_confirmations').execute();
}
