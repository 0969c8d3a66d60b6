import { z } from 'zod';
import { FIELD_LIMITS, idSchema } from './limits';
import { REMINDER_KINDS, REMINDER_LIMITS, REMINDER_STATES, REMINDER_TEXTS, type ReminderKind } from './reminders';

// The reminders' schemas (server validation, OpenAPI, web forms). Apart from reminders.ts so that zod stays out of
// what imports its values.

const date = z
  .string({ error: REMINDER_TEXTS.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, REMINDER_TEXTS.dateInvalid)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), REMINDER_TEXTS.dateInvalid);
const km = (message: string, max: number, min = 0) => z.number({ error: message }).min(min, message).max(max, message);
const email = z
  .string({ error: REMINDER_TEXTS.emailInvalid })
  .trim()
  .toLowerCase()
  .max(FIELD_LIMITS.emailMax, REMINDER_TEXTS.emailInvalid)
  .pipe(z.email(REMINDER_TEXTS.emailInvalid));

/** A reminder as the form sends it (POST /v2/reminders: an asset, or a group for one per asset; PUT: one asset's). */
export const reminderInputSchema = z
  .object({
    kind: z.enum(REMINDER_KINDS.map((k) => k.kind) as [ReminderKind, ...ReminderKind[]], { error: REMINDER_TEXTS.kindInvalid }),
    title: z.string({ error: REMINDER_TEXTS.titleRequired }).trim().min(1, REMINDER_TEXTS.titleRequired).max(REMINDER_LIMITS.titleMax, REMINDER_TEXTS.titleTooLong),
    assetId: idSchema('assetId').nullable().default(null),
    /** Administrators: one reminder for each asset of the group. */
    groupId: idSchema('groupId').nullable().default(null),
    /** The next due date (company date); null for a distance-only reminder. */
    dueDate: date.nullable().default(null),
    /** After a completion, due again this many months later; null: once. */
    repeatMonths: z.number({ error: REMINDER_TEXTS.repeatInvalid }).int(REMINDER_TEXTS.repeatInvalid).min(1, REMINDER_TEXTS.repeatInvalid).max(REMINDER_LIMITS.repeatMonthsMax, REMINDER_TEXTS.repeatInvalid).nullable().default(null),
    /** Due every this many km (dashboard odometer); null: not by distance. */
    everyKm: km(REMINDER_TEXTS.everyKmInvalid, REMINDER_LIMITS.everyKmMax, 1).nullable().default(null),
    /** The reading the first interval starts from; the asset's odometer now when not given. */
    startKm: km(REMINDER_TEXTS.readingInvalid, REMINDER_LIMITS.odometerMax).nullable().default(null),
    noticeDays: z.number({ error: REMINDER_TEXTS.noticeDaysInvalid }).int(REMINDER_TEXTS.noticeDaysInvalid).min(0, REMINDER_TEXTS.noticeDaysInvalid).max(REMINDER_LIMITS.noticeDaysMax, REMINDER_TEXTS.noticeDaysInvalid).default(14),
    noticeKm: km(REMINDER_TEXTS.noticeKmInvalid, REMINDER_LIMITS.noticeKmMax).default(500),
    /** Due every this many engine hours; null: not by engine hours. */
    everyHours: km(REMINDER_TEXTS.everyHoursInvalid, REMINDER_LIMITS.everyHoursMax, 1).nullable().default(null),
    /** The engine-hours reading the first interval starts from; the asset's meter now when not given. */
    startHours: km(REMINDER_TEXTS.hoursReadingInvalid, REMINDER_LIMITS.engineHoursMax).nullable().default(null),
    noticeHours: km(REMINDER_TEXTS.noticeHoursInvalid, REMINDER_LIMITS.noticeHoursMax).default(25),
    /** Its alerts show in the web app (toast and bell). */
    notifyWeb: z.boolean().default(true),
    emails: z.array(email, { error: REMINDER_TEXTS.emailInvalid }).max(20, REMINDER_TEXTS.emailInvalid).default([]),
  })
  .refine((r) => (r.assetId === null) !== (r.groupId === null), { message: REMINDER_TEXTS.targetRequired, path: ['assetId'] })
  .refine((r) => r.dueDate !== null || r.everyKm !== null || r.everyHours !== null, { message: REMINDER_TEXTS.dueRequired, path: ['dueDate'] })
  .refine((r) => r.startKm === null || r.everyKm !== null, { message: REMINDER_TEXTS.startKmWithoutInterval, path: ['startKm'] })
  .refine((r) => r.startHours === null || r.everyHours !== null, { message: REMINDER_TEXTS.startHoursWithoutInterval, path: ['startHours'] });
export type ReminderInput = z.input<typeof reminderInputSchema>;
export type ReminderParsed = z.output<typeof reminderInputSchema>;

/** A reminder with where it stands today. */
export const reminderSchema = z.strictObject({
  id: z.number(),
  kind: z.enum(REMINDER_KINDS.map((k) => k.kind) as [ReminderKind, ...ReminderKind[]]),
  title: z.string(),
  assetId: z.number(),
  assetName: z.string(),
  dueDate: z.string().nullable(),
  repeatMonths: z.number().nullable(),
  everyKm: z.number().nullable(),
  /** The dashboard odometer it is due at, km. */
  nextKm: z.number().nullable(),
  noticeDays: z.number(),
  noticeKm: z.number(),
  everyHours: z.number().nullable(),
  /** The engine hours it is due at, h. */
  nextHours: z.number().nullable(),
  noticeHours: z.number(),
  notifyWeb: z.boolean(),
  emails: z.array(z.string()),
  state: z.enum(REMINDER_STATES),
  daysLeft: z.number().nullable(),
  kmLeft: z.number().nullable(),
  hoursLeft: z.number().nullable(),
  /** The asset's dashboard odometer now, km; null when unknown. */
  odometerKm: z.number().nullable(),
  /** The asset's engine hours now (dashboardEngineHours), h; null when unknown. */
  engineHours: z.number().nullable(),
  /** The last completion's date; null before the first. */
  lastDoneOn: z.string().nullable(),
  /** The service program task it follows (a maintenance schedule), and the program's name; null when made by hand. */
  serviceTaskId: z.number().nullable(),
  programName: z.string().nullable(),
  /** The document whose expiry it tells (maintenance records); null otherwise. */
  recordId: z.number().nullable(),
  updatedAt: z.string(),
});
export type Reminder = z.infer<typeof reminderSchema>;

/** GET /v2/reminders. */
export const remindersResponseSchema = z.strictObject({ success: z.literal(true), reminders: z.array(reminderSchema), today: z.string() });
export type RemindersResponse = z.infer<typeof remindersResponseSchema>;

/** POST / PUT: the reminders written (one per asset of a group). */
export const remindersSavedResponseSchema = z.strictObject({ success: z.literal(true), reminders: z.array(reminderSchema), message: z.string() });

/** POST /v2/reminders/:id/complete. */
export const completeReminderSchema = z.object({
  doneOn: date,
  odometerKm: km(REMINDER_TEXTS.readingInvalid, REMINDER_LIMITS.odometerMax).nullable().default(null),
  /** The engine hours at the completion; the asset's meter now when not given. */
  engineHours: km(REMINDER_TEXTS.hoursReadingInvalid, REMINDER_LIMITS.engineHoursMax).nullable().default(null),
  cost: z.number({ error: REMINDER_TEXTS.costInvalid }).min(0, REMINDER_TEXTS.costInvalid).max(REMINDER_LIMITS.costMax, REMINDER_TEXTS.costInvalid).nullable().default(null),
  note: z.string({ error: REMINDER_TEXTS.noteTooLong }).trim().max(REMINDER_LIMITS.noteMax, REMINDER_TEXTS.noteTooLong).default(''),
});
export type CompleteReminder = z.input<typeof completeReminderSchema>;

/** One completion of a reminder. */
export const reminderCompletionSchema = z.strictObject({
  id: z.number(),
  doneOn: z.string(),
  odometerKm: z.number().nullable(),
  engineHours: z.number().nullable(),
  cost: z.number().nullable(),
  note: z.string(),
  /** Who recorded it (display name). */
  by: z.string().nullable(),
});
export type ReminderCompletion = z.infer<typeof reminderCompletionSchema>;

/** The completion answer: the reminder as it stands now. */
export const reminderCompletedResponseSchema = z.strictObject({ success: z.literal(true), reminder: reminderSchema, message: z.string() });

/** GET /v2/reminders/:id/completions, newest first. */
export const reminderCompletionsResponseSchema = z.strictObject({ success: z.literal(true), completions: z.array(reminderCompletionSchema) });
