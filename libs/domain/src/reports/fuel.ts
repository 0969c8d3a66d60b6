import { DEFAULT_STATUS_THRESHOLDS, type StatusThresholds } from '../status';
import { sortByTime } from './trips';
import type { ReportPoint } from './report-types';

/** A smoothed fuel sample. */
export interface FuelSample {
  /** ms since epoch */
  time: number;
  /** litres, raw */
  raw: number;
  /** litres, median of the raw levels within ±windowMs/2 */
  litres: number;
  /** index of the source point in the time-sorted points */
  index: number;
}

/** Default smoothing window, ms (a centred median over ±1.5 min). */
export const FUEL_SMOOTHING_WINDOW_MS = 3 * 60_000;
/** Window within which a rise or fall must happen to count, ms (10 min). */
export const FUEL_EVENT_WINDOW_MS = 10 * 60_000;
/** Share of the tank a refuel or drain must reach (5 %). */
export const FUEL_EVENT_TANK_SHARE = 0.05;
/** Litres a refuel or drain must reach when the tank size is unknown. */
export const FUEL_EVENT_MIN_LITRES = 10;

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

/**
 * Smooths fuel levels (litres) with a centred moving median over ±`windowMs`/2; points without a litre level are
 * skipped. The median keeps a real step (refuel) sharp while removing single-sample sensor spikes.
 */
export function smoothFuel(input: readonly ReportPoint[], windowMs: number = FUEL_SMOOTHING_WINDOW_MS): FuelSample[] {
  const points = sortByTime(input);
  const raw: { time: number; raw: number; index: number }[] = [];
  points.forEach((p, index) => {
    if (p.fuelLitres !== null && Number.isFinite(p.fuelLitres)) raw.push({ time: p.time, raw: p.fuelLitres, index });
  });
  const half = windowMs / 2;
  const buf = new Float64Array(raw.length);
  let lo = 0;
  let hi = 0;
  return raw.map((s) => {
    while ((raw[lo] as (typeof raw)[number]).time < s.time - half) lo++;
    while (hi < raw.length && (raw[hi] as (typeof raw)[number]).time <= s.time + half) hi++;
    const n = hi - lo;
    for (let k = 0; k < n; k++) buf[k] = (raw[lo + k] as (typeof raw)[number]).raw;
    const w = buf.subarray(0, n).sort();
    const m = n >> 1;
    const litres = n % 2 ? (w[m] as number) : ((w[m - 1] as number) + (w[m] as number)) / 2;
    return { time: s.time, raw: s.raw, index: s.index, litres };
  });
}

/**
 * Tank size, litres, estimated from points that carry both litres and percent (median of litres / percent x 100);
 * null when no point carries both.
 */
export function estimateTankLitres(points: readonly ReportPoint[]): number | null {
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
  lat: number;
  lng: number;
  address: string | null;
}

export interface FuelEventOptions {
  smoothingWindowMs?: number;
  eventWindowMs?: number;
  thresholds?: StatusThresholds;
}

/** Litres a change must reach: 5 % of the tank, or 10 L when the tank size is unknown (null or <= 0). */
export function fuelEventThreshold(tankLitres: number | null): number {
  return tankLitres !== null && tankLitres > 0 ? tankLitres * FUEL_EVENT_TANK_SHARE : FUEL_EVENT_MIN_LITRES;
}

/**
 * Refuels and drains on the smoothed fuel level. Refuel: the level rises by at least the threshold (5 % of the tank,
 * or 10 L when unknown) within 10 min. Drain: it falls likewise while parked (every point of the fall below the moving
 * speed and with ignition not on). A change is reported once, from the last sample before it starts to the sample where
 * it stops (the level stops rising, resp. falling).
 */
export function detectFuelEvents(
  input: readonly ReportPoint[],
  tankLitres: number | null,
  options: FuelEventOptions = {},
): FuelEvent[] {
  const points = sortByTime(input);
  const s = smoothFuel(points, options.smoothingWindowMs ?? FUEL_SMOOTHING_WINDOW_MS);
  const windowMs = options.eventWindowMs ?? FUEL_EVENT_WINDOW_MS;
  const moving = (options.thresholds ?? DEFAULT_STATUS_THRESHOLDS).movingSpeedKmh;
  const threshold = fuelEventThreshold(tankLitres);
  const out: FuelEvent[] = [];
  const at = (k: number) => s[k] as FuelSample;
  const times = s.map((x) => x.time);
  const litres = s.map((x) => x.litres);
  const parked = (a: number, b: number) => {
    for (let k = at(a).index; k <= at(b).index; k++) {
      const p = points[k] as ReportPoint;
      if (p.speed >= moving || p.ignition === true) return false;
    }
    return true;
  };
  let i = 0;
  while (i < s.length) {
    let best = i;
    let worst = i;
    const ti = times[i] as number;
    let hiL = litres[i] as number;
    let loL = hiL;
    for (let j = i + 1; j < s.length && (times[j] as number) - ti <= windowMs; j++) {
      const l = litres[j] as number;
      if (l > hiL) {
        hiL = l;
        best = j;
      }
      if (l < loL) {
        loL = l;
        worst = j;
      }
    }
    const rise = at(best).litres - at(i).litres;
    const fall = at(i).litres - at(worst).litres;
    let kind: FuelEvent['kind'] | null = null;
    let peak = i;
    if (rise >= threshold) {
      kind = 'refuel';
      peak = best;
    } else if (fall >= threshold && parked(i, worst)) {
      kind = 'drain';
      peak = worst;
    }
    if (!kind) {
      i++;
      continue;
    }
    const up = kind === 'refuel';
    let start = i;
    while (start < peak && (up ? at(start + 1).litres <= at(start).litres : at(start + 1).litres >= at(start).litres)) start++;
    let end = peak;
    while (end + 1 < s.length && (up ? at(end + 1).litres > at(end).litres : at(end + 1).litres < at(end).litres)) {
      if (!up && !parked(end, end + 1)) break;
      end++;
    }
    const p = points[at(start).index] as ReportPoint;
    const before = at(start).litres;
    const after = at(end).litres;
    out.push({ kind, start: at(start).time, end: at(end).time, before, after, amount: Math.abs(after - before), lat: p.lat, lng: p.lng, address: p.address });
    i = end + 1;
  }
  return out;
}
