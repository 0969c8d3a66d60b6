import { ERROR_CODES, MESSAGES } from '@fleet/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { badRequest } from '../http/http-error';
import { findUserByEmail } from '../users/user-repository';
import { createOpaqueToken, hashOpaqueToken } from './opaque-token';
import { hashPassword } from './password-hash';

/** Options of the reset flow. */
export interface PasswordResetOptions {
  db: Kysely<DB>;
  /** Link lifetime, s. */
  ttlS: number;
  /** Origin of the web app, no trailing slash. */
  publicUrl: string;
  /** Current time, ms since epoch. */
  now: () => number;
}

/** A reset link just created. */
export interface CreatedReset {
  email: string;
  displayName: string;
  token: string;
  link: string;
  expiresAt: Date;
}

/** The web route that takes the link: `/reset-password/:token/:email`. */
export function resetLinkFor(publicUrl: string, token: string, email: string): string {
  return `${publicUrl}/reset-password/${token}/${encodeURIComponent(email)}`;
}

/** Creates a single-use reset token for the email's user; undefined (and nothing stored) when no user has it. */
export async function createPasswordReset(options: PasswordResetOptions, email: string): Promise<CreatedReset | undefined> {
  const user = await findUserByEmail(options.db, email);
  if (!user || user.status !== 'active') return undefined;
  const token = createOpaqueToken();
  const expiresAt = new Date(options.now() + options.ttlS * 1000);
  await options.db
    .insertInto('password_resets')
    .values({ token_hash: hashOpaqueToken(token), user_id: user.id, expires_at: expiresAt })
    .execute();
  return { email: user.email, displayName: user.display_name, token, link: resetLinkFor(options.publicUrl, token, user.email), expiresAt };
}

/**
 * Spends a reset token: it must exist, belong to the email's user, be unused and unexpired. Sets the new password.
 * @returns the user's uid (the caller revokes the user's sessions).
 * @throws HttpError 400 RESET_INVALID
 */
export async function consumePasswordReset(
  options: PasswordResetOptions,
  input: { token: string; email: string; password: string },
): Promise<string> {
  const passwordHash = await hashPassword(input.password);
  const now = new Date(options.now());
  const userId = await options.db.transaction().execute(async (trx) => {
    // Marking it used in the same statement that checks it makes the token single-use under races too.
    const spent = await trx
      .updateTable('password_resets as r')
      .from('users as u')
      .set({ used_at: now })
      .whereRef('u.id', '=', 'r.user_id')
      .where('r.token_hash', '=', hashOpaqueToken(input.token))
      .where('u.email', '=', input.email.trim().toLowerCase())
      .where('r.used_at', 'is', null)
      .where('r.expires_at', '>', now)
      .returning('r.user_id')
      .executeTakeFirst();
    if (!spent) return undefined;
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', spent.user_id).execute();
    // Older links of the same user die with this one.
    await trx.updateTable('password_resets').set({ used_at: now }).where('user_id', '=', spent.user_id).where('used_at', 'is', null).execute();
    return spent.user_id;
  });
  if (!userId) throw badRequest(MESSAGES.resetLinkInvalid, ERROR_CODES.resetInvalid);
  return userId;
}
