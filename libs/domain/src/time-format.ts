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

/** Whether the runtime knows an IANA time zone name. */
export function isTimeZone(zone: string): boolean {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at an instant, ms (Asia/Kuala_Lumpur: +8 h). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const p = datePartsIn(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock time names in a zone (the inverse of datePartsIn): what a user means by "22/11 00:00" in
 * their company's zone, whatever the browser's zone. A time skipped by a daylight-saving jump resolves to the instant
 * after the jump; a repeated one to its first occurrence. Month 1-12; missing parts are 0.
 */
export function instantOf(parts: Partial<DateParts> & Pick<DateParts, 'year' | 'month' | 'day'>, timeZone: string = DEFAULT_TIME_ZONE): number {
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  // Two rounds settle the offset (it can differ on either side of a transition).
  let guess = wall - zoneOffsetMs(wall, timeZone);
  guess = wall - zoneOffsetMs(guess, timeZone);
  const back = datePartsIn(guess, timeZone);
  const shown = Date.UTC(back.year, back.month - 1, back.day, back.hour, back.minute, back.second);
  // A repeated hour: prefer the earlier instant when it shows the same wall time.
  const earlier = guess - 3_600_000;
  const e = datePartsIn(earlier, timeZone);
  if (Date.UTC(e.year, e.month - 1, e.day, e.hour, e.minute, e.second) === wall) return earlier;
  return shown === wall ? guess : guess + (wall - shown);
}

/** The start (00:00) of the local day an instant falls on, in a zone. */
export function startOfDayIn(instant: number, timeZone: string = DEFAULT_TIME_ZONE): number {
  const p = datePartsIn(instant, timeZone);
  return instantOf({ year: p.year, month: p.month, day: p.day }, timeZone);
}

/** 'YYYY-MM-DD' of the local day an instant falls on, in a zone. */
export function localDateKey(instant: number, timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = datePartsIn(instant, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** 'Asia/Kuala_Lumpur (UTC+08:00)': a zone as exports and screens name it. */
export function formatZoneLabel(timeZone: string, at: number): string {
  const offset = Math.round(zoneOffsetMs(at, timeZone) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${timeZone} (UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)})`;
}

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

/** Human duration: '1 h 05 min', '12 min', 'less 1 minute' under a minute, and '0' for none at all. */
export function formatDuration(ms: number): string {
  if (ms <= 0) return '0';
  if (ms < 60_000) return 'less 1 minute';
  const totalMin = Math.floor(ms / 60_000);
  const h = Math.floor(totalMin / 60);
  const min = totalMin % 60;
  return h > 0 ? `${h} h ${pad(min)} min` : `${min} min`;
}
