/**
 * The dispatch timeline's geometry (a Gantt by vehicle): the window of 1, 3 or 7 days in the user's zone, the hour
 * ticks, a bar per trip from its planned start to its planned end (trips of one vehicle that overlap take separate
 * lanes), the actual stop arrival ticks and the now line. Pure: trips and sizes in, pixels out.
 */
import { datePartsIn, instantOf, type TransportTrip, type TripDisplayStatus } from '@fleet/domain';
import { dayStarts, parseDay, startOf } from './trip-period';

/** The days the timeline spans. */
export const TIMELINE_SPANS = [1, 3, 7] as const;
/** Days the timeline spans. */
export type TimelineSpan = (typeof TIMELINE_SPANS)[number];

/** The narrowest bar, px (a trip without a window still shows). */
export const MIN_BAR_PX = 6;

/** The time window of the timeline: from the first day's 00:00 to the 00:00 after the last, and each day's 00:00. */
export interface TimelineWindow {
  from: number;
  to: number;
  /** The 00:00 of each day and of the day after the last (span + 1 instants). */
  days: number[];
}

/** The window of `span` days from `day` (`YYYY-MM-DD`) in a zone; null when the day is not one. */
export function timelineWindow(day: string, span: number, timeZone: string): TimelineWindow | null {
  const d = parseDay(day);
  if (!d) return null;
  const days = dayStarts(startOf(d, timeZone), span, timeZone);
  return { from: days[0]!, to: days[days.length - 1]!, days };
}

/** Where the time axis is drawn: the window, and the axis's left edge and width, px. */
export interface TimelineScale {
  from: number;
  to: number;
  left: number;
  width: number;
}

/** The x of an instant, px (outside the window: beyond the axis). */
export function xOf(scale: TimelineScale, t: number): number {
  return scale.left + ((t - scale.from) / (scale.to - scale.from)) * scale.width;
}

/** The x of now, px; null when now is outside the window. */
export function nowX(scale: TimelineScale, now: number): number | null {
  return now >= scale.from && now <= scale.to ? xOf(scale, now) : null;
}

/** One mark of the time axis: an hour, or (bold) a day's start. */
export interface TimelineTick {
  time: number;
  x: number;
  label: string;
  day: boolean;
}

/** Hours between two ticks for a span: every hour over one day, every 3 over three, every 12 over a week. */
export const tickStepHours = (span: number): number => (span <= 1 ? 1 : span <= 3 ? 3 : 12);

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const pad = (n: number) => String(n).padStart(2, '0');

/** The ticks of the axis in a zone: each day's 00:00 ("Tue 24/11") and the hours between ("06:00"). */
export function timelineTicks(scale: TimelineScale, window: TimelineWindow, timeZone: string): TimelineTick[] {
  const step = tickStepHours(window.days.length - 1);
  const ticks: TimelineTick[] = [];
  for (let i = 0; i < window.days.length - 1; i += 1) {
    const p = datePartsIn(window.days[i]!, timeZone);
    const next = window.days[i + 1]!;
    for (let hour = 0; hour < 24; hour += step) {
      const time = hour === 0 ? window.days[i]! : instantOf({ year: p.year, month: p.month, day: p.day, hour }, timeZone);
      if (time >= next) break;
      const label = hour === 0 ? `${WEEKDAYS[new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay()]} ${p.day}/${p.month}` : `${pad(datePartsIn(time, timeZone).hour)}:00`;
      ticks.push({ time, x: xOf(scale, time), label, day: hour === 0 });
    }
  }
  return ticks;
}

/** One trip's bar. */
export interface TimelineBar {
  trip: TransportTrip;
  x: number;
  width: number;
  /** The lane within its vehicle's row (0 the top one). */
  lane: number;
  /** It starts before the window, or ends after it. */
  clippedStart: boolean;
  clippedEnd: boolean;
  status: TripDisplayStatus;
}

/** A trip's bar in the window (clipped to it, at least MIN_BAR_PX wide); null when the trip is outside the window. */
export function barOf(trip: Pick<TransportTrip, 'plannedStart' | 'plannedEnd'>, scale: TimelineScale): Omit<TimelineBar, 'trip' | 'lane' | 'status'> | null {
  const end = Math.max(trip.plannedEnd, trip.plannedStart);
  if (trip.plannedStart >= scale.to || end < scale.from) return null;
  const x0 = xOf(scale, Math.max(trip.plannedStart, scale.from));
  const x1 = xOf(scale, Math.min(end, scale.to));
  const width = Math.max(MIN_BAR_PX, x1 - x0);
  return { x: Math.min(x0, scale.left + scale.width - width), width, clippedStart: trip.plannedStart < scale.from, clippedEnd: end > scale.to };
}

/** A vehicle's row: its bars and how many lanes they take. */
export interface TimelineRow {
  assetId: number;
  assetName: string;
  lanes: number;
  bars: TimelineBar[];
}

/**
 * The rows of the timeline: every vehicle given and every vehicle of a trip in the window, by name; each trip's bar in
 * the first lane of its vehicle where it overlaps no other (a trip may start where the one before ends). `onlyBusy` leaves out the vehicles without a trip.
 */
export function timelineRows(trips: readonly TransportTrip[], vehicles: readonly { assetId: number; assetName: string }[], scale: TimelineScale, onlyBusy = false): TimelineRow[] {
  const rows = new Map<number, TimelineRow>();
  for (const v of vehicles) rows.set(v.assetId, { assetId: v.assetId, assetName: v.assetName, lanes: 1, bars: [] });
  const sorted = [...trips].sort((a, b) => a.plannedStart - b.plannedStart || a.id - b.id);
  const laneEnds = new Map<number, number[]>();
  for (const trip of sorted) {
    const bar = barOf(trip, scale);
    if (!bar) continue;
    const row = rows.get(trip.assetId) ?? { assetId: trip.assetId, assetName: trip.assetName, lanes: 1, bars: [] };
    rows.set(trip.assetId, row);
    const ends = laneEnds.get(trip.assetId) ?? [];
    laneEnds.set(trip.assetId, ends);
    let lane = ends.findIndex((end) => end <= bar.x);
    if (lane === -1) lane = ends.length;
    ends[lane] = bar.x + bar.width;
    row.bars.push({ ...bar, trip, lane, status: trip.displayStatus });
    row.lanes = Math.max(row.lanes, lane + 1);
  }
  return [...rows.values()].filter((r) => !onlyBusy || r.bars.length > 0).sort((a, b) => a.assetName.localeCompare(b.assetName, 'en') || a.assetId - b.assetId);
}

/** A stop's actual arrival on a bar. */
export interface ArrivalTick {
  seq: number;
  x: number;
  time: number;
  /** Reached after its window. */
  late: boolean;
}

/** The arrivals of a trip's stops inside the window. */
export function arrivalTicks(trip: Pick<TransportTrip, 'stops'>, scale: TimelineScale): ArrivalTick[] {
  return trip.stops
    .filter((s) => s.arrivedAt !== null && s.arrivedAt >= scale.from && s.arrivedAt <= scale.to)
    .map((s) => ({ seq: s.seq, x: xOf(scale, s.arrivedAt!), time: s.arrivedAt!, late: (s.delayMin ?? 0) > 0 }));
}
