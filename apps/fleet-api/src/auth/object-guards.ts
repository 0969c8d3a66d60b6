import { ERROR_CODES, MESSAGES, idSchema } from '@fleet/domain';
import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { listVisibleAssetIds } from '../assets/asset-repository';
import { HttpError, badRequest } from '../http/http-error';
import { UPLOAD_URL_PREFIX, uploadPathOf } from '../uploads/upload-paths';
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

export { UPLOAD_PATH, UPLOAD_URL_PREFIX, uploadPathOf } from '../uploads/upload-paths';

/** The 404 every refused object gets: whether it exists elsewhere is nobody's business. */
export const objectNotFound = () => new HttpError(404, ERROR_CODES.notFound, MESSAGES.notFound);

/** The assets the caller may see (Administrators: the company's; Clients: those given to them), once per request. */
export function visibleAssetIds(request: FastifyRequest, ctx: GuardContext, caller: AuthContext): Promise<ReadonlySet<number>> {
  request.visibleAssets ??= listVisibleAssetIds(ctx.db, caller).then((ids) => new Set(ids));
  return request.visibleAssets;
}

/**
 * Whether the caller may read a stored file of their company: an Administrator may; a Client may read what they
 * uploaded and what a receipt or a maintenance record of an asset they see lists.
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
    union all
    select asset_id from maintenance_records where tenant_id = ${caller.tenantId} and files @> ${url}::jsonb and asset_id = any(${ids}::int[])
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

/** An object of the company whose asset (read by `assetOf`) the caller may see. */
const byAsset =
  (assetOf: (ctx: GuardContext, tenantId: string, id: number) => Promise<number | null | undefined>): Guard =>
  async (value, rule, ctx, caller, request) => {
    const assetId = await assetOf(ctx, caller.tenantId, toId(value, rule.label));
    return typeof assetId === 'number' && (await visibleAssetIds(request, ctx, caller)).has(assetId);
  };

/** A row of the company in a table of its own (drivers, transporters, clients). */
const ofCompany =
  (table: 'drivers' | 'transporters' | 'transport_clients'): Guard =>
  async (value, rule, ctx, caller) => {
    const id = toId(value, rule.label);
    return !!(await ctx.db.selectFrom(table).select('id').where('id', '=', id).where('tenant_id', '=', caller.tenantId).executeTakeFirst());
  };

const GUARDS: Record<ObjectKind, Guard> = {
  'maintenance-record': byAsset(async (ctx, tenantId, id) => (await ctx.db.selectFrom('maintenance_records').select('asset_id').where('id', '=', id).where('tenant_id', '=', tenantId).executeTakeFirst())?.asset_id),
  'work-order': byAsset(async (ctx, tenantId, id) => (await ctx.db.selectFrom('work_orders').select('asset_id').where('id', '=', id).where('tenant_id', '=', tenantId).executeTakeFirst())?.asset_id),
  tire: async (value, rule, ctx, caller, request) => {
    const id = toId(value, rule.label);
    const tire = await ctx.db.selectFrom('tires').select(['status', 'asset_id']).where('id', '=', id).where('tenant_id', '=', caller.tenantId).executeTakeFirst();
    if (!tire) return false;
    if (tire.status === 'stock' || caller.role === 'Administrator') return true;
    // Fitted: its asset; retired: the asset it last ran on.
    const assetId = tire.asset_id ?? (await ctx.db.selectFrom('tire_events').select('asset_id').where('tire_id', '=', id).orderBy('time', 'desc').limit(1).executeTakeFirst())?.asset_id;
    return assetId !== undefined && (await visibleAssetIds(request, ctx, caller)).has(assetId);
  },
  trip: byAsset(async (ctx, tenantId, id) => (await ctx.db.selectFrom('trips').select('asset_id').where('id', '=', id).where('tenant_id', '=', tenantId).executeTakeFirst())?.asset_id),
  'share-link': byAsset(async (ctx, tenantId, id) => (await ctx.db.selectFrom('share_links').select('asset_id').where('id', '=', id).where('tenant_id', '=', tenantId).executeTakeFirst())?.asset_id),
  driver: ofCompany('drivers'),
  transporter: ofCompany('transporters'),
  'transport-client': ofCompany('transport_clients'),
  'service-program': async (value, rule, ctx, caller) => {
    const id = toId(value, rule.label);
    return !!(await ctx.db.selectFrom('service_programs').select('id').where('id', '=', id).where('tenant_id', '=', caller.tenantId).executeTakeFirst());
  },
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
