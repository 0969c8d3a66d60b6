/** The longest period of one report, ms (31 days). */
export const MAX_REPORT_RANGE_MS = 31 * 24 * 3_600_000;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** An instant as the value of a datetime-local input (local time, minutes). */
export function toLocalInputValue(instant: Date | number): string {
  const d = new Date(instant);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The ms of a datetime-local value, or null when it is empty or not a time. */
export function fromLocalInputValue(value: string): number | null {
  if (!value) return null;
  const ms = new Date(value).getTime();
  return Number.isFinite(ms) ? ms : null;
}

/** The default period: today 00:00 to now. */
export function defaultPeriod(now: Date = new Date()): { from: string; to: string } {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return { from: toLocalInputValue(start), to: toLocalInputValue(now) };
}

/** What is wrong with a period, or null when it can be run. */
export function periodError(from: number | null, to: number | null): string | null {
  if (from === null || to === null) return 'Choose both From and To.';
  if (to < from) return 'To must not be before From.';
  if (to - from > MAX_REPORT_RANGE_MS) return 'A report covers at most 31 days.';
  return null;
}
