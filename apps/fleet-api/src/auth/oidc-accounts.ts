import { ACTION_PERMISSIONS, ERROR_CODES, MESSAGES, OIDC_TEXTS } from '@fleet/domain';
import type { Kysely } from 'kysely';
import { writeAudit, type AuditActor } from '../audit/audit-log';
import type { OidcConfig } from '../config';
import type { DB } from '../db/schema';
import { HttpError, forbidden } from '../http/http-error';
import { findUserByEmail, findUserById, isEmailTaken, type UserRecord } from '../users/user-repository';
import type { OidcIdentity } from './oidc-client';

/**
 * The password hash of a user created by an identity-provider sign-in: not a scrypt record, so no password matches
 * it (auth/password-hash.ts) until the user sets one through the password reset.
 */
export const NO_PASSWORD_HASH = 'oidc$no-password';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who the audit log names for changes made by a sign-in. */
function providerActor(issuer: string): AuditActor {
  return { userId: null, name: `Identity provider (${issuer})` };
}

/** Is the email's domain in OIDC_ALLOWED_DOMAINS (`*`: any)? */
export function isDomainAllowed(email: string, allowed: readonly string[]): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return allowed.includes('*') || allowed.includes(domain);
}

/** Refuses a user who may not sign in: disabled, pending, or of a suspended company. */
async function assertMaySignIn(db: Kysely<DB>, user: UserRecord): Promise<void> {
  if (user.status === 'disabled') throw forbidden(ERROR_CODES.accountDisabled, OIDC_TEXTS.accountDisabled);
  // A pending account's password was chosen by whoever registered the address, perhaps not its owner: linking it
  // would hand them the account. It must be confirmed by its mail first.
  if (user.status === 'pending') throw forbidden(ERROR_CODES.accountPending, MESSAGES.accountPending);
  if (user.status !== 'active') throw forbidden(ERROR_CODES.accountDisabled, OIDC_TEXTS.accountDisabled);
  const tenant = await db.selectFrom('tenants').select('status').where('id', '=', user.tenant_id).executeTakeFirst();
  if (tenant?.status !== 'active') throw forbidden(ERROR_CODES.accountDisabled, OIDC_TEXTS.companySuspended);
}

/** The company OIDC_COMPANY names (its id or exact name), or undefined. */
async function findCompany(db: Kysely<DB>, company: string): Promise<{ id: string; status: string } | undefined> {
  if (UUID.test(company)) {
    const byId = await db.selectFrom('tenants').select(['id', 'status']).where('id', '=', company).executeTakeFirst();
    if (byId) return byId;
  }
  return db.selectFrom('tenants').select(['id', 'status']).where('name', '=', company).orderBy('created_at').executeTakeFirst();
}

/** Creates the user of a first sign-in in the configured company, linked to the identity, with its audit entry. */
async function createUser(db: Kysely<DB>, config: OidcConfig, identity: OidcIdentity, email: string): Promise<string> {
  const company = await findCompany(db, config.company);
  if (!company) throw new HttpError(503, ERROR_CODES.oidcNoCompany, OIDC_TEXTS.noCompany);
  if (company.status !== 'active') throw forbidden(ERROR_CODES.accountDisabled, OIDC_TEXTS.companySuspended);
  // Someone's username may be this address (usernames and emails share one namespace for signing in).
  if (await isEmailTaken(db, email)) throw new HttpError(409, ERROR_CODES.emailTaken, OIDC_TEXTS.emailTakenByUsername);
  const displayName = (identity.name || email.slice(0, email.indexOf('@'))).slice(0, 100);
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        tenant_id: company.id,
        username: email,
        email,
        display_name: displayName,
        role: config.role,
        pages: JSON.stringify(config.pages),
        permissions: JSON.stringify(config.role === 'Administrator' ? ACTION_PERMISSIONS : []),
        password_hash: NO_PASSWORD_HASH,
        status: 'active',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('user_identities').values({ issuer: identity.issuer, subject: identity.subject, user_id: user.id }).execute();
    await writeAudit(trx, {
      tenantId: company.id,
      actor: providerActor(identity.issuer),
      action: 'user.create',
      objectKind: 'user',
      objectId: user.id,
      summary: `Created user ${email} at their first sign-in with the identity provider`,
      details: { role: config.role, pages: config.pages, issuer: identity.issuer, subject: identity.subject },
    });
    return user.id;
  });
}

/** The user linked to the identity, else the user with its email (linked now, after the checks), else undefined. */
async function findLinkedOrByEmail(db: Kysely<DB>, identity: OidcIdentity, email: string): Promise<UserRecord | undefined> {
  const linked = await db
    .selectFrom('user_identities')
    .select('user_id')
    .where('issuer', '=', identity.issuer)
    .where('subject', '=', identity.subject)
    .executeTakeFirst();
  if (linked) return findUserById(db, linked.user_id);
  const byEmail = await findUserByEmail(db, email);
  if (!byEmail) return undefined;
  await assertMaySignIn(db, byEmail);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('user_identities')
      .values({ issuer: identity.issuer, subject: identity.subject, user_id: byEmail.id })
      .onConflict((oc) => oc.columns(['issuer', 'subject']).doNothing())
      .execute();
    await writeAudit(trx, {
      tenantId: byEmail.tenant_id,
      actor: providerActor(identity.issuer),
      action: 'user.link-identity',
      objectKind: 'user',
      objectId: byEmail.id,
      summary: `Linked ${email} to the identity provider by its verified email`,
      details: { issuer: identity.issuer, subject: identity.subject },
    });
  });
  return byEmail;
}

/**
 * The user an identity signs in as. The provider must have verified the email and its domain must be allowed. Then,
 * in order: the user linked to (issuer, subject); else the user with that email, linked now; else a new user of
 * OIDC_COMPANY with OIDC_ROLE and OIDC_PAGES. Disabled and pending users and suspended companies are refused.
 * @throws HttpError 403 (email missing or unverified, domain, disabled, pending, suspended), 409, 503 (no company).
 */
export async function findOrCreateOidcUser(db: Kysely<DB>, config: OidcConfig, identity: OidcIdentity): Promise<UserRecord> {
  const email = identity.email;
  if (!email || !email.includes('@')) throw forbidden(ERROR_CODES.oidcEmailUnverified, OIDC_TEXTS.emailMissing);
  if (!identity.emailVerified) throw forbidden(ERROR_CODES.oidcEmailUnverified, OIDC_TEXTS.emailUnverified);
  if (!isDomainAllowed(email, config.allowedDomains)) throw forbidden(ERROR_CODES.oidcDomainNotAllowed, OIDC_TEXTS.domainNotAllowed);

  let user = await findLinkedOrByEmail(db, identity, email);
  if (!user) {
    try {
      user = await findUserById(db, await createUser(db, config, identity, email));
    } catch (error) {
      // Two first sign-ins at once (two tabs, two instances): the other one created the user or the link, and this
      // one met it either as a unique violation or, had it committed already, as the email being taken.
      const raced = (error as { code?: string }).code === '23505' || (error instanceof HttpError && error.code === ERROR_CODES.emailTaken);
      if (!raced) throw error;
      user = await findLinkedOrByEmail(db, identity, email);
      // The address is taken by someone else (another user's username): the 409 stands.
      if (!user) throw error;
    }
  }
  if (!user) throw new Error('the signed-in user vanished');
  await assertMaySignIn(db, user);
  return user;
}
