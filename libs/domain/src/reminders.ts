/**
 * Reminders: date-based (road tax, insurance, inspection, licence, permit) and usage-based (every N km or N engine
 * hours from a reading), "whichever comes first" when several are set, with advance notice; their state from today's date in the
 * company's time zone and the asset's dashboard odometer. Values only (no zod): the schemas are in reminder-schemas.ts.
 */

/** The kinds of reminder, with their labels, in the order the form lists them. */
export const REMINDER_KINDS = [
  { kind: 'road-tax', label: 'Road tax' },
  { kind: 'insurance', label: 'Insurance' },
  { kind: 'inspection', label: 'Inspection' },
  { kind: 'licence', label: 'Licence' },
  { kind: 'permit', label: 'Permit' },
  { kind: 'service', label: 'Service' },
  { kind: 'other', label: 'Other' },
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number]['kind'];

/** The label of a kind ("Road tax"). */
export function reminderKindLabel(kind: string): string {
  return REMINDER_KINDS.find((k) => k.kind === kind)?.label ?? kind;
}

/** Where a reminder stands, least urgent first. `done`: completed and not repeating. */
export const REMINDER_STATES = ['ok', 'due-soon', 'due', 'overdue', 'done'] as const;
export type ReminderState = (typeof REMINDER_STATES)[number];

/** Labels and colours of the states. */
export const REMINDER_STATE_STYLES: Record<ReminderState, { label: string; color: string }> = {
  ok: { label: 'OK', color: '#43A047' },
  'due-soon': { label: 'Due soon', color: '#FB8C00' },
  due: { label: 'Due', color: '#F4511E' },
  overdue: { label: 'Overdue', color: '#E53935' },
  done: { label: 'Done', color: '#757575' },
};

/** What the state of a reminder is computed from. */
export interface ReminderDue {
  /** The next due date, `YYYY-MM-DD` in the company's time zone; null for a distance-only reminder. */
  dueDate: string | null;
  /** The odometer reading it is due at, km (dashboard odometer); null for a date-only reminder. */
  nextKm: number | null;
  /** Days before the due date it is "due soon". */
  noticeDays: number;
  /** Kilometres before the due reading it is "due soon". */
  noticeKm: number;
  /** The engine-hours reading it is due at, h (ENGINE_HOURS); null when not by engine hours. */
  nextHours: number | null;
  /** Engine hours before the due reading it is "due soon". */
  noticeHours: number;
  /** Completed and not repeating. */
  done: boolean;
}

/** How far a reminder is from due: days (date) and kilometres (reading) left; negative when past. */
export interface ReminderLeft {
  daysLeft: number | null;
  kmLeft: number | null;
  hoursLeft: number | null;
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  const ms = (key: string) => Date.UTC(Number(key.slice(0, 4)), Number(key.slice(5, 7)) - 1, Number(key.slice(8, 10)));
  return Math.round((ms(to) - ms(from)) / 86_400_000);
}

/** `YYYY-MM-DD` plus whole months, the day kept or clamped to the month's last (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7)) - 1 + months;
  const d = Number(date.slice(8, 10));
  const year = y + Math.floor(m / 12);
  const month = ((m % 12) + 12) % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

const RANK: Record<ReminderState, number> = { done: -1, ok: 0, 'due-soon': 1, due: 2, overdue: 3 };

/** A reading's state against the reading it is due at: due soon within the notice, due once reached, overdue once past by the notice again. */
function byReading(left: number | null, notice: number): ReminderState {
  return left === null ? 'ok' : left < -notice ? 'overdue' : left <= 0 ? 'due' : left <= notice ? 'due-soon' : 'ok';
}

/**
 * The state of a reminder on `today` (company date) with the asset's meters now, the dashboard odometer `odometerKm`
 * and the engine hours `engineHours` (null when unknown): by date, due soon within the notice, due on the day, overdue
 * after it; by each reading, due soon within its notice, due once reached, overdue once past it by the notice again.
 * With several, whichever is most urgent ("whichever comes first").
 */
export function reminderState(due: ReminderDue, today: string, odometerKm: number | null, engineHours: number | null): { state: ReminderState } & ReminderLeft {
  if (due.done) return { state: 'done', daysLeft: null, kmLeft: null, hoursLeft: null };
  const daysLeft = due.dueDate === null ? null : daysBetween(today, due.dueDate);
  const kmLeft = due.nextKm === null || odometerKm === null ? null : Math.round((due.nextKm - odometerKm) * 10) / 10;
  const hoursLeft = due.nextHours === null || engineHours === null ? null : Math.round((due.nextHours - engineHours) * 10) / 10;
  const byDate: ReminderState = daysLeft === null ? 'ok' : daysLeft < 0 ? 'overdue' : daysLeft === 0 ? 'due' : daysLeft <= due.noticeDays ? 'due-soon' : 'ok';
  const state = [byDate, byReading(kmLeft, due.noticeKm), byReading(hoursLeft, due.noticeHours)].reduce((a, b) => (RANK[b] > RANK[a] ? b : a));
  return { state, daysLeft, kmLeft, hoursLeft };
}

/** "in 10 days", "today", "3 days ago"; "in 420 km", "120 km ago": how far from due. */
export function describeLeft(left: ReminderLeft): string {
  const parts: string[] = [];
  if (left.daysLeft !== null) {
    const d = left.daysLeft;
    parts.push(d === 0 ? 'today' : d > 0 ? `in ${d} day${d === 1 ? '' : 's'}` : `${-d} day${d === -1 ? '' : 's'} ago`);
  }
  if (left.kmLeft !== null) {
    const k = Math.round(left.kmLeft);
    parts.push(k > 0 ? `in ${k} km` : k === 0 ? 'now' : `${-k} km ago`);
  }
  if (left.hoursLeft !== null) {
    const h = Math.round(left.hoursLeft);
    parts.push(h > 0 ? `in ${h} engine h` : h === 0 ? 'now' : `${-h} engine h ago`);
  }
  return parts.join(', ');
}

/** The one line a reminder's alert reads as: "Road tax due soon: WPX 1234 (in 10 days)". */
export function reminderSentence(title: string, state: ReminderState, assetName: string, left: ReminderLeft): string {
  const when = describeLeft(left);
  return `${title} ${REMINDER_STATE_STYLES[state].label.toLowerCase()}: ${assetName}${when ? ` (${when})` : ''}`;
}

/**
 * The next due after a completion on `doneOn` at the readings `readingKm` and `readingHours`: the date moves by the
 * repeat, each reading by its interval.
 */
export function nextDueAfter(
  reminder: { repeatMonths: number | null; everyKm: number | null; everyHours: number | null; dueDate: string | null },
  doneOn: string,
  readingKm: number | null,
  readingHours: number | null,
): { dueDate: string | null; nextKm: number | null; nextHours: number | null; done: boolean } {
  const repeats = reminder.repeatMonths !== null || reminder.everyKm !== null || reminder.everyHours !== null;
  if (!repeats) return { dueDate: reminder.dueDate, nextKm: null, nextHours: null, done: true };
  return {
    dueDate: reminder.repeatMonths !== null ? addMonths(doneOn, reminder.repeatMonths) : null,
    nextKm: reminder.everyKm !== null && readingKm !== null ? readingKm + reminder.everyKm : null,
    nextHours: reminder.everyHours !== null && readingHours !== null ? readingHours + reminder.everyHours : null,
    done: false,
  };
}

/** Limits of the reminder fields. */
export const REMINDER_LIMITS = {
  titleMax: 100,
  noteMax: 500,
  repeatMonthsMax: 120,
  everyKmMax: 1_000_000,
  noticeDaysMax: 365,
  noticeKmMax: 100_000,
  odometerMax: 10_000_000,
  everyHoursMax: 100_000,
  noticeHoursMax: 10_000,
  engineHoursMax: 1_000_000,
  costMax: 10_000_000,
  /** Reminders per company. */
  remindersMax: 20_000,
} as const;

/** The texts of the reminders area. */
export const REMINDER_TEXTS = {
  title: 'Reminders',
  newReminder: 'New reminder',
  editReminder: 'Edit reminder',
  complete: 'Complete',
  noReminders: 'No reminders yet. Add road tax, insurance or service reminders to be told before they are due.',
  titleRequired: 'Title is required.',
  titleTooLong: `Title must be at most ${REMINDER_LIMITS.titleMax} characters.`,
  kindInvalid: 'Choose a kind of reminder.',
  targetRequired: 'Choose an asset or a group.',
  dueRequired: 'Give a due date, a distance interval, an engine-hours interval, or several.',
  dateInvalid: 'Dates must be YYYY-MM-DD.',
  repeatInvalid: `Repeat must be a whole number of months from 1 to ${REMINDER_LIMITS.repeatMonthsMax}.`,
  everyKmInvalid: `The distance interval must be a number of km from 1 to ${REMINDER_LIMITS.everyKmMax}.`,
  readingInvalid: `Readings must be a number of km from 0 to ${REMINDER_LIMITS.odometerMax}.`,
  noticeDaysInvalid: `Notice must be a whole number of days from 0 to ${REMINDER_LIMITS.noticeDaysMax}.`,
  noticeKmInvalid: `Notice must be a number of km from 0 to ${REMINDER_LIMITS.noticeKmMax}.`,
  costInvalid: `Cost must be an amount from 0 to ${REMINDER_LIMITS.costMax}.`,
  noteTooLong: `Note must be at most ${REMINDER_LIMITS.noteMax} characters.`,
  emailInvalid: 'Each e-mail recipient must be a valid e-mail address.',
  startKmRequired: 'Give the reading the distance interval starts from.',
  startKmWithoutInterval: 'A start reading needs a distance interval.',
  everyHoursInvalid: `The engine-hours interval must be a number of hours from 1 to ${REMINDER_LIMITS.everyHoursMax}.`,
  hoursReadingInvalid: `Engine-hours readings must be a number of hours from 0 to ${REMINDER_LIMITS.engineHoursMax}.`,
  noticeHoursInvalid: `Notice must be a number of engine hours from 0 to ${REMINDER_LIMITS.noticeHoursMax}.`,
  startHoursRequired: 'Give the engine-hours reading the interval starts from.',
  startHoursWithoutInterval: 'A start engine-hours reading needs an engine-hours interval.',
  remindersFull: `A company keeps at most ${REMINDER_LIMITS.remindersMax} reminders.`,
  saved: (count: number) => (count === 1 ? 'Reminder saved.' : `${count} reminders saved (one per asset of the group).`),
  deleted: 'Reminder deleted.',
  completed: (title: string) => `${title} completed.`,
  managedBySchedule: (program: string) => `This reminder follows the service program ${program}: change the program in Maintenance.`,
  managedByDocument: 'This reminder follows a document\'s expiry: change the document in Maintenance.',
} as const;
