import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ensureSetting } from '../db/settings';
import type { DB } from '../db/schema';

/** server_settings key of the generated HS256 key. */
export const JWT_SECRET_KEY = 'jwt_secret';

/**
 * The HS256 key: JWT_SECRET when configured, else one generated on first start (48 random bytes) and kept in
 * server_settings, so that tokens survive restarts and every instance on the same database agrees.
 */
export async function resolveJwtSecret(db: Kysely<DB>, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return ensureSetting(db, JWT_SECRET_KEY, randomBytes(48).toString('base64url'));
}
