import { ERROR_CODES, MESSAGES } from '@fleet/domain';
import type { Kysely } from 'kysely';
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

export { lockCompanyAssets } from './company-lock';

export { duplicate } from './company-lock';
