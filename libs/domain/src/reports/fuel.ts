import { DEFAULT_STATUS_THRESHOLDS, type StatusThresholds } from '../status';
import { sortByTime } from './trips';
import type { ReportPoint } from './report-types';

/*
 * Refuels and fuel drains: ONE rule set, used by the reports (detectFuelEvents, smoothFuel) and by the server's
 * streaming event detector (FuelEventTracker), so the Fuel / Summary reports and the stored refuel / fuel-drain events
 * (Notification, Alarm reports) always agree.
 *
 * 1. Samples: the points with a finite litre level, in time order. A point not newer than the last point seen is
 *    ignored (re-sent reports); points without a level still count for "parked" (rule 4).
 * 2. Level: the median of 3 consecutive samples (the sample, the one before and the one after), so a single-sample
 *    sensor spike never moves the level while a real step stays sharp. It is causal with a lag of one sample: a
 *    sample's level is known when the next sample arrives. The first sample of a series, and the last one at flush(),
 *    have only one neighbour: their level is the median of the two (their mean; a lone sample keeps its raw level).
 *    Such edge levels are shown (smoothFuel) but take no part in rules 3-5, so a half window never makes an event.
 * 3. A rise (fall) is a run of consecutive levels, each more than FUEL_EVENT_EPSILON_LITRES above (below) the one
 *    before and at most FUEL_EVENT_MAX_GAP_MS after it. It starts at the last level before the change and ends at the
 *    last level of the run (the run is closed by the first level that does not continue it).
 * 4. A fall continues only while parked: every point from the sample before the step to the sample of the step
 *    (including points without a level) is below the moving speed (StatusThresholds.movingSpeedKmh) with ignition
 *    not on. A fall while driving is consumption, never a drain.
 * 5. A closed run is a refuel (rise) or drain (fall) when it changed the level by at least fuelEventThreshold(tank):
 *    5 % of the tank, or 10 L when the tank size is unknown.
 */

/** A smoothed fuel sample. */
export interface FuelSample {
  /** ms since epoch */
  time: number;
  /** litres, raw */
  raw: number;
  /** litres, the median of 3 consecutive raw levels (see the rule set above) */
  litres: number;
  /** index of the source point in the time-sorted points */
  index: number;
}

/** Samples in the smoothing median (odd). */
export const FUEL_SMOOTHING_SAMPLES = 3;
/** Consecutive samples of one rise or fall are at most this far apart, ms (30 min). */
export const FUEL_EVENT_MAX_GAP_MS = 30 * 60_000;
/** A step of the smoothed level counts as a rise or fall only beyond this, litres (sensor quantisation). */
export const FUEL_EVENT_EPSILON_LITRES = 0.05;
/** Share of the tank a refuel or drain must reach (5 %). */
export const FUEL_EVENT_TANK_SHARE = 0.05;
/** Litres a refuel or drain must reach when the tank size is unknown. */
export const FUEL_EVENT_MIN_LITRES = 10;

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

const median3 = (a: number, b: number, c: number): number => Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));

/**
 * Tank size, litres, estimated from points that carry both litres and percent (median of litres / percent x 100);
 * null when no point carries both.
 */
export function estimateTankLitres(points: readonly Pick<ReportPoint, 'fuelLitres' | 'fuelPercent'>[]): number | null {
  const est: number[] = [];
  for (const p of points) {
    if (p.fuelLitres !== null && p.fuelPercent !== null && p.fuelPercent > 0) est.push((p.fuelLitres * 100) / p.fuelPercent);
  }
  return est.length ? median(est) : null;
}

/** A refuel or drain. */
export interface FuelEvent {
  kind: 'refuel' | 'drain';
  /** ms since epoch: last sample before the change */
  start: number;
  /** ms since epoch: sample where the change ends */
  end: number;
  /** smoothed litres before and after */
  before: number;
  after: number;
  /** litres, positive for both kinds */
  amount: number;
  /** where the change starts */
  lat: number;
  lng: number;
  address: string | null;
}

export interface FuelEventOptions {
  /** FUEL_SMOOTHING_SAMPLES (3, default): median of 3 consecutive samples; 1: raw levels (no smoothing). */
  smoothingSamples?: 1 | 3;
  /** Longest step of one rise or fall, ms (default FUEL_EVENT_MAX_GAP_MS). */
  maxGapMs?: number;
  /** The moving speed for "parked" (default DEFAULT_STATUS_THRESHOLDS). */
  thresholds?: StatusThresholds;
}

/** What the tracker reads of a point (a ReportPoint or a stored Position both fit). */
export type FuelTrackPoint = Pick<ReportPoint, 'time' | 'lat' | 'lng' | 'speed' | 'ignition' | 'fuelLitres' | 'fuelPercent'> & {
  address?: string | null;
};

/** A sample with its smoothed level, as the tracker settles it. */
export interface FuelLevel<P extends FuelTrackPoint = FuelTrackPoint> {
  point: P;
  time: number;
  raw: number;
  litres: number;
}

export interface FuelTrackerOptions<P extends FuelTrackPoint = FuelTrackPoint> extends FuelEventOptions {
  /**
   * Tank size, litres: a number, null (unknown: 10 L threshold), or undefined (default) to estimate it from the points
   * seen so far (median of litres / percent x 100, as estimateTankLitres).
   */
  tankLitres?: number | null;
  /** Called for every sample once its level is settled, in time order. */
  onLevel?: (level: FuelLevel<P>) => void;
}

/** Litres a change must reach: 5 % of the tank, or 10 L when the tank size is unknown (null or <= 0). */
export function fuelEventThreshold(tankLitres: number | null): number {
  return tankLitres !== null && tankLitres > 0 ? tankLitres * FUEL_EVENT_TANK_SHARE : FUEL_EVENT_MIN_LITRES;
}

interface Sample<P> {
  point: P;
  time: number;
  raw: number;
  /** this point is parked */
  parked: boolean;
  /** every point after the previous sample, up to and including this one, is parked */
  parkedTo: boolean;
}

interface Level<P> extends Sample<P> {
  litres: number;
}

interface Run<P> {
  from: Level<P>;
  last: Level<P>;
}

/** Tank estimates kept by a tracker without a given tank size (the newest ones). */
const TANK_ESTIMATES_KEPT = 101;

/**
 * The streaming refuel / drain detector: feed it the points of ONE asset in time order (in any batches) with push();
 * each call returns the events that became certain. flush() settles the last sample and closes an open run at the end
 * of a series. See the rule set at the top of this file.
 */
export class FuelEventTracker<P extends FuelTrackPoint = FuelTrackPoint> {
  private readonly smoothing: 1 | 3;
  private readonly maxGapMs: number;
  private readonly movingKmh: number;
  private readonly tank: number | null | undefined;
  private readonly onLevel: ((level: FuelLevel<P>) => void) | undefined;
  private readonly tankEstimates: number[] = [];
  private lastTime = -Infinity;
  /** Every point since the last sample is parked. */
  private parkedSinceSample = true;
  /** The newest samples (at most 3) and how many samples the current series has. */
  private window: Sample<P>[] = [];
  private samples = 0;
  private prev: Level<P> | null = null;
  private rise: Run<P> | null = null;
  private fall: Run<P> | null = null;

  constructor(options: FuelTrackerOptions<P> = {}) {
    this.smoothing = options.smoothingSamples ?? FUEL_SMOOTHING_SAMPLES;
    this.maxGapMs = options.maxGapMs ?? FUEL_EVENT_MAX_GAP_MS;
    this.movingKmh = (options.thresholds ?? DEFAULT_STATUS_THRESHOLDS).movingSpeedKmh;
    this.tank = options.tankLitres;
    this.onLevel = options.onLevel;
  }

  /** The time of the newest point taken (-Infinity before the first). */
  get lastPointTime(): number {
    return this.lastTime;
  }

  /** The tank size the threshold uses now. */
  tankLitres(): number | null {
    if (this.tank !== undefined) return this.tank;
    return this.tankEstimates.length ? median(this.tankEstimates) : null;
  }

  /** Takes the next point; a point not newer than the last one taken is ignored. Returns the events it settled. */
  push(p: P): FuelEvent[] {
    if (!(p.time > this.lastTime)) return [];
    this.lastTime = p.time;
    const parked = p.speed < this.movingKmh && p.ignition !== true;
    this.parkedSinceSample &&= parked;
    if (p.fuelLitres === null || !Number.isFinite(p.fuelLitres)) return [];
    if (this.tank === undefined && p.fuelPercent !== null && p.fuelPercent > 0) {
      this.tankEstimates.push((p.fuelLitres * 100) / p.fuelPercent);
      if (this.tankEstimates.length > TANK_ESTIMATES_KEPT) this.tankEstimates.shift();
    }
    const sample: Sample<P> = { point: p, time: p.time, raw: p.fuelLitres, parked, parkedTo: this.parkedSinceSample };
    this.parkedSinceSample = true;
    const out: FuelEvent[] = [];
    if (this.smoothing === 1) {
      this.settle(sample, sample.raw, out);
      return out;
    }
    this.window.push(sample);
    if (this.window.length > 3) this.window.shift();
    this.samples++;
    const [a, b, c] = this.window;
    if (this.samples === 2 && a && b) this.level(a, (a.raw + b.raw) / 2); // the first sample: an edge level
    if (a && b && c) this.settle(b, median3(a.raw, b.raw, c.raw), out);
    return out;
  }

  /** Settles the last sample and closes an open rise or fall (end of the series). The tracker starts a new series. */
  flush(): FuelEvent[] {
    const out: FuelEvent[] = [];
    const w = this.window;
    if (this.smoothing === 3) {
      // The last sample: an edge level (raw when alone, else the median of it and the one before, i.e. their mean).
      const last = w[w.length - 1];
      const before = w[w.length - 2];
      if (last) this.level(last, before ? (before.raw + last.raw) / 2 : last.raw);
    }
    if (this.rise) this.close('refuel', this.rise, out);
    if (this.fall) this.close('drain', this.fall, out);
    this.window = [];
    this.samples = 0;
    this.prev = null;
    this.rise = null;
    this.fall = null;
    return out;
  }

  /** Reports a sample's level (edge levels go only here: they are shown but never start, continue or end a run). */
  private level(sample: Sample<P>, litres: number): void {
    this.onLevel?.({ point: sample.point, time: sample.time, raw: sample.raw, litres });
  }

  /** A level of a full window: reported, and run through the rise / fall rules. */
  private settle(sample: Sample<P>, litres: number, out: FuelEvent[]): void {
    const cur: Level<P> = { ...sample, litres };
    this.level(sample, litres);
    const prev = this.prev;
    this.prev = cur;
    if (!prev) return;
    const step = cur.litres - prev.litres;
    const gapOk = cur.time - prev.time <= this.maxGapMs;
    if (step > FUEL_EVENT_EPSILON_LITRES && gapOk) {
      this.rise ??= { from: prev, last: prev };
      this.rise.last = cur;
    } else if (this.rise) {
      this.close('refuel', this.rise, out);
      this.rise = null;
    }
    if (step < -FUEL_EVENT_EPSILON_LITRES && gapOk && prev.parked && cur.parkedTo) {
      this.fall ??= { from: prev, last: prev };
      this.fall.last = cur;
    } else if (this.fall) {
      this.close('drain', this.fall, out);
      this.fall = null;
    }
  }

  private close(kind: FuelEvent['kind'], run: Run<P>, out: FuelEvent[]): void {
    const before = run.from.litres;
    const after = run.last.litres;
    const amount = Math.abs(after - before);
    if (amount < fuelEventThreshold(this.tankLitres())) return;
    const p = run.from.point;
    out.push({ kind, start: run.from.time, end: run.last.time, before, after, amount, lat: p.lat, lng: p.lng, address: p.address ?? null });
  }
}

/** A tracker (see FuelEventTracker). */
export function createFuelEventTracker<P extends FuelTrackPoint = FuelTrackPoint>(options: FuelTrackerOptions<P> = {}): FuelEventTracker<P> {
  return new FuelEventTracker<P>(options);
}

/**
 * The smoothed fuel level of every sample, exactly as FuelEventTracker settles it (median of 3 consecutive samples;
 * `smoothingSamples` 1 gives the raw levels). Points without a litre level, and points at the same time as an earlier
 * one, give no sample.
 */
export function smoothFuel(input: readonly ReportPoint[], smoothingSamples: 1 | 3 = FUEL_SMOOTHING_SAMPLES): FuelSample[] {
  const points = sortByTime(input);
  const index = new Map<ReportPoint, number>();
  points.forEach((p, k) => index.set(p, k));
  const out: FuelSample[] = [];
  const tracker = new FuelEventTracker<ReportPoint>({
    smoothingSamples,
    tankLitres: null,
    onLevel: (l) => out.push({ time: l.time, raw: l.raw, litres: l.litres, index: index.get(l.point) as number }),
  });
  for (const p of points) tracker.push(p);
  tracker.flush();
  return out;
}

/**
 * Refuels and drains of one asset's points: every point, in time order, through a FuelEventTracker, then flush. See the
 * rule set at the top of this file (the server's stored refuel / fuel-drain events use the same tracker).
 */
export function detectFuelEvents(
  input: readonly ReportPoint[],
  tankLitres: number | null,
  options: FuelEventOptions = {},
): FuelEvent[] {
  const tracker = new FuelEventTracker<ReportPoint>({ ...options, tankLitres });
  const out: FuelEvent[] = [];
  for (const p of sortByTime(input)) out.push(...tracker.push(p));
  out.push(...tracker.flush());
  return out;
}
