import { z } from 'zod';
import { ASSET_TYPES } from '../asset-types';
import { REMINDER_STATES } from '../reminders';
import { workOrderPrioritySchema } from './maintenance-schemas';
import { TIRE_EVENT_KINDS, TIRE_LAYOUT_KEYS, type TireLayout } from './tires';
import { WORK_ORDER_STATUSES } from './work-orders';

// The maintenance area's answers (server responses, OpenAPI, the web client's parsing).
const meter = z.strictObject({ value: z.number().nullable(), source: z.enum(['tracker', 'manual']).nullable(), at: z.number().nullable() });

/** An asset as the maintenance area shows it. */
export const maintenanceAssetSchema = z.strictObject({
  assetId: z.number(),
  assetName: z.string(),
  assetGroup: z.string(),
  groupId: z.number().nullable(),
  type: z.enum(ASSET_TYPES),
  plate: z.string().nullable(),
  /** It has a tracker. */
  tracked: z.boolean(),
  odometer: meter,
  engineHours: meter,
  /** The axle layout in use (chosen, else the type's default); null: no tires tracked. */
  tireLayout: z.enum(TIRE_LAYOUT_KEYS as [TireLayout, ...TireLayout[]]).nullable(),
  openWorkOrders: z.number(),
  /** Its reminders (schedules and documents included) that need attention. */
  due: z.strictObject({ overdue: z.number(), due: z.number(), dueSoon: z.number() }),
});
export type MaintenanceAsset = z.infer<typeof maintenanceAssetSchema>;
export const maintenanceAssetsResponseSchema = z.strictObject({ success: z.literal(true), assets: z.array(maintenanceAssetSchema), today: z.string() });
export const maintenanceAssetSavedResponseSchema = z.strictObject({ success: z.literal(true), asset: maintenanceAssetSchema, message: z.string() });

export const meterReadingSchema = z.strictObject({ id: z.number(), time: z.number(), odometerKm: z.number().nullable(), engineHours: z.number().nullable(), note: z.string(), by: z.string().nullable() });
export type MeterReading = z.infer<typeof meterReadingSchema>;
export const meterReadingsResponseSchema = z.strictObject({ success: z.literal(true), readings: z.array(meterReadingSchema) });
export const meterSavedResponseSchema = z.strictObject({ success: z.literal(true), asset: maintenanceAssetSchema, message: z.string() });

const costLineOut = z.strictObject({ type: z.enum(['part', 'labour']), description: z.string(), partNumber: z.string(), quantity: z.number(), unitCost: z.number() });

/** A maintenance record (document, service or tire). */
export const maintenanceRecordSchema = z.strictObject({
  id: z.number(),
  kind: z.enum(['d', 's', 't']),
  assetId: z.number(),
  assetName: z.string(),
  time: z.number(),
  title: z.string(),
  cost: z.number(),
  odometerKm: z.number().nullable(),
  engineHours: z.number().nullable(),
  vendor: z.string(),
  notes: z.string(),
  files: z.array(z.string()),
  lines: z.array(costLineOut),
  /** Documents. */
  documentType: z.string().nullable(),
  reference: z.string(),
  issuedOn: z.string().nullable(),
  expiryDate: z.string().nullable(),
  /** The document's expiry reminder and where it stands. */
  reminderId: z.number().nullable(),
  reminderState: z.enum(REMINDER_STATES).nullable(),
  /** The work order that wrote it (services). */
  workOrderId: z.number().nullable(),
  workOrderNumber: z.string().nullable(),
  /** The tire it concerns (tires). */
  tireId: z.number().nullable(),
  by: z.string().nullable(),
});
export type MaintenanceRecord = z.infer<typeof maintenanceRecordSchema>;
export const maintenanceRecordsResponseSchema = z.strictObject({ success: z.literal(true), records: z.array(maintenanceRecordSchema) });
export const maintenanceRecordSavedResponseSchema = z.strictObject({ success: z.literal(true), record: maintenanceRecordSchema, message: z.string() });

export const serviceTaskSchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  everyMonths: z.number().nullable(),
  everyKm: z.number().nullable(),
  everyHours: z.number().nullable(),
  noticeDays: z.number(),
  noticeKm: z.number(),
  noticeHours: z.number(),
});
export type ServiceTask = z.infer<typeof serviceTaskSchema>;
export const serviceProgramSchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  tasks: z.array(serviceTaskSchema),
  assetIds: z.array(z.number()),
  groupIds: z.array(z.number()),
  notifyWeb: z.boolean(),
  emails: z.array(z.string()),
  /** The assets it covers now (its assets and its groups' assets, that the caller may see). */
  coveredAssetIds: z.array(z.number()),
  updatedAt: z.string(),
});
export type ServiceProgram = z.infer<typeof serviceProgramSchema>;
export const serviceProgramsResponseSchema = z.strictObject({ success: z.literal(true), programs: z.array(serviceProgramSchema) });
export const serviceProgramSavedResponseSchema = z.strictObject({ success: z.literal(true), program: serviceProgramSchema, message: z.string() });

const workOrderStatus = z.enum(WORK_ORDER_STATUSES);
export const workOrderSchema = z.strictObject({
  id: z.number(),
  number: z.string(),
  assetId: z.number(),
  assetName: z.string(),
  source: z.enum(['manual', 'schedule', 'defect']),
  reminderId: z.number().nullable(),
  /** The schedule it serves ("Oil and filter (Generator 250 h)"). */
  scheduleTitle: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  status: workOrderStatus,
  priority: workOrderPrioritySchema,
  assignee: z.string(),
  vendor: z.string(),
  dueDate: z.string().nullable(),
  lines: z.array(costLineOut),
  parts: z.number(),
  labour: z.number(),
  total: z.number(),
  openedAt: z.number(),
  startedAt: z.number().nullable(),
  completedAt: z.number().nullable(),
  downtimeH: z.number().nullable(),
  odometerKm: z.number().nullable(),
  engineHours: z.number().nullable(),
  /** The service record its completion wrote. */
  recordId: z.number().nullable(),
  notes: z.string(),
  openedBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type WorkOrder = z.infer<typeof workOrderSchema>;
export const workOrderEventSchema = z.strictObject({ at: z.number(), from: workOrderStatus.nullable(), to: workOrderStatus, by: z.string().nullable(), note: z.string() });
export type WorkOrderEvent = z.infer<typeof workOrderEventSchema>;
export const workOrdersResponseSchema = z.strictObject({ success: z.literal(true), workOrders: z.array(workOrderSchema) });
export const workOrderResponseSchema = z.strictObject({ success: z.literal(true), workOrder: workOrderSchema, events: z.array(workOrderEventSchema) });
export const workOrderSavedResponseSchema = z.strictObject({ success: z.literal(true), workOrder: workOrderSchema, message: z.string() });

export const tireFiguresSchema = z.strictObject({
  kmRun: z.number(),
  treadStartMm: z.number().nullable(),
  treadLastMm: z.number().nullable(),
  wearMmPer1000Km: z.number().nullable(),
  kmLeft: z.number().nullable(),
  costPer1000Km: z.number().nullable(),
});
export const tireSchema = z.strictObject({
  id: z.number(),
  serial: z.string(),
  brand: z.string(),
  model: z.string(),
  size: z.string(),
  cost: z.number(),
  vendor: z.string(),
  purchasedOn: z.string().nullable(),
  treadNewMm: z.number().nullable(),
  notes: z.string(),
  status: z.enum(['stock', 'fitted', 'retired']),
  assetId: z.number().nullable(),
  assetName: z.string().nullable(),
  position: z.string().nullable(),
  figures: tireFiguresSchema,
});
export type Tire = z.infer<typeof tireSchema>;
export const tireEventSchema = z.strictObject({
  id: z.number(),
  tireId: z.number(),
  kind: z.enum(TIRE_EVENT_KINDS),
  assetId: z.number(),
  assetName: z.string(),
  time: z.number(),
  position: z.string(),
  fromPosition: z.string().nullable(),
  odometerKm: z.number().nullable(),
  treadMm: z.number().nullable(),
  reason: z.string(),
  by: z.string().nullable(),
});
export type TireEventOut = z.infer<typeof tireEventSchema>;
export const tiresResponseSchema = z.strictObject({ success: z.literal(true), tires: z.array(tireSchema) });
export const tireHistoryResponseSchema = z.strictObject({ success: z.literal(true), tire: tireSchema, events: z.array(tireEventSchema) });
export const tireSavedResponseSchema = z.strictObject({ success: z.literal(true), tire: tireSchema, message: z.string() });
export const tiresSavedResponseSchema = z.strictObject({ success: z.literal(true), tires: z.array(tireSchema), message: z.string() });

const figures = z.strictObject({
  fuel: z.number(),
  toll: z.number(),
  service: z.number(),
  tire: z.number(),
  document: z.number(),
  maintenance: z.number(),
  total: z.number(),
  km: z.number().nullable(),
  engineHours: z.number().nullable(),
  costPerKm: z.number().nullable(),
  costPerHour: z.number().nullable(),
});
export const costViewResponseSchema = z.strictObject({
  success: z.literal(true),
  months: z.array(z.string()),
  assets: z.array(z.strictObject({ assetId: z.number(), assetName: z.string(), assetGroup: z.string(), figures, byMonth: z.record(z.string(), figures) })),
  groups: z.array(z.strictObject({ assetGroup: z.string(), figures })),
  byMonth: z.record(z.string(), figures),
  total: figures,
  timeZone: z.string(),
});
export type CostViewResponse = z.infer<typeof costViewResponseSchema>;
