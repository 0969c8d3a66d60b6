import { DEFAULT_STATUS_THRESHOLDS, type StatusThresholds } from '../status';
import { stepDistanceKm } from './distance';
import { pointInRing } from './geo';
import { sortByTime } from './trips';
import type { ReportPoi, ReportPoint } from './report-types';

/** One ON or OFF interval of a digital input. */
export interface InputInterval {
  state: 'ON' | 'OFF';
  /** ms since epoch: first point in this state */
  start: number;
  /** ms since epoch: first point of the next state, or the last point */
  end: number;
  durationMs: number;
  /** km driven during the interval */
  distanceKm: number;
  lat: number;
  lng: number;
  address: string | null;
}

export interface InputIntervalsResult {
  inputKey: string;
  /** name of the input from the points' inputNames, else the key */
  inputName: string;
  intervals: InputInterval[];
  onCount: number;
  /** ms */
  onMs: number;
  offMs: number;
  /** km driven while ON */
  distanceOnKm: number;
}

/**
 * ON/OFF intervals of digital input `inputKey` (e.g. 'din1'). Points without the input are skipped. An interval runs
 * from its first point to the first point of the next state (the last interval to the last point).
 */
export function inputIntervals(input: readonly ReportPoint[], inputKey: string): InputIntervalsResult {
  const all = sortByTime(input);
  const points = all.filter((p) => typeof p.inputs[inputKey] === 'boolean');
  let inputName = inputKey;
  for (const p of points) {
    const name = p.inputNames[inputKey];
    if (name) {
      inputName = name;
      break;
    }
  }
  const intervals: InputInterval[] = [];
  let i = 0;
  while (i < points.length) {
    const p = points[i] as ReportPoint;
    const on = p.inputs[inputKey] === true;
    let j = i;
    while (j < points.length && ((points[j] as ReportPoint).inputs[inputKey] === true) === on) j++;
    const endIdx = j < points.length ? j : points.length - 1;
    let distanceKm = 0;
    for (let k = i; k < endIdx; k++) distanceKm += stepDistanceKm(points[k] as ReportPoint, points[k + 1] as ReportPoint);
    const end = (points[endIdx] as ReportPoint).time;
    intervals.push({ state: on ? 'ON' : 'OFF', start: p.time, end, durationMs: end - p.time, distanceKm, lat: p.lat, lng: p.lng, address: p.address });
    i = j;
  }
  const on = intervals.filter((x) => x.state === 'ON');
  return {
    inputKey,
    inputName,
    intervals,
    onCount: on.length,
    onMs: on.reduce((a, x) => a + x.durationMs, 0),
    offMs: intervals.filter((x) => x.state === 'OFF').reduce((a, x) => a + x.durationMs, 0),
    distanceOnKm: on.reduce((a, x) => a + x.distanceKm, 0),
  };
}

/** Allowed temperature range, °C (inclusive). */
export interface TemperatureRange {
  min: number;
  max: number;
}

/** Default allowed range, °C: the 2–8 °C cold chain. */
export const DEFAULT_TEMPERATURE_RANGE: TemperatureRange = { min: 2, max: 8 };

export interface TemperatureStats {
  /** readings with a temperature */
  samples: number;
  /** °C; null without readings */
  min: number | null;
  max: number | null;
  /** °C, mean of the readings */
  avg: number | null;
  /** ms: each reading outside the range counts until the next reading */
  outOfRangeMs: number;
  /** readings outside the range */
  outOfRangeSamples: number;
}

/** Min, max, mean and time out of `range` of the temperature readings. */
export function temperatureStats(input: readonly ReportPoint[], range: TemperatureRange = DEFAULT_TEMPERATURE_RANGE): TemperatureStats {
  const points = sortByTime(input).filter((p) => p.temperature !== null && Number.isFinite(p.temperature));
  let min: number | null = null;
  let max: number | null = null;
  let sum = 0;
  let outOfRangeMs = 0;
  let outOfRangeSamples = 0;
  points.forEach((p, k) => {
    const t = p.temperature as number;
    min = min === null ? t : Math.min(min, t);
    max = max === null ? t : Math.max(max, t);
    sum += t;
    if (t < range.min || t > range.max) {
      outOfRangeSamples++;
      const next = points[k + 1];
      if (next) outOfRangeMs += next.time - p.time;
    }
  });
  return { samples: points.length, min, max, avg: points.length ? sum / points.length : null, outOfRangeMs, outOfRangeSamples };
}

/** Fatigue rule: more than 4 h of driving without a 30 min break. */
export const FATIGUE_MAX_DRIVING_MS = 4 * 3_600_000;
export const FATIGUE_BREAK_MS = 30 * 60_000;

/** A driving spell longer than the fatigue limit. */
export interface FatigueEvent {
  /** ms since epoch: start of the driving spell (after the last 30 min break) */
  start: number;
  /** ms since epoch: instant the driving time passed the limit */
  exceededAt: number;
  /** ms since epoch: end of the spell's last driving interval */
  end: number;
  /** ms of driving in the spell (breaks shorter than 30 min not counted) */
  drivingMs: number;
  lat: number;
  lng: number;
  address: string | null;
}

/**
 * Fatigue driving: driving time (intervals starting at a Moving point, speed >= 5 km/h) accumulates until a break of
 * at least 30 min without driving; one event per spell whose driving time exceeds 4 h.
 */
export function fatigueEvents(
  input: readonly ReportPoint[],
  options: { maxDrivingMs?: number; breakMs?: number; thresholds?: StatusThresholds } = {},
): FatigueEvent[] {
  const points = sortByTime(input);
  const limit = options.maxDrivingMs ?? FATIGUE_MAX_DRIVING_MS;
  const breakMs = options.breakMs ?? FATIGUE_BREAK_MS;
  const moving = (options.thresholds ?? DEFAULT_STATUS_THRESHOLDS).movingSpeedKmh;
  const out: FatigueEvent[] = [];
  let spellStart: number | null = null;
  let driving = 0;
  let pause = 0;
  let lastDriveEnd = 0;
  let current: FatigueEvent | null = null;
  const close = () => {
    if (current) {
      current.end = lastDriveEnd;
      current.drivingMs = driving;
      out.push(current);
    }
    current = null;
    spellStart = null;
    driving = 0;
  };
  for (let k = 0; k + 1 < points.length; k++) {
    const p = points[k] as ReportPoint;
    const dt = (points[k + 1] as ReportPoint).time - p.time;
    if (p.speed >= moving) {
      if (spellStart === null) spellStart = p.time;
      pause = 0;
      const before = driving;
      driving += dt;
      lastDriveEnd = p.time + dt;
      if (!current && driving > limit) {
        const q = points[k + 1] as ReportPoint;
        current = { start: spellStart, exceededAt: p.time + (limit - before), end: 0, drivingMs: 0, lat: q.lat, lng: q.lng, address: q.address };
      }
    } else {
      pause += dt;
      if (pause >= breakMs) close();
    }
  }
  close();
  return out;
}

/** A visit of an asset to a POI. */
export interface PoiVisit {
  poiId: number;
  poiName: string;
  /** ms since epoch: first point inside */
  enter: number;
  /** ms since epoch: first point outside after, or null when still inside at the end */
  exit: number | null;
  /** ms: exit - enter, or last point - enter when still inside */
  dwellMs: number;
  lat: number;
  lng: number;
  address: string | null;
}

/** Visits to each POI (point-in-polygon on the POI ring), in time order. */
export function poiVisits(input: readonly ReportPoint[], pois: readonly ReportPoi[]): PoiVisit[] {
  const points = sortByTime(input);
  const out: PoiVisit[] = [];
  for (const poi of pois) {
    let open: PoiVisit | null = null;
    for (const p of points) {
      const inside = pointInRing(p.lng, p.lat, poi.ring);
      if (inside && !open) {
        open = { poiId: poi.id, poiName: poi.name, enter: p.time, exit: null, dwellMs: 0, lat: p.lat, lng: p.lng, address: p.address };
      } else if (!inside && open) {
        open.exit = p.time;
        open.dwellMs = p.time - open.enter;
        out.push(open);
        open = null;
      }
    }
    if (open) {
      const last = points[points.length - 1] as ReportPoint;
      open.dwellMs = last.time - open.enter;
      out.push(open);
    }
  }
  return out.sort((a, b) => a.enter - b.enter || a.poiId - b.poiId);
}
