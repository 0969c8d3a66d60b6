import rateLimit from '@fastify/rate-limit';
import { ERROR_CODES, MESSAGES } from '@fleet/domain';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { HttpError } from './http-error';

/** One limit: at most `max` requests per `windowMs` for one key. */
export interface RateLimit {
  /** Requests allowed per window (multiplied by the configured factor). */
  max: number;
  /** ms. */
  windowMs: number;
  /** What is counted: the caller's address, or the account a body names (lower-cased). */
  key: (request: FastifyRequest) => string;
}

/**
 * The limits of the account endpoints that an attacker would hammer (guessing passwords, enumerating or flooding
 * mailboxes). Per address and per account, so neither a botnet against one account nor one address against many
 * gets far; the failed-login throttle (auth/login-throttle.ts) comes on top.
 */
export const AUTH_RATE_LIMITS = {
  loginPerAddress: { max: 20, windowMs: 60_000 },
  loginPerAccount: { max: 10, windowMs: 60_000 },
  registerPerAddress: { max: 5, windowMs: 3_600_000 },
  registerPerEmail: { max: 3, windowMs: 3_600_000 },
  forgotPerAddress: { max: 5, windowMs: 900_000 },
  forgotPerEmail: { max: 3, windowMs: 3_600_000 },
  tokenPerAddress: { max: 10, windowMs: 900_000 },
} as const;

/**
 * The limits of the public pages' endpoints. A live-location page polls every SHARE_LINK_LIMITS.pollMs (5 s: 12 a
 * minute), so 120 a minute lets ten viewers share one address (an office's NAT) while a token guesser gets nowhere
 * (2^256 tokens).
 */
export const PUBLIC_RATE_LIMITS = {
  liveLocationPerAddress: { max: 120, windowMs: 60_000 },
  /** The public vessel page refreshes every minute: 60 a minute serves a few viewers behind one address. */
  vesselsPerAddress: { max: 60, windowMs: 60_000 },
} as const;

/** The caller's address. */
export const byAddress = (request: FastifyRequest) => `ip:${request.ip}`;

/** The account a body names in `field` (email or username), lower-cased; the address when it names none. */
export const byAccount =
  (field: string) =>
  (request: FastifyRequest): string => {
    const body = request.body as Record<string, unknown> | undefined;
    const value = body?.[field];
    return typeof value === 'string' && value.trim() !== '' ? `account:${value.trim().toLowerCase().slice(0, 254)}` : byAddress(request);
  };

/**
 * A request hook enforcing one limit with @fastify/rate-limit: 429 RATE_LIMITED with Retry-After (seconds) and
 * MESSAGES.tooManyRequests. Use it as `onRequest` (address keys) or `preHandler` (keys read from the body).
 *
 * Each limit gets its own registration of the plugin in a child context: the plugin marks a request as limited once
 * per registration, so two limits of one registration on one route would let the second one pass unchecked.
 */
export async function createRateLimit(app: FastifyInstance, limit: RateLimit, factor = 1): Promise<onRequestAsyncHookHandler> {
  let hook: onRequestAsyncHookHandler | undefined;
  await app.register(async (scope) => {
    await scope.register(rateLimit, { global: false });
    hook = scope.rateLimit({
      max: limit.max * factor,
      timeWindow: limit.windowMs,
      keyGenerator: limit.key,
      errorResponseBuilder: () => new HttpError(429, ERROR_CODES.rateLimited, MESSAGES.tooManyRequests),
    }) as onRequestAsyncHookHandler;
  });
  if (!hook) throw new Error('rate limit not created');
  return hook;
}
