/**
 * Time formats of the specification. Every function takes the instant and an IANA time zone, so results do not
 * depend on the machine's zone. Fleet times show in the tenant's zone.
 */

/** The product's default zone. */
export const DEFAULT_TIME_ZONE = 'Asia/Kuala_Lumpur';

export interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Calendar parts of an instant in a zone. */
export function datePartsIn(instant: Date | number, timeZone: string = DEFAULT_TIME_ZONE): DateParts {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  const parts: Record<string, number> = {};
  for (const p of f.formatToParts(typeof instant === 'number' ? new Date(instant) : instant)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts['year'] ?? 0,
    month: parts['month'] ?? 0,
    day: parts['day'] ?? 0,
    hour: parts['hour'] ?? 0,
    minute: parts['minute'] ?? 0,
    second: parts['second'] ?? 0,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'D/M/YYYY | HH:mm:ss', the report time-range format. */
export function formatRangeTime(instant: Date | number, timeZone?: string): string {
  const p = datePartsIn(instant, timeZone);
  return `${p.day}/${p.month}/${p.year} | ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** 'D-M-YYYY HH.mm.ss', the PDF file name format. */
export function formatPdfFileStamp(instant: Date | number, timeZone?: string): string {
  const p = datePartsIn(instant, timeZone);
  return `${p.day}-${p.month}-${p.year} ${pad(p.hour)}.${pad(p.minute)}.${pad(p.second)}`;
}

/** 'DD/MM/YYYY|HH:mm:ss', the playback route point time. */
export function formatPointTime(instant: Date | number, timeZone?: string): string {
  const p = datePartsIn(instant, timeZone);
  return `${pad(p.day)}/${pad(p.month)}/${p.year}|${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/**
 * Converts a refuel time in 'day/month/year | time' form to 'YYYY-MM-DD HH:mm:ss'.
 * Returns null when the text is not of that form or names an impossible date.
 */
export function convertRefuelTime(text: string): string | null {
  const m = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*\|\s*(\d{1,2}):(\d{2})(?::(\d{2}))?\s*$/.exec(text);
  if (!m) return null;
  const [day, month, year, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number) as number[];
  if (!isValidDate(year!, month!, day!) || hour! > 23 || minute! > 59 || second! > 59) return null;
  return `${year}-${pad(month!)}-${pad(day!)} ${pad(hour!)}:${pad(minute!)}:${pad(second!)}`;
}

function isValidDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const days = [31, year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= (days[month - 1] ?? 0);
}

/** Human duration: '1 h 05 min', '12 min', or 'less 1 minute' under a minute. */
export function formatDuration(ms: number): string {
  if (ms < 60_000) return 'less 1 minute';
  const totalMin = Math.floor(ms / 60_000);
  const h = Math.floor(totalMin / 60);
  const min = totalMin % 60;
  return h > 0 ? `${h} h ${pad(min)} min` : `${min} min`;
}
