/**
 * Records real days of the demo fleet's boats (the simulator off Port Klang, as the server runs it; and the Maldives
 * fishing vessels when the demo fleet holds a group of them) as the recorded-track fixture of the vessel detector's
 * tests: each boat's reports (time, lat, lng, km/h, heading) over a day at the server's live report intervals. Run
 * once when the simulator's behaviour changes:
 *   npx tsx --conditions=@fleet/source apps/fleet-api/src/seed/record-demo-boat-tracks.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEMO_FLEET, createDemoFleet } from '@fleet/demo-fleet';
import { loadDemoWorld } from '../simulator/demo-world-files';

const SEED = 20_261_128;
/** Monday 2026-11-23 05:00 in Kuala Lumpur (UTC+8). */
const START = Date.UTC(2026, 10, 22, 21, 0);
const HOURS = 20;
const OUT = fileURLToPath(new URL('../../../../libs/domain/src/vessels/fixtures/demo-boats.json', import.meta.url));
const DATA_DIR = fileURLToPath(new URL('../../data', import.meta.url));
const DEMO_ASSETS = Object.entries(DEMO_FLEET)
  .flatMap(([group, list]) => list.map(({ name, type }) => ({ name, type, group })))
  .map((a, i) => ({ assetId: i + 1, ...a }));

const fleet = createDemoFleet({ assets: DEMO_ASSETS, world: await loadDemoWorld(DATA_DIR), seed: SEED, startTime: START });
const reports = fleet.advance(START + HOURS * 3_600_000, { movingIntervalMs: 30_000, stationaryIntervalMs: 120_000 });
const tracks = DEMO_ASSETS.filter((a) => a.type === 'boat').map((a) => ({
  assetName: a.name,
  group: a.group,
  points: reports
    .filter((p) => p.assetId === a.assetId)
    .map((p) => [p.time, Math.round(p.lat * 1e5) / 1e5, Math.round(p.lng * 1e5) / 1e5, Math.round((p.speed ?? 0) * 10) / 10, Math.round(p.heading ?? 0)] as const),
}));

writeFileSync(
  OUT,
  `${JSON.stringify({ source: `Recorded from the demo fleet simulator (libs/demo-fleet, seed ${SEED}), ${HOURS} h from ${new Date(START).toISOString()}, reports every 30 s moving and 120 s stationary: [time ms, lat, lng, km/h, heading].`, tracks })}\n`,
);
console.log(`${tracks.length} tracks, ${tracks.reduce((n, t) => n + t.points.length, 0)} points -> ${OUT}`);
