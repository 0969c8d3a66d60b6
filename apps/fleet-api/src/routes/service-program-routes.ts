import {
  ERROR_CODES,
  MAINTENANCE_LIMITS,
  MAINTENANCE_TEXTS as T,
  serviceProgramInputSchema,
  serviceProgramSavedResponseSchema,
  serviceProgramsResponseSchema,
  successMessageResponseSchema,
  type ServiceProgramParsed,
} from '@fleet/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { RouteOptions } from '../app-context';
import { callerOf } from '../auth/guards';
import { objectNotFound, visibleAssetIds } from '../auth/object-guards';
import { access } from '../auth/route-access';
import { HttpError } from '../http/http-error';
import { idParams } from '../http/route-schemas';
import { FMS_PAGES, invalidField, paramObject } from '../maintenance/maintenance-access';
import { deleteProgram, listPrograms, saveProgram } from '../maintenance/program-repository';

/**
 * Service programs (preventive maintenance): tasks every N months, km or engine hours (whichever comes first),
 * assigned to assets and groups. Everyone with the Maintenance page reads them (the assets covered that they see);
 * Administrators write them. Each task of each covered asset is a reminder: its state and alerts are the reminders'.
 */
export const serviceProgramRoutes: FastifyPluginAsync<RouteOptions<'db' | 'now' | 'reminders'>> = async (app, { ctx }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** The assets and groups a program names must be the company's; its name unique in the company. */
  const checkInput = async (tenantId: string, input: ServiceProgramParsed, id: number | null) => {
    const assetIds = [...new Set(input.assetIds as number[])];
    if (assetIds.length > 0) {
      const found = await ctx.db.selectFrom('assets').select('id').where('tenant_id', '=', tenantId).where('deleted_at', 'is', null).where('id', '=', sql<number>`any(${assetIds}::int[])`).execute();
      if (found.length !== assetIds.length) throw objectNotFound();
    }
    const groupIds = [...new Set(input.groupIds as number[])];
    if (groupIds.length > 0) {
      const found = await ctx.db.selectFrom('asset_groups').select('id').where('tenant_id', '=', tenantId).where('id', '=', sql<number>`any(${groupIds}::int[])`).execute();
      if (found.length !== groupIds.length) throw objectNotFound();
    }
    const taken = await ctx.db
      .selectFrom('service_programs')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where(sql<string>`lower(name)`, '=', input.name.toLowerCase())
      .$if(id !== null, (q) => q.where('id', '<>', id!))
      .executeTakeFirst();
    if (taken) throw new HttpError(409, ERROR_CODES.duplicate, T.programNameTaken, 'name');
    if (id !== null) {
      // A task kept by its id must be one of this program's.
      const own = new Set((await ctx.db.selectFrom('service_tasks').select('id').where('program_id', '=', id).execute()).map((t) => t.id));
      if (input.tasks.some((t) => t.id !== undefined && !own.has(t.id as number))) throw invalidField('A task id is not one of this program\'s tasks.', 'tasks');
    } else {
      if (input.tasks.some((t) => t.id !== undefined)) throw invalidField(T.newTaskWithId, 'tasks');
      const count = await ctx.db.selectFrom('service_programs').select((eb) => eb.fn.countAll<string>().as('n')).where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
      if (Number(count.n) >= MAINTENANCE_LIMITS.programsMax) throw new HttpError(409, ERROR_CODES.invalidInput, T.programsFull);
    }
  };

  const answer = async (tenantId: string, id: number) => {
    const [program] = await listPrograms(ctx.db, tenantId, null, [id]);
    if (!program) throw objectNotFound();
    return program;
  };
  // A program saved may make schedules due soon already: they are told now, not at the next check.
  const tell = (tenantId: string, log: { error: (obj: object, msg: string) => void }) => void ctx.reminders.check(tenantId).catch((error: unknown) => log.error({ err: error }, 'reminders: a check failed'));

  api.get(
    '/maintenance/programs',
    { schema: { response: { 200: serviceProgramsResponseSchema } }, config: { access: access.signedIn({ pages: FMS_PAGES, scope: 'visible-assets' }) } },
    async (request) => {
      const caller = callerOf(request);
      const seen = caller.role === 'Administrator' ? null : await visibleAssetIds(request, ctx, caller);
      return { success: true as const, programs: await listPrograms(ctx.db, caller.tenantId, seen) };
    },
  );

  api.post(
    '/maintenance/programs',
    { schema: { body: serviceProgramInputSchema, response: { 200: serviceProgramSavedResponseSchema } }, config: { access: access.admin({ pages: FMS_PAGES, scope: 'tenant' }) } },
    async (request) => {
      const caller = callerOf(request);
      await checkInput(caller.tenantId, request.body, null);
      const id = await saveProgram(ctx.db, caller.tenantId, caller.userId, request.body, null, caller.timeZone, ctx.now());
      tell(caller.tenantId, request.log);
      return { success: true as const, program: await answer(caller.tenantId, id), message: T.programSaved(request.body.name) };
    },
  );

  api.put(
    '/maintenance/programs/:id',
    {
      schema: { params: idParams('id'), body: serviceProgramInputSchema, response: { 200: serviceProgramSavedResponseSchema } },
      config: { access: access.admin({ pages: FMS_PAGES, object: paramObject('service-program') }) },
    },
    async (request) => {
      const caller = callerOf(request);
      const id = request.params.id as number;
      await checkInput(caller.tenantId, request.body, id);
      await saveProgram(ctx.db, caller.tenantId, caller.userId, request.body, id, caller.timeZone, ctx.now());
      tell(caller.tenantId, request.log);
      return { success: true as const, program: await answer(caller.tenantId, id), message: T.programSaved(request.body.name) };
    },
  );

  api.delete(
    '/maintenance/programs/:id',
    { schema: { params: idParams('id'), response: { 200: successMessageResponseSchema } }, config: { access: access.admin({ pages: FMS_PAGES, object: paramObject('service-program') }) } },
    async (request) => {
      const caller = callerOf(request);
      const name = await deleteProgram(ctx.db, caller.tenantId, request.params.id as number);
      if (name === null) throw objectNotFound();
      return { success: true as const, message: T.programDeleted(name) };
    },
  );
};
