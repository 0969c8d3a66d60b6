/**
 * The maintenance area (page key fms): the kinds of record (SPEC §3: document d, service s, tire t), the document
 * types, the limits of every field and the area's texts. Values only (no zod): the schemas are in
 * maintenance-schemas.ts.
 */
import type { ReminderKind } from '../reminders';

/** The asset types the maintenance area keeps (vehicles, vessels, machines, trailers and tools; not people, animals or watches). */
export const MAINTAINED_ASSET_TYPES = ['truck', 'car', 'boat', 'machine', 'item'] as const;

/** The record kinds of the maintenance column (SPEC §3) and their labels. */
export const RECORD_KIND_LABELS = { d: 'Document', s: 'Service', t: 'Tire' } as const;
export type RecordKind = keyof typeof RECORD_KIND_LABELS;

/**
 * The documents a vehicle carries, each with the reminder kind its expiry becomes (a document with an expiry date is
 * told before it runs out through the reminders and their alert channels).
 */
export const DOCUMENT_TYPES = [
  { type: 'road-tax', label: 'Road tax', reminder: 'road-tax' },
  { type: 'insurance', label: 'Insurance', reminder: 'insurance' },
  { type: 'inspection', label: 'Inspection (PUSPAKOM)', reminder: 'inspection' },
  { type: 'permit', label: 'Permit (APAD)', reminder: 'permit' },
  { type: 'licence', label: 'Licence', reminder: 'licence' },
  { type: 'registration', label: 'Registration', reminder: 'other' },
  { type: 'warranty', label: 'Warranty', reminder: 'other' },
  { type: 'other', label: 'Other', reminder: 'other' },
] as const satisfies readonly { type: string; label: string; reminder: ReminderKind }[];
export type DocumentType = (typeof DOCUMENT_TYPES)[number]['type'];

/** The label of a document type ("Road tax"); the type itself when unknown. */
export function documentTypeLabel(type: string): string {
  return DOCUMENT_TYPES.find((d) => d.type === type)?.label ?? type;
}

/** The reminder kind a document type's expiry is told as. */
export function documentReminderKind(type: string): ReminderKind {
  return DOCUMENT_TYPES.find((d) => d.type === type)?.reminder ?? 'other';
}

/** Days before a document's expiry its reminder says "due soon", unless the document says otherwise. */
export const DOCUMENT_NOTICE_DAYS = 30;

/** Bounds of the maintenance fields (the reminders' own are in REMINDER_LIMITS). */
export const MAINTENANCE_LIMITS = {
  titleMax: 120,
  notesMax: 2_000,
  vendorMax: 100,
  referenceMax: 60,
  /** Parts and labour lines of one service or work order. */
  linesMax: 100,
  lineDescriptionMax: 200,
  partNumberMax: 60,
  quantityMax: 100_000,
  /** RM per unit of a line. */
  unitCostMax: 1_000_000,
  /** RM of one record. */
  costMax: 10_000_000,
  odometerMaxKm: 10_000_000,
  engineHoursMax: 1_000_000,
  /** Downtime of one work order, hours (a year). */
  downtimeMaxH: 8_760,
  assigneeMax: 100,
  /** Tasks of one service program. */
  tasksMax: 30,
  /** Assets and groups one program is assigned to. */
  targetsMax: 5_000,
  programNameMax: 100,
  programsMax: 500,
  serialMax: 60,
  brandMax: 60,
  tireSizeMax: 40,
  /** Tread depth, mm (a new truck tire has ~20 mm; a mining tire far more). */
  treadMaxMm: 100,
  /** Tires moved in one rotation. */
  rotationMovesMax: 30,
  reasonMax: 200,
  /** Files of one record (as receipts: SPEC §5). */
  filesMax: 10,
  /** A period of the cost view, days. */
  costPeriodMaxDays: 3 * 366,
} as const;

/** The texts of the maintenance area. */
export const MAINTENANCE_TEXTS = {
  title: 'Maintenance',
  subtitle: 'Assets and meters, documents, services, schedules, work orders, tires and costs.',
  noAccess: 'You do not have access to Maintenance',
  // Tabs.
  tabs: { assets: 'Assets', records: 'Records', schedules: 'Schedules', workOrders: 'Work orders', tires: 'Tires', costs: 'Costs' },
  // Assets and meters.
  newAsset: 'Add asset without tracker',
  assetSaved: (name: string) => `${name} added.`,
  meterSaved: 'Meter reading saved.',
  meterRequired: 'Give an odometer reading, an engine-hours reading, or both.',
  odometerInvalid: `Odometer must be a number of km from 0 to ${MAINTENANCE_LIMITS.odometerMaxKm}.`,
  engineHoursInvalid: `Engine hours must be a number of hours from 0 to ${MAINTENANCE_LIMITS.engineHoursMax}.`,
  meterFromTracker: (meter: 'odometer' | 'engine hours') =>
    `This asset's ${meter} comes from its tracker; set its offset in Administration so that it matches the dashboard.`,
  meterBackwards: (meter: 'odometer' | 'engine hours', last: number, on: string) => `The ${meter} cannot go back: the last reading was ${last.toLocaleString('en-US')} on ${on}.`,
  timeInvalid: 'Give a date and time between 1 January 2000 and now.',
  // Records.
  newDocument: 'Add document',
  newService: 'Add service',
  recordSaved: (kind: RecordKind) => `${RECORD_KIND_LABELS[kind]} saved.`,
  recordDeleted: (kind: RecordKind) => `${RECORD_KIND_LABELS[kind]} deleted.`,
  titleRequired: 'Title is required.',
  titleTooLong: `Title must be at most ${MAINTENANCE_LIMITS.titleMax} characters.`,
  documentTypeInvalid: 'Choose a document type.',
  expiryBeforeIssue: 'The expiry date must be after the date of issue.',
  dateInvalid: 'Dates must be YYYY-MM-DD.',
  costInvalid: `Cost must be an amount from 0 to ${MAINTENANCE_LIMITS.costMax}.`,
  notesTooLong: `Notes must be at most ${MAINTENANCE_LIMITS.notesMax} characters.`,
  vendorTooLong: `Vendor must be at most ${MAINTENANCE_LIMITS.vendorMax} characters.`,
  referenceTooLong: `Reference must be at most ${MAINTENANCE_LIMITS.referenceMax} characters.`,
  filesTooMany: `At most ${MAINTENANCE_LIMITS.filesMax} files.`,
  fileInvalid: 'Each file must be one uploaded through the form.',
  tireRecordReadOnly: 'Tire records follow the tires: fit, remove or rotate a tire instead.',
  workOrderRecordReadOnly: 'This service was written by a completed work order: change the work order instead.',
  // Lines.
  linesTooMany: `At most ${MAINTENANCE_LIMITS.linesMax} lines.`,
  lineDescriptionRequired: 'Each line needs a description.',
  lineDescriptionTooLong: `A line's description must be at most ${MAINTENANCE_LIMITS.lineDescriptionMax} characters.`,
  quantityInvalid: `Quantity must be a number above 0 and at most ${MAINTENANCE_LIMITS.quantityMax}.`,
  unitCostInvalid: `Unit cost must be an amount from 0 to ${MAINTENANCE_LIMITS.unitCostMax}.`,
  // Programs.
  newProgram: 'New service program',
  programSaved: (name: string) => `Service program ${name} saved.`,
  programDeleted: (name: string) => `Service program ${name} deleted; its open reminders with it.`,
  programNameRequired: 'Program name is required.',
  programNameTooLong: `Program name must be at most ${MAINTENANCE_LIMITS.programNameMax} characters.`,
  programNameTaken: 'A service program of that name exists already.',
  programsFull: `A company keeps at most ${MAINTENANCE_LIMITS.programsMax} service programs.`,
  tasksRequired: 'A program needs at least one task.',
  tasksTooMany: `A program has at most ${MAINTENANCE_LIMITS.tasksMax} tasks.`,
  taskNameRequired: 'Each task needs a name.',
  taskIntervalRequired: 'Each task needs an interval: months, km, engine hours, or several (whichever comes first).',
  targetsTooMany: `A program is assigned to at most ${MAINTENANCE_LIMITS.targetsMax} assets and groups.`,
  programFromSchedule: (program: string) => `From the service program ${program}`,
  // Work orders.
  newWorkOrder: 'New work order',
  reportDefect: 'Report a defect',
  workOrderSaved: (n: string) => `Work order ${n} saved.`,
  workOrderMoved: (n: string, status: string) => `Work order ${n}: ${status.toLowerCase()}.`,
  workOrderCompleted: (n: string) => `Work order ${n} completed; its service record written.`,
  workOrderClosed: 'A completed or cancelled work order cannot be changed; reopen a cancelled one first.',
  statusMoveRefused: (from: string, to: string) => `A work order cannot go from ${from.toLowerCase()} to ${to.toLowerCase()}.`,
  defectRequired: 'Describe the defect.',
  assigneeTooLong: `Assignee must be at most ${MAINTENANCE_LIMITS.assigneeMax} characters.`,
  downtimeInvalid: `Downtime must be a number of hours from 0 to ${MAINTENANCE_LIMITS.downtimeMaxH}.`,
  scheduleNotForAsset: 'That schedule is not one of this asset.',
  completedBeforeOpened: (opened: string) => `The completion must be after the work order was opened (${opened}).`,
  newTaskWithId: 'A new program\'s tasks have no ids: leave them out.',
  scheduleHasOpenOrder: (n: string) => `Work order ${n} is open for this schedule already.`,
  // Tires.
  newTire: 'Add tire',
  tireSaved: (serial: string) => `Tire ${serial} saved.`,
  serialRequired: 'Serial number is required.',
  serialTaken: 'A tire with that serial number exists already.',
  serialTooLong: `Serial number must be at most ${MAINTENANCE_LIMITS.serialMax} characters.`,
  brandRequired: 'Brand is required.',
  sizeRequired: 'Size is required (e.g. 295/80R22.5).',
  treadInvalid: `Tread depth must be a number of mm from 0 to ${MAINTENANCE_LIMITS.treadMaxMm}.`,
  positionInvalid: "Choose a position of the asset's axle layout.",
  positionTaken: (position: string, serial: string) => `${position} carries tire ${serial}; remove or move it first.`,
  tireNotInStock: (serial: string) => `Tire ${serial} is not in stock: remove it from its asset first.`,
  tireRetired: (serial: string) => `Tire ${serial} is retired.`,
  tireNotFitted: (serial: string) => `Tire ${serial} is not fitted to this asset.`,
  noLayout: 'This asset has no axle layout: choose one first.',
  rotationEmpty: 'Move at least one tire.',
  rotationTargetsTwice: 'Two tires cannot go to the same position.',
  rotationTireTwice: 'A tire moves once in a rotation.',
  rotationSaved: (count: number) => `Rotation saved: ${count} tire${count === 1 ? '' : 's'} moved.`,
  tireFitted: (serial: string, position: string) => `Tire ${serial} fitted at ${position}.`,
  tireRemoved: (serial: string) => `Tire ${serial} removed.`,
  treadSaved: 'Tread depth saved.',
  tireEventBeforeLast: (serial: string, last: string) => `Tire ${serial} has a later event (${last}): give a time after it.`,
  odometerRequiredForTires: 'Give the odometer reading: a tire\'s distance is counted from it.',
  // Costs.
  costPeriodInvalid: `The period must end after it starts and span at most ${MAINTENANCE_LIMITS.costPeriodMaxDays} days.`,
} as const;
