import { z } from 'zod';
import { assetInputSchema } from '../admin/assets';
import { FIELD_LIMITS, idSchema } from '../limits';
import { REMINDER_LIMITS, REMINDER_TEXTS } from '../reminders';
import { DOCUMENT_TYPES, MAINTENANCE_LIMITS as L, MAINTENANCE_TEXTS as T, type DocumentType } from './maintenance';
import { TIRE_LAYOUT_KEYS, type TireLayout } from './tires';
import { WORK_ORDER_PRIORITIES, type WorkOrderPriority } from './work-orders';
// The maintenance area's schemas (server validation, OpenAPI, web forms). Apart from the modules of values so that
// zod stays out of what imports only those.

/** A calendar date, `YYYY-MM-DD` (company date). */
const date = z
  .string({ error: T.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, T.dateInvalid)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), T.dateInvalid);
/** An instant a user gives, ms since epoch; the server also checks it against now (isRecordTimeAllowed). */
const instant = z.number({ error: T.timeInvalid }).int(T.timeInvalid).min(0, T.timeInvalid);
const bounded = (max: number, message: string) => z.number({ error: message }).min(0, message).max(max, message);
const odometer = bounded(L.odometerMaxKm, T.odometerInvalid);
const hours = bounded(L.engineHoursMax, T.engineHoursInvalid);
const money = bounded(L.costMax, T.costInvalid);
const text = (max: number, message: string) => z.string({ error: message }).trim().max(max, message);
const notes = text(L.notesMax, T.notesTooLong).default('');
const vendor = text(L.vendorMax, T.vendorTooLong).default('');
const title = z.string({ error: T.titleRequired }).trim().min(1, T.titleRequired).max(L.titleMax, T.titleTooLong);
/** Upload URLs (the form's upload path), as receipts keep them. */
const files = z
  .array(z.string({ error: T.fileInvalid }).max(FIELD_LIMITS.filePathMax, T.fileInvalid), { error: T.fileInvalid })
  .max(L.filesMax, T.filesTooMany)
  .default([]);
const email = z.string({ error: REMINDER_TEXTS.emailInvalid }).trim().toLowerCase().max(FIELD_LIMITS.emailMax, REMINDER_TEXTS.emailInvalid).pipe(z.email(REMINDER_TEXTS.emailInvalid));
const tireLayout = z.enum(TIRE_LAYOUT_KEYS as [TireLayout, ...TireLayout[]], { error: 'Choose an axle layout.' });

/** A meter reading entered by hand. */
export const meterReadingInputSchema = z
  .object({
    time: instant,
    odometerKm: odometer.nullable().default(null),
    engineHours: hours.nullable().default(null),
    note: text(L.reasonMax, `Note must be at most ${L.reasonMax} characters.`).default(''),
  })
  .refine((r) => r.odometerKm !== null || r.engineHours !== null, { message: T.meterRequired, path: ['odometerKm'] });
export type MeterReadingInput = z.input<typeof meterReadingInputSchema>;

/** An asset without a tracker (generator, forklift, trailer, tool) with its meters when it is added. */
export const maintenanceAssetInputSchema = assetInputSchema
  .pick({ name: true, type: true, groupId: true, plate: true, fuelTankL: true, fuelType: true })
  .extend({
    tireLayout: tireLayout.nullable().default(null),
    odometerKm: odometer.nullable().default(null),
    engineHours: hours.nullable().default(null),
  });
export type MaintenanceAssetInput = z.input<typeof maintenanceAssetInputSchema>;

/** An asset's axle layout (null: the default of its type). */
export const tireLayoutInputSchema = z.object({ tireLayout: tireLayout.nullable() });

/** One line of parts or labour. */
export const costLineSchema = z.object({
  type: z.enum(['part', 'labour'], { error: 'A line is a part or labour.' }),
  description: z.string({ error: T.lineDescriptionRequired }).trim().min(1, T.lineDescriptionRequired).max(L.lineDescriptionMax, T.lineDescriptionTooLong),
  partNumber: text(L.partNumberMax, `Part number must be at most ${L.partNumberMax} characters.`).default(''),
  quantity: z.number({ error: T.quantityInvalid }).gt(0, T.quantityInvalid).max(L.quantityMax, T.quantityInvalid),
  unitCost: bounded(L.unitCostMax, T.unitCostInvalid),
});
const lines = z.array(costLineSchema, { error: T.linesTooMany }).max(L.linesMax, T.linesTooMany).default([]);

/** A document (road tax, insurance, permit...): issued on a date, valid to its expiry, with its scan. */
export const documentInputSchema = z
  .object({
    kind: z.literal('d'),
    assetId: idSchema('assetId'),
    documentType: z.enum(DOCUMENT_TYPES.map((d) => d.type) as [DocumentType, ...DocumentType[]], { error: T.documentTypeInvalid }),
    title,
    reference: text(L.referenceMax, T.referenceTooLong).default(''),
    issuedOn: date,
    /** The document runs out at the end of this company date; its reminder is told `noticeDays` before. */
    expiryDate: date.nullable().default(null),
    noticeDays: z.number({ error: REMINDER_TEXTS.noticeDaysInvalid }).int(REMINDER_TEXTS.noticeDaysInvalid).min(0, REMINDER_TEXTS.noticeDaysInvalid).max(REMINDER_LIMITS.noticeDaysMax, REMINDER_TEXTS.noticeDaysInvalid).default(30),
    cost: money.default(0),
    vendor,
    notes,
    files,
  })
  .refine((d) => d.expiryDate === null || d.expiryDate > d.issuedOn, { message: T.expiryBeforeIssue, path: ['expiryDate'] });

/** A service done (by hand; a completed work order writes its own): what, when, at which meters, parts and labour. */
export const serviceInputSchema = z.object({
  kind: z.literal('s'),
  assetId: idSchema('assetId'),
  title,
  time: instant,
  odometerKm: odometer.nullable().default(null),
  engineHours: hours.nullable().default(null),
  vendor,
  lines,
  /** The amount of an invoice that lists no lines; ignored when there are lines (their total is the cost). */
  cost: money.nullable().default(null),
  notes,
  files,
});

/** A document or a service. */
export const recordInputSchema = z.discriminatedUnion('kind', [documentInputSchema, serviceInputSchema], { error: 'A record is a document (kind "d") or a service (kind "s").' });
export type RecordInput = z.input<typeof recordInputSchema>;
export type RecordParsed = z.output<typeof recordInputSchema>;

const intervalMonths = z.number({ error: REMINDER_TEXTS.repeatInvalid }).int(REMINDER_TEXTS.repeatInvalid).min(1, REMINDER_TEXTS.repeatInvalid).max(REMINDER_LIMITS.repeatMonthsMax, REMINDER_TEXTS.repeatInvalid);

/** One task of a service program: every N months, km or engine hours, whichever comes first. */
export const serviceTaskInputSchema = z
  .object({
    /** The task's id when the program is changed (its reminders stay); absent for a new task. */
    id: idSchema('taskId').optional(),
    name: z.string({ error: T.taskNameRequired }).trim().min(1, T.taskNameRequired).max(L.titleMax, T.titleTooLong),
    everyMonths: intervalMonths.nullable().default(null),
    everyKm: z.number({ error: REMINDER_TEXTS.everyKmInvalid }).min(1, REMINDER_TEXTS.everyKmInvalid).max(REMINDER_LIMITS.everyKmMax, REMINDER_TEXTS.everyKmInvalid).nullable().default(null),
    everyHours: z.number({ error: REMINDER_TEXTS.everyHoursInvalid }).min(1, REMINDER_TEXTS.everyHoursInvalid).max(REMINDER_LIMITS.everyHoursMax, REMINDER_TEXTS.everyHoursInvalid).nullable().default(null),
    noticeDays: z.number({ error: REMINDER_TEXTS.noticeDaysInvalid }).int(REMINDER_TEXTS.noticeDaysInvalid).min(0, REMINDER_TEXTS.noticeDaysInvalid).max(REMINDER_LIMITS.noticeDaysMax, REMINDER_TEXTS.noticeDaysInvalid).default(14),
    noticeKm: bounded(REMINDER_LIMITS.noticeKmMax, REMINDER_TEXTS.noticeKmInvalid).default(500),
    noticeHours: bounded(REMINDER_LIMITS.noticeHoursMax, REMINDER_TEXTS.noticeHoursInvalid).default(25),
  })
  .refine((t) => t.everyMonths !== null || t.everyKm !== null || t.everyHours !== null, { message: T.taskIntervalRequired, path: ['everyMonths'] });

/** A service program: its tasks, and the assets and groups it is assigned to (a group: each of its assets, now and later). */
export const serviceProgramInputSchema = z.object({
  name: z.string({ error: T.programNameRequired }).trim().min(1, T.programNameRequired).max(L.programNameMax, T.programNameTooLong),
  description: notes,
  tasks: z.array(serviceTaskInputSchema, { error: T.tasksRequired }).min(1, T.tasksRequired).max(L.tasksMax, T.tasksTooMany),
  assetIds: z.array(idSchema('assetId')).max(L.targetsMax, T.targetsTooMany).default([]),
  groupIds: z.array(idSchema('groupId')).max(L.targetsMax, T.targetsTooMany).default([]),
  /** Its reminders' alerts show in the web app. */
  notifyWeb: z.boolean().default(true),
  emails: z.array(email, { error: REMINDER_TEXTS.emailInvalid }).max(20, REMINDER_TEXTS.emailInvalid).default([]),
});
export type ServiceProgramInput = z.input<typeof serviceProgramInputSchema>;
export type ServiceProgramParsed = z.output<typeof serviceProgramInputSchema>;

/** A work order's priority. */
export const workOrderPrioritySchema = z.enum(WORK_ORDER_PRIORITIES.map((p) => p.priority) as [WorkOrderPriority, ...WorkOrderPriority[]], { error: 'Choose a priority.' });

/** A work order opened by hand, from a due schedule (its reminder) or from a defect. */
export const workOrderInputSchema = z
  .object({
    assetId: idSchema('assetId'),
    source: z.enum(['manual', 'schedule', 'defect'], { error: 'A work order comes from a schedule, a defect or by hand.' }).default('manual'),
    /** The schedule's reminder (source schedule). */
    reminderId: idSchema('reminderId').nullable().default(null),
    title,
    description: notes,
    priority: workOrderPrioritySchema.default('normal'),
    assignee: text(L.assigneeMax, T.assigneeTooLong).default(''),
    vendor,
    dueDate: date.nullable().default(null),
    lines,
  })
  .refine((w) => (w.source === 'schedule') === (w.reminderId !== null), { message: T.scheduleNotForAsset, path: ['reminderId'] })
  .refine((w) => w.source !== 'defect' || w.description.length > 0, { message: T.defectRequired, path: ['description'] });
export type WorkOrderInput = z.input<typeof workOrderInputSchema>;

/** A status move (completion has its own call). */
export const workOrderMoveSchema = z.object({
  status: z.enum(['open', 'in-progress', 'waiting-parts', 'cancelled'], { error: 'Choose open, in progress, waiting for parts or cancelled.' }),
  note: text(L.reasonMax, `Note must be at most ${L.reasonMax} characters.`).default(''),
});

/** Completing a work order: when, at which meters, the final lines, and the downtime (computed when not given). */
export const workOrderCompleteSchema = z.object({
  completedAt: instant,
  odometerKm: odometer.nullable().default(null),
  engineHours: hours.nullable().default(null),
  downtimeH: bounded(L.downtimeMaxH, T.downtimeInvalid).nullable().default(null),
  lines,
  vendor,
  notes,
  files,
});
export type WorkOrderComplete = z.input<typeof workOrderCompleteSchema>;

/** A tire bought (in stock until fitted). */
export const tireInputSchema = z.object({
  serial: z.string({ error: T.serialRequired }).trim().min(1, T.serialRequired).max(L.serialMax, T.serialTooLong),
  brand: z.string({ error: T.brandRequired }).trim().min(1, T.brandRequired).max(L.brandMax, `Brand must be at most ${L.brandMax} characters.`),
  model: text(L.brandMax, `Model must be at most ${L.brandMax} characters.`).default(''),
  size: z.string({ error: T.sizeRequired }).trim().min(1, T.sizeRequired).max(L.tireSizeMax, T.sizeRequired),
  cost: money.default(0),
  vendor,
  purchasedOn: date.nullable().default(null),
  treadNewMm: bounded(L.treadMaxMm, T.treadInvalid).nullable().default(null),
  notes,
});
export type TireInput = z.input<typeof tireInputSchema>;

const tread = bounded(L.treadMaxMm, T.treadInvalid).nullable().default(null);
const labour = money.default(0);

/** Fitting a tire in stock to a position of an asset. */
export const tireFitSchema = z.object({
  assetId: idSchema('assetId'),
  position: z.string({ error: T.positionInvalid }).regex(/^(\d{1,2}(L|R|LO|LI|RI|RO)|S\d)$/, T.positionInvalid),
  time: instant,
  odometerKm: odometer.nullable().default(null),
  treadMm: tread,
  labourCost: labour,
});

/** Taking a tire off (to stock, or retired for good). */
export const tireRemoveSchema = z.object({
  time: instant,
  odometerKm: odometer.nullable().default(null),
  treadMm: tread,
  reason: text(L.reasonMax, `Reason must be at most ${L.reasonMax} characters.`).default(''),
  retire: z.boolean().default(false),
  labourCost: labour,
});

/** A tread depth reading. */
export const tireInspectSchema = z.object({ time: instant, treadMm: bounded(L.treadMaxMm, T.treadInvalid), odometerKm: odometer.nullable().default(null) });

/** A rotation: tires of one asset moved to other positions at once. */
export const tireRotationSchema = z.object({
  time: instant,
  odometerKm: odometer.nullable().default(null),
  moves: z
    .array(z.object({ tireId: idSchema('tireId'), to: z.string({ error: T.positionInvalid }).max(4, T.positionInvalid) }), { error: T.rotationEmpty })
    .min(1, T.rotationEmpty)
    .max(L.rotationMovesMax, `At most ${L.rotationMovesMax} moves.`),
  labourCost: labour,
  note: text(L.reasonMax, `Note must be at most ${L.reasonMax} characters.`).default(''),
});

/** The latest time of a cost view's period, ms: 1 January 9999 UTC. */
const COST_TIME_MAX = Date.UTC(9999, 0, 1);

/** The cost view's period and assets. */
export const costQuerySchema = z.object({
  // At most 1 January 9999: the period's months are `YYYY-MM` keys compared as text (monthsOf); past the year 9999
  // their loop would never end.
  from: z.coerce.number({ error: T.costPeriodInvalid }).int(T.costPeriodInvalid).min(0, T.costPeriodInvalid).max(COST_TIME_MAX, T.costPeriodInvalid),
  to: z.coerce.number({ error: T.costPeriodInvalid }).int(T.costPeriodInvalid).min(0, T.costPeriodInvalid).max(COST_TIME_MAX, T.costPeriodInvalid),
  /** Comma-separated asset ids; absent: every asset the caller sees. */
  assetIds: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,9999}$/, 'assetIds must be comma-separated asset ids.')
    .optional(),
});
