import type { Kysely } from 'kysely';

/**
 * Sign-in with an OpenID Connect provider: the attempts under way (`oidc_logins`), one row from POST
 * /v2/auth/oidc/start until its callback or its expiry. Kept in the database, not in memory, because with several
 * instances (NATS) the browser's return may reach another instance than the one it started at.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('oidc_logins')
    // SHA-256 of the `state` sent to the provider (hex): the row is found by what comes back, the value is not kept.
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('oidc_logins_expires_idx').on('oidc_logins').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('oidc_logins').execute();
}
