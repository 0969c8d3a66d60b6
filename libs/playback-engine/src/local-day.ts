import { datePartsIn, instantOf } from '@fleet/domain';

/** A local calendar day of a zone and the real instants it spans, [start, to). */
export interface LocalDay {
  /** 'day-Y-M-D' */
  key: string;
  /** 'D/M/YYYY' */
  label: string;
  /** The instant the day begins (local midnight; the first instant after it when a DST jump skips midnight), ms. */
  start: number;
  /** The instant the next local day begins, ms. */
  to: number;
}

const DAY_MS = 86_400_000;

function dayOfParts(year: number, month: number, day: number, timeZone: string): LocalDay {
  const next = new Date(Date.UTC(year, month - 1, day) + DAY_MS);
  return {
    key: `day-${year}-${month}-${day}`,
    label: `${day}/${month}/${year}`,
    start: instantOf({ year, month, day }, timeZone),
    to: instantOf({ year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() }, timeZone),
  };
}

/** The local day (in `timeZone`) the instant `t` falls on. */
export function localDayOf(t: number, timeZone: string): LocalDay {
  const p = datePartsIn(t, timeZone);
  return dayOfParts(p.year, p.month, p.day, timeZone);
}

/** The local day after `day`. */
export function nextLocalDay(day: LocalDay, timeZone: string): LocalDay {
  return localDayOf(day.to, timeZone);
}
