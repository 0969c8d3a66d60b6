/**
 * The meters the demo maintenance records are written at: each vehicle's dashboard odometer from its own stored
 * positions (hourly samples of the history, so that a record written at a sample's time carries exactly the
 * telemetry's figure), or the readings entered by hand of an asset without a tracker. Before the history begins a
 * meter is extrapolated back at the asset's mean rate (the demo keeps 30 days of positions; tires were fitted months
 * before).
 */
import { datePartsIn, instantOf } from '@fleet/domain';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** One reading of a meter. */
export interface MeterSample {
  time: number;
  value: number;
}

/** A meter's history: its samples (oldest first) and how fast it runs before them. */
export class MeterHistory {
  /** Units per ms, before the first sample. */
  private readonly rate: number;
  /** Whether each sample lies in the company's working hours (08:00-18:00). */
  private readonly working: boolean[];

  /**
   * @param samples readings, oldest first (a tracker's hourly samples or the readings entered by hand)
   * @param perDay the usual use per day (km or h), for a history too short to tell; also the rate's floor / 10
   * @param timeZone the company's zone: records are written in its working hours
   * @param interpolated readings by hand, a few days apart: the meter between two is read on the line between them
   */
  constructor(
    readonly samples: readonly MeterSample[],
    perDay: number,
    private readonly timeZone: string,
    private readonly interpolated = false,
  ) {
    const first = samples[0];
    const last = samples[samples.length - 1];
    const span = first && last ? last.time - first.time : 0;
    const measured = span >= 5 * DAY_MS ? (last!.value - first!.value) / span : perDay / DAY_MS;
    this.rate = Math.max(measured, perDay / 10 / DAY_MS);
    this.working = samples.map((s) => {
      const { hour } = datePartsIn(s.time, timeZone);
      return hour >= 8 && hour < 18;
    });
  }

  /** The newest reading (null without any). */
  get latest(): MeterSample | null {
    return this.samples[this.samples.length - 1] ?? null;
  }

  /** The meter at `time`: the last sample at or before it, extrapolated before the first (null without samples). */
  at(time: number): number | null {
    const first = this.samples[0];
    if (!first) return null;
    if (time < first.time) return round1(Math.max(0, first.value - this.rate * (first.time - time)));
    let lo = 0;
    let hi = this.samples.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.samples[mid]!.time <= time) lo = mid;
      else hi = mid - 1;
    }
    const a = this.samples[lo]!;
    const b = this.samples[lo + 1];
    if (this.interpolated && b && b.time > a.time) return round1(a.value + ((b.value - a.value) * (time - a.time)) / (b.time - a.time));
    return round1(a.value);
  }

  /**
   * A time near `time` to write a record at, with the meter then: for a tracker within its history the working-hours
   * sample nearest to it (a sample's own time, so that the figure is the telemetry's); before the history, or for
   * readings by hand, that day at `clock` (not after the last reading).
   */
  snap(time: number, clock = { hour: 10, minute: 30 }): MeterSample | null {
    const first = this.samples[0];
    if (!first) return null;
    const onClock = Math.min(this.atClock(time, clock), this.latest!.time);
    if (this.interpolated || onClock < first.time) return { time: onClock, value: this.at(onClock)! };
    let best = -1;
    for (const [i, s] of this.samples.entries()) {
      if (this.working[i] && (best < 0 || Math.abs(s.time - time) < Math.abs(this.samples[best]!.time - time))) best = i;
    }
    const chosen = best >= 0 && Math.abs(this.samples[best]!.time - time) <= DAY_MS ? this.samples[best]! : this.nearestInTime(time);
    return { time: chosen.time, value: round1(chosen.value) };
  }

  /**
   * When the meter read about `value` (as `snap` places it): before the history, extrapolated back; for readings by
   * hand, on the line between two; for a tracker, the sample nearest to `value` among those within [lo, hi]
   * (working hours first), else the nearest overall.
   */
  when(value: number, lo = value, hi = value, clock = { hour: 10, minute: 30 }): MeterSample | null {
    const first = this.samples[0];
    if (!first) return null;
    if (value < first.value) return this.snap(first.time - (first.value - value) / this.rate, clock);
    if (this.interpolated) {
      const i = this.samples.findIndex((s) => s.value >= value);
      const b = this.samples[i];
      if (!b) return { ...this.latest! };
      const a = this.samples[i - 1];
      return this.snap(a && b.value > a.value ? Math.round(a.time + ((b.time - a.time) * (value - a.value)) / (b.value - a.value)) : b.time, clock);
    }
    const pick = (pool: readonly number[]) => pool.reduce<number>((b, i) => (b < 0 || Math.abs(this.samples[i]!.value - value) < Math.abs(this.samples[b]!.value - value) ? i : b), -1);
    const inRange = this.samples.flatMap((s, i) => (s.value >= lo && s.value <= hi ? [i] : []));
    const chosen = [pick(inRange.filter((i) => this.working[i])), pick(inRange), pick(this.samples.map((_, i) => i))].find((i) => i >= 0)!;
    const s = this.samples[chosen]!;
    return { time: s.time, value: round1(s.value) };
  }

  private nearestInTime(time: number): MeterSample {
    return this.samples.reduce((b, s) => (Math.abs(s.time - time) < Math.abs(b.time - time) ? s : b));
  }

  /** The same company date as `time`, at the clock time. */
  private atClock(time: number, clock: { hour: number; minute: number }): number {
    const p = datePartsIn(time, this.timeZone);
    return instantOf({ year: p.year, month: p.month, day: p.day, hour: clock.hour, minute: clock.minute }, this.timeZone);
  }
}

const round1 = (v: number) => Math.round(v * 10) / 10;

/**
 * The dashboard odometer history of tracked assets over the `days` before `now`: for each hour, the asset's last
 * position of that hour with an odometer (the tracker's figure plus the asset's offset). One statement of index
 * probes (assets x hours), not a scan of the positions.
 */
export async function loadOdometerSamples(db: Kysely<DB>, assetIds: readonly number[], now: number, days: number): Promise<Map<number, MeterSample[]>> {
  const out = new Map<number, MeterSample[]>();
  if (assetIds.length === 0) return out;
  const from = new Date(Math.floor((now - days * DAY_MS) / HOUR_MS) * HOUR_MS + HOUR_MS);
  const { rows } = await sql<{ asset_id: number; time: Date; value: number }>`
    select a.id as asset_id, p.time, p.odometer + a.odometer_offset_km as value
    from assets a
    cross join generate_series(${from}::timestamptz, ${new Date(now)}::timestamptz, interval '1 hour') as s(t)
    cross join lateral (
      select time, odometer from positions
      where asset_id = a.id and time <= s.t and time > s.t - interval '1 hour' and odometer is not null
      order by time desc limit 1
    ) p
    where a.id = any(${[...assetIds]}::int[])
    order by a.id, p.time`.execute(db);
  for (const r of rows) {
    const list = out.get(r.asset_id) ?? [];
    list.push({ time: new Date(r.time).getTime(), value: Number(r.value) });
    out.set(r.asset_id, list);
  }
  return out;
}
