import { ACTION_PERMISSIONS, ERROR_CODES, USER_ADMIN_TEXTS, type AdminUserDetail, type NewUser, type PageKey, type ActionPermission, type UserUpdate } from '@fleet/domain';
import type { Kysely, Transaction } from 'kysely';
import { changedFields, writeAudit, type AuditActor } from '../audit/audit-log';
import { createOpaqueToken, hashOpaqueToken } from '../auth/opaque-token';
import { hashPassword } from '../auth/password-hash';
import { assertStrongPassword } from '../auth/password-policy';
import { resetLinkFor } from '../auth/password-reset-service';
import type { DB } from '../db/schema';
import { HttpError } from '../http/http-error';
import type { AccountMail } from '../mail/account-mailer';

type Db = Kysely<DB> | Transaction<DB>;

/** Where set-password links point and how long they work. */
export interface PasswordLinkOptions {
  publicUrl: string;
  /** Link lifetime, s. */
  ttlS: number;
  /** Current time, ms since epoch. */
  now: () => number;
}

/** A user just created, and the mail to send once the transaction committed (none with a temporary password). */
export interface CreatedUser {
  uid: string;
  username: string;
  email: string;
  displayName: string;
  mail: AccountMail | undefined;
}

const conflict = (code: 'usernameTaken' | 'emailTaken', field: 'username' | 'email', prefix: string) =>
  new HttpError(409, ERROR_CODES[code], `${prefix}${USER_ADMIN_TEXTS[code]}`, field);

/** Throws 409 when the username or email is another account's (emails and usernames share one namespace). */
async function assertUnique(db: Db, fields: { username?: string; email?: string }, exceptId: string | undefined, prefix = ''): Promise<void> {
  const taken = async (value: string) => {
    let query = db.selectFrom('users').select('id').where((eb) => eb.or([eb('username', '=', value), eb('email', '=', value)]));
    if (exceptId) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  };
  if (fields.username !== undefined && (await taken(fields.username))) throw conflict('usernameTaken', 'username', prefix);
  if (fields.email !== undefined && (await taken(fields.email))) throw conflict('emailTaken', 'email', prefix);
}

/** Throws 400 naming the field when an asset or group id is not the company's. */
async function assertOwnGrants(db: Db, tenantId: string, assetIds: readonly number[], groupIds: readonly number[], prefix = ''): Promise<void> {
  const unique = <T>(list: readonly T[]) => [...new Set(list)];
  if (assetIds.length > 0) {
    const found = await db.selectFrom('assets').select('id').where('tenant_id', '=', tenantId).where('id', 'in', unique(assetIds)).execute();
    if (found.length !== unique(assetIds).length) throw new HttpError(400, ERROR_CODES.invalidInput, `${prefix}${USER_ADMIN_TEXTS.assetNotYours}`, 'assetIds');
  }
  if (groupIds.length > 0) {
    const found = await db.selectFrom('asset_groups').select('id').where('tenant_id', '=', tenantId).where('id', 'in', unique(groupIds)).execute();
    if (found.length !== unique(groupIds).length) throw new HttpError(400, ERROR_CODES.invalidInput, `${prefix}${USER_ADMIN_TEXTS.groupNotYours}`, 'groupIds');
  }
}

/** Replaces a Client's assets and groups (an Administrator keeps none: they see every asset). */
async function setGrants(db: Db, userId: string, assetIds: readonly number[] | undefined, groupIds: readonly number[] | undefined): Promise<void> {
  if (assetIds !== undefined) {
    await db.deleteFrom('user_assets').where('user_id', '=', userId).execute();
    const rows = [...new Set(assetIds)].map((asset_id) => ({ user_id: userId, asset_id }));
    if (rows.length > 0) await db.insertInto('user_assets').values(rows).execute();
  }
  if (groupIds !== undefined) {
    await db.deleteFrom('user_asset_groups').where('user_id', '=', userId).execute();
    const rows = [...new Set(groupIds)].map((group_id) => ({ user_id: userId, group_id }));
    if (rows.length > 0) await db.insertInto('user_asset_groups').values(rows).execute();
  }
}

/** Administrators hold every action permission; Clients what they were given. */
const permissionsFor = (role: string, given: readonly ActionPermission[]): ActionPermission[] => (role === 'Administrator' ? [...ACTION_PERMISSIONS] : [...new Set(given)]);

/**
 * Stores a single-use set-password token for a user and returns the mail that carries it (the caller sends it after
 * the transaction committed). The link is the reset link: the web's reset page sets the first password too.
 */
export async function issuePasswordLink(db: Db, user: { id: string; email: string; display_name: string }, options: PasswordLinkOptions): Promise<AccountMail> {
  const token = createOpaqueToken();
  const expiresAt = new Date(options.now() + options.ttlS * 1000);
  await db.insertInto('password_resets').values({ token_hash: hashOpaqueToken(token), user_id: user.id, expires_at: expiresAt }).execute();
  return { kind: 'reset', email: user.email, displayName: user.display_name, link: resetLinkFor(options.publicUrl, token, user.email), expiresAt };
}

/**
 * Creates users of a company in the caller's transaction (POST /v2/users, and a later CSV / Excel import): checks
 * that usernames and emails are free (409 naming the field) and that the assets and groups are the company's (400),
 * stores each user with their page keys, permissions and (Clients) assets and groups, and writes one audit entry each.
 * Either every user is created or none (the caller's transaction). A user without a password gets a set-password
 * link, returned as a mail to send after the commit; a given password is a temporary one (it must be strong).
 */
export async function createUsers(trx: Transaction<DB>, tenantId: string, actor: AuditActor, inputs: readonly NewUser[], links: PasswordLinkOptions): Promise<CreatedUser[]> {
  const seen = new Set<string>();
  const created: CreatedUser[] = [];
  for (const [index, input] of inputs.entries()) {
    const prefix = inputs.length > 1 ? `User ${index + 1} (${input.username}): ` : '';
    for (const [field, value] of [['username', input.username], ['email', input.email]] as const) {
      if (seen.has(value)) throw conflict(field === 'username' ? 'usernameTaken' : 'emailTaken', field, prefix);
      seen.add(value);
    }
    await assertUnique(trx, input, undefined, prefix);
    const isClient = input.role === 'Client';
    if (isClient) await assertOwnGrants(trx, tenantId, input.assetIds, input.groupIds, prefix);
    if (input.password !== undefined) assertStrongPassword(input.password, [input.username, input.email, input.displayName]);
    // Without a temporary password the account has none anyone knows until the mailed link sets it.
    const passwordHash = await hashPassword(input.password ?? createOpaqueToken());
    const permissions = permissionsFor(input.role, input.permissions);
    const row = await trx
      .insertInto('users')
      .values({
        tenant_id: tenantId,
        username: input.username,
        email: input.email,
        display_name: input.displayName,
        role: input.role,
        pages: JSON.stringify([...new Set(input.pages)]),
        permissions: JSON.stringify(permissions),
        password_hash: passwordHash,
        status: input.status,
      })
      .returning(['id', 'email', 'display_name'])
      .executeTakeFirstOrThrow();
    if (isClient) await setGrants(trx, row.id, input.assetIds, input.groupIds);
    const mail = input.password === undefined && input.status === 'active' ? await issuePasswordLink(trx, row, links) : undefined;
    await writeAudit(trx, {
      tenantId,
      actor,
      action: 'create',
      objectKind: 'user',
      objectId: row.id,
      summary: `Created ${input.role} ${input.displayName} (${input.username})`,
      details: {
        username: input.username,
        email: input.email,
        role: input.role,
        pages: input.pages,
        permissions,
        status: input.status,
        ...(isClient ? { assetIds: input.assetIds, groupIds: input.groupIds } : {}),
        password: input.password === undefined ? 'set-password link mailed' : 'temporary password given',
      },
    });
    created.push({ uid: row.id, username: input.username, email: input.email, displayName: input.displayName, mail });
  }
  return created;
}

/** Throws 409 when no other active Administrator of the company would remain without `userId`. */
async function assertAnotherAdministrator(db: Db, tenantId: string, userId: string): Promise<void> {
  const other = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('role', '=', 'Administrator')
    .where('status', '=', 'active')
    .where('id', '!=', userId)
    .executeTakeFirst();
  if (!other) throw new HttpError(409, ERROR_CODES.lastAdministrator, USER_ADMIN_TEXTS.lastAdministrator);
}

/** What an update did that the caller must follow up after the commit. */
export interface UpdatedUser {
  /** The user lost access or rights they signed in with (disabled, demoted): end their sessions. */
  revokeSessions: boolean;
  displayName: string;
}

/**
 * Changes a user of the company (PUT /v2/users/:id) in the caller's transaction, with one audit entry of the changed
 * fields. An Administrator may not disable themselves; the last active Administrator may not be disabled or demoted.
 */
export async function updateUser(trx: Transaction<DB>, tenantId: string, actor: AuditActor & { callerId: string }, uid: string, update: UserUpdate): Promise<UpdatedUser | undefined> {
  const current = await trx.selectFrom('users').selectAll().where('id', '=', uid).where('tenant_id', '=', tenantId).forUpdate().executeTakeFirst();
  if (!current) return undefined;
  await assertUnique(trx, { ...(update.username !== undefined && update.username !== current.username ? { username: update.username } : {}), ...(update.email !== undefined && update.email !== current.email ? { email: update.email } : {}) }, uid);
  const role = update.role ?? current.role;
  const status = update.status ?? current.status;
  if (uid === actor.callerId && (status !== 'active' || role !== 'Administrator') && current.role === 'Administrator') {
    throw new HttpError(400, ERROR_CODES.notYourself, USER_ADMIN_TEXTS.notYourself, update.status !== undefined ? 'status' : 'role');
  }
  if (current.role === 'Administrator' && current.status === 'active' && (role !== 'Administrator' || status !== 'active')) await assertAnotherAdministrator(trx, tenantId, uid);
  if (role === 'Client') await assertOwnGrants(trx, tenantId, update.assetIds ?? [], update.groupIds ?? []);
  const permissions = update.permissions !== undefined || update.role !== undefined ? permissionsFor(role, (update.permissions ?? current.permissions) as ActionPermission[]) : undefined;
  const next = {
    username: update.username,
    email: update.email,
    display_name: update.displayName,
    role: update.role,
    pages: update.pages && [...new Set(update.pages)],
    permissions,
    status: update.status,
  };
  const before = { username: current.username, email: current.email, display_name: current.display_name, role: current.role, pages: current.pages, permissions: current.permissions, status: current.status };
  const changes: Record<string, unknown> = changedFields(before, next);
  const grantsBefore = {
    assetIds: (await trx.selectFrom('user_assets').select('asset_id').where('user_id', '=', uid).orderBy('asset_id').execute()).map((r) => r.asset_id),
    groupIds: (await trx.selectFrom('user_asset_groups').select('group_id').where('user_id', '=', uid).orderBy('group_id').execute()).map((r) => r.group_id),
  };
  const sorted = (list: readonly number[] | undefined) => list && [...new Set(list)].sort((a, b) => a - b);
  // An Administrator sees every asset: grants of a Client who becomes one are removed.
  const grantsNext = role === 'Administrator' ? { assetIds: [] as number[], groupIds: [] as number[] } : { assetIds: sorted(update.assetIds), groupIds: sorted(update.groupIds) };
  Object.assign(changes, changedFields(grantsBefore, grantsNext));
  if (Object.keys(changes).length === 0) return { revokeSessions: false, displayName: current.display_name };
  const set = Object.fromEntries(
    Object.entries(next)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, Array.isArray(v) ? JSON.stringify(v) : v]),
  );
  if (Object.keys(set).length > 0) await trx.updateTable('users').set(set).where('id', '=', uid).execute();
  await setGrants(trx, uid, grantsNext.assetIds, grantsNext.groupIds);
  const displayName = update.displayName ?? current.display_name;
  const action = changes['status'] ? (status === 'disabled' ? 'disable' : 'enable') : 'update';
  const summary =
    action === 'update'
      ? `Updated user ${displayName} (${update.username ?? current.username}): ${Object.keys(changes).join(', ')}`
      : `${action === 'disable' ? 'Disabled' : 'Enabled'} user ${displayName} (${update.username ?? current.username})`;
  await writeAudit(trx, { tenantId, actor, action, objectKind: 'user', objectId: uid, summary, details: changes });
  const revokeSessions = (changes['status'] !== undefined && status !== 'active') || (changes['role'] !== undefined && role === 'Client');
  return { revokeSessions, displayName };
}

/** Deletes a user of the company (never oneself, never the last active Administrator), with an audit entry. */
export async function deleteUser(trx: Transaction<DB>, tenantId: string, actor: AuditActor & { callerId: string }, uid: string): Promise<string | undefined> {
  const current = await trx.selectFrom('users').select(['id', 'username', 'display_name', 'role', 'status', 'email']).where('id', '=', uid).where('tenant_id', '=', tenantId).forUpdate().executeTakeFirst();
  if (!current) return undefined;
  if (uid === actor.callerId) throw new HttpError(400, ERROR_CODES.notYourself, USER_ADMIN_TEXTS.notYourself);
  if (current.role === 'Administrator' && current.status === 'active') await assertAnotherAdministrator(trx, tenantId, uid);
  await trx.deleteFrom('users').where('id', '=', uid).execute();
  await writeAudit(trx, {
    tenantId,
    actor,
    action: 'delete',
    objectKind: 'user',
    objectId: uid,
    summary: `Deleted ${current.role} ${current.display_name} (${current.username})`,
    details: { username: current.username, email: current.email, role: current.role },
  });
  return current.display_name;
}

/** The company's users with their grants, by username (GET /v2/users), or one of them. */
export async function listUserDetails(db: Db, tenantId: string, uid?: string): Promise<AdminUserDetail[]> {
  let query = db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'display_name', 'role', 'pages', 'permissions', 'status', 'last_login_at', 'created_at'])
    .where('tenant_id', '=', tenantId);
  if (uid) query = query.where('id', '=', uid);
  const users = await query.orderBy('username').execute();
  if (users.length === 0) return [];
  const ids = users.map((u) => u.id);
  const assets = await db.selectFrom('user_assets').select(['user_id', 'asset_id']).where('user_id', 'in', ids).orderBy('asset_id').execute();
  const groups = await db.selectFrom('user_asset_groups').select(['user_id', 'group_id']).where('user_id', 'in', ids).orderBy('group_id').execute();
  return users.map((u) => ({
    uid: u.id,
    username: u.username,
    email: u.email,
    displayName: u.display_name,
    userRole: u.role,
    pages: u.pages as PageKey[],
    permissions: u.permissions as ActionPermission[],
    status: u.status,
    lastLoginAt: u.last_login_at?.toISOString() ?? null,
    createdAt: u.created_at.toISOString(),
    assetIds: assets.filter((a) => a.user_id === u.id).map((a) => a.asset_id),
    groupIds: groups.filter((g) => g.user_id === u.id).map((g) => g.group_id),
  }));
}
