import { ROLES, type Role } from '@fleet/domain';
import { errors, jwtVerify, SignJWT } from 'jose';

/** What an access token says. */
export interface AccessClaims {
  /** User uid. */
  sub: string;
  /** Session id. */
  sid: string;
  /** Tenant id. */
  tid: string;
  role: Role;
}

/** Why a token was refused. */
export type TokenFailure = 'expired' | 'invalid';

/** Result of verifying an access token. */
export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: TokenFailure };

/** Options of the token service. */
export interface AccessTokenOptions {
  /** HS256 key. */
  secret: string;
  /** Lifetime, s. */
  ttlS: number;
  /** Current time, ms since epoch. */
  now: () => number;
}

/** Signs and verifies the short-lived HS256 access tokens (jose). */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(private readonly options: AccessTokenOptions) {
    this.key = new TextEncoder().encode(options.secret);
  }

  /** A token with sub, sid, tid, role, iat and exp. */
  sign(claims: AccessClaims): Promise<string> {
    const iat = Math.floor(this.options.now() / 1000);
    return new SignJWT({ sid: claims.sid, tid: claims.tid, role: claims.role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.options.ttlS)
      .sign(this.key);
  }

  /** Verifies signature, algorithm and expiry (at the injected time) and the claims' shape. */
  async verify(token: string): Promise<VerifyResult> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: new Date(this.options.now()),
        requiredClaims: ['sub', 'sid', 'tid', 'role', 'exp', 'iat'],
      });
      const { sub, sid, tid, role } = payload;
      if (typeof sub !== 'string' || typeof sid !== 'string' || typeof tid !== 'string') {
        return { ok: false, reason: 'invalid' };
      }
      if (!(ROLES as readonly unknown[]).includes(role)) return { ok: false, reason: 'invalid' };
      return { ok: true, claims: { sub, sid, tid, role: role as Role } };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
