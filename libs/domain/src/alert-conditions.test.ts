import { describe, expect, it } from 'vitest';
import { speedingSample, stepCondition, temperatureSample, type ConditionEpisode } from './alert-conditions';
import { alertSentence, formatHeld, ruleTypeText } from './alerts';
import { alertRuleInputSchema } from './alert-schemas';
import { ALERT_TEXTS } from './alerts';
import { permissionHint, permissionName } from './admin/users';

const RANGE = { min: 2, max: 8 };

/** Runs samples through the episode logic; returns the times it told at and the episode left. */
function run(samples: ({ time: number; speed: number } | { time: number; temp: number | null })[], holdMs: number, limit = 80) {
  let episode: ConditionEpisode | null = null;
  const told: number[] = [];
  for (const s of samples) {
    const sample = 'speed' in s ? speedingSample(s.time, s.speed, limit) : temperatureSample(s.time, s.temp, RANGE);
    if (!sample) continue;
    const step = stepCondition(episode, sample, holdMs, 'speed' in s ? (v) => v : (v) => Math.max(RANGE.min - v, v - RANGE.max));
    episode = step.episode;
    if (step.tells) told.push(s.time);
  }
  return { told, episode };
}

describe('conditions held for a while', () => {
  it('speeding tells once, at the first report the limit has been exceeded for the rule\'s seconds', () => {
    const { told, episode } = run(
      [0, 10, 20, 30, 40, 50].map((s) => ({ time: s * 1000, speed: 95 + s / 10 })),
      30_000,
    );
    expect(told).toEqual([30_000]);
    expect(episode).toMatchObject({ since: 0, lastAt: 50_000, toldAt: 30_000, worst: 100 });
  });

  it('a dip to the limit ends the episode; the next one counts from its own start', () => {
    const { told } = run(
      [
        { time: 0, speed: 100 },
        { time: 20_000, speed: 80 },
        { time: 30_000, speed: 100 },
        { time: 50_000, speed: 100 },
        { time: 60_000, speed: 100 },
      ],
      30_000,
    );
    expect(told).toEqual([60_000]);
  });

  it('a report older than the episode\'s last one changes nothing; zero seconds tells at once', () => {
    expect(run([{ time: 10_000, speed: 90 }, { time: 5_000, speed: 10 }, { time: 40_000, speed: 90 }], 30_000).told).toEqual([40_000]);
    expect(run([{ time: 0, speed: 81 }, { time: 1000, speed: 81 }], 0).told).toEqual([0]);
  });

  it('temperature: readings without a value change nothing, the worst reading is the furthest out of range', () => {
    const { told, episode } = run(
      [
        { time: 0, temp: 9 },
        { time: 60_000, temp: null },
        { time: 120_000, temp: -1 },
        { time: 300_000, temp: 12 },
      ],
      300_000,
    );
    expect(told).toEqual([300_000]);
    expect(episode?.worst).toBe(12);
    expect(run([{ time: 0, temp: 9 }, { time: 60_000, temp: 8 }, { time: 400_000, temp: 9 }], 300_000).told).toEqual([]);
  });

  it('says what held and for how long', () => {
    expect(formatHeld(45_000)).toBe('45 s');
    expect(formatHeld(5 * 60_000)).toBe('5 min');
    expect(formatHeld(125 * 60_000)).toBe('2 h 5 min');
    expect(alertSentence({ type: 'speeding', assetName: 'WPX 1', details: { limit: 80, heldMs: 30_000, peak: 97.4 } })).toBe('Speeding for a time: WPX 1 over 80 km/h for 30 s (up to 97 km/h)');
    expect(alertSentence({ type: 'temperature', assetName: 'WPX 1', details: { reading: 12.34, min: 2, max: 8, heldMs: 300_000 } })).toBe(
      'Temperature out of range: WPX 1 at 12.3 °C for 5 min (range 2 °C to 8 °C)',
    );
    const figures = { inactiveHours: 24, speedLimitKph: 90, speedingSeconds: 45, temperatureMinC: null, temperatureMaxC: null, temperatureMinutes: 5, dwellMinutes: 90 };
    expect(['speeding', 'temperature', 'poi-dwell', 'inactive', 'sos'].map((type) => ruleTypeText(type, figures))).toEqual([
      'Speeding for a time (over 90 km/h for 45 s)',
      "Temperature out of range (asset's range for 5 min)",
      'POI dwell (over 1 h 30 min)',
      'Inactive (no report) (24 h)',
      'SOS',
    ]);
    expect(alertSentence({ type: 'poi-dwell', assetName: 'WPX 1', details: { name: 'Depot', heldMs: 1_800_000 } })).toBe('POI dwell: WPX 1 in Depot for 30 min');
  });

  it('the rule schema bounds the figures and wants both temperatures or neither', () => {
    const base = { name: 'R', eventTypes: ['temperature'] };
    const message = (extra: Record<string, unknown>) => {
      const r = alertRuleInputSchema.safeParse({ ...base, ...extra });
      return r.success ? null : r.error.issues[0]!.message;
    };
    expect(message({})).toBeNull();
    expect(message({ temperatureMinC: -20 })).toBe(ALERT_TEXTS.temperatureBoth);
    expect(message({ temperatureMinC: 5, temperatureMaxC: 5 })).toBe(ALERT_TEXTS.temperatureOrder);
    expect(message({ temperatureMinC: -90, temperatureMaxC: 5 })).toBe(ALERT_TEXTS.temperatureInvalid);
    expect(message({ speedLimitKph: 0 })).toBe(ALERT_TEXTS.speedLimitInvalid);
    expect(message({ speedingSeconds: 3601 })).toBe(ALERT_TEXTS.speedingSecondsInvalid);
    expect(message({ dwellMinutes: 0 })).toBe(ALERT_TEXTS.dwellMinutesInvalid);
    expect(message({ poiIds: Array.from({ length: 501 }, (_, i) => i + 1) })).toBe(ALERT_TEXTS.poisTooMany);
  });

  it('names the permission a user lacks as the user form shows it', () => {
    expect(permissionName('data-push:add')).toBe('Data Push: Add');
    expect(permissionHint('events:add')).toBe('Adding here takes the permission Events: Add; an Administrator can give it in Users.');
  });
});
