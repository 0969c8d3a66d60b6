import {
  ERROR_CODES,
  REMINDER_LIMITS,
  REMINDER_TEXTS,
  completeReminderSchema,
  localDateKey,
  reminderCompletedResponseSchema,
  reminderCompletionsResponseSchema,
  reminderInputSchema,
  remindersResponseSchema,
  remindersSavedResponseSchema,
  successMessageResponseSchema,
  type ReminderParsed,
} from '@fleet/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteOptions } from '../app-context';
import type { AuthContext } from '../auth/auth-plugin';
import { callerOf } from '../auth/guards';
import { objectNotFound, visibleAssetIds } from '../auth/object-guards';
import { access, partOf } from '../auth/route-access';
import { HttpError, badRequest } from '../http/http-error';
import { idParams } from '../http/route-schemas';
import { dayStart } from '../maintenance/record-repository';
import { assetMeters, completeReminder, deleteReminder, insertReminders, listCompletions, loadReminders, toReminder, updateReminder, type AssetMeters, type ReminderRow, type ReminderStarts } from '../reminders/reminder-repository';

/**
 * Reminders (`/reminders`): date- and distance-based reminders per asset, with their state today. Everyone signed in
 * sees those of the assets they may see; adding, changing, completing and deleting take the Events add / update /
 * delete permissions (Administrators always), and only Administrators add one for a whole group (one per asset).
 */
export const reminderRoutes: FastifyPluginAsync<RouteOptions<'db' | 'now' | 'reminders'>> = async (app, { ctx }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The caller's date (their zone, else the company's): the day boundary everything else they see uses.
  const today = async (caller: AuthContext) => localDateKey(ctx.now(), caller.timeZone);
  const visible = async (request: FastifyRequest, caller: AuthContext) => (caller.role === 'Administrator' ? undefined : [...(await visibleAssetIds(request, ctx, caller))]);
  /** The reminder if the caller may see its asset; else 404. */
  const own = async (request: FastifyRequest, caller: AuthContext, id: number): Promise<ReminderRow> => {
    const [row] = await loadReminders(ctx.db, caller.tenantId, { ids: [id], assetIds: await visible(request, caller) });
    if (!row) throw objectNotFound();
    return row;
  };
  /** A schedule's or a document's reminder follows its program or document: it is changed there. */
  const refuseManaged = (row: ReminderRow) => {
    if (row.service_task_id !== null) throw new HttpError(409, ERROR_CODES.invalidInput, REMINDER_TEXTS.managedBySchedule(row.program_name ?? ''));
    if (row.record_id !== null) throw new HttpError(409, ERROR_CODES.invalidInput, REMINDER_TEXTS.managedByDocument);
  };
  const answer = async (caller: AuthContext, ids: readonly number[]) => {
    const day = await today(caller);
    return (await loadReminders(ctx.db, caller.tenantId, { ids })).map((r) => toReminder(r, day));
  };
  /** Where each asset's intervals start: the readings given, else its dashboard odometer and engine hours now. */
  const startsOf = async (caller: AuthContext, input: ReminderParsed, assetIds: readonly number[]) => {
    const meters = (input.everyKm !== null && input.startKm === null) || (input.everyHours !== null && input.startHours === null) ? await assetMeters(ctx.db, caller.tenantId, assetIds) : new Map<number, AssetMeters>();
    const starts = new Map<number, ReminderStarts>();
    for (const id of assetIds) {
      const km = input.everyKm === null ? null : (input.startKm ?? meters.get(id)?.odometerKm ?? null);
      if (input.everyKm !== null && km === null) throw new HttpError(400, ERROR_CODES.invalidInput, REMINDER_TEXTS.startKmRequired, 'startKm');
      const hours = input.everyHours === null ? null : (input.startHours ?? meters.get(id)?.engineHours ?? null);
      if (input.everyHours !== null && hours === null) throw new HttpError(400, ERROR_CODES.invalidInput, REMINDER_TEXTS.startHoursRequired, 'startHours');
      starts.set(id, { km, hours });
    }
    return starts;
  };

  api.get(
    '/reminders',
    { schema: { response: { 200: remindersResponseSchema } }, config: { access: access.signedIn({ scope: 'visible-assets' }) } },
    async (request) => {
      const caller = callerOf(request);
      const day = await today(caller);
      const rows = await loadReminders(ctx.db, caller.tenantId, { assetIds: await visible(request, caller) });
      return { success: true as const, reminders: rows.map((r) => toReminder(r, day)), today: day };
    },
  );

  api.post(
    '/reminders',
    {
      schema: { body: reminderInputSchema, response: { 200: remindersSavedResponseSchema } },
      config: { access: access.signedIn({ permission: 'events:add', object: { kind: 'asset', label: 'assetId', locate: (request) => partOf(request, 'body')['assetId'] ?? undefined } }) },
    },
    async (request) => {
      const caller = callerOf(request);
      const input = request.body;
      let assetIds: number[];
      if (input.groupId !== null) {
        if (caller.role !== 'Administrator') throw badRequest(REMINDER_TEXTS.targetRequired, ERROR_CODES.invalidInput);
        const group = await ctx.db.selectFrom('asset_groups').select('id').where('tenant_id', '=', caller.tenantId).where('id', '=', input.groupId).executeTakeFirst();
        if (!group) throw objectNotFound();
        assetIds = (await ctx.db.selectFrom('assets').select('id').where('tenant_id', '=', caller.tenantId).where('group_id', '=', input.groupId).where('deleted_at', 'is', null).execute()).map((a) => a.id);
      } else {
        assetIds = [input.assetId!];
      }
      const count = await ctx.db.selectFrom('reminders').select((eb) => eb.fn.countAll<string>().as('n')).where('tenant_id', '=', caller.tenantId).executeTakeFirstOrThrow();
      if (Number(count.n) + assetIds.length > REMINDER_LIMITS.remindersMax) throw new HttpError(409, ERROR_CODES.invalidInput, REMINDER_TEXTS.remindersFull);
      const ids = await insertReminders(ctx.db, caller.tenantId, caller.userId, input, await startsOf(caller, input, assetIds));
      // A reminder already due soon is told now, not at the next check.
      void ctx.reminders.check(caller.tenantId).catch((error: unknown) => request.log.error({ err: error }, 'reminders: a check failed'));
      return { success: true as const, reminders: await answer(caller, ids), message: REMINDER_TEXTS.saved(ids.length) };
    },
  );

  api.put(
    '/reminders/:id',
    {
      schema: { params: idParams('id'), body: reminderInputSchema, response: { 200: remindersSavedResponseSchema } },
      config: { access: access.signedIn({ permission: 'events:update', object: { kind: 'asset', label: 'assetId', locate: (request) => partOf(request, 'body')['assetId'] ?? undefined } }) },
    },
    async (request) => {
      const caller = callerOf(request);
      const input = request.body;
      const row = await own(request, caller, request.params.id);
      refuseManaged(row);
      // A reminder stays with its asset.
      if (input.groupId !== null || input.assetId !== row.asset_id) throw badRequest(REMINDER_TEXTS.targetRequired, ERROR_CODES.invalidInput);
      const starts = await startsOf(caller, input, [row.asset_id]);
      if (!(await updateReminder(ctx.db, caller.tenantId, row.id, input, starts.get(row.asset_id) ?? { km: null, hours: null }))) throw objectNotFound();
      void ctx.reminders.check(caller.tenantId).catch((error: unknown) => request.log.error({ err: error }, 'reminders: a check failed'));
      return { success: true as const, reminders: await answer(caller, [row.id]), message: REMINDER_TEXTS.saved(1) };
    },
  );

  api.delete(
    '/reminders/:id',
    { schema: { params: idParams('id'), response: { 200: successMessageResponseSchema } }, config: { access: access.signedIn({ permission: 'events:delete' }) } },
    async (request) => {
      const caller = callerOf(request);
      const row = await own(request, caller, request.params.id);
      refuseManaged(row);
      if (!(await deleteReminder(ctx.db, caller.tenantId, row.id))) throw objectNotFound();
      return { success: true as const, message: REMINDER_TEXTS.deleted };
    },
  );

  api.post(
    '/reminders/:id/complete',
    { schema: { params: idParams('id'), body: completeReminderSchema, response: { 200: reminderCompletedResponseSchema } }, config: { access: access.signedIn({ permission: 'events:update' }) } },
    async (request) => {
      const caller = callerOf(request);
      const row = await own(request, caller, request.params.id);
      const name = (await ctx.db.selectFrom('users').select('display_name').where('id', '=', caller.userId).executeTakeFirst())?.display_name ?? '';
      // A schedule's completion writes its service record: done today, now; an earlier day, at its start.
      const day = await today(caller);
      const time = request.body.doneOn === day ? ctx.now() : dayStart(request.body.doneOn, caller.timeZone);
      await completeReminder(ctx.db, row, request.body, { userId: caller.userId, name }, time);
      const [reminder] = await answer(caller, [row.id]);
      if (!reminder) throw objectNotFound();
      return { success: true as const, reminder, message: REMINDER_TEXTS.completed(row.title) };
    },
  );

  api.get(
    '/reminders/:id/completions',
    { schema: { params: idParams('id'), response: { 200: reminderCompletionsResponseSchema } }, config: { access: access.signedIn({ scope: 'visible-assets' }) } },
    async (request) => {
      const caller = callerOf(request);
      const row = await own(request, caller, request.params.id);
      return { success: true as const, completions: await listCompletions(ctx.db, caller.tenantId, row.id) };
    },
  );
};
