import { ERROR_CODES, MESSAGES } from '@fleet/domain';
import { sql, type Kysely } from 'kysely';
import type { AuditActor } from '../audit/audit-log';
import type { AuthContext } from '../auth/auth-plugin';
import type { DB } from '../db/schema';
import { HttpError } from '../http/http-error';

/** The caller as the audit log names them: "Display Name (username)". */
export async function actorOf(db: Kysely<DB>, caller: AuthContext): Promise<AuditActor> {
  const user = await db.selectFrom('users').select(['display_name', 'username']).where('id', '=', caller.userId).executeTakeFirst();
  if (!user) throw new HttpError(401, ERROR_CODES.unauthorized, MESSAGES.notAuthorized);
  return { userId: caller.userId, name: `${user.display_name} (${user.username})` };
}

/**
 * Serializes the company's asset and group changes for the rest of the transaction (an advisory lock on the
 * company), so that two Administrators adding "Truck 7" at once get one asset and one 409, never two.
 */
export async function lockCompanyAssets(trx: Kysely<DB>, tenantId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`assets:${tenantId}`}))`.execute(trx);
}

/** 409 DUPLICATE with the text. */
export const duplicate = (message: string) => new HttpError(409, ERROR_CODES.duplicate, message);
