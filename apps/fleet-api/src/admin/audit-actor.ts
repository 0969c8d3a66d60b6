import type { Kysely, Transaction } from 'kysely';
import type { AuditActor } from '../audit/audit-log';
import type { AuthContext } from '../auth/auth-plugin';
import type { DB } from '../db/schema';

/** How the log names the installation's operator. */
export const operatorActorName = (email: string) => `Installation operator (${email})`;

/**
 * The audit actor of a request: the signed-in user as "Display Name (username)", or the installation's operator when
 * the request comes through a support session (no user id: the operator is nobody of the company).
 */
export async function auditActorOf(db: Kysely<DB> | Transaction<DB>, caller: Pick<AuthContext, 'userId' | 'supportBy'>): Promise<AuditActor> {
  if (caller.supportBy) return { userId: null, name: operatorActorName(caller.supportBy) };
  const user = await db.selectFrom('users').select(['display_name', 'username']).where('id', '=', caller.userId).executeTakeFirst();
  return { userId: caller.userId, name: user ? `${user.display_name} (${user.username})` : caller.userId };
}
