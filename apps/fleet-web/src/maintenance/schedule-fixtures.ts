import type { Reminder, ServiceProgram } from '@fleet/domain';

// Schedules (reminders of program tasks) and service programs for the stories and unit tests of the Schedules tab.

/** A schedule of a program's task on an asset (by default: the truck's oil, ok, 4,000 km and 3 months away). */
export function schedule(id: number, change: Partial<Reminder> = {}): Reminder {
  return {
    id,
    kind: 'service',
    title: 'Engine oil and filter',
    assetId: 1,
    assetName: 'Hino 500 WPX 1234',
    dueDate: '2027-02-24',
    repeatMonths: 6,
    everyKm: 10_000,
    nextKm: 65_650,
    noticeDays: 14,
    noticeKm: 500,
    everyHours: null,
    nextHours: null,
    noticeHours: 25,
    notifyWeb: true,
    emails: [],
    state: 'ok',
    daysLeft: 92,
    kmLeft: 4_000,
    hoursLeft: null,
    odometerKm: 61_650,
    engineHours: 4_210.5,
    lastDoneOn: '2026-08-24',
    serviceTaskId: 11,
    programName: 'Heavy truck A-service',
    recordId: null,
    updatedAt: '2026-11-24T02:00:00.000Z',
    ...change,
  };
}

export const FIXTURE_SCHEDULES: Reminder[] = [
  schedule(30),
  schedule(31, { state: 'due-soon', dueDate: '2026-12-01', daysLeft: 7, nextKm: 62_000, kmLeft: 350 }),
  schedule(32, { assetId: 3, assetName: 'Generator Denyo DCA-45', title: 'Oil change (generator)', serviceTaskId: 12, everyKm: null, nextKm: null, kmLeft: null, odometerKm: null, everyHours: 250, nextHours: 1_200, hoursLeft: -10.5, engineHours: 1_210.5, dueDate: '2027-01-10', daysLeft: 47, state: 'overdue', lastDoneOn: null }),
  schedule(33, { assetId: 2, assetName: 'Isuzu NPR VBN 88', state: 'due', dueDate: '2026-11-24', daysLeft: 0, kmLeft: 1_200 }),
];

/** A road tax reminder: not a schedule. */
export const FIXTURE_ROAD_TAX: Reminder = schedule(40, { kind: 'road-tax', title: 'Road tax', serviceTaskId: null, programName: null, state: 'overdue', everyKm: null, nextKm: null, kmLeft: null, daysLeft: -3 });

export const FIXTURE_PROGRAMS: ServiceProgram[] = [
  {
    id: 5,
    name: 'Heavy truck A-service',
    description: 'Dealer schedule for the Hino and Isuzu trucks.',
    tasks: [
      { id: 11, name: 'Engine oil and filter', everyMonths: 6, everyKm: 10_000, everyHours: null, noticeDays: 14, noticeKm: 500, noticeHours: 25 },
      { id: 13, name: 'Brake inspection', everyMonths: 12, everyKm: null, everyHours: null, noticeDays: 30, noticeKm: 500, noticeHours: 25 },
    ],
    assetIds: [1],
    groupIds: [7],
    notifyWeb: true,
    emails: ['workshop@demo.fleet'],
    coveredAssetIds: [1, 2],
    updatedAt: '2026-11-01T00:00:00.000Z',
  },
  {
    id: 6,
    name: 'Generator 250 h',
    description: '',
    tasks: [{ id: 12, name: 'Oil change (generator)', everyMonths: 6, everyKm: null, everyHours: 250, noticeDays: 14, noticeKm: 500, noticeHours: 25 }],
    assetIds: [3],
    groupIds: [],
    notifyWeb: true,
    emails: [],
    coveredAssetIds: [3],
    updatedAt: '2026-11-01T00:00:00.000Z',
  },
];
