import { ACTION_PERMISSIONS, PAGE_KEYS } from '@fleet/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context';
import type { AuthContext } from '../auth/auth-plugin';
import { createOpaqueToken } from '../auth/opaque-token';
import { hashPassword } from '../auth/password-hash';
import { issuePasswordLink } from '../admin/users-service';
import { createTenantWithAdmin } from '../users/create-tenant-admin';

/** The parts of the server's context this module uses. */
export type OperatorContext = Pick<AppContext, 'config' | 'db' | 'mailer' | 'now'>;

/** server_settings key of the installation company, whose accounts are the operators'. */
export const OPERATOR_TENANT_KEY = 'operator_tenant_id';
/** The installation company's name. */
export const OPERATOR_TENANT_NAME = 'Installation operators';

// Keyed by the app's context object (one per app), whatever part of it a caller is typed with.
const tenantIds = new WeakMap<object, string | null>();

/** The installation company's id, or null before any operator account exists. */
export async function operatorTenantId(ctx: OperatorContext): Promise<string | null> {
  if (tenantIds.get(ctx)) return tenantIds.get(ctx) ?? null;
  const row = await ctx.db.selectFrom('server_settings').select('value').where('key', '=', OPERATOR_TENANT_KEY).executeTakeFirst();
  if (row) tenantIds.set(ctx, row.value);
  return row?.value ?? null;
}

/**
 * Whether the caller is the installation's operator: signed in with an account of the installation company whose
 * email is in FLEET_OPERATOR_EMAILS (a company's Administrator with such an email is not), and not in a support
 * session. Read on every call: removing an email from the list takes effect at the next start.
 */
export async function isOperator(ctx: OperatorContext, caller: Pick<AuthContext, 'userId' | 'tenantId' | 'supportBy'>): Promise<boolean> {
  if (caller.supportBy || ctx.config.operatorEmails.length === 0) return false;
  const tenantId = await operatorTenantId(ctx);
  if (!tenantId || caller.tenantId !== tenantId) return false;
  const user = await ctx.db.selectFrom('users').select(['email', 'status']).where('id', '=', caller.userId).executeTakeFirst();
  return !!user && user.status === 'active' && ctx.config.operatorEmails.includes(user.email);
}

/**
 * At start: makes sure every FLEET_OPERATOR_EMAILS address has an account in the installation company. A new account
 * gets no password anyone knows: a set-password link is mailed (and "Forgot password" sends a new one later). An
 * address that already belongs to a company's user is not made an operator (logged).
 */
export async function ensureOperatorAccounts(ctx: OperatorContext, log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>): Promise<void> {
  for (const email of ctx.config.operatorEmails) {
    let tenantId = await operatorTenantId(ctx);
    const existing = await ctx.db.selectFrom('users').select(['id', 'tenant_id']).where((eb) => eb.or([eb('email', '=', email), eb('username', '=', email)])).executeTakeFirst();
    if (existing) {
      if (existing.tenant_id !== tenantId) log.warn({ email }, 'FLEET_OPERATOR_EMAILS: this address belongs to a company user; it is not made an operator');
      continue;
    }
    const displayName = 'Installation operator';
    let userId: string;
    if (!tenantId) {
      const created = await createTenantWithAdmin(ctx.db, { tenantName: OPERATOR_TENANT_NAME, username: email, email, displayName, password: createOpaqueToken() });
      await ctx.db.insertInto('server_settings').values({ key: OPERATOR_TENANT_KEY, value: created.tenantId }).execute();
      tenantIds.set(ctx, created.tenantId);
      tenantId = created.tenantId;
      userId = created.userId;
    } else {
      const row = await ctx.db
        .insertInto('users')
        .values({ tenant_id: tenantId, username: email, email, display_name: displayName, role: 'Administrator', pages: JSON.stringify(PAGE_KEYS), permissions: JSON.stringify(ACTION_PERMISSIONS), password_hash: await hashPassword(createOpaqueToken()) })
        .returning('id')
        .executeTakeFirstOrThrow();
      userId = row.id;
    }
    const mail = await issuePasswordLink(ctx.db, { id: userId, email, display_name: displayName }, { publicUrl: ctx.config.publicUrl, ttlS: Math.max(ctx.config.resetTokenTtlS, 86_400), now: ctx.now });
    log.info({ email }, 'installation operator account created: a set-password link was mailed');
    await ctx.mailer.send(mail).catch((err: unknown) => log.error({ err, kind: mail.kind }, 'account mail failed'));
  }
}
