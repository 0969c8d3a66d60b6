import { ERROR_CODES, MESSAGES, idSchema } from '@fleet/domain';
import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { listVisibleAssetIds } from '../assets/asset-repository';
import { HttpError, badRequest } from '../http/http-error';
import type { AuthContext } from './auth-plugin';
import type { ObjectKind, ObjectRule } from './route-access';

/** The parts of the server's context this module uses. */
export type GuardContext = Pick<AppContext, 'db'>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's visible asset ids, read once per request (see `visibleAssetIds`). */
    visibleAssets: Promise<ReadonlySet<number>> | null;
  }
}

/** The 404 every refused object gets: whether it exists elsewhere is nobody's business. */
export const objectNotFound = () => new HttpError(404, ERROR_CODES.notFound, MESSAGES.notFound);

/** The assets the caller may see (Administrators: the company's; Clients: those given to them), once per request. */
export function visibleAssetIds(request: FastifyRequest, ctx: GuardContext, caller: AuthContext): Promise<ReadonlySet<number>> {
  request.visibleAssets ??= listVisibleAssetIds(ctx.db, caller).then((ids) => new Set(ids));
  return request.visibleAssets;
}

/** Uploads as receipts list them: `/v2/uploads/<tenant>/<file>`; the stored path is `<tenant>/<file>`. */
export const UPLOAD_URL_PREFIX = '/v2/uploads/';
/** A stored upload path: `<tenant uuid>/<upload uuid>.<ext>`. */
export const UPLOAD_PATH = /^[0-9a-f-]{36}\/[0-9a-f-]{36}\.[a-z]{3,4}$/;

/** The stored path of an upload URL or path, or undefined when it is neither. */
export function uploadPathOf(value: string): string | undefined {
  const path = value.startsWith(UPLOAD_URL_PREFIX) ? value.slice(UPLOAD_URL_PREFIX.length) : value;
  return UPLOAD_PATH.test(path) ? path : undefined;
}

/**
 * Whether the caller may read a stored file of their company: an Administrator may; a Client may read what they
 * uploaded and what a receipt of an asset they see lists.
 */
export async function mayReadUpload(ctx: GuardContext, caller: AuthContext, path: string, visible: () => Promise<ReadonlySet<number>>): Promise<boolean> {
  const upload = await ctx.db
    .selectFrom('uploads')
    .select(['user_id'])
    .where('tenant_id', '=', caller.tenantId)
    .where('stored_path', '=', path)
    .executeTakeFirst();
  if (!upload) return false;
  if (caller.role === 'Administrator' || upload.user_id === caller.userId) return true;
  const url = JSON.stringify([`${UPLOAD_URL_PREFIX}${path}`]);
  const ids = [...(await visible())];
  if (ids.length === 0) return false;
  const listed = await sql<{ asset_id: number }>`
    select asset_id from fuel_receipts where tenant_id = ${caller.tenantId} and files @> ${url}::jsonb and asset_id = any(${ids}::int[])
    union all
    select asset_id from toll_receipts where tenant_id = ${caller.tenantId} and files @> ${url}::jsonb and asset_id = any(${ids}::int[])
    limit 1`.execute(ctx.db);
  return listed.rows.length > 0;
}

type Guard = (id: unknown, rule: ObjectRule, ctx: GuardContext, caller: AuthContext, request: FastifyRequest) => Promise<boolean>;

const toId = (value: unknown, label: string): number => {
  const parsed = idSchema(label).safeParse(value);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? MESSAGES.notFound, ERROR_CODES.invalidInput);
  return parsed.data as number;
};

const receiptGuard =
  (table: 'fuel_receipts' | 'toll_receipts'): Guard =>
  async (value, rule, ctx, caller, request) => {
    const id = toId(value, rule.label);
    const row = await ctx.db.selectFrom(table).select('asset_id').where('id', '=', id).where('tenant_id', '=', caller.tenantId).executeTakeFirst();
    return !!row && (await visibleAssetIds(request, ctx, caller)).has(row.asset_id);
  };

const GUARDS: Record<ObjectKind, Guard> = {
  asset: async (value, rule, ctx, caller, request) => (await visibleAssetIds(request, ctx, caller)).has(toId(value, rule.label)),
  assets: async (value, rule, ctx, caller, request) => {
    const list = Array.isArray(value) ? value : [value];
    if (list.length === 0) return true;
    const ids = list.map((v) => toId(v, rule.label));
    const visible = await visibleAssetIds(request, ctx, caller);
    return ids.every((id) => visible.has(id));
  },
  'fuel-receipt': receiptGuard('fuel_receipts'),
  'toll-receipt': receiptGuard('toll_receipts'),
  poi: async (value, rule, ctx, caller) => {
    const id = toId(value, rule.label);
    const poi = await ctx.db.selectFrom('pois').select('created_by').where('id', '=', id).where('tenant_id', '=', caller.tenantId).executeTakeFirst();
    if (!poi) return false;
    if (!rule.write || caller.role === 'Administrator') return true;
    // A Client changes only the POIs they drew; an Administrator's (or another Client's) answer 403, not 404: the
    // Client can see the POI on the map.
    if (poi.created_by !== caller.userId) throw new HttpError(403, ERROR_CODES.notAuthorized, MESSAGES.notAuthorized);
    return true;
  },
  upload: async (value, _rule, ctx, caller, request) => {
    const path = typeof value === 'string' ? uploadPathOf(value) : undefined;
    return !!path && path.startsWith(`${caller.tenantId}/`) && mayReadUpload(ctx, caller, path, () => visibleAssetIds(request, ctx, caller));
  },
  user: async (value, _rule, ctx, caller) => {
    if (typeof value !== 'string' || value.length > 64) return false;
    if (value === caller.userId) return true;
    if (caller.role !== 'Administrator' || !/^[0-9a-f-]{36}$/i.test(value)) return false;
    const user = await ctx.db.selectFrom('users').select('id').where('id', '=', value).where('tenant_id', '=', caller.tenantId).executeTakeFirst();
    return !!user;
  },
  'report-job': async (value, _rule, ctx, caller) => {
    if (typeof value !== 'string' || !/^[0-9a-f-]{36}$/i.test(value)) return false;
    const job = await ctx.db
      .selectFrom('report_jobs')
      .select('id')
      .where('id', '=', value)
      .where('tenant_id', '=', caller.tenantId)
      .where('user_id', '=', caller.userId)
      .executeTakeFirst();
    return !!job;
  },
};

/**
 * Checks the route's object rule for the caller: a malformed id is 400 with the parameter named, an object the
 * caller may not see (another company's, an asset not given to them) is 404, a POI a Client may see but not change
 * is 403. Nothing to check when `locate` finds no id.
 */
export async function checkObject(rule: ObjectRule, request: FastifyRequest, ctx: GuardContext, caller: AuthContext): Promise<void> {
  const id = await rule.locate(request, ctx, caller);
  if (id === undefined) return;
  if (!(await GUARDS[rule.kind](id, rule, ctx, caller, request))) throw objectNotFound();
}
