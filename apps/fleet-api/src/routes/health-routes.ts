import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../app-context';
import { access } from '../auth/route-access';

/** GET /health: the server answers and its database does (a failing database gives the generic 500). */
export const healthRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get('/health', { config: { access: access.public('load balancers and monitors probe it before any sign-in') } }, async () => {
    await sql`select 1`.execute(ctx.db);
    return { status: 'ok', db: ctx.dbKind };
  });
};
