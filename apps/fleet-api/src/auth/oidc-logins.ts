import { createHash } from 'node:crypto';
import { ERROR_CODES, MESSAGES } from '@fleet/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { HttpError } from '../http/http-error';
import type { OidcAttempt } from './oidc-client';

/** How long a sign-in attempt may take between its start and its callback, ms (10 min). */
export const OIDC_LOGIN_TTL_MS = 600_000;

/**
 * Most attempts kept at once. Each start is rate limited per address and lives 10 minutes; this bounds the table
 * against many addresses at once (beyond, starts answer 429 until attempts expire).
 */
export const OIDC_LOGINS_MAX = 10_000;

/** SHA-256 (hex) of a state: the key of its row. */
function hashState(state: string): string {
  return createHash('sha256').update(state).digest('hex');
}

/**
 * Keeps an attempt until its callback (table `oidc_logins`, shared by every instance), after deleting expired ones.
 * @throws HttpError 429 when OIDC_LOGINS_MAX attempts are under way.
 */
export async function savePendingLogin(db: Kysely<DB>, now: number, attempt: OidcAttempt): Promise<void> {
  await db.deleteFrom('oidc_logins').where('expires_at', '<=', new Date(now)).execute();
  const { count } = await db.selectFrom('oidc_logins').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  if (Number(count) >= OIDC_LOGINS_MAX) throw new HttpError(429, ERROR_CODES.rateLimited, MESSAGES.tooManyRequests);
  await db
    .insertInto('oidc_logins')
    .values({ state_hash: hashState(attempt.state), nonce: attempt.nonce, code_verifier: attempt.codeVerifier, expires_at: new Date(now + OIDC_LOGIN_TTL_MS) })
    .execute();
}

/**
 * Takes the attempt of `state` out of the table: one callback per attempt, so a replayed state finds nothing.
 * @returns the attempt, or undefined when unknown, used or expired.
 */
export async function takePendingLogin(db: Kysely<DB>, now: number, state: string): Promise<OidcAttempt | undefined> {
  const row = await db.deleteFrom('oidc_logins').where('state_hash', '=', hashState(state)).returning(['nonce', 'code_verifier', 'expires_at']).executeTakeFirst();
  if (!row || new Date(row.expires_at).getTime() <= now) return undefined;
  return { state, nonce: row.nonce, codeVerifier: row.code_verifier };
}
