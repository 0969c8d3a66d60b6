import { ERROR_CODES } from '@fleet/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './http-error';

/** The text of the refusal. */
export const NUL_MESSAGE = 'Text must not contain NUL characters (\\u0000).';

/** Whether any string in a parsed JSON value (or a params/query record) holds U+0000. */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value as Record<string, unknown>).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

/**
 * PostgreSQL text cannot hold U+0000: a name or path carrying one would fail deep inside a statement (500, and
 * possibly after other statements ran). Refuse it at the door, 400, for every route's params, query and JSON body.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.params) || hasNul(request.query) || (!Buffer.isBuffer(request.body) && hasNul(request.body))) {
      throw badRequest(NUL_MESSAGE, ERROR_CODES.invalidInput);
    }
  });
}
