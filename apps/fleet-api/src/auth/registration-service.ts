import { ERROR_CODES, MESSAGES } from '@fleet/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { badRequest } from '../http/http-error';
import type { AccountMail } from '../mail/account-mailer';
import { createTenantWithAdmin } from '../users/create-tenant-admin';
import { findUserByEmail } from '../users/user-repository';
import { createOpaqueToken, hashOpaqueToken } from './opaque-token';
import { hashPassword } from './password-hash';

/** What registration works with. */
export interface RegistrationOptions {
  db: Kysely<DB>;
  now: () => number;
  /** Origin of the web app, no trailing slash. */
  publicUrl: string;
  /** Confirmation link lifetime, s. */
  confirmTtlS: number;
}

/** A registration request (validated, password already checked against the policy). */
export interface Registration {
  displayName: string;
  email: string;
  password: string;
}

/**
 * The confirmation link: the token travels in the fragment, which browsers never send to a server (no access log,
 * no Referer carries it); the login page reads it and posts it to `/api/auth/confirm-email`.
 */
export function confirmLinkFor(publicUrl: string, token: string): string {
  return `${publicUrl}/login#confirm=${token}`;
}

async function issueConfirmation(options: RegistrationOptions, userId: string): Promise<{ link: string; expiresAt: Date }> {
  const token = createOpaqueToken();
  const expiresAt = new Date(options.now() + options.confirmTtlS * 1000);
  await options.db.insertInto('email_confirmations').values({ token_hash: hashOpaqueToken(token), user_id: userId, expires_at: expiresAt }).execute();
  return { link: confirmLinkFor(options.publicUrl, token), expiresAt };
}

/**
 * Registers a company and its first Administrator, pending until the emailed link is opened, and returns the mail
 * to send. The caller answers the same whatever happened (OWASP ASVS 2.2 / 3.x: no account enumeration):
 * - a new email: the company and a pending account are created; the mail carries the confirmation link;
 * - an email whose account is still pending: that account takes the new name and password and gets a new link (an
 *   earlier registration by somebody else, who never received the link, cannot hold the address hostage);
 * - an email with an active (or disabled) account: nothing changes; its owner is told somebody tried.
 * The password is hashed in every case, so the time taken does not tell either.
 */
export async function registerAccount(options: RegistrationOptions, input: Registration): Promise<AccountMail> {
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(options.db, input.email);
  if (existing && existing.status !== 'pending') {
    return {
      kind: 'exists',
      email: existing.email,
      displayName: existing.display_name,
      signInLink: `${options.publicUrl}/login`,
      resetLink: `${options.publicUrl}/forgot-password`,
    };
  }
  let userId: string;
  if (existing) {
    userId = existing.id;
    await options.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ display_name: input.displayName, password_hash: passwordHash }).where('id', '=', userId).execute();
      await trx.updateTable('tenants').set({ name: input.displayName }).where('id', '=', existing.tenant_id).execute();
      // Links mailed to the earlier registration stop working.
      await trx.updateTable('email_confirmations').set({ used_at: new Date(options.now()) }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
    });
  } else {
    try {
      userId = (
        await createTenantWithAdmin(options.db, {
          tenantName: input.displayName,
          username: input.email,
          email: input.email,
          displayName: input.displayName,
          passwordHash,
          status: 'pending',
        })
      ).userId;
    } catch (error) {
      // Two registrations racing for one email: the unique index decides; the loser's answer is the same.
      if ((error as { code?: string }).code !== '23505') throw error;
      const winner = await findUserByEmail(options.db, input.email);
      return { kind: 'exists', email: input.email, displayName: winner?.display_name ?? input.displayName, signInLink: `${options.publicUrl}/login`, resetLink: `${options.publicUrl}/forgot-password` };
    }
  }
  const { link, expiresAt } = await issueConfirmation(options, userId);
  return { kind: 'confirm', email: input.email, displayName: input.displayName, link, expiresAt };
}

/**
 * Spends a confirmation token: unused, unexpired, of a pending account, which becomes active.
 * @throws HttpError 400 CONFIRM_INVALID
 */
export async function confirmEmail(options: Pick<RegistrationOptions, 'db' | 'now'>, token: string): Promise<string> {
  const now = new Date(options.now());
  const userId = await options.db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('email_confirmations')
      .set({ used_at: now })
      .where('token_hash', '=', hashOpaqueToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    if (!spent) return undefined;
    const activated = await trx.updateTable('users').set({ status: 'active' }).where('id', '=', spent.user_id).where('status', '=', 'pending').executeTakeFirst();
    return Number(activated.numUpdatedRows) === 1 ? spent.user_id : undefined;
  });
  if (!userId) throw badRequest(MESSAGES.confirmLinkInvalid, ERROR_CODES.confirmInvalid);
  return userId;
}
