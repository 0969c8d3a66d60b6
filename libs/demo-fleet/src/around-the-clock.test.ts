/**
 * Someone is always at work: at every local hour of a week, several demo assets are moving (night haulage, a security
 * guard's rounds, a harbour tug), so a newcomer opening the map at any time sees the fleet move.
 */
/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { DEFAULT_STATUS_THRESHOLDS, type PositionInput } from '@fleet/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDemoFleet } from './fleet';
import { DEMO_FLEET_DEFAULTS } from './settings';
import { worldFrom } from './testing/data-files';
import { DEMO_ASSETS } from './testing/demo-assets';
import { runFleet } from './testing/run-fleet';
import { assignTraits } from './traits';

const DAY = 86_400_000;
const MINUTE = 60_000;
const SEED = 20_250_106;
/** Monday 2025-01-06 00:00 local time (UTC+8). */
const START = Date.UTC(2025, 0, 5, 16, 0);
const UNTIL = START + 7 * DAY;
const world = worldFrom((file) => readFileSync(file, 'utf8'));
const traits = assignTraits(DEMO_ASSETS, SEED, DEMO_FLEET_DEFAULTS);

let byAsset: Map<number, PositionInput[]>;
beforeAll(() => {
  const fleet = createDemoFleet({ assets: DEMO_ASSETS, world, seed: SEED, startTime: START });
  byAsset = runFleet(fleet, UNTIL, DAY, { movingIntervalMs: 60_000, stationaryIntervalMs: 600_000 }, () => performance.now()).byAsset;
}, 120_000);

/** Assets whose last report at or before `t` (within two minutes) is at moving speed. */
function movingAt(t: number): number[] {
  const out: number[] = [];
  for (const [id, reports] of byAsset) {
    let lo = 0;
    let hi = reports.length - 1;
    let last = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (reports[mid]!.time <= t) {
        last = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    const r = last >= 0 ? reports[last]! : null;
    if (r && t - r.time <= 2 * MINUTE && (r.speed ?? 0) >= DEFAULT_STATUS_THRESHOLDS.movingSpeedKmh) out.push(id);
  }
  return out;
}

describe('the demo fleet around the clock', () => {
  it('gives night shifts to a truck of each larger group and to one member of staff, and the tug works round the clock', () => {
    const byShift = (shift: string) => DEMO_ASSETS.filter((a) => traits.get(a.assetId)!.shift === shift);
    expect(byShift('night').filter((a) => a.type === 'truck').length).toBeGreaterThanOrEqual(4);
    expect(byShift('night').filter((a) => a.type === 'staff')).toHaveLength(1);
    expect(byShift('round-the-clock').map((a) => a.name)).toEqual(['Tug Bunga Raya 3']);
    // Night-shift assets report normally (never a silent tracker) and are not the drained truck.
    for (const a of byShift('night')) expect(traits.get(a.assetId)).toMatchObject({ silentLagMs: null, fuelTheft: false });
  });

  it('has several assets moving at every local hour of a week, every ten minutes', () => {
    const perHour = Array.from({ length: 24 }, () => [] as number[]);
    let samples = 0;
    let several = 0;
    for (let t = START + 10 * MINUTE; t < UNTIL; t += 10 * MINUTE) {
      const n = movingAt(t).length;
      perHour[Math.floor(((t - START) % DAY) / 3_600_000)]!.push(n);
      samples += 1;
      if (n >= 2) several += 1;
    }
    const means = perHour.map((xs) => xs.reduce((a, b) => a + b, 0) / xs.length);
    console.log(
      `moving assets by local hour (mean over 7 days): ${means.map((m) => m.toFixed(1)).join(' ')}; ` +
        `two or more moving in ${several} of ${samples} samples`,
    );
    // About three at the quietest hour (03:00-04:00), many more by day.
    for (const mean of means) expect(mean).toBeGreaterThanOrEqual(2.75);
    expect(several / samples).toBeGreaterThanOrEqual(0.95);
  });

  it('keeps the night hours busy with night-shift assets only, while the day fleet is parked', () => {
    // 03:00 local on each night: whatever moves works a night or round-the-clock shift.
    for (let d = 1; d < 7; d++) {
      const moving = movingAt(START + d * DAY + 3 * 3_600_000);
      for (const id of moving) expect(traits.get(id)!.shift).not.toBe('day');
    }
  });
});
