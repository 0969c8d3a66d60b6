/**
 * The periods of the transport pages (the trips board, the driver, client and transporter views), always in the
 * user's zone: today, this week (Monday to Sunday), the last 7 days, or custom days. Pure.
 */
import { TRANSPORT_LIMITS, TRANSPORT_TEXTS, datePartsIn, instantOf, localDateKey } from '@fleet/domain';

/** The periods offered, in the order they show. */
export const TRIP_PERIODS = [
  { id: 'today', label: 'Today' },
  { id: 'this-week', label: 'This week' },
  { id: 'last-7-days', label: 'Last 7 days' },
  { id: 'custom', label: 'Custom dates' },
] as const;
/** A period's id. */
export type TripPeriodId = (typeof TRIP_PERIODS)[number]['id'];
/** A period named by its id (custom dates apart). */
export type TripNamedPeriod = Exclude<TripPeriodId, 'custom'>;

/** The period the trips board opens on. */
export const DEFAULT_TRIP_PERIOD: TripNamedPeriod = 'this-week';

/** A period, ms since epoch; `to` excluded (the start of the day after its last day). */
export interface PeriodBounds {
  from: number;
  to: number;
}

/** A period as a picker holds it: its id and, for custom dates, its first and last day (`YYYY-MM-DD`). */
export interface PeriodChoice {
  id: TripPeriodId;
  first: string;
  last: string;
}

interface Day {
  year: number;
  month: number;
  day: number;
}

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `YYYY-MM-DD` as calendar parts, or null when it is not a real day. */
export function parseDay(key: string): Day | null {
  const m = DATE_KEY.exec(key);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? { year, month, day } : null;
}

/** The calendar day `n` days after `day` (months and years roll over). */
export function addDays(day: Day, n: number): Day {
  const d = new Date(Date.UTC(day.year, day.month - 1, day.day + n));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The calendar day an instant falls on in a zone. */
export function dayIn(instant: number, timeZone: string): Day {
  const p = datePartsIn(instant, timeZone);
  return { year: p.year, month: p.month, day: p.day };
}

/** 00:00 of a calendar day in a zone, ms. */
export const startOf = (day: Day, timeZone: string): number => instantOf(day, timeZone);

/** Day of the week of a calendar day: 0 Monday … 6 Sunday. */
const weekdayOf = (day: Day) => (new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() + 6) % 7;

/** The bounds of a named period at `now` in `timeZone` (every day whole, from 00:00 to the next day's 00:00). */
export function namedPeriodBounds(id: TripNamedPeriod, now: number, timeZone: string): PeriodBounds {
  const today = dayIn(now, timeZone);
  const first = id === 'today' ? today : id === 'this-week' ? addDays(today, -weekdayOf(today)) : addDays(today, -6);
  const afterLast = id === 'this-week' ? addDays(first, 7) : addDays(today, 1);
  return { from: startOf(first, timeZone), to: startOf(afterLast, timeZone) };
}

/** The bounds of custom days (`YYYY-MM-DD`, both included), or why they are not a period. */
export function customPeriodBounds(first: string, last: string, timeZone: string): PeriodBounds | { error: string } {
  const a = parseDay(first);
  const b = parseDay(last);
  if (!a || !b) return { error: TRANSPORT_TEXTS.dateInvalid };
  const from = startOf(a, timeZone);
  const to = startOf(addDays(b, 1), timeZone);
  if (to <= from || (to - from) / 86_400_000 > TRANSPORT_LIMITS.periodMaxDays + 0.1) return { error: TRANSPORT_TEXTS.periodInvalid };
  return { from, to };
}

/** The first and last day (`YYYY-MM-DD`) of bounds, in a zone. */
export function boundsDays(bounds: PeriodBounds, timeZone: string): { first: string; last: string } {
  return { first: localDateKey(bounds.from, timeZone), last: localDateKey(bounds.to - 1, timeZone) };
}

/** The picker's state for a named period at `now` (its days filled in, for a switch to custom dates). */
export function namedChoice(id: TripNamedPeriod, now: number, timeZone: string): PeriodChoice {
  return { id, ...boundsDays(namedPeriodBounds(id, now, timeZone), timeZone) };
}

/** What a choice covers at `now`: its bounds, or why it covers nothing. */
export function choiceBounds(choice: PeriodChoice, now: number, timeZone: string): PeriodBounds | { error: string } {
  return choice.id === 'custom' ? customPeriodBounds(choice.first, choice.last, timeZone) : namedPeriodBounds(choice.id, now, timeZone);
}

/** The 00:00 instants of `days` consecutive days from the one `start` falls on, and of the day after (days + 1 in all). */
export function dayStarts(start: number, days: number, timeZone: string): number[] {
  const first = dayIn(start, timeZone);
  return Array.from({ length: days + 1 }, (_, i) => startOf(addDays(first, i), timeZone));
}
