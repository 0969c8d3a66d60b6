import { datePartsIn, formatDuration, type PlaybackRoutePoint } from '@fleet/domain';
import type { DetailsItem, FuelLevelColor } from './types';

const DAY_MS = 86_400_000;

/** The local day of an instant, with the real-time bounds [from, to) of that day, so that most points need no Intl call. */
interface LocalDay {
  key: string;
  label: string;
  /** Instant of the day's local midnight (or earlier bound already checked). */
  from: number;
  /** Instant of the next local midnight. */
  to: number;
}

/** Offset (local − UTC, ms) of `timeZone` at instant `t`, and the local calendar parts. */
function localDayOf(t: number, timeZone: string): LocalDay {
  const p = datePartsIn(t, timeZone);
  const ms = ((t % 1000) + 1000) % 1000;
  const offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) + ms - t;
  const localMidnight = Date.UTC(p.year, p.month - 1, p.day);
  const localNextMidnight = localMidnight + DAY_MS;
  // Real instants of the two midnights, re-checked with the offset in force there (DST changes within the day).
  const from = Math.min(t, midnightInstant(localMidnight, offset, timeZone));
  const to = Math.max(t + 1, midnightInstant(localNextMidnight, offset, timeZone));
  return { key: `day-${p.year}-${p.month}-${p.day}`, label: `${p.day}/${p.month}/${p.year}`, from, to };
}

/** Real instant whose local wall time is `localMs` (as a UTC-encoded number), starting from the guess `offset`. */
function midnightInstant(localMs: number, offset: number, timeZone: string): number {
  let guess = localMs - offset;
  for (let k = 0; k < 2; k++) {
    const p = datePartsIn(guess, timeZone);
    const o = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) + (((guess % 1000) + 1000) % 1000) - guess;
    if (o === offset) break;
    offset = o;
    guess = localMs - offset;
  }
  return guess;
}

const isLongStatus = (s: PlaybackRoutePoint['status']): s is 'Parked' | 'Idling' => s === 'Parked' || s === 'Idling';

/**
 * The details list of SPEC §4, for points sorted by `t` (pass `track.points`).
 * - `{kind:'day'}` header (label 'D/M/YYYY' in `timeZone`, key 'day-YYYY-M-D') before the first item of each local day.
 * - Two or more consecutive points with the same status Parked, or the same status Idling, merge into one
 *   `{kind:'long-event'}` card: first/last point indexes, `count` = points merged, `durationMs` = t(last) − t(first)
 *   (the time the card's own points span; a gap under one minute reads 'less 1 minute' via formatDuration).
 *   A run crossing midnight stays one card under the day it started; the next item gets the new day's header.
 * - Every other point is a `{kind:'point'}` item.
 * Keys are unique: 'day-…', 'p-<index>', 'e-<first>'.
 */
export function buildDetailsList(points: readonly PlaybackRoutePoint[], timeZone: string): DetailsItem[] {
  const items: DetailsItem[] = [];
  const n = points.length;
  let day: LocalDay | null = null;
  let headerKey = '';
  let i = 0;
  while (i < n) {
    const p = points[i]!;
    const t = p.t;
    if (day === null || t < day.from || t >= day.to) day = localDayOf(t, timeZone);
    if (day.key !== headerKey) {
      headerKey = day.key;
      items.push({ kind: 'day', key: day.key, label: day.label });
    }
    const status = p.status;
    let j = i;
    if (isLongStatus(status)) while (j + 1 < n && points[j + 1]!.status === status) j++;
    if (j > i) {
      const durationMs = points[j]!.t - t;
      items.push({ kind: 'long-event', key: `e-${i}`, status: status as 'Parked' | 'Idling', first: i, last: j, durationMs, duration: formatDuration(durationMs), count: j - i + 1 });
    } else {
      items.push({ kind: 'point', key: `p-${i}`, index: i });
    }
    i = j + 1;
  }
  return items;
}

/** Fuel percentage colour (SPEC §4): 0–30 danger, over 30 up to 70 warning, over 70 success (NaN → danger). */
export function fuelLevelColor(percent: number): FuelLevelColor {
  if (!(percent > 30)) return 'danger';
  if (percent <= 70) return 'warning';
  return 'success';
}
