/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDemoFleet } from './fleet';
import { demoFleetRoads, type FleetRoadCollection } from './fleet-roads';
import { haversineM } from './geo';
import { buildRoadGraph } from './road-graph';
import { worldFrom } from './testing/data-files';
import { DEMO_ASSETS } from './testing/demo-assets';
import { runFleet, type FleetRun } from './testing/run-fleet';

const world = worldFrom((file) => readFileSync(file, 'utf8'));

/** Distance from a point to the nearest segment of the roads, metres (a grid of 0.02 degree cells over the segments). */
function nearestRoad(roads: FleetRoadCollection): (lng: number, lat: number) => number {
  const CELL = 0.02;
  const cells = new Map<string, [number, number, number, number][]>();
  for (const f of roads.features) {
    const c = f.geometry.coordinates;
    for (let i = 1; i < c.length; i += 1) {
      const [x0, y0] = c[i - 1]!;
      const [x1, y1] = c[i]!;
      for (let cx = Math.floor(Math.min(x0, x1) / CELL); cx <= Math.floor(Math.max(x0, x1) / CELL); cx += 1) {
        for (let cy = Math.floor(Math.min(y0, y1) / CELL); cy <= Math.floor(Math.max(y0, y1) / CELL); cy += 1) {
          const key = `${cx},${cy}`;
          cells.set(key, [...(cells.get(key) ?? []), [x0, y0, x1, y1]]);
        }
      }
    }
  }
  return (lng, lat) => {
    let best = Infinity;
    const k = Math.cos((lat * Math.PI) / 180);
    for (let dx = -1; dx <= 1; dx += 1) {
      for (let dy = -1; dy <= 1; dy += 1) {
        for (const [x0, y0, x1, y1] of cells.get(`${Math.floor(lng / CELL) + dx},${Math.floor(lat / CELL) + dy}`) ?? []) {
          // Project onto the segment in a local flat frame (longitude scaled by cos(lat)).
          const [ax, ay, bx, by, px, py] = [x0 * k, y0, x1 * k, y1, lng * k, lat];
          const len = (bx - ax) ** 2 + (by - ay) ** 2;
          const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / len));
          best = Math.min(best, haversineM(lat, lng, ay + t * (by - ay), (ax + t * (bx - ax)) / k));
        }
      }
    }
    return best;
  };
}

describe('demoFleetRoads', () => {
  const roads = demoFleetRoads({ world });
  let run: FleetRun;

  beforeAll(() => {
    const start = Date.UTC(2025, 3, 7);
    run = runFleet(createDemoFleet({ assets: DEMO_ASSETS, world, seed: 7, startTime: start }), start + 14 * 86_400_000, 86_400_000, { movingIntervalMs: 60_000, stationaryIntervalMs: 600_000 }, () => 0);
  }, 120_000);

  it('gives inter-town trunk roads from Shah Alam and Johor Bahru, and local primary roads, each once', () => {
    const interTown = roads.features.filter((f) => f.properties.kind === 'inter-town');
    expect(interTown.every((f) => f.properties.highway === 'trunk')).toBe(true);
    const names = interTown.map((f) => f.properties.name);
    for (const town of ['Ipoh', 'Seremban', 'Malacca']) expect(names).toContain(`Shah Alam - ${town}`);
    expect(names.some((n) => n.includes('Johor Bahru'))).toBe(true);
    const local = roads.features.filter((f) => f.properties.kind === 'local');
    expect(local.length).toBeGreaterThan(50);
    expect(local.every((f) => f.properties.highway === 'primary')).toBe(true);
    const keys = roads.features.map((f) => JSON.stringify(f.geometry.coordinates));
    expect(new Set(keys).size).toBe(keys.length);
    // Deterministic: the same world, the same lines.
    expect(demoFleetRoads({ world })).toEqual(roads);
  });

  it('covers every road the fleet drives off the Shah Alam graph over two weeks', { timeout: 60_000 }, () => {
    const near = nearestRoad(roads);
    const [minLng, minLat, maxLng, maxLat] = buildRoadGraph(world.roads).bbox;
    const travellers = new Set(DEMO_ASSETS.filter((a) => ['car', 'truck', 'staff', 'watch', 'item'].includes(a.type) && a.group !== 'Marine Operations').map((a) => a.assetId));
    let checked = 0;
    const off: string[] = [];
    for (const p of run.all) {
      // Moving on a road: not parked, not walking round a site (walkers go 3-6 km/h), off the Shah Alam graph.
      if (!travellers.has(p.assetId) || (p.speed ?? 0) < 20) continue;
      if (p.lng >= minLng - 0.01 && p.lng <= maxLng + 0.01 && p.lat >= minLat - 0.01 && p.lat <= maxLat + 0.01) continue;
      checked += 1;
      if (near(p.lng, p.lat) > 50) off.push(`${p.assetId} ${p.lat},${p.lng}`);
    }
    expect(checked).toBeGreaterThan(1_000);
    // Within 50 m of a drawn road, but for the short connectors between a yard and its road.
    expect(off.length / checked).toBeLessThan(0.01);
  });
});
