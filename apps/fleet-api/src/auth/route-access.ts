import type { ActionPermission, PageKey } from '@fleet/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import type { AuthContext } from './auth-plugin';

/**
 * The kinds of object a route may touch, each with its ownership rule (auth/object-guards.ts):
 * - `asset`: an asset id the caller may see (Administrators: the company's assets; Clients: the assets given to them).
 * - `assets`: a list of such ids (empty or absent: every visible asset, nothing to check).
 * - `fuel-receipt`, `toll-receipt`: a receipt id whose asset the caller may see.
 * - `poi`: a POI id of the company; to change it a Client must have created it (Administrators change any).
 * - `upload`: a stored file of the company that the caller uploaded, or that a receipt of a visible asset lists
 *   (Administrators read any of the company's).
 * - `user`: a user id: the caller, or any user of the company for an Administrator.
 * - `report-job`: an export the server builds, the caller's own (nobody else's, Administrators included).
 * - `maintenance-record`, `work-order`: a record or work order of the company whose asset the caller may see.
 * - `tire`: a tire in the company's stock, fitted to an asset the caller may see, or retired from one.
 * - `service-program`: a service program of the company.
 * - `trip`: a trip of the company whose vehicle the caller may see.
 * - `driver`, `transporter`, `transport-client`: one of the company's.
 * - `share-link`: a live-location share link of the company whose asset the caller may see.
 */
export type ObjectKind =
  | 'asset'
  | 'assets'
  | 'fuel-receipt'
  | 'toll-receipt'
  | 'poi'
  | 'upload'
  | 'user'
  | 'report-job'
  | 'maintenance-record'
  | 'work-order'
  | 'tire'
  | 'service-program'
  | 'trip'
  | 'driver'
  | 'transporter'
  | 'transport-client'
  | 'share-link';

/** How a route finds the object it touches. */
export interface ObjectRule {
  kind: ObjectKind;
  /** The parameter's name in messages ("receiptId must be a whole number …"). */
  label: string;
  /**
   * Reads the object's id from the request (params, query or body). `undefined` means the route touches no existing
   * object this time (e.g. POST settings/poi without an id creates one). May look things up (playback's unit id).
   */
  locate: (request: FastifyRequest, ctx: Pick<AppContext, 'db'>, caller: AuthContext) => unknown;
  /** The route changes the object (POIs: Clients change only their own). @default false */
  write?: boolean;
}

/**
 * Who may call a route, declared next to its schema in `config.access` and enforced by one hook (access-plugin.ts)
 * for every route under /v2. A route without a declaration fails the server's start.
 */
export type RouteAccess =
  | {
      /** No sign-in: login, registration, the public map configuration, device-facing or socket-authenticated routes. */
      who: 'public';
      /** Why the route is open (read by people and by the authorization matrix test). */
      why: string;
    }
  | {
      /**
       * The installation's operator only (FLEET_OPERATOR_EMAILS, signed in with their installation account, not in a
       * support session): the companies of the installation.
       */
      who: 'operator';
      /** What the route does across companies (read by people and the matrix test). */
      why: string;
    }
  | {
      /** Any signed-in user, or Administrators only. */
      who: 'signed-in' | 'Administrator';
      /** The caller needs at least one of these page keys (access.pages). */
      pages?: readonly PageKey[];
      /** The caller needs this action permission (Administrators hold every permission). */
      permission?: ActionPermission;
      /** The object the route touches and how to find it. */
      object?: ObjectRule;
      /**
       * What a collection answer is limited to: `visible-assets` (what the caller may see), `tenant` (the company's),
       * `self` (the caller's own records). Checked by the matrix test.
       */
      scope?: 'visible-assets' | 'tenant' | 'self';
    };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; required for every route under /v2. */
    access?: RouteAccess;
  }
}

/** Shorthands for the common declarations. */
export const access = {
  public: (why: string): RouteAccess => ({ who: 'public', why }),
  operator: (why: string): RouteAccess => ({ who: 'operator', why }),
  signedIn: (rest: Omit<Extract<RouteAccess, { who: 'signed-in' | 'Administrator' }>, 'who'> = {}): RouteAccess => ({ who: 'signed-in', ...rest }),
  admin: (rest: Omit<Extract<RouteAccess, { who: 'signed-in' | 'Administrator' }>, 'who'> = {}): RouteAccess => ({ who: 'Administrator', ...rest }),
};

/** Reads a request part as a record (params, query and body are `unknown` to Fastify's types). */
export function partOf(request: FastifyRequest, part: 'params' | 'query' | 'body'): Record<string, unknown> {
  const value = request[part];
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}
