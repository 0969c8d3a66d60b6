import { datePartsIn, instantOf } from '@fleet/domain';

/** The longest period of one report, ms (31 days). */
export const MAX_REPORT_RANGE_MS = 31 * 24 * 3_600_000;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** An instant as the value of a datetime-local input: the wall time in `timeZone` (minutes), never the browser's. */
export function toLocalInputValue(instant: Date | number, timeZone: string): string {
  const p = datePartsIn(instant, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * The instant a datetime-local value names in `timeZone`, or null when it is empty or not a time. `end` reads it as
 * the end of its minute (23:59 means up to 23:59:59.999), so that a period ending 23:59 covers the whole day.
 */
export function fromLocalInputValue(value: string, timeZone: string, end = false): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number) as number[];
  if (month! < 1 || month! > 12 || day! < 1 || day! > 31 || hour! > 23 || minute! > 59) return null;
  const ms = instantOf({ year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second: second! }, timeZone);
  return Number.isFinite(ms) ? ms + (end && m[6] === undefined ? 59_999 : 0) : null;
}

/** The default period in `timeZone`: today 00:00 to now. */
export function defaultPeriod(timeZone: string, now: number = Date.now()): { from: string; to: string } {
  const p = datePartsIn(now, timeZone);
  return { from: `${p.year}-${pad(p.month)}-${pad(p.day)}T00:00`, to: toLocalInputValue(now, timeZone) };
}

/** What is wrong with a period, or null when it can be run. */
export function periodError(from: number | null, to: number | null): string | null {
  if (from === null || to === null) return 'Choose both From and To.';
  if (to < from) return 'To must not be before From.';
  if (to - from > MAX_REPORT_RANGE_MS) return 'A report covers at most 31 days.';
  return null;
}
