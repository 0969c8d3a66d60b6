import { ERROR_CODES, MESSAGES, PAGE_NAMES, hasPageAccess, noPageAccessMessage, type ActionPermission, type PageKey, type Role } from '@fleet/domain';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http/http-error';
import type { AuthContext } from './auth-plugin';

/** The caller of an authenticated route; throws 401 when `authenticate` did not run first. */
export function callerOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized(ERROR_CODES.unauthorized, MESSAGES.notAuthorized);
  return request.auth;
}

/** preHandler: the caller must have the role, else 403 NOT_AUTHORIZED. */
export function requireRole(role: Role) {
  return async (request: FastifyRequest): Promise<void> => {
    if (callerOf(request).role !== role) throw forbidden(ERROR_CODES.notAuthorized, MESSAGES.notAuthorized);
  };
}

/** preHandler: the caller's access.pages must hold the key, else 403 'You do not have access to {page}'. */
export function requirePage(key: PageKey) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!hasPageAccess(callerOf(request).pages, key)) {
      throw forbidden(ERROR_CODES.noPageAccess, noPageAccessMessage(PAGE_NAMES[key]));
    }
  };
}

/** preHandler: an Administrator, or a caller holding the action permission, else 403 NOT_AUTHORIZED. */
export function requirePermission(permission: ActionPermission) {
  return async (request: FastifyRequest): Promise<void> => {
    const caller = callerOf(request);
    if (caller.role !== 'Administrator' && !caller.permissions.includes(permission)) {
      throw forbidden(ERROR_CODES.notAuthorized, MESSAGES.notAuthorized);
    }
  };
}

/** preHandler: the caller's access.pages must hold one of the keys, else 403 naming the first. */
export function requireAnyPage(keys: readonly PageKey[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const pages = callerOf(request).pages;
    if (!keys.some((key) => hasPageAccess(pages, key))) {
      throw forbidden(ERROR_CODES.noPageAccess, noPageAccessMessage(PAGE_NAMES[keys[0] ?? 'reports']));
    }
  };
}
