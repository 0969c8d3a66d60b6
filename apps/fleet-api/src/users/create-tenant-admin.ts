import { ACTION_PERMISSIONS, PAGE_KEYS } from '@fleet/domain';
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/password-hash';
import type { DB } from '../db/schema';

/** The first user of a new tenant. */
export interface TenantAdminInput {
  tenantName: string;
  username: string;
  email: string;
  displayName: string;
  /** The password, or its hash when the caller hashed it already. */
  password?: string;
  passwordHash?: string;
  /** `pending` until a self-registered account confirms its email. @default 'active' */
  status?: 'active' | 'pending';
}

/**
 * Creates a tenant and its first user, an Administrator with every page key and action permission, in one
 * transaction.
 * @returns the new ids.
 */
export async function createTenantWithAdmin(db: Kysely<DB>, input: TenantAdminInput): Promise<{ tenantId: string; userId: string }> {
  const passwordHash = input.passwordHash ?? (await hashPassword(input.password ?? ''));
  return db.transaction().execute(async (trx) => {
    const tenant = await trx.insertInto('tenants').values({ name: input.tenantName }).returning('id').executeTakeFirstOrThrow();
    const user = await trx
      .insertInto('users')
      .values({
        tenant_id: tenant.id,
        username: input.username.trim().toLowerCase(),
        email: input.email.trim().toLowerCase(),
        display_name: input.displayName,
        role: 'Administrator',
        pages: JSON.stringify(PAGE_KEYS),
        permissions: JSON.stringify(ACTION_PERMISSIONS),
        password_hash: passwordHash,
        status: input.status ?? 'active',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { tenantId: tenant.id, userId: user.id };
  });
}
