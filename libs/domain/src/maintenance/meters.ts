/**
 * An asset's meters (odometer, engine hours) as maintenance reads them: from its tracker when the tracker gives that
 * meter (the dashboard figure: tracker plus the asset's offset), else from the last reading entered by hand (assets
 * without a tracker: generators, forklifts, trailers, tools). One rule for schedules, work orders, tires and costs.
 */

/** Where a meter's figure comes from. */
export type MeterSource = 'tracker' | 'manual' | null;

/** One meter now. */
export interface MeterValue {
  value: number | null;
  source: MeterSource;
  /** When the figure was read, ms (the tracker's last report or the manual reading's time); null without one. */
  at: number | null;
}

/** The meter from the tracker when it has one, else the last manual reading, else none. */
export function currentMeter(tracker: { value: number | null; at: number | null }, manual: { value: number; at: number } | null): MeterValue {
  if (tracker.value !== null) return { value: tracker.value, source: 'tracker', at: tracker.at };
  if (manual) return { value: manual.value, source: 'manual', at: manual.at };
  return { value: null, source: null, at: null };
}

/**
 * The distance (or hours) an asset covered over a period from readings entered by hand: the last reading at or before
 * the end minus the last one at or before the start (the first in the period when there is none before). Null with
 * fewer than two readings to compare.
 */
export function meterDelta(readings: readonly { at: number; value: number }[], from: number, to: number): number | null {
  let start: number | null = null;
  let end: number | null = null;
  for (const r of [...readings].sort((a, b) => a.at - b.at)) {
    if (r.at <= from) start = r.value;
    else if (r.at <= to && start === null) start = r.value;
    if (r.at <= to) end = r.value;
  }
  return start !== null && end !== null && end >= start ? end - start : null;
}
