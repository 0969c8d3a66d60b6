import type { TemperatureRange } from './reports/analytics-extra';

/**
 * Conditions that must hold for a while before a rule tells (CONDITION_ALERT_TYPES): an episode starts at the first
 * report where the condition holds, ends at the first where it does not, and tells once, at the first report at least
 * the rule's time after its start. One definition for the server's engine and its tests. Values only (no zod).
 */

/** An episode of a condition for one rule and asset. Times in ms since epoch. */
export interface ConditionEpisode {
  /** The first report of the episode. */
  since: number;
  /** The latest report taken into the episode (older ones arriving late are ignored). */
  lastAt: number;
  /** When the rule told (null: not yet). */
  toldAt: number | null;
  /** The worst reading of the episode (highest speed, reading furthest out of range); null without readings. */
  worst: number | null;
}

/** One report judged against the condition. */
export interface ConditionSample {
  time: number;
  holds: boolean;
  /** The reading (speed, temperature). */
  value: number | null;
  /** How bad the reading is (larger is worse): the worst reading is the one with the largest badness. */
  badness: number;
}

/** What one report did to an episode. */
export interface ConditionStep {
  /** The episode after the report (null: none, or it ended). */
  episode: ConditionEpisode | null;
  /** 'start' | 'continue' | 'end', or 'none' (no episode before or after) and 'stale' (older than the episode's last report). */
  change: 'start' | 'continue' | 'end' | 'none' | 'stale';
  /** Whether the rule tells at this report. */
  tells: boolean;
}

/**
 * Advances an episode by one report. A condition held for `holdMs` (0: at once) tells once per episode; the episode ends
 * at the first report where the condition no longer holds.
 */
export function stepCondition(episode: ConditionEpisode | null, sample: ConditionSample, holdMs: number, badnessOf: (value: number) => number): ConditionStep {
  if (episode && sample.time <= episode.lastAt) return { episode, change: 'stale', tells: false };
  if (!sample.holds) return { episode: null, change: episode ? 'end' : 'none', tells: false };
  const worse = sample.value !== null && (episode?.worst === null || episode?.worst === undefined || sample.badness > badnessOf(episode.worst));
  const next: ConditionEpisode = episode
    ? { ...episode, lastAt: sample.time, worst: worse ? sample.value : episode.worst }
    : { since: sample.time, lastAt: sample.time, toldAt: null, worst: sample.value };
  const tells = next.toldAt === null && sample.time - next.since >= holdMs;
  if (tells) next.toldAt = sample.time;
  return { episode: next, change: episode ? 'continue' : 'start', tells };
}

/** Speeding: the speed over the limit (both km/h). */
export function speedingSample(time: number, speedKph: number, limitKph: number): ConditionSample {
  return { time, holds: speedKph > limitKph, value: speedKph, badness: speedKph };
}

/** How far a reading is out of range, °C (0 or less: in range). */
export function temperatureExcess(reading: number, range: TemperatureRange): number {
  return Math.max(range.min - reading, reading - range.max);
}

/** Temperature: a reading out of the inclusive range (°C); null when the report carries no reading (it changes nothing). */
export function temperatureSample(time: number, reading: number | null, range: TemperatureRange): ConditionSample | null {
  if (reading === null || !Number.isFinite(reading)) return null;
  const excess = temperatureExcess(reading, range);
  return { time, holds: excess > 0, value: reading, badness: excess };
}
