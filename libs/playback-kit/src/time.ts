import { DEFAULT_TIME_ZONE, datePartsIn } from '@fleet/domain';

const pad = (n: number) => String(n).padStart(2, '0');

/** A playback period, ms since epoch, both ends included. */
export interface PlaybackTimeRange {
  start: number;
  end: number;
}

/** 'HH:MM:SS' of a span of time (hours grow past 24 for periods over a day). */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  return `${pad(h)}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** 'D/M/YYYY HH:mm:ss' of an instant in a zone (the range picker's text). */
export function formatPickerTime(instant: number, timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = datePartsIn(instant, timeZone);
  return `${p.day}/${p.month}/${p.year} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** 'D/M/YYYY HH:mm:ss – D/M/YYYY HH:mm:ss' */
export function formatPickerRange(range: PlaybackTimeRange, timeZone?: string): string {
  return `${formatPickerTime(range.start, timeZone)} – ${formatPickerTime(range.end, timeZone)}`;
}

/** 'HH:mm:ss' of an instant in a zone. */
export function formatClock(instant: number, timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = datePartsIn(instant, timeZone);
  return `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** The instant (ms) at which the wall clock of `timeZone` shows the given calendar date and time. */
export function zonedTimeToEpoch(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  timeZone: string = DEFAULT_TIME_ZONE,
): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const offsetAt = (instant: number) => {
    const p = datePartsIn(instant, timeZone);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant / 1000) * 1000;
  };
  const first = wall - offsetAt(wall);
  return wall - offsetAt(first);
}

/** Parses 'HH:mm' or 'HH:mm:ss' into [h, m, s]; null when malformed. */
export function parseTimeOfDay(text: string): [number, number, number] | null {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const [h, min, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? '0')];
  return h > 23 || min > 59 || s > 59 ? null : [h, min, s];
}

/** Today 00:00:00 – 23:59:59 in the zone (SPEC §5: the default playback range). */
export function defaultPlaybackRange(now: number = Date.now(), timeZone: string = DEFAULT_TIME_ZONE): PlaybackTimeRange {
  const p = datePartsIn(now, timeZone);
  return {
    start: zonedTimeToEpoch(p.year, p.month, p.day, 0, 0, 0, timeZone),
    end: zonedTimeToEpoch(p.year, p.month, p.day, 23, 59, 59, timeZone),
  };
}
