/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createDemoFleet } from './fleet';
import { worldFrom } from './testing/data-files';
import { DEMO_ASSETS } from './testing/demo-assets';
import { runFleet } from './testing/run-fleet';
import type { AdvanceOptions, DemoFleetOptions } from './types';

const HOUR = 3_600_000;
const START = Date.UTC(2025, 2, 3, 5, 41, 7);
const world = worldFrom((file) => readFileSync(file, 'utf8'));
const history: AdvanceOptions = { movingIntervalMs: 30_000, stationaryIntervalMs: 600_000 };
const options = (overrides: Partial<DemoFleetOptions> = {}): DemoFleetOptions => ({ assets: DEMO_ASSETS, world, seed: 7, startTime: START, ...overrides });
const now = () => 0;

describe('determinism', () => {
  it('gives identical reports for the same seed', () => {
    const a = runFleet(createDemoFleet(options()), START + 48 * HOUR, 24 * HOUR, history, now);
    const b = runFleet(createDemoFleet(options()), START + 48 * HOUR, 24 * HOUR, history, now);
    expect(a.all.length).toBeGreaterThan(10_000);
    expect(b.all).toEqual(a.all);
  }, 60_000);

  it('does not depend on the order of the assets', () => {
    const shuffled = DEMO_ASSETS.slice().reverse();
    const a = runFleet(createDemoFleet(options()), START + 30 * HOUR, 6 * HOUR, history, now);
    const b = runFleet(createDemoFleet(options({ assets: shuffled })), START + 30 * HOUR, 6 * HOUR, history, now);
    expect(b.all).toEqual(a.all);
  }, 60_000);

  it('does not depend on how the time range is split into advance calls', () => {
    const whole = runFleet(createDemoFleet(options()), START + 30 * HOUR, 30 * HOUR, history, now);
    const pieces = runFleet(createDemoFleet(options()), START + 30 * HOUR, 17 * 60_000 + 3, history, now);
    expect(pieces.all).toEqual(whole.all);
  }, 60_000);

  it('keeps an asset on the same trajectory whoever else is in the fleet', () => {
    // A car: fleet-wide roles (long haul, reefer, theft) are chosen among trucks and would change a truck's plans.
    const car = DEMO_ASSETS.find((a) => a.name.startsWith('Perodua Bezza'))!;
    const alone = runFleet(createDemoFleet(options({ assets: [car] })), START + 30 * HOUR, 24 * HOUR, history, now);
    const all = runFleet(createDemoFleet(options()), START + 30 * HOUR, 24 * HOUR, history, now);
    const pick = (r: typeof alone) => r.byAsset.get(car.assetId)!.map((p) => [p.time, p.lat, p.lng, p.speed]);
    expect(pick(alone)).toEqual(pick(all));
  });

  it('gives a different fleet for a different seed', () => {
    const a = runFleet(createDemoFleet(options()), START + 12 * HOUR, 12 * HOUR, history, now);
    const b = runFleet(createDemoFleet(options({ seed: 8 })), START + 12 * HOUR, 12 * HOUR, history, now);
    expect(b.all).not.toEqual(a.all);
  });

  it('switches to live intervals on the same trajectory', () => {
    const fleet = createDemoFleet(options());
    fleet.advance(START + 10 * HOUR, history);
    const live = fleet.advance(START + 10 * HOUR + 60_000, { movingIntervalMs: 2_000, stationaryIntervalMs: 60_000 });
    expect(fleet.time).toBe(START + 10 * HOUR + 60_000);
    // Every asset reports within a minute; moving ones every 2 s.
    const ids = new Set(live.map((p) => p.assetId));
    expect(ids.size).toBeGreaterThanOrEqual(DEMO_ASSETS.length - 3);
    const moving = live.filter((p) => (p.speed ?? 0) > 0);
    if (moving.length > 0) {
      const first = moving[0]!;
      const next = live.find((p) => p.assetId === first.assetId && p.time > first.time)!;
      expect(next.time - first.time).toBeLessThanOrEqual(2_000);
    }
  });

  it('returns nothing for a time not after the current one and rejects bad intervals', () => {
    const fleet = createDemoFleet(options());
    expect(fleet.time).toBe(START);
    expect(fleet.advance(START, history)).toEqual([]);
    expect(fleet.advance(START - HOUR, history)).toEqual([]);
    expect(() => fleet.advance(START + HOUR, { movingIntervalMs: 0, stationaryIntervalMs: 1 })).toThrow();
    expect(() => createDemoFleet(options({ assets: [DEMO_ASSETS[0]!, DEMO_ASSETS[0]!] }))).toThrow(/duplicate/);
  });
});
