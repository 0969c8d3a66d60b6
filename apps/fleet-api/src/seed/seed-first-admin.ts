import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { createTenantWithAdmin } from '../users/create-tenant-admin';

/** Name of the tenant of a fresh, non-demo installation. */
export const FIRST_TENANT_NAME = 'My Fleet';

/** Result of `seedFirstAdmin`. */
export type FirstAdminResult =
  | { created: false }
  | { created: true; username: string; generatedPassword: string | undefined };

/**
 * When no user exists at all, creates the Administrator `admin` with the given password, or with a random one that
 * the caller shows once (it is not stored anywhere readable).
 */
export async function seedFirstAdmin(db: Kysely<DB>, adminPassword: string | undefined): Promise<FirstAdminResult> {
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return { created: false };
  // 12 characters of base64url: 72 bits.
  const generatedPassword = adminPassword ? undefined : randomBytes(9).toString('base64url');
  try {
    await createTenantWithAdmin(db, {
      tenantName: FIRST_TENANT_NAME,
      username: 'admin',
      email: 'admin@fleet.local',
      displayName: 'Administrator',
      password: adminPassword ?? generatedPassword ?? '',
    });
  } catch (error) {
    // Another server created it first (unique username).
    if ((error as { code?: string }).code === '23505') return { created: false };
    throw error;
  }
  return { created: true, username: 'admin', generatedPassword };
}
