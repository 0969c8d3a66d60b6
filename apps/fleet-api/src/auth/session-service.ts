import { ERROR_CODES, MESSAGES, type Role } from '@fleet/domain';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { unauthorized } from '../http/http-error';
import type { AccessTokens } from './access-token';
import { effectiveTimeZone } from '../users/user-info';
import { createOpaqueToken, hashOpaqueToken } from './opaque-token';

/** The tokens of a session. */
export interface IssuedTokens {
  sessionId: string;
  accessToken: string;
  refreshToken: string;
}

/** A session row joined with the user it belongs to. */
export interface SessionWithUser {
  sessionId: string;
  revokedAt: Date | null;
  expiresAt: Date;
  userId: string;
  tenantId: string;
  role: Role;
  pages: string[];
  /** Action permissions. */
  permissions: string[];
  status: string;
  /** The user's effective time zone (their override, else the company's). */
  timeZone: string;
  /** The company's status: nobody of a suspended company may use a session. */
  tenantStatus: 'active' | 'suspended';
  /** The operator's email when this is a support session; null otherwise. */
  supportBy: string | null;
}

/** Options of a session that is not an ordinary sign-in. */
export interface StartOptions {
  /** The installation operator acting as the user (a support session). */
  supportBy?: string;
  /** Its lifetime, s (shorter than an ordinary session's). */
  ttlS?: number;
}

/** Who is logging in. */
export interface SessionSubject {
  id: string;
  tenant_id: string;
  role: Role;
}

/** Where the login came from (kept for the user's session list). */
export interface SessionMeta {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/** Options of the session service. */
export interface SessionServiceOptions {
  db: Kysely<DB>;
  tokens: AccessTokens;
  /** Idle lifetime of a session, s: each refresh extends it by this much, up to `maxAgeS` after the sign-in. */
  refreshTtlS: number;
  /** Absolute lifetime, s: no refresh extends a session past its sign-in plus this. @default 43200 (12 h) */
  maxAgeS?: number;
  /** Current time, ms since epoch. */
  now: () => number;
  /** Told when a rotated-out refresh token comes back (a likely theft): the session is then revoked. */
  onReuse?: (sessionId: string) => void;
}

/** What was revoked: one session, or every session of a user but one. */
export type RevokedSessions = { sessionId: string } | { userId: string; exceptSessionId?: string | undefined };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Sessions: start on login, rotate on refresh, revoke on logout and password changes. */
export class SessionService {
  private readonly revokedListeners = new Set<(revoked: RevokedSessions) => void>();

  constructor(private readonly options: SessionServiceOptions) {}

  /**
   * Tells `listener` after sessions were revoked here (logout, password change, reuse), so that open live sockets
   * close at once; revocations elsewhere are found by the sockets' periodic check.
   * @returns unsubscribe
   */
  onRevoked(listener: (revoked: RevokedSessions) => void): () => void {
    this.revokedListeners.add(listener);
    return () => this.revokedListeners.delete(listener);
  }

  private emitRevoked(revoked: RevokedSessions): void {
    for (const listener of this.revokedListeners) listener(revoked);
  }

  private get maxAgeS(): number {
    return this.options.maxAgeS ?? 43_200;
  }

  /** The expiry of a new session: the idle lifetime, capped by the absolute one. */
  private expiry(): Date {
    return new Date(this.options.now() + Math.min(this.options.refreshTtlS, this.maxAgeS) * 1000);
  }

  /** Starts a session and issues its first token pair. */
  async start(user: SessionSubject, meta: SessionMeta, options: StartOptions = {}): Promise<IssuedTokens & { expiresAt: Date }> {
    const refreshToken = createOpaqueToken();
    const expiresAt = options.ttlS === undefined ? this.expiry() : new Date(Math.min(this.expiry().getTime(), this.options.now() + options.ttlS * 1000));
    const row = await this.options.db
      .insertInto('sessions')
      .values({
        user_id: user.id,
        // The session's own clock (tests move it): the absolute lifetime counts from here.
        created_at: new Date(this.options.now()),
        refresh_hash: hashOpaqueToken(refreshToken),
        expires_at: expiresAt,
        user_agent: meta.userAgent?.slice(0, 500) ?? null,
        ip: meta.ip ?? null,
        support_by: options.supportBy ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const accessToken = await this.options.tokens.sign({ sub: user.id, sid: row.id, tid: user.tenant_id, role: user.role });
    return { sessionId: row.id, accessToken, refreshToken, expiresAt };
  }

  /**
   * Rotates a refresh token: the presented one must be the session's current one, the session live and the user
   * active. Presenting the previous (already rotated) token revokes the session.
   * @throws HttpError 401 SESSION_EXPIRED
   */
  async refresh(refreshToken: string): Promise<IssuedTokens> {
    const { db, now } = this.options;
    const presented = hashOpaqueToken(refreshToken);
    const next = createOpaqueToken();
    // One conditional update does the check and the rotation, so two racing refreshes cannot both win. The new
    // expiry never passes the sign-in plus the absolute lifetime (OWASP ASVS 3.3.2): refreshing cannot extend it.
    const idle = new Date(now() + this.options.refreshTtlS * 1000);
    const rotated = await db
      .updateTable('sessions')
      .set({
        refresh_hash: hashOpaqueToken(next),
        previous_refresh_hash: presented,
        // A support session keeps the short end it was opened with.
        expires_at: sql<Date>`case when support_by is null then least(${idle}::timestamptz, created_at + make_interval(secs => ${this.maxAgeS})) else expires_at end`,
      })
      .where('refresh_hash', '=', presented)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', new Date(now()))
      .returning(['id', 'user_id'])
      .executeTakeFirst();
    if (!rotated) {
      const reused = await db
        .updateTable('sessions')
        .set({ revoked_at: new Date(now()) })
        .where('previous_refresh_hash', '=', presented)
        .where('revoked_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (reused) {
        this.options.onReuse?.(reused.id);
        this.emitRevoked({ sessionId: reused.id });
      }
      throw unauthorized(ERROR_CODES.sessionExpired, MESSAGES.sessionExpired);
    }
    const user = await db
      .selectFrom('users as u')
      .innerJoin('tenants as t', 't.id', 'u.tenant_id')
      .select(['u.id', 'u.tenant_id', 'u.role', 'u.status', 't.status as tenant_status'])
      .where('u.id', '=', rotated.user_id)
      .executeTakeFirst();
    // A disabled user, or anyone of a suspended company, cannot refresh either.
    if (!user || user.status !== 'active' || user.tenant_status !== 'active') {
      await this.revoke(rotated.id);
      throw unauthorized(ERROR_CODES.sessionExpired, MESSAGES.sessionExpired);
    }
    const accessToken = await this.options.tokens.sign({
      sub: user.id,
      sid: rotated.id,
      tid: user.tenant_id,
      role: user.role,
    });
    return { sessionId: rotated.id, accessToken, refreshToken: next };
  }

  /** The session and its user, or undefined when there is no such session. */
  async find(sessionId: string, userId: string): Promise<SessionWithUser | undefined> {
    if (!UUID.test(sessionId) || !UUID.test(userId)) return undefined;
    const row = await this.options.db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .innerJoin('tenants as t', 't.id', 'u.tenant_id')
      .select(['s.id', 's.revoked_at', 's.expires_at', 'u.id as user_id', 'u.tenant_id', 'u.role', 'u.pages', 'u.permissions', 'u.status', 'u.time_zone', 't.settings as tenant_settings', 't.status as tenant_status', 's.support_by'])
      .where('s.id', '=', sessionId)
      .where('s.user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      sessionId: row.id,
      revokedAt: row.revoked_at,
      expiresAt: row.expires_at,
      userId: row.user_id,
      tenantId: row.tenant_id,
      role: row.role,
      pages: row.pages,
      permissions: row.permissions,
      status: row.status,
      timeZone: effectiveTimeZone(row).timeZone,
      tenantStatus: row.tenant_status,
      supportBy: row.support_by,
    };
  }

  /** True when the session may be used now: not revoked, not past its expiry, its user active. */
  isLive(session: SessionWithUser): boolean {
    return session.revokedAt === null && session.expiresAt.getTime() > this.options.now() && session.status === 'active' && session.tenantStatus === 'active';
  }

  /** Revokes one session: its access and refresh tokens stop working at once. */
  async revoke(sessionId: string): Promise<void> {
    await this.options.db
      .updateTable('sessions')
      .set({ revoked_at: new Date(this.options.now()) })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
    this.emitRevoked({ sessionId });
  }

  /** Revokes every live session of every user of a company (it was suspended). */
  async revokeAllForTenant(tenantId: string): Promise<void> {
    const users = await this.options.db
      .updateTable('sessions')
      .set({ revoked_at: new Date(this.options.now()) })
      .where('revoked_at', 'is', null)
      .where('user_id', 'in', (eb) => eb.selectFrom('users').select('id').where('tenant_id', '=', tenantId))
      .returning('user_id')
      .execute();
    for (const userId of new Set(users.map((u) => u.user_id))) this.emitRevoked({ userId });
  }

  /** Revokes every live session of a user, except one (the caller's own) when given. */
  async revokeAllForUser(userId: string, exceptSessionId?: string): Promise<void> {
    let query = this.options.db
      .updateTable('sessions')
      .set({ revoked_at: new Date(this.options.now()) })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
    await query.execute();
    this.emitRevoked({ userId, exceptSessionId });
  }
}
