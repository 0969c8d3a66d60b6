/// <reference types="node" />
/**
 * The simulator's hot path: the 49 Malaysian (and all 54) demo assets over 30 days of history at 60 s moving / 600 s stationary,
 * advanced a day at a time as the server's backfill does; and one live second at 2 s / 60 s.
 * Run with `npx vitest bench --run` in libs/demo-fleet.
 */
import { readFileSync } from 'node:fs';
import { bench, describe } from 'vitest';
import { createDemoFleet } from './fleet';
import { worldFrom } from './testing/data-files';
import { DEMO_ASSETS } from './testing/demo-assets';

const DAY = 86_400_000;
const START = Date.UTC(2025, 0, 6, 3, 17);
const world = worldFrom((file) => readFileSync(file, 'utf8'));
const history = { movingIntervalMs: 60_000, stationaryIntervalMs: 600_000 };

function backfill(count: number): number {
  const fleet = createDemoFleet({ assets: DEMO_ASSETS.slice(0, count), world, seed: 1, startTime: START });
  let reports = 0;
  for (let day = 1; day <= 30; day += 1) reports += fleet.advance(START + day * DAY, history).length;
  return reports;
}

describe('demo fleet backfill', () => {
  bench('49 assets x 30 days', () => void backfill(49), { iterations: 3, warmupIterations: 1, time: 0 });
  bench(`${DEMO_ASSETS.length} assets x 30 days`, () => void backfill(DEMO_ASSETS.length), { iterations: 3, warmupIterations: 1, time: 0 });
});

describe('demo fleet live', () => {
  const fleet = createDemoFleet({ assets: DEMO_ASSETS, world, seed: 1, startTime: START });
  fleet.advance(START + DAY, history);
  bench(`one live second, ${DEMO_ASSETS.length} assets`, () => {
    fleet.advance(fleet.time + 1_000, { movingIntervalMs: 2_000, stationaryIntervalMs: 60_000 });
  });
});
