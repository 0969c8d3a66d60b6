/** Local-time helpers. Days are numbered from 1970-01-01 in local time (UTC + offset). */

/** One day, ms. */
export const DAY_MS = 86_400_000;
/** One hour, ms. */
export const HOUR_MS = 3_600_000;
/** One minute, ms. */
export const MINUTE_MS = 60_000;

/** Local day number of a time. */
export function localDay(timeMs: number, utcOffsetMs: number): number {
  return Math.floor((timeMs + utcOffsetMs) / DAY_MS);
}

/** Start of a local day (local midnight), ms since epoch. */
export function localDayStart(day: number, utcOffsetMs: number): number {
  return day * DAY_MS - utcOffsetMs;
}

/** Weekday of a local day: 0 Sunday .. 6 Saturday (day 0 was a Thursday). */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** Local hour of day (fractional) of a time. */
export function localHour(timeMs: number, utcOffsetMs: number): number {
  const ms = (((timeMs + utcOffsetMs) % DAY_MS) + DAY_MS) % DAY_MS;
  return ms / HOUR_MS;
}
