import { ERROR_CODES, MESSAGES, type Role } from '@fleet/domain';
import type { FastifyRequest } from 'fastify';
import type { RouteOptions } from '../app-context';
import { globalPlugin } from '../http/global-plugin';
import { unauthorized } from '../http/http-error';

/** The signed-in caller, set by `authenticate`. */
export interface AuthContext {
  userId: string;
  tenantId: string;
  sessionId: string;
  role: Role;
  /** Page keys (access.pages), read from the database on every call so that changes apply at once. */
  pages: string[];
  /** Action permissions, read with the page keys. */
  permissions: string[];
  /** The IANA zone of the caller's periods, day boundaries and times (their override, else the company's). */
  timeZone: string;
  /** The installation operator's email when this is a support session (they act as this Administrator); else null. */
  supportBy: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller; null until `authenticate` ran. */
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** onRequest hook: requires a valid bearer token of a live session and sets `request.auth`. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * Bearer authentication: the JWT must verify (401 UNAUTHORIZED, or TOKEN_EXPIRED past its exp) and its session must
 * be live (401 SESSION_REVOKED after logout, revocation or when the user was disabled), even before the token's exp.
 */
export const authPlugin = globalPlugin<RouteOptions<'sessions' | 'tokens'>>('fleet-auth', async (app, { ctx }) => {
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized(ERROR_CODES.unauthorized, MESSAGES.notAuthorized);
    const verified = await ctx.tokens.verify(token);
    if (!verified.ok) {
      throw verified.reason === 'expired'
        ? unauthorized(ERROR_CODES.tokenExpired, MESSAGES.sessionExpired)
        : unauthorized(ERROR_CODES.unauthorized, MESSAGES.notAuthorized);
    }
    const session = await ctx.sessions.find(verified.claims.sid, verified.claims.sub);
    if (!session) throw unauthorized(ERROR_CODES.unauthorized, MESSAGES.notAuthorized);
    if (!ctx.sessions.isLive(session)) throw unauthorized(ERROR_CODES.sessionRevoked, MESSAGES.sessionExpired);
    request.auth = {
      userId: session.userId,
      tenantId: session.tenantId,
      sessionId: session.sessionId,
      role: session.role,
      pages: session.pages,
      permissions: session.permissions,
      timeZone: session.timeZone,
      supportBy: session.supportBy,
    };
  });
});
