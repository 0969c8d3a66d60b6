/**
 * Records real drives of the demo fleet's Shah Alam trucks (the simulator on the OSM roads, as the server runs it) as
 * the track fixture of the trip-progress tests: each truck's reports over a working day at the server's live report
 * intervals, with the demo POIs of Shah Alam as the stops' fences. Run once when the simulator's behaviour changes:
 *   npx tsx --conditions=@fleet/source apps/fleet-api/src/seed/record-demo-tracks.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEMO_FLEET, createDemoFleet } from '@fleet/demo-fleet';
import { loadDemoWorld } from '../simulator/demo-world-files';
import { DEMO_POIS, polygonRing } from './demo-pois';

const SEED = 20_261_128;
/** Monday 2026-11-23 05:00 in Kuala Lumpur (UTC+8): a working day from before the first shift. */
const START = Date.UTC(2026, 10, 22, 21, 0);
const HOURS = 16;
const OUT = fileURLToPath(new URL('../../../../libs/domain/src/transport/fixtures/shah-alam-trucks.json', import.meta.url));
const DATA_DIR = fileURLToPath(new URL('../../data', import.meta.url));
/** The demo fleet numbered 1.. in listing order, as a fresh server seeds it. */
const DEMO_ASSETS = Object.entries(DEMO_FLEET)
  .flatMap(([group, list]) => list.map(({ name, type }) => ({ name, type, group })))
  .map((a, i) => ({ assetId: i + 1, ...a }));

const fences = DEMO_POIS.filter((p) => Math.abs(p.lat - 3.068) < 0.05 && Math.abs(p.lng - 101.49) < 0.05 && p.group !== 'Fuel Stations').map((p) => ({ name: p.name, ring: polygonRing(p.lat, p.lng, p.radiusM) }));
const depot = DEMO_POIS.find((p) => p.name === 'Depot Shah Alam Seksyen 7')!;

const fleet = createDemoFleet({ assets: DEMO_ASSETS, world: await loadDemoWorld(DATA_DIR), seed: SEED, startTime: START });
const reports = fleet.advance(START + HOURS * 3_600_000, { movingIntervalMs: 15_000, stationaryIntervalMs: 60_000 });
const tracks = DEMO_ASSETS.filter((a) => a.type === 'truck')
  .map((a) => ({ assetName: a.name, points: reports.filter((p) => p.assetId === a.assetId).map((p) => [p.time, Math.round(p.lat * 1e6) / 1e6, Math.round(p.lng * 1e6) / 1e6, Math.round((p.speed ?? 0) * 10) / 10] as const) }))
  // The trucks that work out of the Shah Alam depot and drove.
  .filter((t) => t.points.some((p) => Math.abs(p[1] - depot.lat) < 0.01 && Math.abs(p[2] - depot.lng) < 0.01) && t.points.some((p) => p[3] >= 5));

writeFileSync(
  OUT,
  `${JSON.stringify({ source: `Recorded from the demo fleet simulator (libs/demo-fleet, seed ${SEED}) on OpenStreetMap roads of Shah Alam (© OpenStreetMap contributors, ODbL), ${HOURS} h from ${new Date(START).toISOString()}, reports every 15 s moving and 60 s stationary; fences: the demo POIs of Shah Alam.`, fences, tracks })}\n`,
);
console.log(`${tracks.length} tracks, ${tracks.reduce((n, t) => n + t.points.length, 0)} points -> ${OUT}`);
