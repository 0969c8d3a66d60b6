/**
 * Overspeed (README "Definitions"): a spell of fixes above the limit plus a tolerance, lasting at least a minimum
 * duration. The tolerance absorbs speedometer and GPS speed error (a truck at 90.1-92 km/h on a 90 limit is driving
 * at the limit, not speeding); the minimum duration drops single-fix spikes (a GPS speed jump, overtaking). Per
 * company settings (`tenants.settings.overspeed`); the ingest's event detector, the Alarm report and playback's
 * overspeed marks all use this rule.
 */
import { stepDistanceKm } from './distance';
import type { ReportPoint } from './report-types';
import { sortByTime } from './trips';

/** When a speed counts as overspeed. */
export interface OverspeedRule {
  /** Speed limit, km/h. */
  limitKmh: number;
  /** Speeds up to limit + tolerance are not overspeed, km/h. @default 5 */
  toleranceKmh: number;
  /** A spell counts only when it lasts at least this long (first fix above to first fix back), ms. @default 30000 */
  minDurationMs: number;
}

/**
 * Default tolerance, km/h: speedometers read up to ~5 % high and GPS speed varies by 1-2 km/h; 5 km/h over a 90 limit
 * is where enforcement and the major trackers' default "speeding" rules start.
 */
export const DEFAULT_OVERSPEED_TOLERANCE_KMH = 5;
/** Default minimum duration, ms: one report interval of a tracker on the road (30 s), so one spiky fix is not an alarm. */
export const DEFAULT_OVERSPEED_MIN_DURATION_MS = 30_000;

/** A rule with the default tolerance and minimum duration. */
export function overspeedRule(limitKmh: number, over: Partial<Omit<OverspeedRule, 'limitKmh'>> = {}): OverspeedRule {
  return {
    limitKmh,
    toleranceKmh: over.toleranceKmh ?? DEFAULT_OVERSPEED_TOLERANCE_KMH,
    minDurationMs: over.minDurationMs ?? DEFAULT_OVERSPEED_MIN_DURATION_MS,
  };
}

/** Whether a speed is above the rule's limit plus tolerance, km/h. */
export function isAboveLimit(speedKmh: number, rule: OverspeedRule): boolean {
  return speedKmh > rule.limitKmh + rule.toleranceKmh;
}

/** A spell of overspeed. */
export interface OverspeedEvent {
  /** ms since epoch: first point above the limit + tolerance */
  start: number;
  /** ms since epoch: first point back at or below it, or the last point */
  end: number;
  durationMs: number;
  /** km/h */
  maxSpeed: number;
  /** km/h: the limit (without the tolerance) */
  limit: number;
  lat: number;
  lng: number;
  address: string | null;
  /** km driven from start to end */
  distanceKm: number;
}

/** The spells of the rule as [first index above, end index] pairs (end: first index back, or the last). */
function spells(points: readonly ReportPoint[], rule: OverspeedRule): [number, number][] {
  const out: [number, number][] = [];
  let i = 0;
  while (i < points.length) {
    if (!isAboveLimit((points[i] as ReportPoint).speed, rule)) {
      i++;
      continue;
    }
    let j = i;
    while (j < points.length && isAboveLimit((points[j] as ReportPoint).speed, rule)) j++;
    const endIdx = j < points.length ? j : points.length - 1;
    if ((points[endIdx] as ReportPoint).time - (points[i] as ReportPoint).time >= rule.minDurationMs) out.push([i, endIdx]);
    i = j;
  }
  return out;
}

/** The overspeed spells of a track, one event each. */
export function overspeedEvents(input: readonly ReportPoint[], rule: OverspeedRule): OverspeedEvent[] {
  const points = sortByTime(input);
  return spells(points, rule).map(([i, endIdx]) => {
    const p = points[i] as ReportPoint;
    let maxSpeed = 0;
    let distanceKm = 0;
    for (let k = i; k < endIdx; k++) {
      maxSpeed = Math.max(maxSpeed, (points[k] as ReportPoint).speed);
      distanceKm += stepDistanceKm(points[k] as ReportPoint, points[k + 1] as ReportPoint);
    }
    if (endIdx === i) maxSpeed = p.speed;
    const end = (points[endIdx] as ReportPoint).time;
    return { start: p.time, end, durationMs: end - p.time, maxSpeed, limit: rule.limitKmh, lat: p.lat, lng: p.lng, address: p.address, distanceKm };
  });
}

/** Per point (time order): whether it lies in an overspeed spell of the rule (the playback's marks). */
export function overspeedMask(points: readonly { time: number; speed: number }[], rule: OverspeedRule): boolean[] {
  const mask = new Array<boolean>(points.length).fill(false);
  for (const [i, endIdx] of spells(points as readonly ReportPoint[], rule)) {
    for (let k = i; k < endIdx || (k === endIdx && isAboveLimit((points[k] as ReportPoint).speed, rule)); k++) mask[k] = true;
  }
  return mask;
}

/**
 * The rule over a stream of fixes (the ingest's event detector): `push` each fix in time order; it returns the spell
 * start once the spell has lasted the minimum duration (at the fix that proves it), once per spell, else null.
 */
export class OverspeedTracker<P extends { time: number; speed: number }> {
  private start: P | null = null;
  private reported = false;

  constructor(private rule: OverspeedRule) {}

  /** Changes the rule (a company changed its settings); an open spell is judged by the new rule from now on. */
  setRule(rule: OverspeedRule): void {
    this.rule = rule;
  }

  /**
   * Starts from a fix seen before (a restart): when it was above the limit + tolerance, its spell counts as reported
   * already, so the state the asset already had is not announced again.
   */
  resume(p: P): void {
    if (!isAboveLimit(p.speed, this.rule)) return;
    this.start = p;
    this.maxSpeed = p.speed;
    this.reported = true;
  }

  /** Whether a spell is open (the last fix was above the limit + tolerance). */
  get inSpell(): boolean {
    return this.start !== null;
  }

  push(p: P): { start: P; maxSpeed: number } | null {
    const above = isAboveLimit(p.speed, this.rule);
    let due: { start: P; maxSpeed: number } | null = null;
    if (this.start && !this.reported && p.time - this.start.time >= this.rule.minDurationMs) {
      due = { start: this.start, maxSpeed: Math.max(this.maxSpeed, above ? p.speed : 0) };
      this.reported = true;
    }
    if (above) {
      if (!this.start) {
        this.start = p;
        this.maxSpeed = p.speed;
        this.reported = false;
        if (this.rule.minDurationMs <= 0) {
          this.reported = true;
          return { start: p, maxSpeed: p.speed };
        }
      } else this.maxSpeed = Math.max(this.maxSpeed, p.speed);
    } else {
      this.start = null;
      this.maxSpeed = 0;
    }
    return due;
  }

  private maxSpeed = 0;
}
