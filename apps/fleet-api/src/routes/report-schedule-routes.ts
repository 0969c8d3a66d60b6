import {
  ERROR_CODES,
  REPORT_SCHEDULE_LIMITS,
  REPORT_SCHEDULE_TEXTS as T,
  reportRunStartedResponseSchema,
  reportRunsResponseSchema,
  reportScheduleInputSchema,
  reportScheduleSavedResponseSchema,
  reportSchedulesResponseSchema,
  successMessageResponseSchema,
  type ReportScheduleParsed,
} from '@fleet/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteOptions } from '../app-context';
import type { AuthContext } from '../auth/auth-plugin';
import { callerOf } from '../auth/guards';
import { objectNotFound } from '../auth/object-guards';
import { access, partOf } from '../auth/route-access';
import { HttpError, badRequest } from '../http/http-error';
import { idParams, nonJsonResponse } from '../http/route-schemas';
import {
  countSchedules,
  deleteSchedule,
  getSchedule,
  insertSchedule,
  lastRuns,
  listRuns,
  listSchedules,
  publicSchedule,
  runFile,
  updateSchedule,
  type ScheduleRow,
} from '../reports/report-schedule-repository';
import { nextRunOf } from '../reports/report-scheduler';

/** Clients see and change only the schedules they made; Administrators every schedule of the company. */
const ownerFilter = (caller: AuthContext) => (caller.role === 'Administrator' ? undefined : caller.userId);
const fileParams = z.object({ runId: idParams('runId').shape.runId, fileId: idParams('fileId').shape.fileId });

/**
 * Automated reports (page key `reports`; Automated Reports add / update / delete, Administrators always): schedules
 * of a report over a relative period, run in the owner's zone with the owner's view of the assets and e-mailed as PDF
 * and/or Excel; "Run now"; the run history with its files. A Client's schedule names the assets it covers, all of them
 * visible to the Client (checked again at each run).
 */
export const reportScheduleRoutes: FastifyPluginAsync<RouteOptions<'db' | 'now' | 'reportScheduler'>> = async (app, { ctx }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const scheduleAssets = { kind: 'assets' as const, label: 'assetIds', locate: (request: Parameters<typeof partOf>[0]) => partOf(request, 'body')['assetIds'] };

  const checkScope = (caller: AuthContext, s: ReportScheduleParsed) => {
    if (caller.role !== 'Administrator' && s.assetIds.length === 0) throw badRequest(T.clientScope, ERROR_CODES.invalidInput);
  };
  const shown = async (tenantId: string, rows: ScheduleRow[]) => {
    const last = await lastRuns(ctx.db, tenantId, rows.map((r) => r.id), ctx.now());
    return rows.map((r) => publicSchedule(r, last.get(r.id) ?? null));
  };
  const nextRun = async (caller: AuthContext, s: ReportScheduleParsed) =>
    nextRunOf({ frequency: s.frequency, weekday: s.weekday, month_day: s.monthDay, minute_of_day: s.minuteOfDay }, ctx.now(), await ctx.reportScheduler.timeZoneOf(caller.tenantId, caller.userId));

  api.get(
    '/report-schedules',
    { schema: { response: { 200: reportSchedulesResponseSchema } }, config: { access: access.signedIn({ pages: ['reports'], scope: 'self' }) } },
    async (request) => {
      const caller = callerOf(request);
      return { success: true as const, schedules: await shown(caller.tenantId, await listSchedules(ctx.db, caller.tenantId, ownerFilter(caller))) };
    },
  );

  api.post(
    '/report-schedules',
    {
      schema: { body: reportScheduleInputSchema, response: { 200: reportScheduleSavedResponseSchema } },
      config: { access: access.signedIn({ pages: ['reports'], permission: 'automated-reports:add', object: scheduleAssets }) },
    },
    async (request) => {
      const caller = callerOf(request);
      const s: ReportScheduleParsed = request.body;
      checkScope(caller, s);
      if ((await countSchedules(ctx.db, caller.tenantId)) >= REPORT_SCHEDULE_LIMITS.schedulesMax) throw new HttpError(409, ERROR_CODES.invalidInput, T.schedulesFull);
      const row = await insertSchedule(ctx.db, caller.tenantId, caller.userId, s, await nextRun(caller, s));
      const [schedule] = await shown(caller.tenantId, [row]);
      return { success: true as const, schedule: schedule!, message: T.saved(row.name) };
    },
  );

  api.put(
    '/report-schedules/:id',
    {
      schema: { params: idParams('id'), body: reportScheduleInputSchema, response: { 200: reportScheduleSavedResponseSchema } },
      config: { access: access.signedIn({ pages: ['reports'], permission: 'automated-reports:update', object: scheduleAssets }) },
    },
    async (request) => {
      const caller = callerOf(request);
      const s: ReportScheduleParsed = request.body;
      checkScope(caller, s);
      const existing = await getSchedule(ctx.db, caller.tenantId, request.params.id, ownerFilter(caller));
      if (!existing) throw objectNotFound();
      // It runs in its owner's zone (an Administrator may change another user's schedule).
      const next = nextRunOf({ frequency: s.frequency, weekday: s.weekday, month_day: s.monthDay, minute_of_day: s.minuteOfDay }, ctx.now(), await ctx.reportScheduler.timeZoneOf(caller.tenantId, existing.owner_id));
      const row = await updateSchedule(ctx.db, caller.tenantId, request.params.id, s, next, ownerFilter(caller));
      if (!row) throw objectNotFound();
      const [schedule] = await shown(caller.tenantId, [row]);
      return { success: true as const, schedule: schedule!, message: T.saved(row.name) };
    },
  );

  api.delete(
    '/report-schedules/:id',
    { schema: { params: idParams('id'), response: { 200: successMessageResponseSchema } }, config: { access: access.signedIn({ pages: ['reports'], permission: 'automated-reports:delete' }) } },
    async (request) => {
      const caller = callerOf(request);
      const deleted = await deleteSchedule(ctx.db, caller.tenantId, request.params.id, ownerFilter(caller));
      if (!deleted) throw objectNotFound();
      return { success: true as const, message: T.deleted(deleted.name) };
    },
  );

  api.post(
    '/report-schedules/:id/run',
    { schema: { params: idParams('id'), response: { 202: reportRunStartedResponseSchema } }, config: { access: access.signedIn({ pages: ['reports'], permission: 'automated-reports:update' }) } },
    async (request, reply) => {
      const caller = callerOf(request);
      const row = await getSchedule(ctx.db, caller.tenantId, request.params.id, ownerFilter(caller));
      if (!row) throw objectNotFound();
      // Now, over the period a run now covers (last week's, yesterday's ...); the schedule's own time stays.
      const run = await ctx.reportScheduler.runSchedule(row, ctx.now(), true);
      return reply.code(202).send({ success: true as const, run, message: T.started(row.name) });
    },
  );

  api.get(
    '/report-schedules/:id/runs',
    { schema: { params: idParams('id'), response: { 200: reportRunsResponseSchema } }, config: { access: access.signedIn({ pages: ['reports'], scope: 'self' }) } },
    async (request) => {
      const caller = callerOf(request);
      const row = await getSchedule(ctx.db, caller.tenantId, request.params.id, ownerFilter(caller));
      if (!row) throw objectNotFound();
      const runs = await listRuns(ctx.db, caller.tenantId, [row.id], ctx.now(), REPORT_SCHEDULE_LIMITS.runsKept);
      return { success: true as const, runs: runs.get(row.id) ?? [] };
    },
  );

  api.get(
    '/report-runs/:runId/files/:fileId',
    {
      schema: { params: fileParams, response: { 200: nonJsonResponse(['application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'], 'A file a scheduled report run made (an attachment).') } },
      config: { access: access.signedIn({ pages: ['reports'], scope: 'self' }) },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const file = await runFile(ctx.db, caller.tenantId, request.params.runId, request.params.fileId, ownerFilter(caller));
      if (!file) throw objectNotFound();
      return reply
        .header('content-type', file.mime)
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.file_name)}`)
        .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
    },
  );
};
