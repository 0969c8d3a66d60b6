import type { AssetStatus, PlaybackRoutePoint } from '@fleet/domain';
import { localDayOf, nextLocalDay } from './local-day';

/** A stretch of time with one status, ms: [start, end). */
export interface StatusSegment {
  start: number;
  end: number;
  status: AssetStatus;
}

/**
 * The route's statuses over time, for the time bar: consecutive points of one status make one segment, which lasts
 * until the first point of another status (the stop rule of the details list); the last one ends at the last point.
 */
export function statusSegments(points: readonly Pick<PlaybackRoutePoint, 't' | 'status'>[]): StatusSegment[] {
  const out: StatusSegment[] = [];
  const n = points.length;
  let i = 0;
  while (i < n) {
    const status = points[i]!.status;
    let j = i;
    while (j + 1 < n && points[j + 1]!.status === status) j++;
    out.push({ start: points[i]!.t, end: j + 1 < n ? points[j + 1]!.t : points[j]!.t, status });
    i = j + 1;
  }
  return out;
}

/** A local midnight inside the period: its instant (ms) and 'D/M'. */
export interface DayMark {
  t: number;
  label: string;
}

/** The local midnights (in `timeZone`) strictly after `start` and at or before `end`, ms. */
export function dayMarks(start: number, end: number, timeZone: string): DayMark[] {
  const out: DayMark[] = [];
  if (!(end > start)) return out;
  let day = localDayOf(start, timeZone);
  for (;;) {
    day = nextLocalDay(day, timeZone);
    if (day.start > end) return out;
    const [d, m] = day.label.split('/');
    out.push({ t: day.start, label: `${d}/${m}` });
  }
}

/**
 * The parked stretches of a route as [start0, end0, start1, end1, …] (ms, ascending): each Parked stop from its first
 * sample until the next sample of another status ("skip parked" jumps over them).
 */
export function parkedSpans(points: readonly Pick<PlaybackRoutePoint, 't' | 'status'>[]): Float64Array {
  const spans = statusSegments(points).filter((s) => s.status === 'Parked' && s.end > s.start);
  const out = new Float64Array(spans.length * 2);
  spans.forEach((s, k) => {
    out[2 * k] = s.start;
    out[2 * k + 1] = s.end;
  });
  return out;
}

/** The stretches where every list's spans overlap (several assets: skip only while all of them are parked). */
export function intersectSpans(lists: readonly ArrayLike<number>[]): Float64Array {
  if (lists.length === 0) return new Float64Array(0);
  let acc: number[] = Array.from(lists[0]!);
  for (let l = 1; l < lists.length; l++) {
    const b = lists[l]!;
    const next: number[] = [];
    let i = 0;
    let j = 0;
    while (i < acc.length && j < b.length) {
      const lo = Math.max(acc[i]!, b[j]!);
      const hi = Math.min(acc[i + 1]!, b[j + 1]!);
      if (hi > lo) next.push(lo, hi);
      if (acc[i + 1]! < b[j + 1]!) i += 2;
      else j += 2;
    }
    acc = next;
  }
  return Float64Array.from(acc);
}

/** The end of the span holding `t` (start ≤ t < end), or `t` itself outside every span (binary search). */
export function skipSpanAt(spans: ArrayLike<number>, t: number): number {
  let lo = 0;
  let hi = spans.length / 2 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const a = spans[2 * mid]!;
    const b = spans[2 * mid + 1]!;
    if (t < a) hi = mid - 1;
    else if (t >= b) lo = mid + 1;
    else return b;
  }
  return t;
}
