import type { Kysely, Selectable } from 'kysely';
import type { DB, UserTable } from '../db/schema';

/** A user row with its tenant's name. */
export type UserRecord = Selectable<UserTable> & { tenant_name: string; tenant_settings: Record<string, unknown>; tenant_status: 'active' | 'suspended' };

function selectUsers(db: Kysely<DB>) {
  return db.selectFrom('users as u').innerJoin('tenants as t', 't.id', 'u.tenant_id').selectAll('u').select(['t.name as tenant_name', 't.settings as tenant_settings', 't.status as tenant_status']);
}

/** The user whose username or email is `login` (case-insensitive). */
export function findUserByLogin(db: Kysely<DB>, login: string): Promise<UserRecord | undefined> {
  const key = login.trim().toLowerCase();
  return selectUsers(db)
    .where((eb) => eb.or([eb('u.username', '=', key), eb('u.email', '=', key)]))
    .orderBy('u.created_at')
    .executeTakeFirst();
}

/** The user with the uid. */
export function findUserById(db: Kysely<DB>, id: string): Promise<UserRecord | undefined> {
  return selectUsers(db).where('u.id', '=', id).executeTakeFirst();
}

/** The user with the email (stored lower case). */
export function findUserByEmail(db: Kysely<DB>, email: string): Promise<UserRecord | undefined> {
  return selectUsers(db).where('u.email', '=', email.trim().toLowerCase()).executeTakeFirst();
}

/** True when another user (not `exceptId`) has the email or it is someone's username. */
export async function isEmailTaken(db: Kysely<DB>, email: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb('email', '=', email), eb('username', '=', email)]));
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Every user of a tenant, by username. */
export function listTenantUsers(db: Kysely<DB>, tenantId: string): Promise<UserRecord[]> {
  return selectUsers(db).where('u.tenant_id', '=', tenantId).orderBy('u.username').execute();
}
