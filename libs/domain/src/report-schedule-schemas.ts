import { z } from 'zod';
import { FIELD_LIMITS, idSchema } from './limits';
import { MINUTES_PER_DAY } from './alerts';
import { REPORT_TYPES, type ReportTypeId } from './reports/report-type-ids';
import {
  REPORT_RUN_STATES,
  REPORT_SCHEDULE_FORMATS,
  REPORT_SCHEDULE_FREQUENCIES,
  REPORT_SCHEDULE_LIMITS,
  REPORT_SCHEDULE_PERIODS,
  REPORT_SCHEDULE_TEXTS as T,
  type ReportScheduleFormat,
  type ReportScheduleFrequency,
  type ReportSchedulePeriod,
} from './report-schedules';

// The automated reports' schemas (server validation, OpenAPI, web forms). Apart from report-schedules.ts so that zod
// stays out of what imports its values.

const ids = <V extends string>(list: readonly { id: V }[]) => list.map((x) => x.id) as [V, ...V[]];
const reportType = z.enum(ids<ReportTypeId>(REPORT_TYPES), { error: T.typeInvalid });
const email = z.string({ error: T.emailInvalid }).trim().toLowerCase().max(FIELD_LIMITS.emailMax, T.emailInvalid).pipe(z.email(T.emailInvalid));

/** A schedule as the form sends it (POST /v2/report-schedules, PUT /v2/report-schedules/:id). */
export const reportScheduleInputSchema = z.object({
  name: z.string({ error: T.nameRequired }).trim().min(1, T.nameRequired).max(REPORT_SCHEDULE_LIMITS.nameMax, T.nameTooLong),
  reportType,
  /** The assets the report covers; none: every asset its owner may see when it runs (Administrators only). */
  assetIds: z.array(idSchema('assetIds'), { error: T.assetsTooMany }).max(FIELD_LIMITS.assetsPerRequestMax, T.assetsTooMany).default([]),
  period: z.enum(ids<ReportSchedulePeriod>(REPORT_SCHEDULE_PERIODS), { error: T.periodInvalid }),
  frequency: z.enum(ids<ReportScheduleFrequency>(REPORT_SCHEDULE_FREQUENCIES), { error: T.frequencyInvalid }),
  /** Weekly: the day it runs on, 0 Sunday ... 6 Saturday (company calendar). */
  weekday: z.number({ error: T.weekdayInvalid }).int(T.weekdayInvalid).min(0, T.weekdayInvalid).max(6, T.weekdayInvalid).default(1),
  /** Monthly: the day of the month it runs on. */
  monthDay: z.number({ error: T.monthDayInvalid }).int(T.monthDayInvalid).min(1, T.monthDayInvalid).max(REPORT_SCHEDULE_LIMITS.monthDayMax, T.monthDayInvalid).default(1),
  /** The time it runs at, minutes after midnight in the company's zone. */
  minuteOfDay: z.number({ error: T.timeInvalid }).int(T.timeInvalid).min(0, T.timeInvalid).max(MINUTES_PER_DAY - 1, T.timeInvalid),
  formats: z
    .array(z.enum(ids<ReportScheduleFormat>(REPORT_SCHEDULE_FORMATS), { error: T.formatsRequired }), { error: T.formatsRequired })
    .min(1, T.formatsRequired)
    .max(REPORT_SCHEDULE_FORMATS.length * 2, T.formatsRequired)
    .transform((f) => [...new Set(f)]),
  recipients: z
    .array(email, { error: T.recipientsRequired })
    .min(1, T.recipientsRequired)
    .max(REPORT_SCHEDULE_LIMITS.recipientsMax, T.recipientsTooMany)
    .transform((r) => [...new Set(r)]),
  enabled: z.boolean().default(true),
});
export type ReportScheduleInput = z.input<typeof reportScheduleInputSchema>;
export type ReportScheduleParsed = z.output<typeof reportScheduleInputSchema>;

/** One run of a schedule: its period, state and files. */
export const reportRunSchema = z.strictObject({
  id: z.number(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  state: z.enum(REPORT_RUN_STATES),
  /** Why it failed; null otherwise. */
  error: z.string().nullable(),
  /** Rows in the report. */
  rows: z.number().nullable(),
  /** Started by hand ("Run now") rather than by the schedule. */
  manual: z.boolean(),
  files: z.array(z.strictObject({ id: z.number(), fileName: z.string(), bytes: z.number() })),
});
export type ReportRun = z.infer<typeof reportRunSchema>;

/** A schedule with its next run and last run. */
export const reportScheduleSchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  reportType: reportType,
  assetIds: z.array(z.number()),
  period: z.enum(ids<ReportSchedulePeriod>(REPORT_SCHEDULE_PERIODS)),
  frequency: z.enum(ids<ReportScheduleFrequency>(REPORT_SCHEDULE_FREQUENCIES)),
  weekday: z.number(),
  monthDay: z.number(),
  minuteOfDay: z.number(),
  formats: z.array(z.enum(ids<ReportScheduleFormat>(REPORT_SCHEDULE_FORMATS))),
  recipients: z.array(z.string()),
  enabled: z.boolean(),
  /** When it runs next (ISO); null when switched off. */
  nextRunAt: z.string().nullable(),
  /** Who made it (display name), whose view of the assets it runs with. */
  owner: z.string().nullable(),
  lastRun: reportRunSchema.nullable(),
});
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;

/** GET /v2/report-schedules. */
export const reportSchedulesResponseSchema = z.strictObject({ success: z.literal(true), schedules: z.array(reportScheduleSchema) });
export type ReportSchedulesResponse = z.infer<typeof reportSchedulesResponseSchema>;

/** POST / PUT: the schedule written. */
export const reportScheduleSavedResponseSchema = z.strictObject({ success: z.literal(true), schedule: reportScheduleSchema, message: z.string() });
export type ReportScheduleSaved = z.infer<typeof reportScheduleSavedResponseSchema>;

/** GET /v2/report-schedules/:id/runs, newest first. */
export const reportRunsResponseSchema = z.strictObject({ success: z.literal(true), runs: z.array(reportRunSchema) });
export type ReportRunsResponse = z.infer<typeof reportRunsResponseSchema>;

/** POST /v2/report-schedules/:id/run: the run started. */
export const reportRunStartedResponseSchema = z.strictObject({ success: z.literal(true), run: reportRunSchema, message: z.string() });
export type ReportRunStarted = z.infer<typeof reportRunStartedResponseSchema>;
