/// <reference types="node" />
/**
 * Boats stay on water: every boat (and buoy) report of a 30-day run, and every point and leg of the marine geometry,
 * lies outside all OSM land polygons the offline basemap draws (osm-land-malaysia-region.geojson, about 10 m along the
 * coast: the Natural Earth coast is too coarse for a harbour).
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDemoFleet } from './fleet';
import { BERTHS, CHANNEL, MOORINGS, OPEN_WATER, PORT_OFFICE } from './marine';
import { LAND_FILE, worldFrom } from './testing/data-files';
import { DEMO_ASSETS } from './testing/demo-assets';
import { loadLand } from './testing/land';
import { runFleet, type FleetRun } from './testing/run-fleet';

const { onLand, legOnWater } = loadLand(readFileSync(LAND_FILE, 'utf8'));

describe('marine geometry', () => {
  it('knows land from water', () => {
    expect(onLand(PORT_OFFICE)).toBe(true);
    expect(onLand({ lat: 3.07, lng: 101.5 })).toBe(true);
    expect(onLand({ lat: 3.0, lng: 101.0 })).toBe(false);
  });

  it('has berths, channel, moorings and the open-water box on water', () => {
    for (const berth of BERTHS) expect(legOnWater(berth, CHANNEL[0]!)).toBe(true);
    for (let i = 1; i < CHANNEL.length; i += 1) expect(legOnWater(CHANNEL[i - 1]!, CHANNEL[i]!)).toBe(true);
    for (const m of MOORINGS) expect(onLand(m)).toBe(false);
    // Berths lie off the wharves, not on them: water 100 m around each (0.0009 degree).
    for (const b of BERTHS) {
      for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1], [0.7, 0.7], [-0.7, 0.7], [0.7, -0.7], [-0.7, -0.7]] as const) {
        expect(onLand({ lat: b.lat + dy * 0.0009, lng: b.lng + dx * 0.0009 })).toBe(false);
      }
    }
    const [minLng, minLat, maxLng, maxLat] = OPEN_WATER;
    const entry = CHANNEL[CHANNEL.length - 1]!;
    for (let x = minLng; x <= maxLng + 1e-9; x += (maxLng - minLng) / 40) {
      for (let y = minLat; y <= maxLat + 1e-9; y += (maxLat - minLat) / 40) expect(onLand({ lat: y, lng: x })).toBe(false);
    }
    for (const corner of [
      { lat: minLat, lng: minLng },
      { lat: minLat, lng: maxLng },
      { lat: maxLat, lng: minLng },
      { lat: maxLat, lng: maxLng },
    ]) {
      expect(legOnWater(entry, corner)).toBe(true);
    }
  });
});

describe('boats over 30 days', () => {
  let run: FleetRun;
  const marine = DEMO_ASSETS.filter((a) => a.group === 'Marine Operations');
  const onWater = marine.filter((a) => a.type === 'boat' || a.type === 'item').map((a) => a.assetId);

  beforeAll(() => {
    const start = Date.UTC(2025, 3, 1);
    const world = worldFrom((file) => readFileSync(file, 'utf8'));
    run = runFleet(createDemoFleet({ assets: marine, world, seed: 99, startTime: start }), start + 30 * 86_400_000, 86_400_000, { movingIntervalMs: 30_000, stationaryIntervalMs: 600_000 }, () => 0);
  }, 60_000);

  it('puts every boat and buoy report on water', { timeout: 60_000 }, () => {
    let checked = 0;
    const landed: string[] = [];
    for (const id of onWater) {
      for (const p of run.byAsset.get(id)!) {
        checked += 1;
        if (onLand(p)) landed.push(`${id} ${p.time} ${p.lat},${p.lng}`);
      }
    }
    expect(landed.slice(0, 5)).toEqual([]);
    expect(checked).toBeGreaterThan(50_000);
  });

  it('cruises at 10-25 km/h with anchor periods (engine off)', () => {
    for (const id of marine.filter((a) => a.type === 'boat').map((a) => a.assetId)) {
      const list = run.byAsset.get(id)!;
      const speeds = list.map((p) => p.speed!);
      expect(Math.max(...speeds)).toBeLessThanOrEqual(27);
      expect(speeds.filter((s) => s >= 10).length).toBeGreaterThan(1_000);
      expect(list.filter((p) => p.ignition === false).length).toBeGreaterThan(100);
      // Leaves the port for the open sea.
      expect(list.some((p) => p.lng < 101.15)).toBe(true);
    }
  });
});
