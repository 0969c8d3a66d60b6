import { describe, expect, it } from 'vitest';
import { ENGINE_GAP_MAX_MS, dashboardEngineHours, engineMsBetween } from './engine-hours';

describe('engine hours', () => {
  it('counts a step after a report with the ignition on, not after one with it off or unknown, nor a long silence', () => {
    expect(engineMsBetween({ time: 0, ignition: true }, { time: 60_000 })).toBe(60_000);
    expect(engineMsBetween({ time: 0, ignition: false }, { time: 60_000 })).toBe(0);
    expect(engineMsBetween({ time: 0, ignition: null }, { time: 60_000 })).toBe(0);
    expect(engineMsBetween({ time: 0, ignition: true }, { time: ENGINE_GAP_MAX_MS })).toBe(ENGINE_GAP_MAX_MS);
    expect(engineMsBetween({ time: 0, ignition: true }, { time: ENGINE_GAP_MAX_MS + 1 })).toBe(0);
    expect(engineMsBetween({ time: 60_000, ignition: true }, { time: 0 })).toBe(0);
  });

  it('shows the meter with the asset\'s offset, one decimal', () => {
    expect(dashboardEngineHours(90 * 60_000, 1_000)).toBe(1_001.5);
    expect(dashboardEngineHours(null, 1_000)).toBeNull();
  });
});
