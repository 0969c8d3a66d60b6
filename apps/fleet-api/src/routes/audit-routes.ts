import { auditPageSchema, auditQuerySchema, type AuditEntry, type AuditPage } from '@fleet/domain';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { RouteOptions } from '../app-context';
import { callerOf } from '../auth/guards';
import { access } from '../auth/route-access';

/** `%` and `_` typed by a user are matched literally. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The company's audit log (Administrators): newest first, paged, filtered by time range, actor, object kind, action
 * and free text (summary or object id). Entries are kept with the company.
 */
export const auditRoutes: FastifyPluginAsync<RouteOptions<'db'>> = async (app, { ctx }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/audit', { schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } }, config: { access: access.admin({ scope: 'tenant' }) } }, async (request): Promise<AuditPage> => {
    const caller = callerOf(request);
    const q = request.query;
    let query = ctx.db.selectFrom('audit_log').where('tenant_id', '=', caller.tenantId);
    if (q.from) query = query.where('at', '>=', new Date(q.from));
    if (q.to) query = query.where('at', '<=', new Date(q.to));
    if (q.actor) query = query.where(sql<boolean>`actor_name ilike ${likeText(q.actor)}`);
    if (q.objectKind) query = query.where('object_kind', '=', q.objectKind);
    if (q.action) query = query.where('action', '=', q.action);
    if (q.q) query = query.where((eb) => eb.or([eb(sql`summary`, 'ilike', likeText(q.q ?? '')), eb(sql`coalesce(object_id, '')`, 'ilike', likeText(q.q ?? ''))]));
    const total = Number((await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
    const rows = await query
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute();
    const entries: AuditEntry[] = rows.map((r) => ({
      id: String(r.id),
      at: r.at.toISOString(),
      actorId: r.actor_id,
      actorName: r.actor_name,
      action: r.action,
      objectKind: r.object_kind,
      objectId: r.object_id,
      summary: r.summary,
      details: r.details,
    }));
    return { success: true as const, entries, total, page: q.page, pageSize: q.pageSize };
  });
};
