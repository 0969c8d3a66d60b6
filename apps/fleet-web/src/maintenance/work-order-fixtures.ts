import type { MaintenanceAsset, WorkOrder, WorkOrderEvent } from '@fleet/domain';

// Work orders and assets for the stories and unit tests of the Work orders tab (a fixed clock, Kuala Lumpur).

/** The user's zone of the fixtures. */
export const FIXTURE_ZONE = 'Asia/Kuala_Lumpur';
/** 24 November 2026, 10:00 in Kuala Lumpur. */
export const FIXTURE_NOW = Date.UTC(2026, 10, 24, 2, 0);
/** The company's date of FIXTURE_NOW. */
export const FIXTURE_TODAY = '2026-11-24';
export const HOUR_MS = 3_600_000;

const meter = (value: number | null, source: 'tracker' | 'manual' | null = value === null ? null : 'tracker') => ({ value, source, at: value === null ? null : FIXTURE_NOW });

/** A maintenance asset. */
export function maintenanceAsset(assetId: number, assetName: string, change: Partial<MaintenanceAsset> = {}): MaintenanceAsset {
  return {
    assetId,
    assetName,
    assetGroup: 'Haulage',
    groupId: 7,
    type: 'truck',
    plate: null,
    tracked: true,
    odometer: meter(61_650),
    engineHours: meter(4_210.5),
    tireLayout: null,
    openWorkOrders: 0,
    due: { overdue: 0, due: 0, dueSoon: 0 },
    ...change,
  };
}

export const FIXTURE_ASSETS: MaintenanceAsset[] = [
  maintenanceAsset(1, 'Hino 500 WPX 1234'),
  maintenanceAsset(2, 'Isuzu NPR VBN 88'),
  maintenanceAsset(3, 'Generator Denyo DCA-45', { assetGroup: 'Depot', type: 'machine', tracked: false, odometer: meter(null), engineHours: meter(1_210.5, 'manual') }),
];

/** A work order (open, normal, by hand, opened 2 days before FIXTURE_NOW) with `change`. */
export function workOrder(id: number, change: Partial<WorkOrder> = {}): WorkOrder {
  const asset = FIXTURE_ASSETS.find((a) => a.assetId === (change.assetId ?? 1)) ?? FIXTURE_ASSETS[0]!;
  return {
    id,
    number: `WO-${String(id).padStart(4, '0')}`,
    assetId: asset.assetId,
    assetName: asset.assetName,
    source: 'manual',
    reminderId: null,
    scheduleTitle: null,
    title: 'Replace front brake pads',
    description: '',
    status: 'open',
    priority: 'normal',
    assignee: '',
    vendor: '',
    dueDate: null,
    lines: [],
    parts: 0,
    labour: 0,
    total: 0,
    openedAt: FIXTURE_NOW - 48 * HOUR_MS,
    startedAt: null,
    completedAt: null,
    downtimeH: null,
    odometerKm: null,
    engineHours: null,
    recordId: null,
    notes: '',
    openedBy: 'Aminah (fleet manager)',
    updatedAt: '2026-11-22T02:00:00.000Z',
    ...change,
  };
}

/** A board with work in every column. */
export const FIXTURE_ORDERS: WorkOrder[] = [
  workOrder(1, { title: 'Engine oil and filter', source: 'schedule', reminderId: 31, scheduleTitle: 'Engine oil and filter (Heavy truck A-service)', assignee: 'Rahim (workshop)', dueDate: '2026-11-20' }),
  workOrder(2, { assetId: 2, title: 'Brake warning light', description: 'Comes on when braking downhill', source: 'defect', priority: 'urgent', openedAt: FIXTURE_NOW - 3 * HOUR_MS }),
  workOrder(3, {
    status: 'in-progress',
    title: 'Replace alternator belt',
    priority: 'high',
    assignee: 'Rahim (workshop)',
    startedAt: FIXTURE_NOW - 5 * HOUR_MS,
    lines: [
      { type: 'part', description: 'Alternator belt', partNumber: 'AB-220', quantity: 1, unitCost: 120 },
      { type: 'labour', description: 'Mechanic', partNumber: '', quantity: 1.5, unitCost: 80 },
    ],
    parts: 120,
    labour: 120,
    total: 240,
  }),
  workOrder(4, { assetId: 3, status: 'waiting-parts', title: 'Fuel injector leak', vendor: 'Denyo Service Centre', openedAt: FIXTURE_NOW - 10 * 24 * HOUR_MS }),
  workOrder(5, { status: 'completed', title: 'Wiper blades', completedAt: FIXTURE_NOW - 20 * HOUR_MS, openedAt: FIXTURE_NOW - 26 * HOUR_MS, downtimeH: 6, recordId: 90, parts: 45, total: 45, odometerKm: 61_400, lines: [{ type: 'part', description: 'Wiper blade', partNumber: '', quantity: 2, unitCost: 22.5 }] }),
  workOrder(6, { assetId: 2, status: 'cancelled', title: 'Duplicate: mirror', openedAt: FIXTURE_NOW - 72 * HOUR_MS }),
];

/** The history of work order 3: opened, then started. */
export const FIXTURE_EVENTS: WorkOrderEvent[] = [
  { at: FIXTURE_NOW - 48 * HOUR_MS, from: null, to: 'open', by: 'Aminah (fleet manager)', note: '' },
  { at: FIXTURE_NOW - 5 * HOUR_MS, from: 'open', to: 'in-progress', by: 'Rahim (workshop)', note: 'Truck in bay 2' },
];
