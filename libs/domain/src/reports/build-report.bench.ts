import { bench, describe } from 'vitest';
import { buildReport } from './build-report';
import type { ReportAssetInput, ReportInput, ReportPoint } from './report-types';

/**
 * Summary report on 100 assets x 3 days of 1-minute points (432,000 points). The product size, 1,000 assets x 30 days
 * (43.2 M points), is too large to hold in memory in one process; the server builds it per asset.
 * Run: `npx vitest bench --run` in libs/domain.
 */
const ASSETS = 100;
const MINUTES = 3 * 24 * 60;
const T0 = Date.UTC(2026, 0, 1);
const NO_INPUTS: Record<string, boolean> = {};
const NO_NAMES: Record<string, string> = {};

function track(seed: number): ReportPoint[] {
  const points: ReportPoint[] = new Array(MINUTES);
  let odometer = seed * 1000;
  let fuel = 300;
  for (let m = 0; m < MINUTES; m++) {
    // 8 h driving, 16 h parked each day; a refuel each morning.
    const minuteOfDay = m % 1440;
    const driving = minuteOfDay >= 60 && minuteOfDay < 540;
    const speed = driving ? 40 + ((m * 7 + seed) % 50) : 0;
    odometer += speed / 60;
    fuel = minuteOfDay === 30 ? 300 : Math.max(0, fuel - (driving ? 0.3 : 0));
    points[m] = {
      time: T0 + m * 60_000,
      lat: 3 + seed * 0.01 + (odometer % 10) * 0.001,
      lng: 101 + (odometer % 7) * 0.001,
      speed,
      heading: 0,
      ignition: driving,
      inputs: NO_INPUTS,
      inputNames: NO_NAMES,
      fuelLitres: fuel,
      fuelPercent: fuel / 4,
      temperature: null,
      voltage: 24,
      odometer,
      address: null,
    };
  }
  return points;
}

const assets: ReportAssetInput[] = Array.from({ length: ASSETS }, (_, k) => ({
  assetId: k + 1,
  assetName: `Asset ${k + 1}`,
  assetGroup: 'Bench',
  type: 'Truck',
  points: track(k),
  events: [],
  fuelReceipts: [],
  tollReceipts: [],
  maintenance: [],
}));

const input: ReportInput = {
  type: 'summary',
  from: T0,
  to: T0 + MINUTES * 60_000,
  timeZone: 'Asia/Kuala_Lumpur',
  assets,
  pois: [],
  speedLimit: 80,
};

describe('buildReport summary, 100 assets x 3 days of 1-minute points', () => {
  bench(
    'summary',
    () => {
      const start = performance.now();
      const rows = buildReport(input).rows.length;
      const ms = performance.now() - start;
      const points = ASSETS * MINUTES;
      console.log(
        `summary: ${rows} rows from ${points} points in ${ms.toFixed(0)} ms = ${((rows / ms) * 1000).toFixed(1)} rows/s, ` +
          `${((points / ms) * 1000).toFixed(0)} points/s`,
      );
    },
    { iterations: 3, time: 0 },
  );
});
