import { sql } from 'kysely';
import { healthResponseSchema } from '@fleet/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteOptions } from '../app-context';
import { access } from '../auth/route-access';

/** GET /health: the server answers and its database does (a failing database gives the generic 500). */
export const healthRoutes: FastifyPluginAsync<RouteOptions<'db' | 'dbKind'>> = async (app, { ctx }) => {
  app.withTypeProvider<ZodTypeProvider>().get('/health', { schema: { response: { 200: healthResponseSchema } }, config: { access: access.public('load balancers and monitors probe it before any sign-in') } }, async () => {
    await sql`select 1`.execute(ctx.db);
    return { status: 'ok' as const, db: ctx.dbKind };
  });
};
