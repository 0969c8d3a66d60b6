import { formatDuration, type PlaybackRoutePoint } from '@fleet/domain';
import { localDayOf, nextLocalDay, type LocalDay } from './local-day';
import type { DetailsItem, FuelLevelColor, LongEventItem } from './types';

const isStopStatus = (s: PlaybackRoutePoint['status']): s is 'Parked' | 'Idling' => s === 'Parked' || s === 'Idling';

/**
 * The details list of SPEC §4, for points sorted by `t` (pass the full-resolution `track.points`).
 *
 * - Stops: one or more consecutive points with the status Parked, or with the status Idling, make one
 *   `{kind:'long-event'}` card (a single stopped sample is a stop too). A stop lasts from its first stopped sample
 *   until the next sample of another status (the next move); when the route ends stopped, until its last sample.
 *   `count` = points merged; duration text via formatDuration ('less 1 minute' under a minute).
 * - Days: a `{kind:'day'}` header (label 'D/M/YYYY' in `timeZone`) for every local day from the first point's to the
 *   last point's, each in order before that day's items. A stop that runs past midnight stays one card under the day
 *   it began (`multiDay`: its card shows dates); every later day it reaches gets its header and a `{kind:'continued'}`
 *   row (the stop goes on all day, or until its end). A day without any sample and not covered by a stop gets a
 *   `{kind:'no-data'}` row.
 * - Every other point is a `{kind:'point'}` item.
 * Keys are unique: 'day-Y-M-D', 'p-<index>', 'e-<first>', 'c-<first>-<day>', 'n-<day>'.
 */
export function buildDetailsList(points: readonly PlaybackRoutePoint[], timeZone: string): DetailsItem[] {
  const items: DetailsItem[] = [];
  const n = points.length;
  if (n === 0) return items;
  let day: LocalDay = localDayOf(points[0]!.t, timeZone);
  items.push({ kind: 'day', key: day.key, label: day.label, start: day.start });
  /** The last stop card: the days it reaches after its own get a 'continued' row. */
  let open: LongEventItem | null = null;

  /** Headers (with their continued / no-data rows) for each day after the current one up to the day of `t`. */
  const advanceTo = (t: number) => {
    while (t >= day.to) {
      day = nextLocalDay(day, timeZone);
      items.push({ kind: 'day', key: day.key, label: day.label, start: day.start });
      if (open !== null && open.end > day.start) {
        items.push({ kind: 'continued', key: `c-${open.first}-${day.key}`, status: open.status, first: open.first, start: open.start, end: open.end, dayStart: day.start });
      } else if (t >= day.to) {
        items.push({ kind: 'no-data', key: `n-${day.key}`, dayStart: day.start });
      }
    }
  };

  let i = 0;
  while (i < n) {
    const p = points[i]!;
    advanceTo(p.t);
    const status = p.status;
    if (isStopStatus(status)) {
      let j = i;
      while (j + 1 < n && points[j + 1]!.status === status) j++;
      const start = p.t;
      const end = j + 1 < n ? points[j + 1]!.t : points[j]!.t;
      const item: LongEventItem = {
        kind: 'long-event',
        key: `e-${i}`,
        status,
        first: i,
        last: j,
        start,
        end,
        durationMs: end - start,
        duration: formatDuration(end - start),
        count: j - i + 1,
        multiDay: end >= day.to,
      };
      items.push(item);
      open = item;
      i = j + 1;
      // A stop that ends the route still gets the headers of the days it reaches.
      if (i === n && item.multiDay) advanceTo(end);
    } else {
      items.push({ kind: 'point', key: `p-${i}`, index: i });
      open = null;
      i++;
    }
  }
  return items;
}

/** Fuel percentage colour (SPEC §4): 0–30 danger, over 30 up to 70 warning, over 70 success (NaN → danger). */
export function fuelLevelColor(percent: number): FuelLevelColor {
  if (!(percent > 30)) return 'danger';
  if (percent <= 70) return 'warning';
  return 'success';
}
