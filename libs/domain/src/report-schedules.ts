import { WEEKDAYS, formatMinuteOfDay } from './alerts';
import { reportTitle } from './reports/build-report';
import type { ReportTypeId } from './reports/report-type-ids';
import { datePartsIn, instantOf } from './time-format';

/**
 * Automated reports: a report of the reports screen run on a schedule in the company's time zone over a relative
 * period, and e-mailed as PDF and/or Excel, with a run history that keeps the files. The periods and the run times
 * are computed here, once, from the company's calendar (never the server's or the browser's zone).
 */

/**
 * The relative periods a scheduled report covers, ending where the run's day (week, month) begins: the day before,
 * the week before (Monday to Sunday) or the calendar month before.
 */
export const REPORT_SCHEDULE_PERIODS = [
  { id: 'yesterday', label: 'Yesterday' },
  { id: 'last-week', label: 'Last week' },
  { id: 'last-month', label: 'Last month' },
] as const;
export type ReportSchedulePeriod = (typeof REPORT_SCHEDULE_PERIODS)[number]['id'];

/** How often a schedule runs. */
export const REPORT_SCHEDULE_FREQUENCIES = [
  { id: 'daily', label: 'Every day' },
  { id: 'weekly', label: 'Every week' },
  { id: 'monthly', label: 'Every month' },
] as const;
export type ReportScheduleFrequency = (typeof REPORT_SCHEDULE_FREQUENCIES)[number]['id'];

/** The files a scheduled report is sent as. */
export const REPORT_SCHEDULE_FORMATS = [
  { id: 'pdf', label: 'PDF' },
  { id: 'xlsx', label: 'Excel' },
] as const;
export type ReportScheduleFormat = (typeof REPORT_SCHEDULE_FORMATS)[number]['id'];

/** A run's state: running, sent (every recipient's mail accepted by the SMTP server) or failed (with why). */
export const REPORT_RUN_STATES = ['running', 'sent', 'failed'] as const;
export type ReportRunState = (typeof REPORT_RUN_STATES)[number];

/** Bounds of a schedule's fields. */
export const REPORT_SCHEDULE_LIMITS = {
  nameMax: 100,
  /** Schedules one company keeps. */
  schedulesMax: 200,
  recipientsMax: 20,
  /** Monthly runs fall on days 1-28, which every month has. */
  monthDayMax: 28,
  /** Runs kept per schedule, with their files (older ones are deleted as new ones start). */
  runsKept: 30,
} as const;

/** The texts of automated reports, used by the screen, the server and the tests. */
export const REPORT_SCHEDULE_TEXTS = {
  title: 'Scheduled reports',
  newSchedule: 'New schedule',
  scheduleThis: 'Schedule this report',
  editSchedule: 'Edit schedule',
  noSchedules: 'No scheduled reports yet.',
  noRuns: 'This schedule has not run yet.',
  nameRequired: 'Enter a name for the schedule.',
  nameTooLong: `The name must be at most ${REPORT_SCHEDULE_LIMITS.nameMax} characters.`,
  typeInvalid: 'Choose a report.',
  periodInvalid: 'Choose the period the report covers.',
  frequencyInvalid: 'Choose how often it runs.',
  weekdayInvalid: 'Choose the day of the week it runs on.',
  monthDayInvalid: `Choose a day of the month from 1 to ${REPORT_SCHEDULE_LIMITS.monthDayMax}.`,
  timeInvalid: 'Enter the time as HH:MM (00:00 to 23:59).',
  formatsRequired: 'Choose PDF, Excel or both.',
  recipientsRequired: 'Enter at least one e-mail address.',
  recipientsTooMany: `At most ${REPORT_SCHEDULE_LIMITS.recipientsMax} e-mail addresses.`,
  emailInvalid: 'Enter valid e-mail addresses, separated by commas.',
  assetsTooMany: 'Too many assets: choose fewer, or none for every asset.',
  clientScope: 'Choose the assets the report covers.',
  schedulesFull: `A company keeps at most ${REPORT_SCHEDULE_LIMITS.schedulesMax} scheduled reports. Delete one first.`,
  allAssets: 'Every asset',
  noSmtp: 'No SMTP server is configured (SMTP_URL): the report could not be e-mailed.',
  noAssets: 'The schedule covers no asset its owner may still see.',
  failed: 'The report could not be built. It will run again at its next time.',
  saved: (name: string) => `Schedule ${name} saved.`,
  deleted: (name: string) => `Schedule ${name} deleted.`,
  started: (name: string) => `${name} is running; it is e-mailed when it is ready.`,
} as const;

/** The schedule fields its runs are computed from. */
export interface ReportScheduleTiming {
  frequency: ReportScheduleFrequency;
  /** Weekly: 0 (Sunday) to 6. */
  weekday: number;
  /** Monthly: 1 to 28. */
  monthDay: number;
  /** Minutes after local midnight. */
  minuteOfDay: number;
}

const DAY_MS = 86_400_000;

/** The local calendar date `days` after (y, m, d), through UTC arithmetic (no zone involved). */
function addDays(y: number, m: number, d: number, days: number): { year: number; month: number; day: number } {
  const at = new Date(Date.UTC(y, m - 1, d) + days * DAY_MS);
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() };
}

/** The weekday (0 Sunday) of a calendar date. */
const weekdayOf = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).getUTCDay();

/**
 * The period a run at `runAt` covers, in the company's zone: yesterday (the local day before the run's), last week
 * (Monday 00:00 to Sunday 24:00 of the week before the run's) or last month (the calendar month before the run's).
 * `to` is the last millisecond of the period, as the reports screen's periods end.
 */
export function schedulePeriodRange(period: ReportSchedulePeriod, runAt: number, timeZone: string): { from: number; to: number } {
  const p = datePartsIn(runAt, timeZone);
  let start: { year: number; month: number; day: number };
  let end: { year: number; month: number; day: number };
  if (period === 'yesterday') {
    end = { year: p.year, month: p.month, day: p.day };
    start = addDays(p.year, p.month, p.day, -1);
  } else if (period === 'last-week') {
    // ISO weeks start on Monday.
    const sinceMonday = (weekdayOf(p.year, p.month, p.day) + 6) % 7;
    end = addDays(p.year, p.month, p.day, -sinceMonday);
    start = addDays(end.year, end.month, end.day, -7);
  } else {
    end = { year: p.year, month: p.month, day: 1 };
    start = p.month === 1 ? { year: p.year - 1, month: 12, day: 1 } : { year: p.year, month: p.month - 1, day: 1 };
  }
  return { from: instantOf(start, timeZone), to: instantOf(end, timeZone) - 1 };
}

/**
 * The first run time strictly after `after`, in the company's zone: daily at the time, weekly on the weekday at the
 * time, monthly on the day at the time. A time a daylight-saving jump skips runs right after the jump.
 */
export function nextScheduleRun(timing: ReportScheduleTiming, after: number, timeZone: string): number {
  const p = datePartsIn(after, timeZone);
  const hour = Math.floor(timing.minuteOfDay / 60);
  const minute = timing.minuteOfDay % 60;
  // Two months of days always hold the next monthly day.
  for (let i = 0; i <= 62; i += 1) {
    const d = addDays(p.year, p.month, p.day, i);
    if (timing.frequency === 'weekly' && weekdayOf(d.year, d.month, d.day) !== timing.weekday) continue;
    if (timing.frequency === 'monthly' && d.day !== timing.monthDay) continue;
    const at = instantOf({ ...d, hour, minute }, timeZone);
    if (at > after) return at;
  }
  throw new Error('no run time within two months');
}

/** "Every Monday at 07:00", "Every day at 06:30", "On day 1 of every month at 08:00". */
export function describeScheduleTiming(timing: ReportScheduleTiming): string {
  const at = formatMinuteOfDay(timing.minuteOfDay);
  if (timing.frequency === 'daily') return `Every day at ${at}`;
  if (timing.frequency === 'weekly') return `Every ${WEEKDAY_NAMES[timing.weekday] ?? WEEKDAYS[timing.weekday]?.label ?? '?'} at ${at}`;
  return `On day ${timing.monthDay} of every month at ${at}`;
}

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The label of a relative period. */
export function schedulePeriodLabel(period: ReportSchedulePeriod): string {
  return REPORT_SCHEDULE_PERIODS.find((p) => p.id === period)?.label ?? period;
}

/** The subject of a scheduled report's mail: "Weekly summary: Summary report, last week". */
export function scheduleMailSubject(name: string, type: ReportTypeId, period: ReportSchedulePeriod): string {
  return `${name}: ${reportTitle(type)} report, ${schedulePeriodLabel(period).toLowerCase()}`;
}
